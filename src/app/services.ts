/**
 * The background services' code: reachability, the sync engine (with its sync worker's client)
 * and the uploader, made and started over the status stores the shell already shows. A chunk of
 * its own, loaded by `startServices` (db.ts) as the page starts, so the first load does not
 * carry the sync: nothing it does is needed before the first paint, and the chunk is precached
 * for offline starts.
 */
import type { PosDb } from '../db/schema';
import { createSyncEngine, type SyncEngine } from '../sync/engine';
import type { SyncStatusStore } from '../sync/status';
import { createFullSyncRun } from '../sync/worker/runner';
import { withSyncStorageRelief } from './storagePressure';
import { createUploader, type Uploader } from '../sync/outbox/uploader';
import type { UploadStatusStore } from '../sync/outbox/status';
import { createReachability, feedOnlineManager } from '../sync/platform/network';
import { probeServer } from '../sync/probe';

export interface RunningServices {
  engine: SyncEngine;
  uploader: Uploader;
}

/**
 * Makes reachability, the engine and the uploader (one reachability shared by both, and by
 * TanStack Query's `onlineManager`, which the card terminal's watch reads) and starts them.
 */
export function runServices(db: PosDb, status: { sync: SyncStatusStore; uploads: UploadStatusStore }): RunningServices {
  const network = createReachability({ probe: probeServer(db) });
  feedOnlineManager(network);
  const engine = createSyncEngine({ db, network, status: status.sync, fullSync: withSyncStorageRelief(createFullSyncRun(db)) });
  // Uploads watch the outbox themselves, so a new sale needs no call.
  const uploader = createUploader({ db, network, status: status.uploads });
  void engine.start();
  void uploader.start();
  return { engine, uploader };
}
