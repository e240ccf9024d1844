/**
 * The sync worker's API (`SyncWorkerApi`): served by the worker (`entry.ts`), and made in this
 * thread by the runner where no worker runs. Each is made for one sync: it opens its own
 * connection to the database named and runs the sync there, so a worker and the page never
 * share a connection; `cancel` aborts it.
 */
import type { PosDb } from '../../db/schema';
import { releaseCallback } from '../../rpc/workerRpc';
import { inThreadFullSync, type InThreadOptions } from './inThread';
import { stoppedOutcome, type SyncWorkerApi } from './protocol';

export function createSyncApi(openDb: (name: string) => PosDb, options: InThreadOptions = {}): SyncWorkerApi {
  const controller = new AbortController();
  let started = false;
  return {
    async fullSync(dbName, request, onProgress) {
      if (started) return stoppedOutcome('a second sync was asked of the one this worker runs');
      started = true;
      try {
        return await inThreadFullSync(openDb(dbName), options)(request, {
          signal: controller.signal,
          onProgress: onProgress && ((progress) => void onProgress(progress)),
        });
      } catch (cause) {
        return stoppedOutcome(cause);
      } finally {
        releaseCallback(onProgress);
      }
    },
    async cancel() {
      controller.abort();
    },
  };
}
