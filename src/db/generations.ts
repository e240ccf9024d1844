/**
 * Catalog generations: handing out a new one, switching the active one, removing the rest.
 *
 * Promises: the switch is one transaction that first checks the new generation is complete
 * (its session is there and every table holds the number of rows the sync wrote), so a
 * generation that lost rows (a second sync without a lock, a partial write) is never
 * activated. Rows of generations other than the active one are never read by the UI and are
 * removed by `deleteInactiveGenerations`, which a sync runs before it starts and after it
 * switches; an interrupted sync therefore leaves leftovers only until the next sync.
 */
import {
  EMPTY_SYNC_META,
  GENERATION_TABLES,
  generationRange,
  type GenerationTable,
  type PosDb,
  type SyncMeta,
} from './schema';
import type { SyncReport } from '../core/syncReport';

export async function readSyncMeta(db: PosDb): Promise<SyncMeta> {
  return (await db.syncMeta.get('sync')) ?? EMPTY_SYNC_META;
}

export async function readActiveGeneration(db: PosDb): Promise<number | null> {
  return (await db.syncMeta.get('sync'))?.activeGen ?? null;
}

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
  if (keep === null) await db.session.clear();
  else {
    await db.session.where(':id').below(keep).delete();
    await db.session.where(':id').above(keep).delete();
  }
}

/** Removes every row that does not belong to the active generation. */
export function deleteInactiveGenerations(db: PosDb): Promise<void> {
  return db.transaction('rw', [db.syncMeta, db.session, ...generationTables(db)], async () => {
    await deleteOtherGenerations(db, (await readSyncMeta(db)).activeGen);
  });
}

/** Clears leftovers of earlier interrupted syncs and hands out a new generation number. */
export function beginGeneration(db: PosDb): Promise<number> {
  return db.transaction('rw', [db.syncMeta, db.session, ...generationTables(db)], async () => {
    const meta = await readSyncMeta(db);
    await deleteOtherGenerations(db, meta.activeGen);
    const gen = Math.max(meta.lastGen, meta.activeGen ?? 0) + 1;
    await db.syncMeta.put({ ...meta, lastGen: gen });
    return gen;
  });
}

/** Removes one generation's rows (a sync that failed cleans up after itself where it can). */
export function discardGeneration(db: PosDb, gen: number): Promise<void> {
  return db.transaction('rw', [db.syncMeta, db.session, ...generationTables(db)], async () => {
    if ((await readSyncMeta(db)).activeGen === gen) return;
    const [lower, upper] = generationRange(gen);
    for (const table of generationTables(db)) await table.where(':id').between(lower, upper, true, true).delete();
    await db.session.delete(gen);
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
}

export type SwitchResult = { ok: true } | { ok: false; reason: string };

/** Makes `gen` the active generation in one transaction, after checking it is complete. */
export async function activateGeneration(db: PosDb, change: GenerationSwitch): Promise<SwitchResult> {
  const { gen } = change;
  return db.transaction('rw', [db.syncMeta, db.soldOut, db.session, ...generationTables(db)], async () => {
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
    if (change.soldOut === null) await db.soldOut.delete('latest');
    else await db.soldOut.put({ id: 'latest', product_ids: change.soldOut, fetched_at: change.finishedAt, sent_at: change.report.startedAt });
    return { ok: true as const };
  });
}
