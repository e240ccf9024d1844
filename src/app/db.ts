/** The terminal's one database and sync engine, made once per page. */
import { PosDb } from '../db/schema';
import { createSyncEngine, type SyncEngine } from '../sync/engine';

export const db = new PosDb();

let engine: SyncEngine | null = null;

/** The sync engine, started on first use; it lives as long as the page. */
export function syncEngine(): SyncEngine {
  if (!engine) {
    engine = createSyncEngine({ db });
    void engine.start();
  }
  return engine;
}
