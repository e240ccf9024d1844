/**
 * Where a full sync runs: in a Web Worker when the platform has one, so fetching, decoding and
 * writing tens of thousands of rows never blocks the main thread; in this thread otherwise
 * (tests, old browsers). Both call the same API (`SyncWorkerApi`, `api.ts`), through the
 * till's one worker RPC or directly, and give the same outcome, which the worker answers only
 * after its switch transaction has committed.
 */
import { msg } from '@lingui/core/macro';
import type { PosDb } from '../../db/schema';
import { callback, startWorker, type RemoteWorker, type WorkerLike } from '../../rpc/workerRpc';
import type { FullSyncOutcome } from '../fullSync';
import type { FullSyncHooks, FullSyncRequest, FullSyncRun, SyncWorkerApi } from './protocol';

/**
 * Page size when the sync shares the main thread. Measured in Chromium on a 50,000-product
 * catalog: pages of 200 kept every main-thread task at or under about 65 ms; pages of 1000
 * made tasks of 80 to 110 ms (decoding plus the structured clone of the IndexedDB write).
 */
const IN_THREAD_PAGE_SIZE = 200;

/** Runs one sync through `api`, wherever it runs; the hooks' signal cancels it through the API. */
async function syncThrough(api: SyncWorkerApi, dbName: string, request: FullSyncRequest, hooks: FullSyncHooks): Promise<FullSyncOutcome> {
  const cancel = () => void api.cancel().catch(() => {}); // a worker already stopped has nothing to cancel
  hooks.signal?.addEventListener('abort', cancel, { once: true });
  try {
    const outcome = api.fullSync(dbName, request, hooks.onProgress && callback(hooks.onProgress));
    if (hooks.signal?.aborted) cancel();
    return await outcome;
  } finally {
    hooks.signal?.removeEventListener('abort', cancel);
  }
}

/**
 * Runs each sync in a fresh worker made by `spawn`, ended when the sync ends. A worker that
 * fails to start (it cannot be made, or stops before it said anything) falls back to
 * `fallback` in this thread; one that stops in the middle of a sync ends that sync with a
 * message, the previous catalog kept.
 */
export function workerFullSync(db: PosDb, spawn: () => WorkerLike, fallback: FullSyncRun): FullSyncRun {
  return async (request, hooks = {}) => {
    let worker: RemoteWorker<SyncWorkerApi>;
    try {
      worker = startWorker<SyncWorkerApi>(spawn);
    } catch {
      return fallback(request, hooks);
    }
    let heard = false;
    const onProgress: FullSyncHooks['onProgress'] = (progress) => {
      heard = true;
      hooks.onProgress?.(progress);
    };
    try {
      return await worker.call((api) => syncThrough(api, db.name, request, { signal: hooks.signal, onProgress }));
    } catch {
      if (!heard) return fallback(request, hooks);
      return { ok: false, error: { kind: 'storage', message: msg`The sync stopped unexpectedly; the previous catalog is kept.`.id } };
    } finally {
      worker.end();
    }
  };
}

/**
 * A worker when the platform has module workers, this thread otherwise. The in-thread code
 * (fetching, decoding, writing) is loaded only when it is needed, so the app's first load does
 * not carry what the worker already does.
 */
export function createFullSyncRun(db: PosDb): FullSyncRun {
  const inThread: FullSyncRun = async (request, hooks = {}) => {
    const { createSyncApi } = await import('./api');
    return syncThrough(createSyncApi(() => db, { pageSize: IN_THREAD_PAGE_SIZE }), db.name, request, hooks);
  };
  if (typeof Worker !== 'function') return inThread;
  return workerFullSync(db, () => new Worker(new URL('./entry.ts', import.meta.url), { type: 'module' }), inThread);
}
