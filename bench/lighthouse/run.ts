/**
 * `npm run bench:lighthouse`: Lighthouse (its desktop preset) on the production build, served
 * with the demo tenant by the emulator as `npm start` serves it, in two situations:
 *
 *   first visit          a new profile: the app probes /config.json, connects and runs its
 *                        first sync while Lighthouse records.
 *   offline cold start   the same profile after that visit (service worker, caches and
 *                        IndexedDB kept), a new browser, the emulator stopped and the page's
 *                        network emulated offline.
 *
 * Prints performance, accessibility, best practices, cumulative layout shift and total
 * blocking time (median of the runs, with the range), what kept a category under 100, what
 * shifted, and the goals (accessibility 100, CLS under 0.05, each on the worst run).
 *
 * How the offline run is made, and why this way: Lighthouse resets network emulation on its
 * own protocol session just before it navigates (Network.emulateNetworkConditions with
 * offline: false). A page switched offline beforehand then comes out half offline: its
 * requests still fail, but `navigator.onLine` reads true again, so the app reports a failed
 * sync instead of starting offline (tried: "Sync failed: server unreachable"). The run is
 * driven instead through Lighthouse's navigation API with a callback: Lighthouse prepares the
 * page (a callback never resets storage), then calls back, and the callback switches the
 * page offline, last, and loads the app (the status bar then reads "Offline · catalog from
 * …", which the runner prints). That needs the Puppeteer page Lighthouse is built on
 * (puppeteer-core, no browser download): Lighthouse opens its sessions through
 * `page.target().createCDPSession()` and Puppeteer's connection, which a Playwright page does
 * not have. The emulator is stopped too, so requests that page emulation does not reach (the
 * service worker's own) find no server either.
 *
 * Flags: `--runs=N` (default 3, each pair on a new profile), `--build` (rebuild dist/ first),
 * `--report` (writes each run's HTML report to .cache/lighthouse/). A measurement, not a test.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desktopConfig, navigation, type Flags, type NavigationRequestor, type Result } from 'lighthouse';
import type { Page } from 'puppeteer-core';
import { startEmulator } from '../../emulator/server.ts';
import { buildLabel, machineLoad, measureBuild, ROOT } from '../lib/build';
import { numberFlag } from '../lib/flags';
import { median } from '../lib/stats';
import { markdownTable, printGoals, type Goal } from '../lib/table';
import { startChrome, waitInPage } from './browser';

const RUNS = numberFlag('runs', 3);
const REPORT = process.argv.includes('--report');
const REPORT_DIR = path.join(ROOT, '.cache/lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const WAIT_MS = 60_000;
const MOST_CLS = 0.05;

type Scenario = 'first visit' | 'offline cold start';

interface Run {
  lhr: Result;
  /** What the status bar said once the menu showed, and whether the page thought it was online. */
  seen: string;
}

const statusText = () =>
  `${document.querySelector('[role="status"][aria-label="Sync status"]')?.textContent ?? '(no status bar)'}; navigator.onLine ${navigator.onLine}`;

async function audit(page: Page, requestor: NavigationRequestor, flags: Flags, name: string): Promise<Result> {
  const result = await navigation(page, requestor, {
    config: desktopConfig,
    flags: { logLevel: 'error', output: REPORT ? 'html' : 'json', onlyCategories: CATEGORIES, ...flags },
  });
  if (!result) throw new Error('Lighthouse returned no result');
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  if (REPORT) {
    await mkdir(REPORT_DIR, { recursive: true });
    await writeFile(path.join(REPORT_DIR, `${name}.html`), String(result.report));
  }
  return result.lhr;
}

/** After the first visit: synced, the service worker in control and the images it caches settled. */
async function visitSettled(page: Page): Promise<string> {
  await waitInPage(page, 'the first sync', () => !!document.querySelector('[role="status"][aria-label="Sync status"]')?.textContent?.startsWith('Synced'), WAIT_MS);
  await waitInPage(page, 'the service worker in control', () => navigator.serviceWorker.controller !== null, WAIT_MS);
  const imagesSettled = async () => {
    const count = (await (await caches.open('pos-images')).keys()).length;
    const seen = ((window as unknown as { __benchImages?: number[] }).__benchImages ??= []);
    seen.push(count);
    return count > 0 && seen.length >= 15 && seen[seen.length - 15] === count;
  };
  await waitInPage(page, 'the product images cached', imagesSettled, WAIT_MS).catch((error: Error) => console.error(`warning: ${error.message}`));
  return page.evaluate(statusText);
}

async function onePair(dist: string, index: number): Promise<Record<Scenario, Run>> {
  const profile = await mkdtemp(path.join(tmpdir(), 'bench-lighthouse-'));
  const emulator = await startEmulator({ port: 0, staticDir: dist });
  let serving = true;
  try {
    const url = `${emulator.url}/`;
    let chrome = await startChrome(profile);
    let first: Run;
    try {
      const lhr = await audit(chrome.page, url, {}, `first-visit-${index}`);
      first = { lhr, seen: await visitSettled(chrome.page) };
    } finally {
      await chrome.close();
    }

    await emulator.close();
    serving = false;
    chrome = await startChrome(profile);
    try {
      const { page } = chrome;
      let seen = '(the menu never showed)';
      const offlineStart = async () => {
        await page.setOfflineMode(true);
        await page.goto(url);
        await waitInPage(page, 'the menu offline', () => !!document.querySelector('[role="list"][aria-label="Products"] button'), WAIT_MS);
        seen = await page.evaluate(statusText);
      };
      const lhr = await audit(page, offlineStart, { disableStorageReset: true }, `offline-cold-start-${index}`);
      return { 'first visit': first, 'offline cold start': { lhr, seen } };
    } finally {
      await chrome.close();
    }
  } finally {
    if (serving) await emulator.close();
    await rm(profile, { recursive: true, force: true });
  }
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
const cls = (lhr: Result) => lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
const tbt = (lhr: Result) => lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;

interface Metric {
  label: string;
  of(lhr: Result): number;
  format(value: number): string;
}

const METRICS: Metric[] = [
  { label: 'performance', of: (l) => score(l, 'performance'), format: String },
  { label: 'accessibility', of: (l) => score(l, 'accessibility'), format: String },
  { label: 'best practices', of: (l) => score(l, 'best-practices'), format: String },
  { label: 'cumulative layout shift', of: cls, format: (v) => v.toFixed(3) },
  { label: 'total blocking time', of: tbt, format: (v) => `${Math.round(v)} ms` },
];

function cell(runs: readonly Run[], metric: Metric): string {
  const values = runs.map((r) => metric.of(r.lhr));
  const mid = metric.format(median(values));
  if (runs.length === 1) return mid;
  return `${mid} (${metric.format(Math.min(...values))} – ${metric.format(Math.max(...values))})`;
}

/** Audits that count towards a category's score and did not pass, as "id: title". */
function failedAudits(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a !== undefined && a.score !== null && a.score < 1)
    .map((a) => `${a!.id}: ${a!.title}`);
}

/** What Lighthouse saw shift, largest first, as "score element". */
function shifts(lhr: Result): string[] {
  const details = lhr.audits['layout-shifts']?.details as { items?: Array<{ score?: number; node?: { snippet?: string } }> } | undefined;
  return (details?.items ?? []).map((item) => `${(item.score ?? 0).toFixed(4)} ${item.node?.snippet ?? '(unknown element)'}`);
}

function printResults(results: Record<Scenario, Run[]>, dist: string, loadBefore: string): void {
  const scenarios = Object.keys(results) as Scenario[];
  const version = results['first visit'][0]?.lhr.lighthouseVersion ?? '?';
  const runs = RUNS === 1 ? 'one run' : `median of ${RUNS} runs (min – max)`;
  console.log(`\nLighthouse ${version}, desktop preset, the demo tenant; ${runs}`);
  console.log(`Build ${buildLabel(dist)}; ${loadBefore} before, ${machineLoad()} after\n`);
  console.log(markdownTable(['', ...scenarios], METRICS.map((m) => [m.label, ...scenarios.map((s) => cell(results[s], m))])));

  for (const scenario of scenarios) {
    const runs = results[scenario];
    console.log(`\n${scenario}: the status bar said "${[...new Set(runs.map((r) => r.seen))].join('" / "')}"`);
    for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
      const failed = [...new Set(runs.flatMap((r) => failedAudits(r.lhr, category)))];
      if (failed.length > 0) console.log(`  ${category} under 100: ${failed.join('; ')}`);
    }
    const worst = runs.reduce((a, b) => (cls(b.lhr) > cls(a.lhr) ? b : a));
    for (const line of shifts(worst.lhr).slice(0, 5)) console.log(`  shifted: ${line}`);
  }

  const goals: Goal[] = [];
  for (const scenario of scenarios) {
    const lhrs = results[scenario].map((r) => r.lhr);
    const a11y = Math.min(...lhrs.map((l) => score(l, 'accessibility')));
    const worstCls = Math.max(...lhrs.map(cls));
    goals.push([`accessibility 100 on the ${scenario} (worst run ${a11y})`, a11y === 100]);
    goals.push([`cumulative layout shift under ${MOST_CLS} on the ${scenario} (worst run ${worstCls.toFixed(3)})`, worstCls < MOST_CLS]);
  }
  printGoals(goals);
  if (REPORT) console.log(`\nHTML reports in ${path.relative(ROOT, REPORT_DIR)}/`);
}

async function measureAll(dist: string): Promise<void> {
  const loadBefore = machineLoad();
  const results: Record<Scenario, Run[]> = { 'first visit': [], 'offline cold start': [] };
  for (let i = 1; i <= RUNS; i++) {
    const pair = await onePair(dist, i);
    for (const scenario of Object.keys(pair) as Scenario[]) {
      const { lhr } = pair[scenario];
      results[scenario].push(pair[scenario]);
      console.error(`run ${i}, ${scenario}: performance ${score(lhr, 'performance')}, accessibility ${score(lhr, 'accessibility')}, CLS ${cls(lhr).toFixed(3)}`);
    }
  }
  printResults(results, dist, loadBefore);
}

await measureBuild(measureAll);
