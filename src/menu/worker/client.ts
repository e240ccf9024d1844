/**
 * The catalog questions (`CatalogQueries`) as the screen asks them: of the catalog worker,
 * which holds the whole catalog of the active generation, so the main thread never does, and
 * searches of a second worker of the same code, which answers them from the generation's
 * stored search table (`searchApart`). A worker is started by the first question or
 * `prepare`, and called through the till's one worker RPC (`src/rpc/workerRpc.ts`).
 *
 * Promises: every question is answered once; several may be in flight, answered in any
 * order. A worker that cannot start, that stops, or that answers that it cannot read the
 * catalog is ended, and every question, those in flight included, is answered in this thread
 * instead by the same API (`api.ts`, loaded on first use): slower and on the main thread, but
 * the till goes on selling. A question this thread cannot answer either rejects with the
 * reason.
 */
import type { PosDb } from '../../db/schema';
import { startWorker, type Answer, type Remote, type RemoteWorker, type WorkerLike } from '../../rpc/workerRpc';
import type { CatalogQueries } from '../catalogQueries';
import type { CategoryScope } from '../scope';
import type { SearchResult } from '../searchProducts';
import type { CatalogWorkerApi } from './protocol';

export interface CatalogQueriesClient extends CatalogQueries {
  /** Start loading generation `gen` (while it is the active one) before its first question. */
  prepare(gen: number, kiosk?: boolean): void;
  /** A search from the generation's stored table alone (`PreparedQueries.searchStored`): undefined when it has none to answer from. */
  searchStored(gen: number, text: string, allowed: CategoryScope, kiosk: boolean): Promise<SearchResult | null | undefined>;
  /** Start reading the stored search table of `gen` before its first `searchStored`. */
  prepareSearch(gen: number): void;
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

  /** Asks `ahead` of the worker (or this thread) without waiting: the first question reads again and says why it failed. */
  function ahead(work: (api: CatalogWorkerApi | Remote<CatalogWorkerApi>) => Promise<void>): void {
    if (closed()) return;
    const to = started();
    const preparing = to !== null ? to.call(work) : inThreadApi().then(work);
    preparing.catch(() => {});
  }

  return {
    search: (...args) => ask((api) => api.search(...args)),
    searchStored: (...args) => ask((api) => api.searchStored(...args)),
    scan: (...args) => ask((api) => api.scan(...args)),
    products: (...args) => ask((api) => api.products(...args)),
    deals: (...args) => ask((api) => api.deals(...args)),
    prepare: (gen, kiosk = false) => ahead((api) => api.prepare(gen, kiosk)),
    prepareSearch: (gen) => ahead((api) => api.prepareSearch(gen)),
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
 * Searches asked of `searcher`, which answers them from the generation's stored search table
 * and reads only the listing records holding what it found, and everything else (and a
 * search of a generation with no stored table) of `whole`, which reads the whole generation:
 * a search never waits behind that read and its index, seconds at 200,000 products on a
 * tablet, whether it is the first after a start or one asked while a new generation loads.
 */
export function searchApart(whole: CatalogQueriesClient, searcher: CatalogQueriesClient): CatalogQueriesClient {
  return {
    ...whole,
    async search(gen, text, allowed, kiosk) {
      const stored = await searcher.searchStored(gen, text, allowed, kiosk);
      return stored !== undefined ? stored : whole.search(gen, text, allowed, kiosk);
    },
    searchStored: (...args) => searcher.searchStored(...args),
    prepare(gen, kiosk = false) {
      // A kiosk has no search box: no search worker is started for it.
      if (!kiosk) searcher.prepareSearch(gen);
      whole.prepare(gen, kiosk);
    },
    prepareSearch: (...args) => searcher.prepareSearch(...args),
    close() {
      searcher.close();
      whole.close();
    },
  };
}

/**
 * The catalog questions of the till's database: asked of two catalog workers where the
 * platform has module workers (`searchApart`: one for searches, one holding the whole
 * generation), answered in this thread otherwise (tests, old browsers). The in-thread code
 * loads only when it is needed, so the first load does not carry it.
 */
export function createCatalogQueries(db: PosDb): CatalogQueriesClient {
  const fallback = () => import('./api').then((m) => m.createCatalogApi(() => db));
  return searchApart(workerCatalogQueries(db, spawnCatalogWorker, fallback), workerCatalogQueries(db, spawnCatalogWorker, fallback));
}
