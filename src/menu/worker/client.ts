/**
 * The catalog questions (`CatalogQueries`) as the screen asks them: of the catalog worker,
 * which holds the whole catalog of the active generation, so the main thread never does.
 * The worker is started by the first question or `prepare`.
 *
 * Promises: every question is answered once. Questions carry ids, so several may be in
 * flight and their answers come back in any order. A worker that cannot start, that errors
 * or that cannot answer is ended, and every question, those in flight included, is answered
 * in this thread instead by the same code (`inThread.ts`, loaded on first use): slower and
 * on the main thread, but the till goes on selling.
 */
import type { PosDb } from '../../db/schema';
import type { CatalogQueries } from '../catalogQueries';
import {
  answerQuestion,
  type CatalogAnswer,
  type CatalogMethod,
  type CatalogQuestion,
  type CatalogReply,
  type CatalogRequest,
  type PreparedQueries,
} from './protocol';

/** The part of `Worker` the client uses. */
export interface WorkerLike {
  postMessage(message: CatalogRequest): void;
  terminate(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<CatalogReply>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
}

export interface CatalogQueriesClient extends CatalogQueries {
  /** Start loading generation `gen` (while it is the active one) before its first question. */
  prepare(gen: number, kiosk?: boolean): void;
  /** Ends the worker; a question still waiting, or asked after, answers null. */
  close(): void;
}

interface Asked {
  question: CatalogQuestion;
  resolve(answer: CatalogAnswer<CatalogMethod>): void;
  reject(cause: unknown): void;
}

/**
 * Asks a worker made by `spawn` (once, on first use); `fallback` gives the questions answered
 * in this thread, asked only when the worker fails.
 */
export function workerCatalogQueries(db: PosDb, spawn: () => WorkerLike, fallback: () => Promise<PreparedQueries>): CatalogQueriesClient {
  let mode: 'idle' | 'worker' | 'inThread' | 'closed' = 'idle';
  let worker: WorkerLike | null = null;
  let inThread: Promise<PreparedQueries> | null = null;
  let nextId = 0;
  const waiting = new Map<number, Asked>();

  const inThreadQueries = () => (inThread ??= fallback());

  function answerInThread({ question, resolve, reject }: Asked): void {
    inThreadQueries()
      .then((queries) => answerQuestion(queries, question))
      .then(resolve, reject);
  }

  function fallBack(): void {
    if (mode !== 'worker' && mode !== 'idle') return;
    mode = 'inThread';
    worker?.terminate();
    worker = null;
    const asked = [...waiting.values()];
    waiting.clear();
    asked.forEach(answerInThread);
  }

  function onReply(reply: CatalogReply): void {
    const asked = waiting.get(reply.id);
    if (asked === undefined) return;
    // A worker that cannot read the catalog answers nothing more: this thread reads it.
    if (reply.type === 'failed') return fallBack();
    waiting.delete(reply.id);
    asked.resolve(reply.answer);
  }

  /** The worker, started on first use; null once questions are answered in this thread. */
  function started(): WorkerLike | null {
    if (mode === 'idle') {
      try {
        worker = spawn();
      } catch {
        fallBack();
        return null;
      }
      mode = 'worker';
      worker.addEventListener('message', (event) => onReply(event.data));
      worker.addEventListener('error', fallBack);
      worker.addEventListener('messageerror', fallBack);
      worker.postMessage({ type: 'open', dbName: db.name });
    }
    return worker;
  }

  function ask<K extends CatalogMethod>(method: K, args: Parameters<CatalogQueries[K]>): Promise<CatalogAnswer<K>> {
    return new Promise<CatalogAnswer<CatalogMethod>>((resolve, reject) => {
      if (mode === 'closed') return resolve(null);
      const asked: Asked = { question: { method, args } as CatalogQuestion, resolve, reject };
      const to = started();
      if (to === null) return answerInThread(asked);
      const id = ++nextId;
      waiting.set(id, asked);
      to.postMessage({ type: 'ask', id, ...asked.question });
    }) as Promise<CatalogAnswer<K>>;
  }

  return {
    search: (...args) => ask('search', args),
    scan: (...args) => ask('scan', args),
    products: (...args) => ask('products', args),
    deals: (...args) => ask('deals', args),
    prepare(gen, kiosk = false) {
      if (mode === 'closed') return;
      const to = started();
      if (to !== null) to.postMessage({ type: 'prepare', gen, kiosk });
      else
        inThreadQueries()
          .then((queries) => queries.prepare(gen, kiosk))
          .catch(() => {}); // the first question reads again and says why
    },
    close() {
      mode = 'closed';
      worker?.terminate();
      worker = null;
      waiting.forEach((asked) => asked.resolve(null));
      waiting.clear();
    },
  };
}

function spawnCatalogWorker(): WorkerLike {
  if (typeof Worker !== 'function') throw new Error('This platform has no module workers.');
  return new Worker(new URL('./entry.ts', import.meta.url), { type: 'module' }) as WorkerLike;
}

/**
 * The catalog questions of the till's database: asked of the catalog worker where the
 * platform has module workers, answered in this thread otherwise (tests, old browsers). The
 * in-thread code loads only when it is needed, so the first load does not carry it.
 */
export function createCatalogQueries(db: PosDb): CatalogQueriesClient {
  return workerCatalogQueries(db, spawnCatalogWorker, () => import('./inThread').then((m) => m.inThreadCatalogQueries(db)));
}
