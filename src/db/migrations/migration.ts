/**
 * The shape of one schema version (see README.md). Nothing here may change once a version
 * that uses it has shipped: a migration is history.
 */
import { Dexie, type Transaction } from 'dexie';

/** A version's data change, run by Dexie inside the version change. */
export type Upgrade = (tx: Transaction) => Promise<void>;

export interface Migration {
  version: number;
  /** Every object store at this version with its primary key and indexes; null deletes a store. */
  stores: Readonly<Record<string, string | null>>;
  /** The data change into this version, run by Dexie inside the version change. */
  upgrade?: Upgrade;
}

/**
 * An upgrade whose code is fetched only when it runs (`upgrade: loadedUpgrade(() =>
 * import('./v<N>.upgrade'))`): a terminal already past the version never loads it, so no
 * upgrade weighs on the first load. `Dexie.waitFor` keeps the version change's transaction
 * open while the file loads (it is precached, so offline too); if it cannot load, the version
 * change aborts and the database stays at the version it was, to be upgraded at the next open.
 * Called by Dexie inside the version change, where `Dexie.waitFor` finds its transaction.
 */
export function loadedUpgrade(load: () => Promise<{ upgrade: Upgrade }>): Upgrade {
  return (tx) => Dexie.waitFor(load()).then(({ upgrade }) => upgrade(tx));
}
