/**
 * The option groups and add-ons of a generation read a slice at a time, and the walk over a
 * generation's rows in slices that reading rests on (also the training copy's, training.ts).
 * Loaded when the screen first reads them, after its first paint: the first load does not
 * carry it.
 */
import type { IndexableType, Table } from 'dexie';
import type { GenerationExtras } from './catalogViews';
import { readActiveGeneration } from './activeGeneration';
import { generationRange, withoutGen, type GenKey, type InGeneration, type PosDb } from './schema';
import { nextTask } from '../core/nextTask';

/**
 * Rows read per slice of the extras: a read of this many option groups or add-ons stays well
 * under a 50 ms task in Chromium on a slow tablet (a slice of 4,000 took about 200 ms).
 */
export const EXTRAS_SLICE = 250;

/**
 * Walks the rows of `table` in generation `gen`, `size` at a time in key order: each slice is
 * read in a transaction of its own that checks `gen` is still the active one, and `each` runs
 * on it before the next is read, a task later. False once `gen` is not active.
 */
export async function forEachGenerationSlice<R>(db: PosDb, table: Table<R, IndexableType>, gen: number, size: number, each: (slice: R[]) => unknown): Promise<boolean> {
  const [lower, upper] = generationRange(gen);
  const path = table.schema.primKey.keyPath;
  let from: IndexableType = lower;
  let first = true;
  for (;;) {
    const slice = await db.transaction('r', [db.syncMeta, table], async () => {
      if ((await readActiveGeneration(db)) !== gen) return null;
      return table.where(':id').between(from, upper, first, true).limit(size).toArray();
    });
    if (slice === null) return false;
    await each(slice);
    if (slice.length < size) return true;
    const last = slice[slice.length - 1] as Record<string, IndexableType>;
    // Every catalog table is keyed by its generation first, then the row's own key.
    from = (path as string[]).map((p) => last[p]!) as IndexableType;
    first = false;
    await nextTask();
  }
}

/** The rows of `table` in generation `gen`, a slice per transaction; null once `gen` is not active. */
async function readSliced<T>(db: PosDb, table: Table<InGeneration<T>, GenKey>, gen: number): Promise<T[] | null> {
  const rows: T[] = [];
  const read = await forEachGenerationSlice(db, table as unknown as Table<InGeneration<T>, IndexableType>, gen, EXTRAS_SLICE, (slice) => rows.push(...withoutGen(slice)));
  return read ? rows : null;
}

/** The option groups and add-ons of generation `gen`, read a slice at a time; null once it is not active. */
export async function readGenerationExtras(db: PosDb, gen: number): Promise<GenerationExtras | null> {
  const modifierGroups = await readSliced(db, db.modifierGroups, gen);
  if (modifierGroups === null) return null;
  const addons = await readSliced(db, db.addons, gen);
  return addons === null ? null : { modifierGroups, addons };
}
