/**
 * The catalog questions (`CatalogQueries`) as the screen asks them: of the catalog worker,
 * which holds the whole catalog of the active generation, so the main thread never does.
 * The worker is started by the first question or `prepare`, and called through the till's
 * one worker RPC (`src/rpc/workerRpc.ts`).
 *
 * Promises: every question is answered once; several may be in flight, answered in any
 * order. A worker that cannot start, that stops, or that answers that it cannot read the
 * catalog is ended, and every question, those in flight included, is answered in this thread
 * instead by the same API (`api.ts`, loaded on first use): slower and on the main thread, but
 * the till goes on selling. A question this thread cannot answer either rejects with the
 * reason.
 */
import type { PosDb } from '../../db/schema';
import { startWorker, type Answer, type RemoteWorker, type WorkerLike } from '../../rpc/workerRpc';
import type { CatalogQueries } from '../catalogQueries';
import type { CatalogWorkerApi } from './protocol';

export interface CatalogQueriesClient extends CatalogQueries {
  /** Start loading generation `gen` (while it is the active one) before its first question. */
  prepare(gen: number, kiosk?: boolean): void;
  /** Ends the worker; a question still waiting, or asked after, answers null. */
  close(): void;
}

/**
 * Asks a worker made by `spawn` (once, on first use); `fallback` gives the same API in this
 * thread, asked only when the worker fails.
 */
export function workerCatalogQueries(db: PosDb, spawn: () => WorkerLike, fallback: () => Promise<CatalogWorkerApi>): CatalogQueriesClient {
  let mode: 'idle' | 'worker' | 'inThread' | 'closed' = 'idle';
  let worker: RemoteWorker<CatalogWorkerApi> | null = null;
  let inThread: Promise<CatalogWorkerApi> | null = null;

  const inThreadApi = () =>
    (inThread ??= fallback().then(async (api) => {
      await api.open(db.name);
      return api;
    }));

  function fallBack(): void {
    if (mode !== 'worker' && mode !== 'idle') return;
    mode = 'inThread';
    worker?.end();
    worker = null;
  }

  /** The worker, started on first use; null once questions are answered in this thread. */
  function started(): RemoteWorker<CatalogWorkerApi> | null {
    if (mode === 'idle') {
      try {
        worker = startWorker<CatalogWorkerApi>(spawn, fallBack);
      } catch {
        fallBack();
        return null;
      }
      mode = 'worker';
      void worker.call((api) => api.open(db.name)).catch(() => {}); // a stopped worker is heard by every question
    }
    return worker;
  }

  /** Read afresh after each wait: `close` may have come meanwhile. */
  const closed = () => mode === 'closed';

  async function ask<T>(question: (api: CatalogWorkerApi) => Promise<Answer<T>>): Promise<T | null> {
    if (closed()) return null;
    const to = started();
    if (to !== null) {
      const answer = await to.call(question).catch(() => null);
      if (closed()) return null;
      if (answer?.ok) return answer.value;
      // A worker that stopped, or that cannot read the catalog, answers nothing more: this thread reads it.
      fallBack();
    }
    const answer = await question(await inThreadApi());
    if (!answer.ok) throw new Error(answer.message);
    return answer.value;
  }

  return {
    search: (...args) => ask((api) => api.search(...args)),
    scan: (...args) => ask((api) => api.scan(...args)),
    products: (...args) => ask((api) => api.products(...args)),
    deals: (...args) => ask((api) => api.deals(...args)),
    prepare(gen, kiosk = false) {
      if (closed()) return;
      const to = started();
      const preparing = to !== null ? to.call((api) => api.prepare(gen, kiosk)) : inThreadApi().then((api) => api.prepare(gen, kiosk));
      preparing.catch(() => {}); // the first question reads again and says why
    },
    close() {
      mode = 'closed';
      worker?.end();
      worker = null;
    },
  };
}

function spawnCatalogWorker(): WorkerLike {
  if (typeof Worker !== 'function') throw new Error('This platform has no module workers.');
  return new Worker(new URL('./entry.ts', import.meta.url), { type: 'module' });
}

/**
 * The catalog questions of the till's database: asked of the catalog worker where the
 * platform has module workers, answered in this thread otherwise (tests, old browsers). The
 * in-thread code loads only when it is needed, so the first load does not carry it.
 */
export function createCatalogQueries(db: PosDb): CatalogQueriesClient {
  return workerCatalogQueries(db, spawnCatalogWorker, () => import('./api').then((m) => m.createCatalogApi(() => db)));
}
