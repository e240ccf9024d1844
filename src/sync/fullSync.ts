/**
 * One full catalog sync: reads every selling route, decodes row by row and, when what it was
 * served differs from what the active generation was built from, writes a NEW catalog
 * generation beside the active one, then switches to it in one transaction.
 *
 * Promises under failure: until the switch commits the active generation is untouched and
 * fully readable, whatever happens (a 500 on page 7, a timeout, a dropped connection, the tab
 * closed, a listing that stops short of its `total_records`). A failed sync removes the rows it wrote where it can; rows left by a sync that
 * could not clean up (tab closed) are removed when the next sync begins. The result is
 * reported only after the switch transaction has committed. Callers make sure only one sync
 * runs per database at a time (the engine holds a Web Lock across tabs).
 *
 * A refresh of an unchanged catalog writes none of it: nothing is stored until every route
 * and page has been read, and when their digests (`CatalogDigest`: each listing page as
 * served, the small routes as decoded, the build that decoded them) equal the active
 * generation's, that generation is kept and only the sync's time, report, quotas and sold-out
 * list are written (`keepActiveGeneration`). A single changed byte builds a whole new
 * generation, as the first sync does.
 */
import type { Product } from '../core/catalog';
import { lowestQuotaRows } from '../core/availability';
import type { CurrencyDigits } from '../core/money';
import { activateGeneration, beginGeneration, deleteInactiveGenerations, discardGeneration, keepActiveGeneration } from '../db/generations';
import { readActiveGeneration, readSyncMeta } from '../db/activeGeneration';
import type { CatalogDigest, PosDb } from '../db/schema';
import type { GenerationTable } from '../db/generations';
import type { Session } from '../core/catalog';
import { sha256 } from './digest';
import type { ApiClient, ApiError, ApiResult } from './api/client';
import { fetchBrands } from './api/brands';
import { fetchCategories } from './api/categories';
import { fetchModifierGroups } from './api/modifiers';
import { fetchProductPage } from './api/products';
import { fetchAddonPage } from './contracts/addons';
import { fetchChannels } from './contracts/channels';
import { fetchQuotas } from './contracts/quota';
import { fetchSession } from './contracts/session';
import { fetchSoldOut } from './contracts/soldOut';
import { fetchLocationSettings } from './contracts/locationSettings';
import { saveBranchSettings } from '../db/branchSettings';
import type { DecodedProduct } from './decode/product';
import { withGroupLimits } from './decode/groupLimits';
import { readAllPages, type PaginateOptions, type Paginated } from './paginate';
import type { SyncCounts, SyncReport } from '../core/syncReport';
import { unlistedChunk, writeCatalogViews, type ListingRecordCounts } from '../db/catalogViewsWrite';
import { catalogViews } from '../menu/deriveViews';
import { DropLog, emptyCounts } from './report';

/**
 * Rows per product page when the sync runs in a worker. Measured on a 50,000-product catalog
 * (Chromium and Node): 500 to 5000 take about the same time, 200 is 30 to 40 % slower; 1000
 * was fastest or level, and keeps one page's JSON near 1.2 MB.
 */
const DEFAULT_PAGE_SIZE = 1000;

export interface SyncProgress {
  /** Product rows held so far. */
  done: number;
  /** `total_records` of the product listing; 0 until the first page arrives. */
  total: number;
}

/** `quota`: the device refused the write for want of space (the shell frees space and tries again). */
export type SyncError = ApiError | { kind: 'storage'; message: string; quota?: boolean } | { kind: 'cancelled'; message: string };

export type FullSyncOutcome =
  | { ok: true; generation: number; finishedAt: string; report: SyncReport }
  | { ok: false; error: SyncError };

export interface FullSyncOptions {
  api: ApiClient;
  pageSize?: number;
  signal?: AbortSignal;
  onProgress?: (progress: SyncProgress) => void;
  now?: () => Date;
  /**
   * The build that decodes the answers (`CatalogDigest.format`): by default this module's own
   * URL, which a production build names by its content hash, so a new build of the sync or of
   * anything it imports builds the catalog anew once instead of keeping rows decoded by another.
   */
  format?: string;
}

/** This module's URL: in a production build its file name carries the hash of its content and its imports'. */
const THIS_BUILD = import.meta.url;

class Stop extends Error {
  constructor(readonly error: SyncError) {
    super(error.message);
  }
}

function take<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Stop(result.error);
  return result.value;
}

/** Keeps the first row of each key; returns the rows and how many repeats were skipped. */
function uniqueBy<T>(rows: readonly T[], key: (row: T) => number): { rows: T[]; repeats: number } {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const row of rows) {
    const k = key(row);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(row);
    }
  }
  return { rows: out, repeats: rows.length - out.length };
}

const withGen = <T extends object>(gen: number, rows: readonly T[]) => rows.map((row) => ({ ...row, gen }));

function storageError(cause: unknown): SyncError {
  const name = cause instanceof Error ? cause.name : 'Error';
  const quota = name === 'QuotaExceededError';
  const detail = quota ? 'the device is out of storage space' : name;
  return { kind: 'storage', message: `This device could not store the catalog (${detail}).`, ...(quota ? { quota } : {}) };
}

/**
 * Why a listing cut short is refused. The server stopped (an empty page, a page with nothing
 * new) before it had listed `total_records` rows; a row it listed but that was malformed counts
 * as listed, so only rows never served make the shortfall. Switching to that catalog would
 * hide the missing products and delete the complete catalog, so the sync fails instead and
 * the catalog in use stays (or, before the first sync, none is stored until a whole one
 * arrives: a till that shows part of the menu as if it were all is worse than one that says
 * it has none yet).
 */
function shortListingMessage(table: 'products' | 'addons', served: number, total: number, catalogHeld: boolean): string {
  const what = table === 'products' ? 'products' : 'add-ons';
  const after = catalogHeld ? 'the catalog in use is kept.' : 'no catalog is stored until a complete one arrives.';
  return `The server listed ${served} of ${total} ${what}; ${after}`;
}

const stopped = (): SyncError => ({ kind: 'cancelled', message: 'The sync was stopped.' });

export async function runFullSync(db: PosDb, options: FullSyncOptions): Promise<FullSyncOutcome> {
  const { api, signal } = options;
  const now = options.now ?? (() => new Date());
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const startedAt = now().toISOString();
  if (signal?.aborted) return { ok: false, error: stopped() };

  let lastGen: number;
  try {
    lastGen = (await readSyncMeta(db)).lastGen;
  } catch (cause) {
    return { ok: false, error: storageError(cause) };
  }

  let gen: number | null = null;
  try {
    options.onProgress?.({ done: 0, total: 0 });
    // The branch's settings (assumed-contracts 11) are read beside the catalog; they never fail it.
    const branchRead = fetchLocationSettings(api, signal);
    // The session first, as every other route's money needs its currency digits.
    const session = take(await fetchSession(api, signal));
    const read = await readCatalog(db, { api, digits: session.config.currency_decimals, pageSize, signal, onProgress: options.onProgress });
    const digest = await digestOf(read, session, options.format ?? THIS_BUILD);
    const tally = tallyOf(read);
    const branch = await branchRead;
    const notes = branch.ok ? tally.notes : [...tally.notes, `The branch settings could not be read (${branch.error.message}); the ones held are kept.`];
    const reportOf = (generation: number, finishedAt: string, written: SyncWritten): SyncReport => ({ generation, startedAt, finishedAt, pageSize, ...tally, notes, written });
    // Written apart from the catalog, before it: a failure here keeps the settings held, never the catalog.
    if (branch.ok) await saveBranchSettings(db, branch.value, now().toISOString()).catch(() => undefined);
    if (signal?.aborted) throw new Stop(stopped());
    const quotas = read.small.quotas.rows;
    const soldOut = read.small.soldOutRes?.rows ?? null;
    if (digest) {
      const finishedAt = now().toISOString();
      const written = { catalog: 0, quotas: quotas.length };
      const kept = await keepActiveGeneration(db, {
        lastGen,
        digest,
        finishedAt,
        report: (generation) => reportOf(generation, finishedAt, written),
        quotas: { rows: quotas, polledAt: startedAt },
        soldOut,
      });
      if (kept !== null) {
        // Rows of a generation never switched to are leftovers of an interrupted sync.
        if ((await db.session.count()) > 1) await deleteInactiveGenerations(db).catch(() => undefined);
        return { ok: true, generation: kept, finishedAt, report: reportOf(kept, finishedAt, written) };
      }
    }
    // Something differs: a new generation, built beside the one in use (leftovers of an interrupted sync removed first).
    gen = await beginGeneration(db);
    const listings = await storeGeneration(db, gen, session, read);
    const finishedAt = now().toISOString();
    const expected = expectedRows(tally.counts, listings);
    const report = reportOf(gen, finishedAt, writtenOf(expected, digest !== null));
    if (signal?.aborted) throw new Stop(stopped());
    await switchTo(db, { gen, finishedAt, report, expected, soldOut, ...(digest ? { digest } : {}) });
    return { ok: true, generation: gen, finishedAt, report };
  } catch (cause) {
    if (gen !== null) await discardGeneration(db, gen).catch(() => undefined);
    if (signal?.aborted) return { ok: false, error: stopped() };
    if (cause instanceof Stop) return { ok: false, error: cause.error };
    return { ok: false, error: storageError(cause) };
  }
}

type SyncWritten = NonNullable<SyncReport['written']>;

/** Records a new generation writes: its session and every row the switch counts, with its digest row. */
function writtenOf(expected: Record<GenerationTable, number>, withDigest: boolean): SyncWritten {
  const rows = Object.values(expected).reduce((n, count) => n + count, 0);
  return { catalog: 1 + rows - expected.quotas + (withDigest ? 1 : 0), quotas: expected.quotas };
}

/**
 * The digests of what was read; null when one answer has none (then nothing is compared and
 * a new generation is built). The small routes are digested as decoded, since they are small;
 * the listing pages as served, digested as they arrived.
 */
async function digestOf(read: CatalogRead, session: Session, format: string): Promise<Omit<CatalogDigest, 'gen'> | null> {
  const { brands, categories, groups, channels } = read.small;
  const decoded = JSON.stringify([session, brands.rows, categories.rows, groups.rows, channels.rows]);
  const routes = await sha256(new TextEncoder().encode(decoded));
  const pages = (digests: ReadonlyArray<string | null>) => (digests.every((d) => d !== null) ? (digests as string[]) : null);
  const products = pages(read.products.digests);
  const addons = pages(read.addons.digests);
  if (routes === undefined || products === null || addons === null) return null;
  return { format, routes, products, addons };
}

interface ReadRequest {
  api: ApiClient;
  digits: CurrencyDigits;
  pageSize: number;
  signal?: AbortSignal;
  onProgress?: (progress: SyncProgress) => void;
}

/** Parts that run at once: the first failure aborts the others and is the one reported. */
function partsAtOnce(signal?: AbortSignal) {
  const sibling = new AbortController();
  const onAbort = () => sibling.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  if (signal?.aborted) sibling.abort();
  let firstFailure: unknown = null;
  return {
    signal: sibling.signal,
    part: async <T>(run: () => Promise<T>): Promise<T> => {
      try {
        return await run();
      } catch (cause) {
        firstFailure ??= cause;
        sibling.abort();
        throw cause;
      }
    },
    /** Waits for every part to end, so no write of a cancelled part lands after the cleanup; then their values. */
    async all<T extends readonly unknown[]>(parts: { readonly [K in keyof T]: Promise<T[K]> }): Promise<T> {
      await Promise.allSettled(parts);
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) throw new Stop(stopped());
      if (firstFailure !== null) throw firstFailure;
      return (await Promise.all(parts)) as unknown as T;
    },
  };
}

type SmallRoutes = Awaited<ReturnType<typeof readSmallRoutes>>;

interface CatalogRead {
  small: SmallRoutes;
  addons: Paginated;
  products: Paginated;
  /** Every product, held until the views are written. */
  held: Product[];
  /** Every add-on, held until the generation is written. */
  heldAddons: Product[];
}

/**
 * Everything after the session at once: the small routes, the add-on and the product listings,
 * read and held, nothing stored. Drops and notes are tallied in a fixed order once all have ended (`tallyOf`), so a report
 * does not depend on which answered first.
 */
async function readCatalog(db: PosDb, request: ReadRequest): Promise<CatalogRead> {
  const { api, digits, signal } = request;
  const group = partsAtOnce(signal);
  // The option groups are also waited for by the listings: a link without `max_allowed`
  // takes its group's limit before the product is stored (groupLimits.ts).
  const groupsRead = readGroups(api, digits, group.signal);
  const withLimits = async (rows: DecodedProduct[]): Promise<Product[]> => {
    if (rows.length === 0) return [];
    const { limits } = await groupsRead;
    return rows.map((row) => withGroupLimits(row, limits));
  };
  const products = listingHolder(withLimits);
  const addons = listingHolder(withLimits);
  const [small, addonsRead, productsRead] = await group.all([
    group.part(() => readSmallRoutes(api, groupsRead, group.signal)),
    group.part(() => readListing(db, 'addons', addons.writer, request, group.signal)),
    group.part(() => readListing(db, 'products', products.writer, request, group.signal)),
  ] as const);
  return { small, addons: addonsRead, products: productsRead, held: products.held(), heldAddons: addons.held() };
}

type ListingWriter = Pick<PaginateOptions, 'write' | 'reset'>;

/**
 * A listing's rows are kept here until every page is in and compared with the catalog held.
 * Products are then stored once, in the views the screen reads (menu/views.ts) or, when no
 * listing holds them, in the one chunk that also keeps the server's order (ProductChunk);
 * add-ons, which are few, a row each.
 */
function listingHolder(withLimits: (rows: DecodedProduct[]) => Promise<Product[]>): { writer: ListingWriter; held: () => Product[] } {
  let held: Product[] = [];
  return {
    writer: {
      write: async (rows) => {
        if (rows.length === 0) return;
        for (const product of await withLimits(rows)) held.push(product);
      },
      reset: async () => {
        held = [];
      },
    },
    held: () => held,
  };
}

/** Reads one listing to its end; a listing cut short of its `total_records` fails the sync. */
async function readListing(db: PosDb, table: 'products' | 'addons', writer: ListingWriter, request: ReadRequest, signal: AbortSignal): Promise<Paginated> {
  const { api, pageSize, digits } = request;
  const fetchPage = table === 'products' ? fetchProductPage : fetchAddonPage;
  const read = take(
    await readAllPages({
      fetchPage: (page, pageSignal) => fetchPage(api, { page, pageSize, digits, signal: pageSignal }),
      ...writer,
      onProgress: table === 'products' ? (done, total) => request.onProgress?.({ done, total }) : undefined,
      signal,
    }),
  );
  if (read.served < read.total) {
    const held = (await readActiveGeneration(db)) !== null;
    throw new Stop({ kind: 'server', status: 200, message: shortListingMessage(table, read.served, read.total, held) });
  }
  return read;
}

/** Brands, categories, option groups, channels, quotas and the sold-out list: read, each id kept once. */
async function readSmallRoutes(api: ApiClient, groupsRead: ReturnType<typeof readGroups>, signal: AbortSignal) {
  const [brandsRes, categoriesRes, groupsRes, channelsRes, quotasRes, soldOutRes] = await Promise.all([
    fetchBrands(api, signal).then(take),
    fetchCategories(api, signal).then(take),
    groupsRead,
    fetchChannels(api, signal).then(take),
    fetchQuotas(api, signal).then(take),
    fetchSoldOut(api, signal).then(take),
  ]);
  const brands = uniqueBy(brandsRes.rows, (b) => b.brand_id);
  const categories = uniqueBy(categoriesRes.rows, (c) => c.id);
  const groups = uniqueBy(groupsRes.rows, (g) => g.id);
  const channels = uniqueBy(channelsRes?.rows ?? [], (c) => c.channel_id);
  // Of repeated quota rows the lowest remaining_stock, as the poll stores them (core/availability).
  const quotaRows = quotasRes?.rows ?? [];
  const lowest = lowestQuotaRows(quotaRows);
  const quotas = { rows: lowest, repeats: quotaRows.length - lowest.length };
  return { brandsRes, categoriesRes, groupsRes, channelsRes, quotasRes, soldOutRes, brands, categories, groups, channels, quotas };
}

/** The option groups' read, as `fetchModifierGroups` gives it once taken. */
function readGroups(api: ApiClient, digits: CurrencyDigits, signal: AbortSignal) {
  return fetchModifierGroups(api, digits, signal).then(take);
}

/** What the report says of the rows read: counts, drops, repeats, restarts and notes. */
function tallyOf(read: CatalogRead): Omit<SyncReport, 'generation' | 'startedAt' | 'finishedAt' | 'pageSize'> {
  const { brandsRes, categoriesRes, groupsRes, channelsRes, quotasRes, soldOutRes, brands, categories, groups, channels, quotas } = read.small;
  const drops = new DropLog();
  const notes: string[] = [];
  drops.add([
    ...brandsRes.dropped,
    ...categoriesRes.dropped,
    ...groupsRes.dropped,
    ...(channelsRes?.dropped ?? []),
    ...(quotasRes?.dropped ?? []),
    ...(soldOutRes?.dropped ?? []),
  ]);
  if (channelsRes === null) notes.push('The server does not offer sales channels; selling without channels.');
  if (quotasRes === null) notes.push('The server does not offer product quotas; no quota limits apply.');
  if (soldOutRes === null) notes.push('The server does not offer a sold-out list; using each product\'s sold-out flag.');
  let duplicates = brands.repeats + categories.repeats + groups.repeats + channels.repeats + quotas.repeats;
  let restarts = 0;
  for (const listing of [read.addons, read.products]) {
    drops.add(listing.dropped);
    duplicates += listing.duplicates;
    restarts += listing.restarts;
  }
  const counts: SyncCounts = {
    ...emptyCounts(),
    brands: brands.rows.length,
    brandGroups: brands.rows.reduce((n, b) => n + b.groups.length, 0),
    categories: categories.rows.length,
    modifierGroups: groups.rows.length,
    modifierItems: groups.rows.reduce((n, g) => n + g.items.length, 0),
    channels: channels.rows.length,
    quotas: quotas.rows.length,
    soldOut: soldOutRes?.rows.length ?? 0,
    addons: read.addons.kept,
    products: read.products.kept,
  };
  return { counts, malformed: drops.count, dropped: drops.listed, deletedCategories: categoriesRes.deleted, duplicates, restarts, notes };
}

/**
 * Writes generation `gen` from what was read: the session, the small routes and the add-ons in
 * one transaction, then the views the screen reads and the chunk of products no listing holds;
 * the rows are let go after.
 */
async function storeGeneration(db: PosDb, gen: number, session: Session, read: CatalogRead): Promise<ListingRecordCounts> {
  const { brands, categories, groups, channels, quotas } = read.small;
  await db.transaction('rw', [db.session, db.brands, db.categories, db.modifierGroups, db.channels, db.quotas, db.addons], async () => {
    await db.session.put({ ...session, gen });
    await db.brands.bulkAdd(withGen(gen, brands.rows));
    await db.categories.bulkAdd(withGen(gen, categories.rows));
    await db.modifierGroups.bulkAdd(withGen(gen, groups.rows));
    await db.channels.bulkAdd(withGen(gen, channels.rows));
    await db.quotas.bulkAdd(withGen(gen, quotas.rows));
    await db.addons.bulkAdd(withGen(gen, read.heldAddons));
  });
  read.heldAddons = [];
  const views = catalogViews({ brands: read.small.brands.rows, categories: read.small.categories.rows, products: read.held }, gen);
  const records = await writeCatalogViews(db, gen, views, unlistedChunk(gen, read.held, views.listings));
  read.held = [];
  return records;
}

/** The rows each table of the generation must hold for the switch to go ahead. */
function expectedRows(counts: SyncCounts, listings: ListingRecordCounts): Record<GenerationTable, number> {
  return {
    productChunks: 1,
    addons: counts.addons,
    categories: counts.categories,
    modifierGroups: counts.modifierGroups,
    brands: counts.brands,
    channels: counts.channels,
    quotas: counts.quotas,
    catalogHeads: 1,
    ...listings,
  };
}

/** Switches to the new generation in one transaction, then removes the older ones where it can. */
async function switchTo(db: PosDb, next: Parameters<typeof activateGeneration>[1]): Promise<void> {
  const switched = await activateGeneration(db, next);
  if (!switched.ok) throw new Stop({ kind: 'storage', message: `The new catalog was not complete (${switched.reason}).` });
  try {
    await deleteInactiveGenerations(db);
  } catch {
    // The old rows are unreachable now; the next sync removes them.
  }
}
