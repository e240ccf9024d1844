/** The terminal's one database, reachability, sync engine and invoice uploader, made once per page. */
import { PosDb } from '../db/schema';
import { createSyncEngine, type SyncEngine } from '../sync/engine';
import { createFullSyncRun } from '../sync/worker/runner';
import { withSyncStorageRelief } from './storagePressure';
import { createUploader, type Uploader } from '../sync/outbox/uploader';
import { createReachability, feedOnlineManager, type Reachability } from '../sync/platform/network';
import { probeServer } from '../sync/probe';

/** Sales, the open order and the outbox are on disk before the till says they are done. */
export const db = new PosDb({ durability: 'strict' });

let reachability: Reachability | null = null;

/** Whether the server can be reached: one state for the sync, the uploads and TanStack Query. */
export function network(): Reachability {
  if (!reachability) {
    reachability = createReachability({ probe: probeServer(db) });
    feedOnlineManager(reachability);
  }
  return reachability;
}

let engine: SyncEngine | null = null;

/** The sync engine, started on first use; it lives as long as the page. */
export function syncEngine(): SyncEngine {
  if (!engine) {
    engine = createSyncEngine({ db, network: network(), fullSync: withSyncStorageRelief(createFullSyncRun(db)) });
    void engine.start();
  }
  return engine;
}

let uploader: Uploader | null = null;

/** Uploads completed sales; it watches the outbox itself, so new sales need no call. */
export function outboxUploader(): Uploader {
  if (!uploader) {
    uploader = createUploader({ db, network: network() });
    void uploader.start();
  }
  return uploader;
}

/**
 * What "Sync now" does: the cashier asks for everything at once, so the waiting sales go too,
 * past any retry delay, beside the catalog sync.
 */
export function syncNowHandle(engine: Pick<SyncEngine, 'status' | 'syncNow'>, uploads: Pick<Uploader, 'uploadNow'> & Partial<Pick<Uploader, 'status'>>) {
  return {
    status: engine.status,
    uploads: uploads.status,
    syncNow: () => {
      void uploads.uploadNow();
      return engine.syncNow();
    },
  };
}
