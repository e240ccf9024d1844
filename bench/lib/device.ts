/**
 * `--device=tablet`: the benchmarks run as on a low-end tablet whatever machine runs them.
 *
 * Calibration: this machine's benchmark index, computed as Lighthouse computes it
 * (`computeBenchmarkIndex` of lighthouse/core/lib/page-functions.js: the mean of a GC-heavy
 * string loop and an array copy loop, iterations per second / 10), evaluated in a blank page
 * of Chromium, median of three; the slowdown is index / TABLET_INDEX (never below 1).
 *
 * Slowing down. Chromium's `Emulation.setCPUThrottlingRate` slows only the page's main thread
 * (Blink's ThreadCPUThrottler throttles the one thread it was created on); a dedicated
 * worker's DevTools target, reached by auto-attach, refuses it ("Operation is only supported
 * for pages, not workers", Chromium 156), so the catalog and sync workers would run at this
 * machine's full speed. The default, `--throttle=process`, therefore slows every thread of
 * the browser's renderer processes alike: a duty cycle of SIGSTOP and SIGCONT on each renderer
 * process this runner started (every PERIOD_MS or longer, running 1 / rate of it and at
 * least MIN_RUN_MS), so the page, its
 * workers and its service worker each run at index 400. `--throttle=devtools` uses
 * `Emulation.setCPUThrottlingRate` on the page instead (the workers unthrottled), to compare.
 * What neither slows: the browser process, where Chromium runs IndexedDB and the network
 * stack, so reads and writes of storage run at this machine's speed (a lower bound there).
 * `checkCalibration` measures the index again under the slowdown, in a page and in a worker.
 */
import { Worker } from 'node:worker_threads';
import type { BrowserContext, Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './stats';
// @ts-expect-error plain JavaScript module without types
import { rendererPids, signal } from './dutyCycle.mjs';

const DUTY_CYCLE = new URL('./dutyCycle.mjs', import.meta.url);

/** The benchmark index of the low-end tablet the tablet goals are set for. */
export const TABLET_INDEX = 400;
const PERIOD_MS = 10;
/**
 * The shortest run of a renderer in each period: a stopped process runs on for about a
 * millisecond after its SIGSTOP is sent (the signal's delivery and the scheduler), so a
 * shorter run slows it less than asked. Measured with Chromium 150 on an index of 3,700: runs
 * of 1 ms (rate 9.2 in periods of 10 ms) slowed the page 4.2 times whatever the rate asked.
 */
const MIN_RUN_MS = 2;

export type Device = 'desktop' | 'tablet';
export type ThrottleMethod = 'process' | 'devtools';

export function deviceFlag(): Device {
  return process.argv.includes('--device=tablet') ? 'tablet' : 'desktop';
}

export function throttleMethodFlag(): ThrottleMethod {
  return process.argv.includes('--throttle=devtools') ? 'devtools' : 'process';
}

const INDEX_SOURCE = `(${(pageFunctions as { computeBenchmarkIndex: () => number }).computeBenchmarkIndex.toString()})()`;

/** Lighthouse's benchmark index evaluated in the page's main thread. */
export function pageIndex(page: Page): Promise<number> {
  return page.evaluate(INDEX_SOURCE) as Promise<number>;
}

/** The same loop evaluated in a dedicated worker the page starts (a blob worker of a blank page). */
export function workerIndex(page: Page): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob(['postMessage(' + ${JSON.stringify(INDEX_SOURCE)} + ')'], { type: 'text/javascript' }));
    const worker = new Worker(url);
    worker.onmessage = (e) => { worker.terminate(); resolve(e.data); };
    worker.onerror = (e) => reject(new Error(e.message));
  })`) as Promise<number>;
}

export interface Calibration {
  index: number;
  rate: number;
}

/** This machine's benchmark index in a blank page of `context` (median of 3) and the slowdown to a tablet of index 400. */
export async function calibrate(context: BrowserContext): Promise<Calibration> {
  const page = await context.newPage();
  try {
    await page.setContent('<!doctype html><title>calibration</title>');
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) runs.push(await pageIndex(page));
    const index = median(runs);
    return { index, rate: Math.max(1, index / TABLET_INDEX) };
  } finally {
    await page.close();
  }
}

export interface Slowdown {
  stop(): Promise<void>;
}

/**
 * Slows every renderer this runner started (and starts while it runs) to 1 / rate of its
 * speed; resolves once the duty cycle runs.
 */
export async function slowRenderers(rate: number): Promise<Slowdown> {
  if (rate <= 1) return { stop: async () => undefined };
  const state = new SharedArrayBuffer(4);
  new Int32Array(state)[0] = 1;
  const worker = new Worker(DUTY_CYCLE, { workerData: { dutyCycle: true, state, rate, period: Math.max(PERIOD_MS, rate * MIN_RUN_MS), owner: process.pid } });
  const resume = () => {
    Atomics.store(new Int32Array(state), 0, 0);
    (signal as (pids: number[], name: string) => void)((rendererPids as (owner: number) => number[])(process.pid), 'SIGCONT');
  };
  process.once('exit', resume);
  await new Promise((resolve) => worker.once('message', resolve));
  return {
    async stop() {
      Atomics.store(new Int32Array(state), 0, 0);
      await new Promise((resolve) => worker.once('message', resolve));
      await worker.terminate();
      process.off('exit', resume);
      resume();
    },
  };
}

/**
 * Chromium's own throttling of the page's main thread, set before navigation, and what its
 * workers answer when asked the same (auto-attached before they run). Returns the workers'
 * answers, one per worker started so far.
 */
export async function throttlePageWithDevtools(page: Page, rate: number): Promise<{ workerAnswers: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const workerAnswers: string[] = [];
  let next = 1;
  cdp.on('Target.attachedToTarget', (event) => {
    const send = (method: string, params: object) =>
      cdp.send('Target.sendMessageToTarget', { sessionId: event.sessionId, message: JSON.stringify({ id: next++, method, params }) });
    void send('Emulation.setCPUThrottlingRate', { rate }).then(() => send('Runtime.runIfWaitingForDebugger', {}));
  });
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const reply = JSON.parse(event.message) as { id?: number; error?: { message: string } };
    if (reply.id !== undefined && reply.id % 2 === 1) workerAnswers.push(reply.error ? `refused: ${reply.error.message}` : 'accepted');
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return { workerAnswers };
}

export interface CalibrationCheck {
  page: number;
  worker: number;
}

/** The benchmark index measured again in a blank page and in its worker, with the slowdown on. */
export async function checkCalibration(context: BrowserContext, method: ThrottleMethod, rate: number): Promise<CalibrationCheck> {
  const page = await context.newPage();
  try {
    if (method === 'devtools') await throttlePageWithDevtools(page, rate);
    await page.setContent('<!doctype html><title>calibration check</title>');
    return { page: await pageIndex(page), worker: await workerIndex(page) };
  } finally {
    await page.close();
  }
}

/**
 * The tablet mode of one runner: calibrated on `context`, then `slowDown(page)` before each
 * measured stretch and `stop()` after it. With the duty cycle, the rate is corrected when the
 * index measured under it misses 400 by more than 15 % (a busy machine's scheduler gives a
 * process back part of the time it was stopped), at most three times.
 */
export interface TabletMode {
  calibration: Calibration;
  /** The slowdown applied (the calibrated rate, corrected by the check). */
  rate: number;
  check: CalibrationCheck | null;
  method: ThrottleMethod;
  slowDown(page: Page | null): Promise<Slowdown>;
  describe(): string;
}

export async function prepareTablet(context: BrowserContext, method = throttleMethodFlag()): Promise<TabletMode> {
  const calibration = await calibrate(context);
  let rate = calibration.rate;
  let check: CalibrationCheck | null = null;
  for (let attempt = 0; attempt < 4 && calibration.rate > 1; attempt++) {
    const slow = method === 'process' ? await slowRenderers(rate) : null;
    try {
      check = await checkCalibration(context, method, rate);
    } finally {
      await slow?.stop();
    }
    const miss = check.page / TABLET_INDEX;
    if (method === 'devtools' || Math.abs(miss - 1) <= 0.15 || attempt === 3) break;
    rate = Math.max(1, rate * miss);
  }
  return {
    calibration,
    rate,
    check,
    method,
    async slowDown(page) {
      if (method === 'process') return slowRenderers(rate);
      if (page) await throttlePageWithDevtools(page, rate);
      return { stop: async () => undefined };
    },
    describe() {
      const how = method === 'process' ? 'every renderer thread slowed (SIGSTOP/SIGCONT duty cycle)' : "DevTools' CPU throttling of the page's main thread only";
      const slower = calibration.rate <= 1 ? ' (this machine is as slow as the tablet or slower right now: not slowed, the figures are a tablet\'s or worse)' : '';
      const checked = check ? `; index under the slowdown: page ${Math.round(check.page)}, worker ${Math.round(check.worker)}` : '';
      return `Tablet mode: this machine's benchmark index ${Math.round(calibration.index)} (Lighthouse's), rate ${calibration.rate.toFixed(2)} = index / ${TABLET_INDEX}, applied ${rate.toFixed(2)}x, ${how}${slower}${checked}`;
    },
  };
}

/** Calibrates the tablet mode in a browser of its own, closed after. */
export async function calibrateTablet(launch: () => Promise<{ newContext(): Promise<BrowserContext>; close(): Promise<void> }>): Promise<TabletMode> {
  const browser = await launch();
  try {
    return await prepareTablet(await browser.newContext());
  } finally {
    await browser.close();
  }
}
