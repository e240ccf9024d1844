/**
 * Version 18: `catalogDigests`, one row per catalog generation keyed by `gen` (as `session`
 * is), holding the digests of the answers the generation was built from. A periodic sync
 * compares what it was served with the active generation's digests and, when nothing differs,
 * keeps that generation instead of writing the same catalog again. No data changes: a
 * generation stored before this version has no row, so the next sync builds a new one (with
 * its row) as before.
 */
import type { Migration } from './migration';
import { v14 } from './v14';

export const v18: Migration = {
  version: 18,
  stores: {
    ...v14.stores,
    catalogDigests: 'gen',
  },
};
