/**
 * `npm run bench:start`: cold start of the built app OFFLINE to the first tappable category,
 * at 1,000, 10,000 and 50,000 products. Per size: one online visit on a new on-disk profile
 * (the app auto-connects, syncs, and its service worker takes control), the browser closed
 * and the emulator stopped; then N launches of a new browser on that profile with the network
 * off, each timed from navigation start to the first animation frame in which the first
 * Categories tab is visible and enabled and a product button is visible (probes.js).
 * Also prints the gzipped size of the first load's JS and CSS (bundleSize.ts) and the goals.
 *
 * Flags: `--runs=N` (default 5), `--sizes=1000,10000`, `--build` (rebuild dist/ first),
 * `--profile` (one more offline start at the largest size with a main-thread CPU profile),
 * `--trace` (one more with a Chromium trace: what each main-thread task over 50 ms ran),
 * `--device=tablet` (each start slowed to a tablet of benchmark index 400, bench/lib/device.ts;
 * prints the index, the rate and the tablet goals with the memory goals).
 * Timings depend on the machine; this is a measurement, not a test.
 */
import type { Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildLabel, machineLoad, measureBuild } from '../lib/build';
import { formatProfile, heapAfterGc, startCpuProfile, workerHeapsAfterGc } from '../lib/cdp';
import { launchProfile } from '../lib/chromium';
import { numberFlag, sizesFlag } from '../lib/flags';
import { BIG_READS, installProbes, PROBES, readProbes, tasksBetween, waitForMark, type BigRead, type LongTask } from '../lib/pageRun';
import { visitOnline } from '../lib/profile';
import { count, median, ms } from '../lib/stats';
import { markdownTable, printGoals, type Goal } from '../lib/table';
import { serveTenant } from '../lib/tenant';
import { firstLoadGoal, reportFirstLoad } from './bundleSize';
import { formatTasks, startTrace } from '../lib/trace';
import { launchBrowser } from '../lib/chromium';
import { calibrateTablet, deviceFlag, type TabletMode } from '../lib/device';

const SIZES = sizesFlag([1_000, 10_000, 50_000, 200_000]);
const RUNS = numberFlag('runs', 5);
const PROFILE = process.argv.includes('--profile');
const TRACE = process.argv.includes('--trace');
const START_TIMEOUT_MS = 60_000;
const DEVICE = deviceFlag();
/** A main-thread task longer than this is a miss: 50 ms here, 100 ms on the slowed tablet. */
const LONG_TASK_MS = DEVICE === 'tablet' ? 100 : 50;
let tablet: TabletMode | null = null;

interface StartRun {
  /** Navigation start to a tappable menu. */
  menuReadyMs: number;
  /** The connected terminal's shell in the DOM: script run, settings read. */
  shellMs: number;
  tablistMs: number;
  longTasks: LongTask[];
  bigReads: BigRead[];
  heapBytes: number;
  /**
   * The catalog workers' heaps once they hold what they answer from: the one holding the
   * whole generation (scans, deals, products) and the one searching the stored table; NaN
   * when none ran.
   */
  workerHeapBytes: { whole: number; search: number };
}

/** A search nothing matches: its answer ("No products match") comes once the worker holds the generation and its index. */
const UNMATCHED_SEARCH = 'qqzzqq';

/**
 * The catalog workers' heaps after GC once they hold what they answer from: a search is asked
 * and its answer awaited first (the workers start after the first paint; the whole
 * generation is read after it), then the heaps are read each second until two readings of
 * their sum agree within 2 %. The largest is the worker holding the whole generation, the
 * next the search worker (a sync worker, the one other worker of the app, does not run
 * offline).
 */
async function settledWorkerHeap(page: Page): Promise<{ whole: number; search: number }> {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(UNMATCHED_SEARCH);
  await page.getByRole('status').filter({ hasText: UNMATCHED_SEARCH }).waitFor({ timeout: START_TIMEOUT_MS });
  let last = { whole: Number.NaN, search: Number.NaN };
  const sum = (h: typeof last) => h.whole + h.search;
  for (let i = 0; i < 60; i++) {
    const heaps = [...(await workerHeapsAfterGc(page, '/assets/entry-')).values()].sort((a, b) => b - a);
    const now = { whole: heaps[0] ?? Number.NaN, search: heaps[1] ?? 0 };
    if (Number.isFinite(sum(now)) && Number.isFinite(sum(last)) && Math.abs(sum(now) - sum(last)) <= 0.02 * sum(last)) return now;
    last = now;
    await page.waitForTimeout(1_000);
  }
  return last;
}

/** First visit online: connect, full sync, service worker in control; returns the app's URL. */
async function prepareProfile(dir: string, products: number, dist: string): Promise<string> {
  const tenant = await serveTenant(products, dist);
  try {
    await visitOnline(dir, tenant.url);
    return tenant.url;
  } finally {
    await tenant.emulator.close();
  }
}

async function offlineStart(dir: string, url: string, dist: string, profiled: boolean, traced = false): Promise<StartRun> {
  const context = await launchProfile(dir);
  try {
    await context.setOffline(true);
    await installProbes(context, [PROBES, BIG_READS]);
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    const profiler = profiled ? await startCpuProfile(page, dist) : null;
    const tracer = traced ? await startTrace(page) : null;
    const slow = tablet ? await tablet.slowDown(page) : null;
    await page.goto(url);
    await waitForMark(page, 'menuReady', START_TIMEOUT_MS);
    await slow?.stop();
    if (tracer) {
      console.log(`\nMain-thread tasks over 50 ms of a traced offline start, navigation to a tappable menu (start+duration, longest parts):`);
      console.log(formatTasks(await tracer.stop()));
    }
    if (profiler) {
      const summary = (await profiler.stop())();
      console.log(`\nCPU profile of the main thread, offline start, navigation to a tappable menu:`);
      console.log(formatProfile(summary));
    }
    const probes = await readProbes(page);
    const menuReadyMs = probes.marks.menuReady!;
    return {
      menuReadyMs,
      shellMs: probes.marks.shell ?? Number.NaN,
      tablistMs: probes.marks.tablistInDom ?? Number.NaN,
      longTasks: tasksBetween(probes.longTasks, 0, menuReadyMs + 1).filter((t) => t.duration > LONG_TASK_MS),
      bigReads: probes.bigReads.filter((r) => r.start <= menuReadyMs),
      heapBytes: await heapAfterGc(page),
      workerHeapBytes: await settledWorkerHeap(page),
    };
  } finally {
    await context.close();
  }
}

interface SizeResult {
  products: number;
  runs: StartRun[];
}

/** The median heaps of the two catalog workers and their sum, in MB. */
function workerHeapsCell(runs: readonly StartRun[]): string {
  const mb = (pick: (h: StartRun['workerHeapBytes']) => number) => (median(runs.map((r) => pick(r.workerHeapBytes))) / 1024 / 1024).toFixed(1);
  return `${mb((h) => h.whole)} + ${mb((h) => h.search)} = ${mb((h) => h.whole + h.search)} MB`;
}

function printResults(results: SizeResult[], dist: string): void {
  const header = [
    'products', 'cold offline start (median)', 'min – max', 'shell shown', 'tablist in DOM',
    `tasks >${LONG_TASK_MS} ms (max)`, 'heap after GC', 'catalog workers\' heaps (whole generation + search)',
  ];
  const rows = results.map(({ products, runs }) => {
    const starts = runs.map((r) => r.menuReadyMs);
    return [
      count(products),
      ms(median(starts)),
      `${ms(Math.min(...starts))} – ${ms(Math.max(...starts))}`,
      ms(median(runs.map((r) => r.shellMs))),
      ms(median(runs.map((r) => r.tablistMs))),
      `${median(runs.map((r) => r.longTasks.length))} (${ms(Math.max(0, ...runs.flatMap((r) => r.longTasks.map((t) => t.duration))))})`,
      `${(median(runs.map((r) => r.heapBytes)) / 1024 / 1024).toFixed(1)} MB`,
      workerHeapsCell(runs),
    ];
  });
  console.log(markdownTable(header, rows));
  console.log('\n"shell shown": the terminal shell is in the DOM (script run, settings read); "tablist in DOM": the menu committed.');

  const largestSize = Math.max(...results.map((r) => r.products));
  const largest = results.find((r) => r.products === largestSize);
  if (largest) {
    const tasks = largest.runs.map((r) => r.longTasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(' '));
    console.log(`\nLong tasks at ${count(largestSize)} (start+duration ms, one line per run):`);
    for (const line of tasks) console.log(`  ${line || '(none)'}`);
    const reads = largest.runs.map((r) => r.bigReads.map((x) => `${x.store} ${count(x.rows)} rows at ${Math.round(x.start)} (${Math.round(x.ms)} ms)`).join(', '));
    console.log(`\nMain-thread IndexedDB reads of over 1,000 rows before the menu was tappable at ${count(largestSize)}, one line per run:`);
    for (const line of reads) console.log(`  ${line || '(none)'}`);
  }

  const js = reportFirstLoad(dist);

  const goals: Goal[] = [];
  const startAt = (products: number) => {
    const at = results.find((r) => r.products === products);
    return at ? median(at.runs.map((r) => r.menuReadyMs)) : null;
  };
  const limits = DEVICE === 'tablet' ? [[50_000, 1_000], [200_000, 1_500]] as const : [[50_000, 500], [200_000, 600]] as const;
  for (const [products, limit] of limits) {
    const start = startAt(products);
    if (start !== null) goals.push([`cold offline start at ${count(products)} under ${count(limit)} ms (${ms(start)})`, start < limit]);
  }
  const longest = Math.max(0, ...results.flatMap((r) => r.runs.flatMap((run) => run.longTasks.map((t) => t.duration))));
  goals.push([`no main-thread task over ${LONG_TASK_MS} ms at any size (longest ${ms(longest)})`, longest <= LONG_TASK_MS]);
  const at200k = results.find((r) => r.products === 200_000);
  if (at200k) {
    const heap = median(at200k.runs.map((r) => r.heapBytes)) / 1024 / 1024;
    const workerHeap = median(at200k.runs.map((r) => r.workerHeapBytes.whole + r.workerHeapBytes.search)) / 1024 / 1024;
    goals.push([`page heap after GC at 200,000 under 40 MB (${heap.toFixed(1)} MB)`, heap < 40]);
    goals.push([`catalog workers' heaps at 200,000 under 60 MB together (${workerHeap.toFixed(1)} MB: ${workerHeapsCell(at200k.runs)})`, workerHeap < 60]);
  }
  if (DEVICE !== 'tablet') goals.push(firstLoadGoal(js));
  printGoals(goals);
}

async function measureAll(dist: string): Promise<void> {
  const loadBefore = machineLoad();
  const results: SizeResult[] = [];
  if (DEVICE === 'tablet') {
    tablet = await calibrateTablet(launchBrowser);
    console.error(tablet.describe());
  }
  for (const products of SIZES) {
    const dir = await mkdtemp(path.join(tmpdir(), 'bench-start-'));
    try {
      const url = await prepareProfile(dir, products, dist);
      const runs: StartRun[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await offlineStart(dir, url, dist, false);
        console.error(`${count(products)} start ${i + 1}: tappable ${ms(run.menuReadyMs)}, long tasks ${run.longTasks.length}`);
        runs.push(run);
      }
      results.push({ products, runs });
      if (PROFILE && products === Math.max(...SIZES)) await offlineStart(dir, url, dist, true);
      if (TRACE && products === Math.max(...SIZES)) await offlineStart(dir, url, dist, false, true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  console.log(`\nCold start offline in Chromium to the first tappable category, median of ${RUNS}`);
  console.log(`Build ${buildLabel(dist)}; ${loadBefore} before, ${machineLoad()} after`);
  if (tablet) console.log(tablet.describe());
  console.log('');
  printResults(results, dist);
}

await measureBuild(measureAll);
