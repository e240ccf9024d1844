/**
 * A database of an older schema version, as a terminal in a shop may still hold it: the rows
 * it holds (written with that version's frozen declaration, `src/db/migrations/`) and what
 * the newest version must read of them once upgraded. `test/db/schema.test.ts` opens each.
 */
import type { PosDb } from '../../../src/db/schema';
import { makeProduct } from '../../kit/factories';

export interface VersionFixture {
  version: number;
  /** What the upgrade must keep or change, in words: the test's name. */
  promise: string;
  /** Rows by table, as that version stored them. */
  rows: Record<string, readonly object[]>;
  /** Checks the upgraded database. */
  upgraded(db: PosDb): Promise<void>;
}

/** A product as versions 1 to 6 stored it: one `category_id` or null. */
export function productBeforeV7(id: number, categoryId: number | null, overrides: Record<string, unknown> = {}) {
  const { category_ids: _ids, ...product } = makeProduct({ id, ...overrides });
  return { ...product, category_id: categoryId };
}

/** The sync bookkeeping of a terminal whose active generation is `activeGen`. */
export function syncMetaAt(activeGen: number, lastGen = activeGen) {
  return { id: 'sync', activeGen, lastGen, lastSuccessAt: '2026-11-20T08:00:00.000Z', lastReport: null };
}
