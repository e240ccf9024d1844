/**
 * The shape of one schema version (see README.md). Nothing here may change once a version
 * that uses it has shipped: a migration is history.
 */
import type { Transaction } from 'dexie';

export interface Migration {
  version: number;
  /** Every object store at this version with its primary key and indexes; null deletes a store. */
  stores: Readonly<Record<string, string | null>>;
  /** The data change into this version, run by Dexie inside the version change. */
  upgrade?: (tx: Transaction) => Promise<void>;
}
