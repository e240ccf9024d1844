/**
 * `npm run bench:menu`: the selling menu in real Chromium on generated catalogs of 1,000,
 * 10,000 and 50,000 products. Times category, group and brand taps from the click to the
 * painted grid (in-page marks and two animation frames), counts the DOM nodes in the
 * Products list, and prints a table with the goals: category-tap p95 under 50 ms at 50,000
 * and within 20% of 1,000; fewer than 800 nodes in the grid.
 *
 * Timings depend on the machine; this is a measurement, not a test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'vite';
import type { TapTiming } from './main';
import { sizesFlag } from '../lib/flags';
import { serveStatic } from './server';
import { sourceCatalogPlugin } from '../../vite.config.ts';

const SIZES = sizesFlag([1_000, 10_000, 50_000, 200_000]);
/** Each round taps every size in turn, so a load that comes and goes hits all sizes alike. */
const ROUNDS = 5;
const CATEGORY_TAPS = 10; // per round: 50 in all
const GROUP_TAPS = 4; // per round, through every group back to the first: 20 in all
const BRAND_TAPS = 6; // per round, twice through the brands back to the first: 30 in all
const VIEWPORT = { width: 1280, height: 800 };
/** `-- --no-images`: cards without pictures, to tell image decoding and raster apart from the rest. */
const IMAGES = !process.argv.includes('--no-images');
const here = path.dirname(fileURLToPath(import.meta.url));

interface Subject {
  products: number;
  page: Page;
  indexMs: number;
  rail: number;
  category: TapTiming[];
  group: TapTiming[];
  brand: TapTiming[];
  maxNodes: number;
  /** Category taps made while the grid was scrolled down, and how many of them showed the new category from its top. */
  scrolledTaps: number;
  backToTop: number;
}

async function tap(page: Page, selector: string, nth: number): Promise<TapTiming> {
  await page.evaluate(() => window.menuBench!.arm());
  await page.locator(selector).nth(nth).click();
  return page.evaluate(() => window.menuBench!.result());
}

const tabs = (list: string) => `[role="tablist"][aria-label="${list}"] [role="tab"]`;
const count = (page: Page, selector: string) => page.locator(selector).count();

async function countNodes(s: Subject): Promise<void> {
  s.maxNodes = Math.max(s.maxNodes, await s.page.evaluate(() => window.menuBench!.gridNodes()));
}

async function open(browser: Browser, baseUrl: string, products: number): Promise<Subject> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(`${baseUrl}/?products=${products}${IMAGES ? '' : '&images=0'}`);
  await page.waitForFunction(() => document.querySelector('[role="list"][aria-label="Products"] > li') !== null);
  const indexMs = await page.evaluate(() => window.menuBench!.indexMs);
  const rail = await count(page, tabs('Categories'));
  return { products, page, indexMs, rail, category: [], group: [], brand: [], maxNodes: 0, scrolledTaps: 0, backToTop: 0 };
}

/** One round on one size: category taps along the rail, then through the groups, then the brands. */
async function round(s: Subject, record: boolean): Promise<void> {
  for (let i = 0; i < CATEGORY_TAPS; i++) {
    const timing = await tap(s.page, tabs('Categories'), (i + 1) % s.rail);
    if (record) s.category.push(timing);
    await countNodes(s);
  }
  for (const to of ['middle', 'end'] as const) {
    await s.page.evaluate((where) => window.menuBench!.scrollGrid(where), to);
    await countNodes(s);
  }
  // Scrolled down, a tap on another category must show that category from its first product.
  const scrolled = await s.page.evaluate(() => document.querySelector('[aria-label="Products"]')!.parentElement!.scrollTop > 0);
  if (scrolled) {
    await tap(s.page, tabs('Categories'), 0);
    s.scrolledTaps++;
    const atTop = await s.page.evaluate(() => {
      const list = document.querySelector('[aria-label="Products"]')!;
      return list.parentElement!.scrollTop === 0 && list.querySelector('li[aria-posinset="1"]') !== null;
    });
    if (atTop) s.backToTop++;
  }
  const groups = await count(s.page, tabs('Groups'));
  for (let i = 0; i < GROUP_TAPS; i++) {
    const timing = await tap(s.page, tabs('Groups'), (i + 1) % groups);
    if (record) s.group.push(timing);
  }
  const brands = await count(s.page, tabs('Brands'));
  for (let i = 0; i < BRAND_TAPS; i++) {
    const timing = await tap(s.page, tabs('Brands'), (i + 1) % brands);
    if (record) s.brand.push(timing);
    await countNodes(s);
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (x: number) => x.toFixed(1).padStart(6);
const pair = (xs: TapTiming[], key: keyof TapTiming) => `${ms(percentile(xs.map((t) => t[key]), 50))} /${ms(percentile(xs.map((t) => t[key]), 95))}`;

function report(results: Subject[]): boolean {
  const header = ['products', 'index ms', 'rail', 'category paint p50/p95', 'category render p50/p95', 'group paint p50/p95', 'brand paint p50/p95', 'max grid nodes'];
  const rows = results.map((r) => [
    r.products.toLocaleString('en'), ms(r.indexMs), String(r.rail), pair(r.category, 'paintMs'), pair(r.category, 'renderMs'),
    pair(r.group, 'paintMs'), pair(r.brand, 'paintMs'), String(r.maxNodes),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));

  const p95 = (r: Subject) => percentile(r.category.map((t) => t.paintMs), 95);
  const small = results.find((r) => r.products === 1_000)!;
  const large = results.find((r) => r.products === 50_000)!;
  const goals = [
    [`category tap p95 at 50,000 < 50 ms (${p95(large).toFixed(1)} ms)`, p95(large) < 50],
    [`category tap p95 at 50,000 within 20% of 1,000 (${p95(large).toFixed(1)} vs ${p95(small).toFixed(1)} ms)`, p95(large) <= p95(small) * 1.2],
    [`a category tap while scrolled down shows the new category from the top (${results.reduce((n, r) => n + r.backToTop, 0)} of ${results.reduce((n, r) => n + r.scrolledTaps, 0)})`, results.every((r) => r.backToTop === r.scrolledTaps)],
    [`grid DOM nodes < 800 at every size (max ${Math.max(...results.map((r) => r.maxNodes))})`, results.every((r) => r.maxNodes < 800)],
  ] as const;
  console.log('');
  for (const [text, ok] of goals) console.log(`${ok ? 'PASS' : 'MISS'}  ${text}`);
  return goals.every(([, ok]) => ok);
}

async function main() {
  const outDir = await mkdtemp(path.join(tmpdir(), 'menu-bench-'));
  try {
    await build({
      root: here,
      configFile: false,
      logLevel: 'warn',
      // The app's message catalogs are compiled as in the app's own build (vite.config.ts).
      plugins: [react(), lingui({ failOnMissing: true, failOnCompileError: true }), sourceCatalogPlugin()],
      build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
    });
    const server = await serveStatic(outDir);
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const subjects: Subject[] = [];
      for (const products of SIZES) subjects.push(await open(browser, server.url, products));
      for (const s of subjects) await round(s, false);
      for (let r = 0; r < ROUNDS; r++) {
        for (const s of subjects) await round(s, true);
      }
      const results = subjects;
      const load = loadavg().map((x) => x.toFixed(1)).join(' ');
      console.log(`Selling menu, Chromium ${browser.version()}, viewport ${VIEWPORT.width}x${VIEWPORT.height}, ${IMAGES ? 'with' : 'without'} images, ${cpus().length} CPUs, load average ${load}`);
      console.log('Times in ms from the tap: "paint" = the grid on screen (second animation frame), "render" = React done.');
      // A goal missed is a finding, printed with the table, not a failure of the command (as bench:sync and bench:start).
      report(results);
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

await main();
