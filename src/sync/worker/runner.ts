/**
 * Where a full sync runs: in a Web Worker when the platform has one, so fetching, decoding and
 * writing tens of thousands of rows never blocks the main thread; in this thread otherwise
 * (tests, old browsers). Both take the same request and give the same outcome, which the
 * worker sends only after its switch transaction has committed.
 */
import { msg } from '@lingui/core/macro';
import type { PosDb } from '../../db/schema';
import type { FullSyncOutcome } from '../fullSync';
import type { FullSyncRun, WorkerReply, WorkerRequest } from './protocol';

/**
 * Page size when the sync shares the main thread. Measured in Chromium on a 50,000-product
 * catalog: pages of 200 kept every main-thread task at or under about 65 ms; pages of 1000
 * made tasks of 80 to 110 ms (decoding plus the structured clone of the IndexedDB write).
 */
export const IN_THREAD_PAGE_SIZE = 200;

/** The part of `Worker` the runner uses. */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  terminate(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerReply>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
}

/**
 * Runs each sync in a fresh worker made by `spawn`, ended when the sync ends. A worker that
 * fails to start falls back to `fallback` in this thread.
 */
export function workerFullSync(db: PosDb, spawn: () => WorkerLike, fallback: FullSyncRun): FullSyncRun {
  return (request, hooks = {}) =>
    new Promise<FullSyncOutcome>((resolve) => {
      let worker: WorkerLike;
      try {
        worker = spawn();
      } catch {
        resolve(fallback(request, hooks));
        return;
      }
      let heard = false;
      let settled = false;
      const finish = (outcome: FullSyncOutcome | Promise<FullSyncOutcome>) => {
        if (settled) return;
        settled = true;
        hooks.signal?.removeEventListener('abort', cancel);
        worker.terminate();
        resolve(outcome);
      };
      const cancel = () => worker.postMessage({ type: 'cancel' });
      worker.addEventListener('message', (event) => {
        const reply = event.data;
        heard = true;
        if (reply.type === 'progress') hooks.onProgress?.(reply.progress);
        else finish(reply.outcome);
      });
      worker.addEventListener('error', () => {
        if (!heard) finish(fallback(request, hooks));
        else finish({ ok: false, error: { kind: 'storage', message: msg`The sync stopped unexpectedly; the previous catalog is kept.`.id } });
      });
      hooks.signal?.addEventListener('abort', cancel, { once: true });
      worker.postMessage({ type: 'start', dbName: db.name, request });
      if (hooks.signal?.aborted) cancel();
    });
}

/**
 * A worker when the platform has module workers, this thread otherwise. The in-thread code
 * (fetching, decoding, writing) is loaded only when it is needed, so the app's first load does
 * not carry what the worker already does.
 */
export function createFullSyncRun(db: PosDb): FullSyncRun {
  const inThread: FullSyncRun = async (request, hooks) =>
    (await import('./inThread')).inThreadFullSync(db, { pageSize: IN_THREAD_PAGE_SIZE })(request, hooks);
  if (typeof Worker !== 'function') return inThread;
  return workerFullSync(db, () => new Worker(new URL('./entry.ts', import.meta.url), { type: 'module' }) as WorkerLike, inThread);
}
