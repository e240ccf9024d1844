/**
 * Catalog generations: handing out a new one, switching the active one, removing the rest.
 *
 * Promises: the switch is one transaction that first checks the new generation is complete
 * (its session is there and every table holds the number of rows the sync wrote), so a
 * generation that lost rows (a second sync without a lock, a partial write) is never
 * activated. Rows of generations other than the active one are never read by the UI and are
 * removed by `deleteInactiveGenerations`, which a sync runs before it starts and after it
 * switches; an interrupted sync therefore leaves leftovers only until the next sync.
 *
 * A sync served exactly what the active generation was built from (its `catalogDigests` row)
 * keeps that generation (`keepActiveGeneration`): one transaction that checks the digests and
 * writes only the sync's freshness and availability, no catalog row. A kept generation is the
 * active one, so no cleanup removes it.
 */
import type { Quota } from '../core/catalog';
import {
  type CatalogDigest,
  generationRange,
  type PosDb,
} from './schema';
import type { SyncReport } from '../core/syncReport';
import { readSyncMeta } from './activeGeneration';

/**
 * The catalog tables whose rows belong to a generation, with their primary-key index: read
 * where generations are written, switched or cleared, not by the first load.
 */
export const GENERATION_TABLES = [
  'productChunks',
  'addons',
  'categories',
  'modifierGroups',
  'brands',
  'channels',
  'quotas',
  'catalogHeads',
  'listings',
  'listingParts',
  'searchTables',
] as const;
export type GenerationTable = (typeof GENERATION_TABLES)[number];

function generationTables(db: PosDb) {
  return GENERATION_TABLES.map((name) => db[name]);
}

async function deleteOtherGenerations(db: PosDb, keep: number | null): Promise<void> {
  for (const table of generationTables(db)) {
    if (keep === null) {
      await table.clear();
    } else {
      const [lower, upper] = generationRange(keep);
      await table.where(':id').between([-Infinity, -Infinity], lower, true, false).delete();
      await table.where(':id').between(upper, [Infinity, Infinity], false, true).delete();
    }
  }
  for (const table of [db.session, db.catalogDigests]) {
    if (keep === null) await table.clear();
    else {
      await table.where(':id').below(keep).delete();
      await table.where(':id').above(keep).delete();
    }
  }
}

/** The tables a generation's rows live in, those keyed by generation alone included. */
const everyGenerationTable = (db: PosDb) => [db.syncMeta, db.session, db.catalogDigests, ...generationTables(db)];

/** Removes every row that does not belong to the active generation. */
export function deleteInactiveGenerations(db: PosDb): Promise<void> {
  return db.transaction('rw', everyGenerationTable(db), async () => {
    await deleteOtherGenerations(db, (await readSyncMeta(db)).activeGen);
  });
}

/** Clears leftovers of earlier interrupted syncs and hands out a new generation number. */
export function beginGeneration(db: PosDb): Promise<number> {
  return db.transaction('rw', everyGenerationTable(db), async () => {
    const meta = await readSyncMeta(db);
    await deleteOtherGenerations(db, meta.activeGen);
    const gen = Math.max(meta.lastGen, meta.activeGen ?? 0) + 1;
    await db.syncMeta.put({ ...meta, lastGen: gen });
    return gen;
  });
}

/** Removes one generation's rows (a sync that failed cleans up after itself where it can). */
export function discardGeneration(db: PosDb, gen: number): Promise<void> {
  return db.transaction('rw', everyGenerationTable(db), async () => {
    if ((await readSyncMeta(db)).activeGen === gen) return;
    const [lower, upper] = generationRange(gen);
    for (const table of generationTables(db)) await table.where(':id').between(lower, upper, true, true).delete();
    await db.session.delete(gen);
    await db.catalogDigests.delete(gen);
  });
}

export interface GenerationSwitch {
  gen: number;
  /** ISO time stamped as the last success. */
  finishedAt: string;
  report: SyncReport;
  /** Row counts the sync wrote per table; the switch is refused when the stored count differs. */
  expected: Record<GenerationTable, number>;
  /** The sold-out list fetched with the catalog; null when the service has none. */
  soldOut: number[] | null;
  /** What the generation was built from; absent when some answer had no digest (the next sync then builds anew). */
  digest?: Omit<CatalogDigest, 'gen'>;
}

type SwitchResult = { ok: true } | { ok: false; reason: string };

/** Makes `gen` the active generation in one transaction, after checking it is complete. */
export async function activateGeneration(db: PosDb, change: GenerationSwitch): Promise<SwitchResult> {
  const { gen } = change;
  return db.transaction('rw', [db.soldOut, ...everyGenerationTable(db)], async () => {
    const meta = await readSyncMeta(db);
    if (meta.lastGen !== gen) return { ok: false as const, reason: `generation ${gen} was replaced by ${meta.lastGen}` };
    if (!(await db.session.get(gen))) return { ok: false as const, reason: `generation ${gen} has no session` };
    const [lower, upper] = generationRange(gen);
    for (const name of GENERATION_TABLES) {
      const held = await db[name].where(':id').between(lower, upper, true, true).count();
      if (held !== change.expected[name]) {
        return { ok: false as const, reason: `generation ${gen} holds ${held} ${name}, expected ${change.expected[name]}` };
      }
    }
    await db.syncMeta.put({
      ...meta,
      activeGen: gen,
      lastSuccessAt: change.finishedAt,
      lastReport: change.report,
    });
    if (change.digest) await db.catalogDigests.put({ ...change.digest, gen });
    await writeSoldOut(db, change.soldOut, change.finishedAt, change.report.startedAt);
    return { ok: true as const };
  });
}

/**
 * The sold-out list fetched at `at` by a request sent at `sentAt`; null (the service has none)
 * removes it. Inside a transaction holding `soldOut`.
 */
async function writeSoldOut(db: PosDb, soldOut: number[] | null, at: string, sentAt: string): Promise<void> {
  if (soldOut === null) await db.soldOut.delete('latest');
  else await db.soldOut.put({ id: 'latest', product_ids: soldOut, fetched_at: at, sent_at: sentAt });
}

/**
 * Replaces the quota rows of generation `gen` with `rows` (one per product), each stamped with
 * the time its request was sent (`polled_at`). Inside a transaction holding `quotas`.
 */
export async function replaceQuotas(db: PosDb, gen: number, rows: readonly Quota[], polledAt: string): Promise<void> {
  const [lower, upper] = generationRange(gen);
  await db.quotas.where(':id').between(lower, upper, true, true).delete();
  await db.quotas.bulkAdd(rows.map((row) => ({ ...row, gen, polled_at: polledAt })));
}

/** Two digests of the same answers, under the same build. */
function sameDigest(a: Omit<CatalogDigest, 'gen'>, b: Omit<CatalogDigest, 'gen'>): boolean {
  const same = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((d, i) => d === y[i]);
  return a.format === b.format && a.routes === b.routes && same(a.products, b.products) && same(a.addons, b.addons);
}

export interface KeptRefresh {
  /** `syncMeta.lastGen` when the sync started: no generation may have begun since. */
  lastGen: number;
  digest: Omit<CatalogDigest, 'gen'>;
  /** ISO time stamped as the last success. */
  finishedAt: string;
  /** The report, made for the generation kept. */
  report: (kept: number) => SyncReport;
  /** The sync's quota rows (none when the service has no quotas, as a full sync stores them) and when it asked for them. */
  quotas: { rows: Quota[]; polledAt: string };
  soldOut: number[] | null;
}

/**
 * Keeps the active generation when it was built from exactly `digest`: in one transaction,
 * stamps the sync's success and report and writes the quotas and sold-out list it fetched, as
 * the poll does; no catalog row is written, and no generation is handed out. Answers the
 * generation kept, or null when the digests differ (or another sync began), and then writes
 * nothing.
 */
export function keepActiveGeneration(db: PosDb, refresh: KeptRefresh): Promise<number | null> {
  return db.transaction('rw', [db.syncMeta, db.catalogDigests, db.quotas, db.soldOut], async () => {
    const meta = await readSyncMeta(db);
    if (meta.activeGen === null || meta.lastGen !== refresh.lastGen) return null;
    const held = await db.catalogDigests.get(meta.activeGen);
    if (!held || !sameDigest(held, refresh.digest)) return null;
    await replaceQuotas(db, meta.activeGen, refresh.quotas.rows, refresh.quotas.polledAt);
    await writeSoldOut(db, refresh.soldOut, refresh.finishedAt, refresh.quotas.polledAt);
    await db.syncMeta.put({ ...meta, lastSuccessAt: refresh.finishedAt, lastReport: refresh.report(meta.activeGen) });
    return meta.activeGen;
  });
}
