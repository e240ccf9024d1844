/**
 * Search and scan timings through the catalog worker, on the benchmark page (in Chromium):
 * the generated catalog of a size is stored in the page's IndexedDB as the active generation,
 * as a sync leaves it, and asked of a real catalog worker (`createCatalogQueries`).
 *
 * A question is timed from the moment it is posted to its answer on the main thread, one at
 * a time, as a cashier types or scans: typed queries are 3- and 6-letter prefixes of words of
 * random product names, scans the EAN-13 barcodes of random products. The first question is
 * timed apart: it waits for the worker to read the generation and build its index.
 */
import type { Catalog, Product } from '../../src/core/catalog';
import { PosDb } from '../../src/db/schema';
import { DEFAULT_SCALE_CONFIG } from '../../src/menu/barcode';
import type { CatalogQueries } from '../../src/menu/catalogQueries';
import { createCatalogQueries } from '../../src/menu/worker/client';
import { ean13 } from '../../test/kit/factories';
import { storeCatalog } from '../../test/kit/storedCatalog';
import { benchCatalog } from './benchCatalog';

export interface QueryTiming {
  /** The typed text or the scanned code. */
  text: string;
  /** Posted to answered. */
  ms: number;
  /** Products found: a search's total, a scan's 1 or 0. */
  found: number;
}

export interface CatalogQueriesTimings {
  products: number;
  /** Storing the catalog in IndexedDB (setup, not a goal). */
  storeMs: number;
  /** The first question, `firstQuery`: it waits for the worker to read the generation and build its index. */
  firstAnswerMs: number;
  firstQuery: string;
  search: QueryTiming[];
  scan: QueryTiming[];
}

export interface CatalogQueriesOptions {
  /** Typed queries timed (half 3-letter, half 6-letter prefixes); 20 unless told. */
  searches?: number;
  /** Barcodes scanned; 20 unless told. */
  scans?: number;
  /** The same seed picks the same products. */
  seed?: number;
  kiosk?: boolean;
}

/** Park-Miller, as the catalog generator: the same seed picks the same products on every run. */
function picker(seed: number): <T>(list: readonly T[]) => T {
  let state = seed % 2147483647 || 1;
  return (list) => {
    state = (state * 48271) % 2147483647;
    return list[state % list.length]!;
  };
}

/** Every product that has a barcode gets an EAN-13 one of its own (prefix 4: never read as a scale label). */
export function withEan13Barcodes(catalog: Catalog): Catalog {
  const ean = (p: Product) => ean13(`4${String(p.id).padStart(11, '0')}`);
  return { ...catalog, products: catalog.products.map((p) => (p.barcode_value === null ? p : { ...p, barcode_value: ean(p) })) };
}

/** What a cashier types: 3- and 6-letter prefixes (a shorter word whole) of words of random product names. */
export function typedQueries(catalog: Catalog, count: number, seed = 1): string[] {
  const pick = picker(seed);
  const grid = catalog.products.filter((p) => p.is_combo === 0 && p.is_addon === 0);
  return Array.from({ length: count }, (_, i) => {
    const words = pick(grid).name.split(' ').filter((w) => w.length >= 3 && !/^\d+$/.test(w));
    return pick(words).slice(0, i % 2 === 0 ? 3 : 6);
  });
}

/** The barcodes of random scannable products (add-ons are never sold alone). */
export function scannedCodes(catalog: Catalog, count: number, seed = 2): string[] {
  const pick = picker(seed);
  const scannable = catalog.products.filter((p) => p.barcode_value !== null && p.is_addon === 0);
  return Array.from({ length: count }, () => pick(scannable).barcode_value!);
}

async function timed<T>(ask: () => Promise<T>): Promise<[ms: number, answer: T]> {
  const start = performance.now();
  const answer = await ask();
  return [performance.now() - start, answer];
}

/** Times `searches` then `codes` against `queries` for generation `gen`, one question at a time. */
export async function timeCatalogQueries(
  queries: CatalogQueries,
  gen: number,
  searches: readonly string[],
  codes: readonly string[],
  kiosk = false,
): Promise<Pick<CatalogQueriesTimings, 'search' | 'scan'>> {
  const search: QueryTiming[] = [];
  for (const text of searches) {
    const [ms, answer] = await timed(() => queries.search(gen, text, null, kiosk));
    if (answer === null) throw new Error(`generation ${gen} is no longer active`);
    search.push({ text, ms, found: answer.total });
  }
  const scan: QueryTiming[] = [];
  for (const text of codes) {
    const [ms, answer] = await timed(() => queries.scan(gen, text, DEFAULT_SCALE_CONFIG, kiosk));
    if (answer === null) throw new Error(`generation ${gen} is no longer active`);
    scan.push({ text, ms, found: answer.kind === 'unknown' ? 0 : 1 });
  }
  return { search, scan };
}

/**
 * The whole measurement at one catalog size, on a fresh database of the page: store the
 * generated catalog, prepare its generation in a new catalog worker, time the first question,
 * then the typed queries and the scans. The worker is ended before it returns.
 */
export async function benchCatalogQueries(products: number, options: CatalogQueriesOptions = {}): Promise<CatalogQueriesTimings> {
  const { searches = 20, scans = 20, seed = 1, kiosk = false } = options;
  const catalog = withEan13Barcodes(benchCatalog(products, false));
  const texts = typedQueries(catalog, searches + 1, seed);
  const codes = scannedCodes(catalog, scans, seed + 1);
  const db = new PosDb({ name: `bench-catalog-queries-${products}` });
  await db.delete();
  await db.open();
  const storeStart = performance.now();
  const gen = await storeCatalog(db, catalog);
  const storeMs = performance.now() - storeStart;
  const queries = createCatalogQueries(db);
  try {
    queries.prepare(gen);
    const [firstQuery, ...typed] = texts as [string, ...string[]];
    const [firstAnswerMs] = await timed(() => queries.search(gen, firstQuery, null, kiosk));
    return { products, storeMs, firstAnswerMs, firstQuery, ...(await timeCatalogQueries(queries, gen, typed, codes, kiosk)) };
  } finally {
    queries.close();
    db.close();
  }
}
