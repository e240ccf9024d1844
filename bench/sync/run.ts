/**
 * `npm run bench:sync`: the first full catalog sync of the built app in real Chromium, on
 * generated tenants of 1,000, 10,000 and 50,000 products (one seed), a fresh browser context
 * per run. Per run: the sync's start in the worker to the new generation's switch, and
 * navigation start to the switch (the app auto-connects from the emulator's /config.json
 * first, then syncs in its worker), rows per second, main-thread
 * tasks over 50 ms, the time from the switch to a tappable menu, the JS heap after a full GC
 * (menu shown) per product, then a second sync of the same catalog ("Sync now"): its time in
 * the worker and from the tap to its report stored, the generation it left in use and the
 * records it wrote, then the floor of the same data (floor.js) in the same tab with
 * the app unloaded, so its background image warm-up does not compete. Prints the median run
 * of each size as markdown tables, a timeline of the largest size (requests the emulator
 * received, long tasks, whole-table reads on the main thread), then the goals.
 *
 * Each run gets a new, empty on-disk profile (a terminal keeps its catalog on disk; Chromium's
 * in-memory IndexedDB of an incognito context writes at a different speed); `--incognito` uses
 * a fresh incognito context of one browser instead.
 * Flags: `--runs=N` (default 3), `--sizes=1000,10000`, `--build` (rebuild dist/ first),
 * `--profile` (one more run at the largest size with a main-thread CPU profile, not counted),
 * `--device=tablet` (calibrated to a tablet of benchmark index 400, bench/lib/device.ts: prints
 * the index, the rate and the tablet goals only), `--network=shop` (the sync over a shop's
 * line, bench/lib/network.ts: prints the line's floor, the ratio and the bytes per product).
 * Timings depend on the machine; this is a measurement, not a test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { SyncReport } from '../../src/core/syncReport';
import { buildLabel, machineLoad, measureBuild } from '../lib/build';
import { formatProfile, heapAfterGc, startCpuProfile, type CpuProfiler, type ProfileSummary } from '../lib/cdp';
import { launchBrowser, launchProfile, VIEWPORT } from '../lib/chromium';
import { numberFlag, sizesFlag } from '../lib/flags';
import {
  BIG_READS,
  GENERATION_WATCH,
  installProbes,
  PROBES,
  readLastReport,
  readProbes,
  tasksBetween,
  waitForMark,
  type BigRead,
  type LongTask,
} from '../lib/pageRun';
import { count, kb, median, medianRun, ms } from '../lib/stats';
import { markdownTable, printGoals, type Goal } from '../lib/table';
import { serveTenant, type ServedTenant } from '../lib/tenant';
import { calibrateTablet, deviceFlag, type TabletMode } from '../lib/device';
import { emulateLine, lineFloor, networkFlag, type Line, type LineFloor } from '../lib/network';

const FLOOR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'floor.js');
const SIZES = sizesFlag([1_000, 10_000, 50_000, 200_000]);
const RUNS = numberFlag('runs', 3);
const PROFILE = process.argv.includes('--profile');
const INCOGNITO = process.argv.includes('--incognito');
const DEVICE = deviceFlag();
const LINE = networkFlag();
const SYNC_TIMEOUT_MS = LINE ? 900_000 : 180_000;
/** A main-thread task longer than this is a miss: 50 ms here, 100 ms on the slowed tablet. */
const LONG_TASK_MS = DEVICE === 'tablet' ? 100 : 50;
let tablet: TabletMode | null = null;

interface FloorResult {
  totalMs: number;
  fetchParseMs: number;
  parseMs: number;
  writeMs: number;
  bytes: number;
  rows: Record<string, number>;
  rowWriteMs: number;
}

interface SyncRun {
  products: number;
  /**
   * Navigation start to the first sign of the committed switch: a poll seeing
   * `syncMeta.activeGen` set, or the status reading "Synced", whichever came first.
   */
  switchMs: number;
  /** Navigation start to the worker's `startedAt`. */
  bootMs: number;
  /** The worker's own `startedAt` to `finishedAt` (before the switch transaction). */
  workerMs: number;
  /** Navigation start to the emulator receiving the first and the last product page request. */
  firstPageMs: number;
  lastPageMs: number;
  /** Products and add-ons written. */
  rows: number;
  pageSize: number;
  pagesInFlight: number;
  syncedShownMs: number;
  menuReadyMs: number;
  /** Long tasks from navigation start to the worker's start (loading and connecting). */
  bootTasks: LongTask[];
  /** Long tasks from the worker's start to the switch. */
  syncTasks: LongTask[];
  menuTasks: LongTask[];
  heapBytes: number;
  /** The floor of the same data on loopback; null on an emulated line (lineFloor instead). */
  floor: FloorResult | null;
  lineFloor: LineFloor | null;
  arrivals: Arrival[];
  longTasks: LongTask[];
  bigReads: BigRead[];
  refresh: Refresh;
}

/** The second sync of the same catalog, asked for with "Sync now" once the first is in use. */
interface Refresh {
  /** The worker's `startedAt` to `finishedAt` (before its one transaction). */
  workerMs: number;
  /** The tap on "Sync now" to its report seen stored (polled every 25 ms). */
  tapMs: number;
  /** The generation in use stayed the first sync's. */
  kept: boolean;
  /** Records written, from the report; null when the build's report does not say. */
  written: { catalog: number; quotas: number } | null;
}

const longest = (tasks: readonly LongTask[]) => tasks.reduce((n, t) => Math.max(n, t.duration), 0);

/** A fresh context: a new empty on-disk profile, or an incognito context of `browser`. */
async function freshContext(browser: Browser | null): Promise<{ context: BrowserContext; dispose(): Promise<void> }> {
  if (browser) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    return { context, dispose: () => context.close() };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-sync-'));
  const context = await launchProfile(dir);
  return {
    context,
    async dispose() {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

interface Arrival {
  /** Path, with `addon` and `current_page` for listing pages. */
  what: string;
  /** ms from navigation start */
  at: number;
}

/** API requests the emulator received up to `before` (ms from navigation start). */
function apiArrivals(tenant: ServedTenant, timeOrigin: number, before: number): Arrival[] {
  return tenant.emulator.control
    .requests()
    .filter((r) => r.path.startsWith('/api/'))
    .map((r) => ({
      what: `${r.method} ${r.path}${r.query.addon ? ' addon' : ''}${r.query.current_page ? ` p${r.query.current_page}` : ''}`,
      at: Date.parse(r.at) - timeOrigin,
    }))
    .filter((r) => r.at <= before);
}

const isProductPage = (a: Arrival) => a.what.startsWith('GET /api/v2/products p');

/** What a sync that never switched did: the listing pages asked and answered, and what the status bar says. */
async function stallReport(page: Page, tenant: ServedTenant): Promise<string> {
  const asked = tenant.emulator.control.requests().filter((r) => r.path === '/api/v2/products' && !r.query.addon);
  const pages = new Set(asked.map((r) => r.query.current_page));
  const statuses = new Map<string, number>();
  for (const r of asked) statuses.set(String(r.status), (statuses.get(String(r.status)) ?? 0) + 1);
  const status = await page.getByRole('status', { name: 'Sync status' }).innerText().catch(() => '(no status)');
  const last = asked.slice(-3).map((r) => `p${r.query.current_page} at ${r.at} → ${r.status}`);
  return [
    `The sync did not switch: ${asked.length} listing requests for ${pages.size} distinct pages (statuses ${[...statuses].map(([k, n]) => `${k}: ${n}`).join(', ')}),`,
    `the last: ${last.join('; ')}; the status bar says "${status.replace(/\s+/g, ' ')}".`,
  ].join('\n');
}

async function measure(browser: Browser | null, dist: string, tenant: ServedTenant, profiled: boolean): Promise<SyncRun> {
  const { products } = tenant;
  const { context, dispose } = await freshContext(browser);
  try {
    await installProbes(context, [PROBES, GENERATION_WATCH, BIG_READS, FLOOR]);
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    tenant.emulator.control.clearRequests();
    // A fresh profile enrols with a one-time code: the one `/config.json` serves is used up by
    // the run before (and by the warm-up), so each run is served a new one.
    tenant.emulator.control.serveNewEnrolmentCode();
    if (LINE) await emulateLine(page, LINE);
    const slow = tablet ? await tablet.slowDown(page) : null;

    let profiler: CpuProfiler | null = profiled ? await startCpuProfile(page, dist) : null;
    await page.goto(tenant.url);
    await waitForMark(page, 'activeGen', SYNC_TIMEOUT_MS).catch(async (error: unknown) => {
      console.error(await stallReport(page, tenant));
      throw error;
    });
    let toSwitch: (() => ProfileSummary) | null = null;
    if (profiler) {
      toSwitch = await profiler.stop();
      profiler = await startCpuProfile(page, dist);
    }
    await waitForMark(page, 'menuReady', SYNC_TIMEOUT_MS);
    if (profiler && toSwitch) {
      const toMenu = await profiler.stop();
      console.log(`\nCPU profile of the main thread, ${count(products)} products, navigation to switch:`);
      console.log(formatProfile(toSwitch()));
      console.log(`CPU profile of the main thread, ${count(products)} products, switch to tappable menu:`);
      console.log(formatProfile(toMenu()));
    }
    await waitForMark(page, 'syncedShown', 10_000).catch(() => undefined);
    await slow?.stop();

    const probes = await readProbes(page);
    const report = await readLastReport<SyncReport>(page);
    if (!report) throw new Error('the app stored no sync report');
    const switchMs = Math.min(probes.marks.activeGen!, probes.marks.syncedShown ?? Number.POSITIVE_INFINITY);
    const menuReadyMs = probes.marks.menuReady!;
    const bootMs = Date.parse(report.startedAt) - probes.timeOrigin;
    const arrivals = apiArrivals(tenant, probes.timeOrigin, switchMs);
    const pageTimes = arrivals.filter(isProductPage).map((a) => a.at);
    const heapBytes = await heapAfterGc(page);
    const refresh = await secondSync(page, report);
    let floor: FloorResult | null = null;
    if (!LINE) {
      // The floor runs in the same tab with the app unloaded (a same-origin JSON document), so
      // the app's background image warm-up does not compete with it.
      await page.goto(`${tenant.url}/config.json`);
      const asked = { pageSize: report.pageSize, serverUrl: tenant.url, apiKey: tenant.emulator.control.apiKey };
      floor = (await page.evaluate(`window.__benchSyncFloor(${JSON.stringify(asked)})`)) as FloorResult;
      if ((floor.rows.products ?? 0) < report.counts.products) {
        console.error(`floor read ${floor.rows.products} products, the sync kept ${report.counts.products}`);
      }
    }
    return {
      products,
      switchMs,
      bootMs,
      workerMs: Date.parse(report.finishedAt) - Date.parse(report.startedAt),
      firstPageMs: Math.min(...pageTimes),
      lastPageMs: Math.max(...pageTimes),
      rows: report.counts.products + report.counts.addons,
      pageSize: report.pageSize,
      pagesInFlight: pagesInFlight(report),
      syncedShownMs: probes.marks.syncedShown ?? Number.NaN,
      menuReadyMs,
      bootTasks: tasksBetween(probes.longTasks, 0, bootMs),
      syncTasks: tasksBetween(probes.longTasks, bootMs, switchMs),
      menuTasks: tasksBetween(probes.longTasks, switchMs, menuReadyMs + 1),
      heapBytes,
      floor,
      lineFloor: LINE ? await lineFloor(tenant.url, LINE, report.pageSize, pagesInFlight(report)) : null,
      arrivals,
      longTasks: probes.longTasks ?? [],
      bigReads: probes.bigReads,
      refresh,
    };
  } finally {
    await dispose();
  }
}

/** Taps "Sync now" and waits for the sync's report to be stored; the catalog served is the first sync's. */
async function secondSync(page: Page, first: SyncReport): Promise<Refresh> {
  const tapped = Date.now();
  await page.getByRole('button', { name: 'Sync now' }).click();
  // A machine shared by several builds can take minutes over a large catalog: the report is what is waited for.
  const deadline = tapped + Math.max(SYNC_TIMEOUT_MS, 900_000);
  for (;;) {
    const report = await readLastReport<SyncReport>(page);
    if (report && report.startedAt !== first.startedAt) {
      return {
        workerMs: Date.parse(report.finishedAt) - Date.parse(report.startedAt),
        tapMs: Date.now() - tapped,
        kept: report.generation === first.generation,
        written: report.written ?? null,
      };
    }
    if (Date.now() > deadline) throw new Error('the second sync stored no report');
    await page.waitForTimeout(25);
  }
}

/** What reached the server when, with the long tasks in between, for one run. */
function printTimeline(run: SyncRun): void {
  const pages = run.arrivals.filter(isProductPage);
  const events = [
    ...run.arrivals.filter((a) => !isProductPage(a)).map((a) => ({ at: a.at, text: a.what })),
    ...(pages.length > 0
      ? [{ at: pages[0]!.at, text: `GET /api/v2/products p1..p${pages.length} until ${ms(pages[pages.length - 1]!.at)} (${ms((pages[pages.length - 1]!.at - pages[0]!.at) / Math.max(1, pages.length - 1))} a page)` }]
      : []),
    { at: run.bootMs, text: 'worker: sync started' },
    { at: run.bootMs + run.workerMs, text: 'worker: last write done, switching' },
    { at: run.switchMs, text: 'switch seen' },
    { at: run.menuReadyMs, text: 'menu tappable' },
    ...run.longTasks.map((t) => ({ at: t.start, text: `long task ${ms(t.duration)}` })),
    ...run.bigReads.map((r) => ({ at: r.start, text: `main thread reads ${count(r.rows)} rows of ${r.store} (${ms(r.ms)})` })),
  ].sort((a, b) => a.at - b.at);
  console.log(`\nTimeline of the median run at ${count(run.products)} (ms from navigation start):`);
  for (const e of events) console.log(`  ${ms(e.at).padStart(10)}  ${e.text}`);
}

/** Listing pages the sync asks for at once: the page being read and the ones ahead of it (4 before the sync reported it). */
const pagesInFlight = (report: SyncReport) => report.pagesInFlight ?? 4;

/** Main-thread tasks over the mode's limit (50 ms, or 100 ms on the tablet). */
const over = (tasks: readonly LongTask[]) => tasks.filter((t) => t.duration > LONG_TASK_MS);

const tasksCell = (runs: readonly SyncRun[], pick: (run: SyncRun) => LongTask[]) =>
  `${median(runs.map((x) => over(pick(x)).length))} (${ms(Math.max(0, ...runs.map((x) => longest(pick(x)))))})`;

/** The sync itself: the worker starting it to the switch seen by the page. */
const syncMs = (run: SyncRun) => run.switchMs - run.bootMs;
/** The floor the run is compared with: the line's when one is emulated, else the loopback floor's. */
const floorMs = (run: SyncRun) => run.lineFloor?.ms ?? run.floor?.totalMs ?? Number.NaN;

function printTable(results: SyncRun[][]): void {
  const header = [
    'products', 'sync start → switch', 'nav → switch', 'rows/s', LINE ? `floor of the ${LINE.name} line` : 'floor', 'ratio',
    `tasks >${LONG_TASK_MS} ms: load (max)`, 'in sync (max)', 'switch → tappable', 'after switch (max)', 'heap after GC', 'heap / product',
  ];
  const rows = results.map((runs) => {
    const r = medianRun(runs, syncMs);
    const floor = median(runs.map(floorMs));
    const heap = median(runs.map((x) => x.heapBytes));
    return [
      count(r.products),
      ms(syncMs(r)),
      ms(r.switchMs),
      count(Math.round(r.rows / (syncMs(r) / 1000))),
      ms(floor),
      `${(syncMs(r) / floor).toFixed(2)}x`,
      tasksCell(runs, (x) => x.bootTasks),
      tasksCell(runs, (x) => x.syncTasks),
      ms(median(runs.map((x) => x.menuReadyMs - x.switchMs))),
      tasksCell(runs, (x) => x.menuTasks),
      `${(heap / 1024 / 1024).toFixed(1)} MB`,
      kb(heap / r.products),
    ];
  });
  console.log(markdownTable(header, rows));
  console.log(
    '\n"sync start → switch" is the sync itself: the worker starting it to the new generation in use, the time the floor' +
      ' is compared with. "nav → switch" adds loading the app and connecting the terminal before it ("load").',
  );
  if (LINE) printLine(results, LINE);
  printRefresh(results);

  console.log('\nPhases of the median run (ms from navigation start unless stated):\n');
  const phaseHeader = [
    'products', 'worker starts', '1st product page', 'last product page', 'worker done', 'switch seen',
    'menu tappable', 'worker rows/s', 'floor fetch (parse)', 'floor write', 'products, 1 record/row', 'JSON',
  ];
  const phaseRows = results.map((runs) => {
    const r = medianRun(runs, (x) => x.switchMs);
    const f = r.floor;
    return [
      count(r.products), ms(r.bootMs), ms(r.firstPageMs), ms(r.lastPageMs), ms(r.bootMs + r.workerMs), ms(r.switchMs),
      ms(r.menuReadyMs), count(Math.round(r.rows / (r.workerMs / 1000))), f ? `${ms(f.fetchParseMs)} (${ms(f.parseMs)})` : 'n/a',
      f ? ms(f.writeMs) : 'n/a', f ? ms(f.rowWriteMs) : 'n/a', `${((f?.bytes ?? r.lineFloor?.bytes ?? 0) / 1e6).toFixed(1)} MB`,
    ];
  });
  console.log(markdownTable(phaseHeader, phaseRows));

  const largestSize = Math.max(...results.map((runs) => runs[0]?.products ?? 0));
  const afterSwitch = results.flat().filter((r) => r.products === largestSize).flatMap((r) => r.menuTasks.map((t) => Math.round(t.duration)));
  if (afterSwitch.length > 0) console.log(`\nLong tasks after the switch at ${count(largestSize)} (ms, all runs): ${afterSwitch.join(', ')}`);

  const big = results.find((runs) => runs[0]?.products === largestSize);
  if (big) printTimeline(medianRun(big, (x) => x.switchMs));

  const goals: Goal[] = [];
  if (DEVICE === 'tablet') goals.push(...tabletGoals(results));
  if (LINE) goals.push(...lineGoals(results, LINE));
  if (DEVICE !== 'tablet' && !LINE) goals.push(...loopbackGoals(results));
  goals.push(...refreshGoals(results));
  printGoals(goals);
}

/** What a full sync costs on the line: bytes per product, the whole transfer's time and data. */
function printLine(results: SyncRun[][], line: Line): void {
  console.log(
    `\nThe ${line.name} line: ${line.latencyMs} ms round trip, ${(line.downBytesPerS * 8) / 1e6} Mbit/s down, ${(line.upBytesPerS * 8) / 1e6} Mbit/s up` +
      ` (DevTools network emulation, which holds the sync worker's fetches too). Floor: every byte at the line's bandwidth, plus` +
      ` a round trip for the small routes and one per batch of the listing pages the sync keeps in flight.\n`,
  );
  const rows = results.map((runs) => {
    const r = medianRun(runs, syncMs);
    const f = r.lineFloor!;
    return [
      count(r.products), count(r.pageSize), String(r.pagesInFlight), String(f.pages), String(f.roundTrips), `${(f.bytes / 1e6).toFixed(1)} MB`,
      `${Math.round(f.productBytes / r.products).toLocaleString('en')} B`, ms(f.ms), ms(syncMs(r)), `${(syncMs(r) / f.ms).toFixed(2)}x`,
    ];
  });
  console.log(markdownTable(['products', 'page size', 'pages in flight', 'pages', 'round trips', 'bytes on the wire', 'bytes / product', 'floor', 'sync', 'ratio'], rows));
}

/** The second sync of an unchanged catalog beside the first: its time, the transfer's floor and what it wrote. */
function printRefresh(results: SyncRun[][]): void {
  console.log('\nThe second sync, of the same catalog ("Sync now" once the first is in use), median run:\n');
  const rows = results.map((runs) => {
    const r = medianRun(runs, (x) => x.refresh.workerMs);
    const floor = LINE ? median(runs.map(floorMs)) : median(runs.map((x) => x.floor?.fetchParseMs ?? Number.NaN));
    const w = r.refresh.written;
    return [
      count(r.products), ms(syncMs(r)), ms(r.refresh.workerMs), ms(r.refresh.tapMs), ms(floor), `${(r.refresh.workerMs / floor).toFixed(2)}x`,
      runs.every((x) => x.refresh.kept) ? 'kept' : `new in ${runs.filter((x) => !x.refresh.kept).length} of ${runs.length}`,
      w ? `${count(w.catalog)} / ${count(w.quotas)}` : 'not reported',
    ];
  });
  console.log(markdownTable(['products', 'first sync', 'second sync (worker)', '"Sync now" → stored', LINE ? `floor of the ${LINE.name} line` : 'fetch + parse floor', 'ratio', 'generation', 'records written: catalog / quotas'], rows));
}

/** An unchanged catalog's second sync keeps the generation in use and writes no catalog record, in every run. */
function refreshGoals(results: SyncRun[][]): Goal[] {
  return results.map((runs) => {
    const written = Math.max(...runs.map((x) => x.refresh.written?.catalog ?? Number.POSITIVE_INFINITY));
    return [`${count(runs[0]!.products)}: a second sync of the same catalog writes no catalog record (at most ${count(written)} in ${runs.length} runs)`, written === 0 && runs.every((x) => x.refresh.kept)];
  });
}

function tabletGoals(results: SyncRun[][]): Goal[] {
  return results.map((runs) => {
    const tasks = runs.flatMap((x) => [...x.syncTasks, ...x.menuTasks]);
    const n = over(tasks).length;
    return [`${count(runs[0]!.products)}: no main-thread task over 100 ms during the sync or after the switch (${n} in ${runs.length} runs, longest ${ms(longest(tasks))})`, n === 0];
  });
}

function lineGoals(results: SyncRun[][], line: Line): Goal[] {
  return results
    .filter((runs) => [50_000, 200_000].includes(runs[0]!.products))
    .map((runs) => {
      const r = medianRun(runs, syncMs);
      const ratio = syncMs(r) / floorMs(r);
      return [`sync of ${count(r.products)} on the ${line.name} line within 1.25x of its floor (${ratio.toFixed(2)}x: ${ms(syncMs(r))} against ${ms(floorMs(r))})`, ratio <= 1.25];
    });
}

function loopbackGoals(results: SyncRun[][]): Goal[] {
  const largest = results.find((runs) => runs[0]?.products === 50_000);
  if (!largest) return [];
  const r = medianRun(largest, syncMs);
  const floor = median(largest.map(floorMs));
  const tasks = largest.flatMap((x) => x.syncTasks);
  const heapPerProduct = median(largest.map((x) => x.heapBytes)) / r.products;
  return [
    [`sync of 50,000 under 3 s (${ms(syncMs(r))} from its start, ${ms(r.switchMs)} from page load)`, syncMs(r) < 3000],
    [`sync of 50,000 within 1.5x of the floor (${(syncMs(r) / floor).toFixed(2)}x of ${ms(floor)})`, syncMs(r) <= floor * 1.5],
    [`no main-thread task over 50 ms during the sync (${tasks.length} in ${largest.length} runs, longest ${ms(longest(tasks))})`, tasks.length === 0],
    [`heap under 1 KB per product (${kb(heapPerProduct)})`, heapPerProduct < 1024],
  ];
}

async function measureAll(dist: string): Promise<void> {
  const loadBefore = machineLoad();
  if (DEVICE === 'tablet') {
    tablet = await calibrateTablet(launchBrowser);
    console.error(tablet.describe());
  }
  const browser = INCOGNITO ? await launchBrowser() : null;
  const results: SyncRun[][] = [];
  try {
    for (const products of SIZES) {
      const tenant = await serveTenant(products, dist);
      try {
        const runs: SyncRun[] = [];
        for (let i = 0; i < RUNS; i++) {
          const run = await measure(browser, dist, tenant, false);
          console.error(
            `${count(products)} run ${i + 1}: switch ${ms(run.switchMs)}, floor ${ms(floorMs(run))}, ` +
              `menu ${ms(run.menuReadyMs)}, long tasks ${run.bootTasks.length}+${run.syncTasks.length}+${run.menuTasks.length}`,
          );
          runs.push(run);
        }
        results.push(runs);
        if (PROFILE && products === Math.max(...SIZES)) await measure(browser, dist, tenant, true);
      } finally {
        await tenant.emulator.close();
      }
    }
  } finally {
    await browser?.close();
  }
  const where = INCOGNITO ? 'incognito context (in-memory IndexedDB)' : 'fresh on-disk profile per run';
  console.log(`\nFirst full sync in Chromium, ${where}, median of ${RUNS} run(s)`);
  console.log(`Build ${buildLabel(dist)}; ${loadBefore} before, ${machineLoad()} after`);
  if (tablet) console.log(tablet.describe());
  if (LINE) console.log(`Over the ${LINE.name} line (--network=${LINE.name})`);
  console.log('');
  printTable(results);
}

await measureBuild(measureAll);
