/**
 * Version 24: each generation's search table (`searchTables`, keyed `[gen+id]`, id 0), written
 * by the sync beside the listings, so that a catalog worker
 * answers its first search from one record instead of reading every product and building its
 * index first. No upgrade: a generation synced before holds none, and the worker reads it
 * whole as it did until the next sync stores them.
 */
import type { Migration } from './migration';
import { v23 } from './v23';

export const v24: Migration = {
  version: 24,
  stores: { ...v23.stores, searchTables: '[gen+id]' },
};
