/**
 * `npm run bench:menu`: the selling menu as the till runs it, in real Chromium, on generated
 * catalogs of 1,000, 10,000, 50,000 and 200,000 products. Each catalog is stored in IndexedDB
 * (an on-disk profile, as a terminal's) as the active generation with its views, outside the
 * timings; the page then mounts the menu the way the selling screen does (main.tsx): the head
 * and one category listing at a time read from IndexedDB, search and scans asked of the real
 * catalog worker.
 *
 * Measured per size:
 * - the first search after a start (cold worker: it reads the generation and builds its index
 *   first), on `--cold=N` page loads (3);
 * - then, with the worker warm, `--rounds=N` rounds (5, after one not counted), each on a new
 *   source of the generation (nothing held but the first listing, the menu at its defaults):
 *   category taps along the rail, then every group, then every brand, each timed from the
 *   click to the painted grid WITH its listing read (a tap that finds its listing held is
 *   reported apart); typed searches (a key every TYPING_DELAY_MS); barcode scans (the keys of
 *   an EAN-13 code as a keyboard-wedge scanner sends them, then Enter);
 * - the DOM nodes in the grid, and the main-thread tasks over 50 ms during the taps, the
 *   searches and the scans.
 * Prints a table (p95, with p50 in brackets) and the goals: category tap p95 flat from the
 * smallest to the largest size (within 20 %), search p95 under 100 ms and scan p95 under
 * 50 ms at the largest, fewer than 800 nodes in the grid, no task over 50 ms.
 *
 * Flags: `--sizes=1000,200000`, `--rounds=N`, `--cold=N`, `--no-images` (cards without
 * pictures, to tell image decoding and raster apart from the rest), `--device=tablet` (the cold
 * starts and the rounds slowed to a tablet of benchmark index 400, bench/lib/device.ts; the
 * catalogs are stored at full speed; prints the index, the rate and the tablet goals),
 * `--profile` (after the rounds, a CPU profile of the main thread over two passes of category
 * taps at the largest size, the second finding its listings held, by source module and function).
 * Timings depend on the machine; this is a measurement, not a test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import type { BrowserContext, Page } from '@playwright/test';
import { build } from 'vite';
import { SEARCH_DEBOUNCE_MS } from '../../src/menu/ui/useDebouncedText';
import type { LongTask, ScanTiming, SearchTiming, TapTiming } from './main';
import { benchCatalog, BENCH_SHAPE } from './benchCatalog';
import { scannedCodes, typedQueries, withEan13Barcodes } from './catalogQueries';
import { launchProfile, VIEWPORT } from '../lib/chromium';
import { numberFlag, sizesFlag } from '../lib/flags';
import { machineLoad } from '../lib/build';
import { markdownTable, printGoals, type Goal } from '../lib/table';
import { serveStatic } from './server';
import { scan as scannerBurst } from '../../e2e/helpers';
import { linguiMacros } from '../../scripts/lingui.ts';
import { deviceFlag, prepareTablet, type TabletMode } from '../lib/device';
import { formatProfile, startCpuProfile } from '../lib/cdp';

const SIZES = sizesFlag([1_000, 10_000, 50_000, 200_000]);
/** Each round goes through every size in turn, so a load that comes and goes hits all sizes alike. */
const ROUNDS = numberFlag('rounds', 5);
/** Page loads per size, each timing the first search after the start. */
const COLD_STARTS = numberFlag('cold', 3);
const CATEGORY_TAPS = 10; // per round, along the rail from its first category
const PROFILE = process.argv.includes('--profile');
const SEARCHES = 4; // per round
const SCANS = 6; // per round
/** A quick cashier on a touch keyboard; below the settle delay, so one question per query. */
const TYPING_DELAY_MS = 80;
/** Keys the scanner's burst is sent again for when they came too far apart to be read as a scan. */
const SCAN_TRIES = 3;
/** `-- --no-images`: cards without pictures. */
const IMAGES = !process.argv.includes('--no-images');
const STORE_TIMEOUT_MS = 600_000;
const DEVICE = deviceFlag();
let tablet: TabletMode | null = null;
const here = path.dirname(fileURLToPath(import.meta.url));

interface Subject {
  products: number;
  page: Page;
  /** Mean products per category of the catalog. */
  perCategory: number;
  texts: string[];
  codes: string[];
  generateMs: number;
  storeMs: number;
  cold: SearchTiming[];
  coldTasks: LongTask[];
  category: TapTiming[];
  group: TapTiming[];
  brand: TapTiming[];
  search: SearchTiming[];
  scan: ScanTiming[];
  /** Scans whose keys were not read as one and were sent again. */
  scanRetries: number;
  tasks: { taps: LongTask[]; search: LongTask[]; scans: LongTask[] };
  maxNodes: number;
  /** Category taps made while the grid was scrolled down, and how many of them showed the new category from its top. */
  scrolledTaps: number;
  backToTop: number;
}

const tabs = (list: string) => `[role="tablist"][aria-label="${list}"] [role="tab"]`;
const count = (page: Page, selector: string) => page.locator(selector).count();
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
const now = (page: Page) => page.evaluate(() => window.menuBench!.now());

async function tap(page: Page, selector: string, nth: number): Promise<TapTiming | null> {
  const target = page.locator(selector).nth(nth);
  if ((await target.getAttribute('aria-selected')) === 'true') return null;
  await page.evaluate(() => window.menuBench!.armTap());
  await target.click();
  return page.evaluate(() => window.menuBench!.tapResult());
}

async function countNodes(s: Subject): Promise<void> {
  s.maxNodes = Math.max(s.maxNodes, await s.page.evaluate(() => window.menuBench!.gridNodes()));
}

/** The menu shows a category's products: the grid holds cards and is not busy. */
function menuShown(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () => {
      const list = document.querySelector('[role="list"][aria-label="Products"]');
      return list !== null && !list.hasAttribute('aria-busy') && list.querySelector('li') !== null;
    },
    undefined,
    { timeout: STORE_TIMEOUT_MS },
  );
}

async function typeSearch(page: Page, text: string): Promise<SearchTiming> {
  const box = searchBox(page);
  await box.fill('');
  await page.evaluate((t) => window.menuBench!.armSearch(t), text);
  await box.pressSequentially(text, { delay: TYPING_DELAY_MS });
  return page.evaluate(() => window.menuBench!.searchResult());
}

async function clearSearch(page: Page): Promise<void> {
  await searchBox(page).fill('');
  await page.waitForFunction(() => document.querySelector('.selling-menu__note') === null);
}

async function scan(s: Subject, code: string): Promise<ScanTiming> {
  for (let attempt = 0; attempt < SCAN_TRIES; attempt++) {
    await s.page.evaluate((c) => window.menuBench!.armScan(c), code);
    // Sent from inside the page, the keys stamped as a scanner's (the e2e tests' scanner): keys
    // typed from this process arrive 40 ms or more apart on a busy machine, read as typing.
    await scannerBurst(s.page, code);
    const timing = await s.page.evaluate(() => window.menuBench!.scanResult());
    if (timing !== null) return timing;
    s.scanRetries++;
  }
  throw new Error(`scan ${code}: not read as a scan in ${SCAN_TRIES} tries`);
}

/** Stores the catalog of `products` in the page's database (outside the timings). */
async function store(context: BrowserContext, baseUrl: string, products: number): Promise<{ generateMs: number; storeMs: number }> {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/?products=${products}&store=1${IMAGES ? '' : '&images=0'}`);
    await page.waitForFunction(() => window.menuBenchStored !== undefined, undefined, { timeout: STORE_TIMEOUT_MS });
    return await page.evaluate(() => window.menuBenchStored!);
  } finally {
    await page.close();
  }
}

/** Opens the menu over the stored catalog, times the first search after each of the cold starts, then waits for the worker to be warm. */
async function open(context: BrowserContext, baseUrl: string, products: number): Promise<Subject> {
  const catalog = withEan13Barcodes(benchCatalog(products, false));
  const searchesNeeded = COLD_STARTS + (ROUNDS + 1) * SEARCHES;
  const s: Subject = {
    products,
    page: await context.newPage(),
    perCategory: catalog.products.length / BENCH_SHAPE.categories,
    texts: typedQueries(catalog, searchesNeeded),
    codes: scannedCodes(catalog, (ROUNDS + 1) * SCANS),
    ...(await store(context, baseUrl, products)),
    cold: [],
    coldTasks: [],
    category: [],
    group: [],
    brand: [],
    search: [],
    scan: [],
    scanRetries: 0,
    tasks: { taps: [], search: [], scans: [] },
    maxNodes: 0,
    scrolledTaps: 0,
    backToTop: 0,
  };
  s.page.on('pageerror', (error) => console.error(`page error (${products}): ${error.message}`));
  const slow = tablet ? await tablet.slowDown(s.page) : null;
  for (let c = 0; c < COLD_STARTS; c++) {
    await s.page.goto(`${baseUrl}/?products=${products}${IMAGES ? '' : '&images=0'}`);
    await menuShown(s.page);
    s.cold.push(await typeSearch(s.page, s.texts.shift()!));
    s.coldTasks.push(...(await s.page.evaluate(() => window.menuBench!.longTasks(0, performance.now()))));
    await clearSearch(s.page);
  }
  await s.page.evaluate(() => window.menuBench!.warm());
  await slow?.stop();
  return s;
}

/** A CPU profile of the main thread over two passes of category taps (the second finds its listings held), printed by module and function. */
async function profileTaps(s: Subject, dist: string): Promise<void> {
  await freshSource(s.page);
  const rail = await count(s.page, tabs('Categories'));
  const profiler = await startCpuProfile(s.page, dist);
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < Math.min(CATEGORY_TAPS, rail - 1); i++) await tap(s.page, tabs('Categories'), i + 1);
  }
  const summary = (await profiler.stop())();
  console.log(`\nCPU profile of the main thread, two passes of ${Math.min(CATEGORY_TAPS, rail - 1)} category taps at ${s.products.toLocaleString('en')}:`);
  console.log(formatProfile(summary, 16));
}

/** A new source of the generation: nothing held but the listing shown first, the menu at its defaults. */
async function freshSource(page: Page): Promise<void> {
  await page.evaluate(() => window.menuBench!.remount());
  await menuShown(page);
}

/**
 * One round on one size: category taps along the rail, every group, every brand, each phase on
 * a new source so that its taps read their listings; then searches and scans.
 */
async function round(s: Subject, record: boolean): Promise<void> {
  const { page } = s;
  await page.bringToFront();
  await freshSource(page);

  // The taps' own stretches, without the new sources between them.
  const tapSpans: [number, number][] = [];
  let spanFrom = await now(page);
  const rail = await count(page, tabs('Categories'));
  const keep = (into: TapTiming[], timing: TapTiming | null) => {
    if (record && timing) into.push(timing);
  };
  for (let i = 0; i < Math.min(CATEGORY_TAPS, rail - 1); i++) {
    keep(s.category, await tap(page, tabs('Categories'), i + 1));
    await countNodes(s);
  }
  for (const to of ['middle', 'end'] as const) {
    await page.evaluate((where) => window.menuBench!.scrollGrid(where), to);
    await countNodes(s);
  }
  // Scrolled down, a tap on another category must show that category from its first product.
  const scrolled = await page.evaluate(() => document.querySelector('[aria-label="Products"]')!.parentElement!.scrollTop > 0);
  if (scrolled && rail > 1) {
    keep(s.category, await tap(page, tabs('Categories'), 0));
    s.scrolledTaps++;
    const atTop = await page.evaluate(() => {
      const list = document.querySelector('[aria-label="Products"]')!;
      return list.parentElement!.scrollTop === 0 && list.querySelector('li[aria-posinset="1"]') !== null;
    });
    if (atTop) s.backToTop++;
  }
  tapSpans.push([spanFrom, await now(page)]);
  await freshSource(page);
  spanFrom = await now(page);
  const groups = await count(page, tabs('Groups'));
  for (let i = 0; i < groups; i++) keep(s.group, await tap(page, tabs('Groups'), (i + 1) % groups));
  tapSpans.push([spanFrom, await now(page)]);
  await freshSource(page);
  spanFrom = await now(page);
  const brands = await count(page, tabs('Brands'));
  for (let i = 0; i < brands; i++) {
    keep(s.brand, await tap(page, tabs('Brands'), (i + 1) % brands));
    await countNodes(s);
  }
  const tapsTo = await now(page);
  tapSpans.push([spanFrom, tapsTo]);

  for (let i = 0; i < SEARCHES; i++) {
    const timing = await typeSearch(page, s.texts.shift()!);
    if (record) s.search.push(timing);
    await countNodes(s);
  }
  const searchTo = await now(page);
  await clearSearch(page);

  // The scanner types into whatever has the focus; a cashier's last tap leaves it on no field.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const scansFrom = await now(page);
  for (let i = 0; i < SCANS; i++) {
    const timing = await scan(s, s.codes.shift()!);
    if (record) s.scan.push(timing);
  }
  const scansTo = await now(page);

  if (!record) return;
  const tasks = (from: number, to: number) => page.evaluate(([f, t]) => window.menuBench!.longTasks(f, t), [from, to] as const);
  for (const [from, to] of tapSpans) s.tasks.taps.push(...(await tasks(from, to)));
  s.tasks.search.push(...(await tasks(tapsTo, searchTo)));
  s.tasks.scans.push(...(await tasks(scansFrom, scansTo)));
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const fmt = (x: number) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : 'n/a');
/** "p95 (p50)" of `values`, with how many there were when asked. */
const p95 = (values: readonly number[], n = false) =>
  values.length === 0 ? 'none' : `${fmt(percentile(values, 95))} (${fmt(percentile(values, 50))})${n ? `, n=${values.length}` : ''}`;
/** "max (median)" of a few values. */
const maxMedian = (values: readonly number[]) => `${fmt(Math.max(...values))} (${fmt(percentile(values, 50))}), n=${values.length}`;
const read = (taps: readonly TapTiming[]) => taps.filter((t) => t.read);
const held = (s: Subject) => [...s.category, ...s.group, ...s.brand].filter((t) => !t.read);
const tasksCell = (tasks: readonly LongTask[]) =>
  tasks.length === 0 ? '0' : `${tasks.length} (longest ${Math.round(Math.max(...tasks.map((t) => t.duration)))} ms)`;

function report(results: Subject[]): void {
  const rows: [string, (s: Subject) => string][] = [
    ['products per category (mean)', (s) => Math.round(s.perCategory).toLocaleString('en')],
    ['category tap, listing read: click → grid painted', (s) => p95(read(s.category).map((t) => t.paintMs), true)],
    ['category tap, listing read: click → React commit', (s) => p95(read(s.category).map((t) => t.renderMs))],
    ['group tap, listing read', (s) => p95(read(s.group).map((t) => t.paintMs), true)],
    ['brand tap, listing read', (s) => p95(read(s.brand).map((t) => t.paintMs), true)],
    ['tap on a listing already held (any tab)', (s) => p95(held(s).map((t) => t.paintMs), true)],
    [`search: last key → results painted (with the ${SEARCH_DEBOUNCE_MS} ms debounce)`, (s) => p95(s.search.map((t) => t.typedPaintMs), true)],
    ['search: asked → results painted (after the settle)', (s) => p95(s.search.map((t) => t.askedPaintMs))],
    ['search: asked → answer back from the worker', (s) => p95(s.search.map((t) => t.answerMs))],
    ['search: matches found (median)', (s) => percentile(s.search.map((t) => t.total), 50).toLocaleString('en')],
    ['first search after a start (cold worker): asked → painted, max (median)', (s) => maxMedian(s.cold.map((t) => t.askedPaintMs))],
    ['first search after a start (cold worker): last key → painted, max (median)', (s) => maxMedian(s.cold.map((t) => t.typedPaintMs))],
    ['scan: Enter → product chosen', (s) => p95(s.scan.map((t) => t.chosenMs), true)],
    ['scans sent again (keys too far apart to be a scan)', (s) => String(s.scanRetries)],
    ['most DOM nodes in the grid', (s) => String(s.maxNodes)],
    ['main-thread tasks > 50 ms: taps', (s) => tasksCell(s.tasks.taps)],
    ['main-thread tasks > 50 ms: searches', (s) => tasksCell(s.tasks.search)],
    ['main-thread tasks > 50 ms: scans', (s) => tasksCell(s.tasks.scans)],
    ['main-thread tasks > 50 ms: each start to its first search shown (all cold starts)', (s) => tasksCell(s.coldTasks)],
    ['setup: store the catalog in IndexedDB', (s) => fmt(s.storeMs)],
  ];
  console.log(markdownTable(['p95 (p50)', ...results.map((s) => s.products.toLocaleString('en'))], rows.map(([name, cell]) => [name, ...results.map(cell)])));

  const bySize = [...results].sort((x, y) => x.products - y.products);
  const small = bySize[0]!;
  const large = bySize[bySize.length - 1]!;
  const size = (s: Subject) => s.products.toLocaleString('en');
  // Every category tap, its listing held or read: what a cashier waits for. The counted rounds
  // tap categories the round before them showed, so their listings are held; the reads are the
  // rows above.
  const tapP95 = (s: Subject) => percentile(s.category.map((t) => t.paintMs), 95);
  const searchP95 = percentile(large.search.map((t) => t.askedPaintMs), 95);
  const scanP95 = percentile(large.scan.map((t) => t.chosenMs), 95);
  const allTasks = results.flatMap((s) => [...s.tasks.taps, ...s.tasks.search, ...s.tasks.scans]);
  if (tablet) {
    const coldMax = Math.max(...large.cold.map((t) => t.askedPaintMs));
    const worst = Math.max(...results.map(tapP95));
    const longTasks = [...allTasks, ...results.flatMap((s) => s.coldTasks)].filter((t) => t.duration > 100);
    printGoals([
      [`category tap p95 under 100 ms at every size, every tap (worst ${fmt(worst)})`, worst < 100],
      [`search p95 at ${size(large)} < 150 ms, asked → painted after the ${SEARCH_DEBOUNCE_MS} ms debounce (${fmt(searchP95)})`, searchP95 < 150],
      [`scan p95 at ${size(large)} < 50 ms, Enter → product chosen (${fmt(scanP95)})`, scanP95 < 50],
      [`first search on a cold catalog worker at ${size(large)} < 300 ms, asked → painted, worst of ${large.cold.length} (${fmt(coldMax)})`, coldMax < 300],
      [`no main-thread task over 100 ms during the taps, searches, scans and cold starts (${longTasks.length})`, longTasks.length === 0],
    ]);
    return;
  }
  const goals: Goal[] = [
    [`category tap p95 at ${size(large)} within 20% of ${size(small)}, every tap (${fmt(tapP95(large))} vs ${fmt(tapP95(small))})`, tapP95(large) <= tapP95(small) * 1.2],
    [`search p95 at ${size(large)} < 100 ms, asked → painted after the ${SEARCH_DEBOUNCE_MS} ms debounce (${fmt(searchP95)})`, searchP95 < 100],
    [`scan p95 at ${size(large)} < 50 ms, Enter → product chosen (${fmt(scanP95)})`, scanP95 < 50],
    [`grid DOM nodes < 800 at every size (max ${Math.max(...results.map((r) => r.maxNodes))})`, results.every((r) => r.maxNodes < 800)],
    [`no main-thread task over 50 ms during the taps, searches and scans (${allTasks.length}${allTasks.length ? `, longest ${Math.round(Math.max(...allTasks.map((t) => t.duration)))} ms` : ''})`, allTasks.length === 0],
    [`a category tap while scrolled down shows the new category from the top (${results.reduce((n, r) => n + r.backToTop, 0)} of ${results.reduce((n, r) => n + r.scrolledTaps, 0)})`, results.every((r) => r.backToTop === r.scrolledTaps)],
  ];
  printGoals(goals);
}

async function main() {
  const outDir = await mkdtemp(path.join(tmpdir(), 'menu-bench-'));
  const profile = await mkdtemp(path.join(tmpdir(), 'menu-bench-profile-'));
  try {
    await build({
      root: here,
      configFile: false,
      logLevel: 'warn',
      // The app's message catalogs are compiled as in the app's own build (vite.config.ts).
      plugins: [linguiMacros(), react(), lingui({ failOnMissing: true, failOnCompileError: true })],
      // The catalog worker is built as the app builds it: without the macros its script fails
      // to load, and every question is answered on the main thread instead.
      worker: { plugins: () => [linguiMacros()] },
      build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false, sourcemap: PROFILE },
    });
    const server = await serveStatic(outDir);
    // An on-disk profile, as a terminal's: IndexedDB reads at the speed a till reads them.
    const context = await launchProfile(profile);
    try {
      const loadBefore = machineLoad();
      if (DEVICE === 'tablet') {
        tablet = await prepareTablet(context);
        console.error(tablet.describe());
      }
      const subjects: Subject[] = [];
      for (const products of SIZES) subjects.push(await open(context, server.url, products));
      const slow = tablet ? await tablet.slowDown(subjects[0]!.page) : null;
      for (const s of subjects) await round(s, false);
      for (let r = 0; r < ROUNDS; r++) {
        for (const s of subjects) await round(s, true);
      }
      await slow?.stop();
      const version = context.browser()?.version() ?? (await subjects[0]!.page.evaluate(() => navigator.userAgent)).match(/Chrome\/([\d.]+)/)?.[1];
      console.log(
        `Selling menu over IndexedDB and the catalog worker, Chromium ${version}, viewport ${VIEWPORT.width}x${VIEWPORT.height}, ` +
          `${IMAGES ? 'with' : 'without'} images; ${loadBefore} before, ${machineLoad()} after (1/5/15 min: ${loadavg().map((x) => x.toFixed(1)).join(' ')})`,
      );
      console.log(
        `${ROUNDS} rounds after one not counted, ${COLD_STARTS} cold starts per size. Taps: click → second animation frame after the commit that shows the ` +
          `tapped tab's listing. Search: a key every ${TYPING_DELAY_MS} ms; the menu asks ${SEARCH_DEBOUNCE_MS} ms after the last key. Scan: EAN-13 keys, then Enter.\n`,
      );
      if (tablet) console.log(`${tablet.describe()}\n`);
      // A goal missed is a finding, printed with the table, not a failure of the command (as bench:sync and bench:start).
      report(subjects);
      if (PROFILE) {
        const largest = subjects.reduce((a, b) => (b.products > a.products ? b : a));
        const slowed = tablet ? await tablet.slowDown(largest.page) : null;
        await profileTaps(largest, outDir);
        await slowed?.stop();
      }
    } finally {
      await context.close();
      await server.close();
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
    await rm(profile, { recursive: true, force: true });
  }
}

await main();
