/**
 * Which catalog generation the terminal reads, and what its session says: the reads the first
 * screen needs, apart from the generations' writes (generations.ts), which only a sync runs.
 */
import { EMPTY_SYNC_META, type PosDb, type SyncMeta } from './schema';

export async function readSyncMeta(db: PosDb): Promise<SyncMeta> {
  return (await db.syncMeta.get('sync')) ?? EMPTY_SYNC_META;
}

export async function readActiveGeneration(db: PosDb): Promise<number | null> {
  return (await db.syncMeta.get('sync'))?.activeGen ?? null;
}

/**
 * The branch's time zone (the active catalog's session location, an IANA name): every
 * document's time is read in it. Empty when no catalog is stored (the device's zone then).
 */
export async function readBranchTimeZone(db: PosDb): Promise<string> {
  const gen = await readActiveGeneration(db);
  return gen === null ? '' : ((await db.session.get(gen))?.location.timezone ?? '');
}
