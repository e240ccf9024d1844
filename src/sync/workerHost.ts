/**
 * The sync worker's message handling, apart from the worker global so it can be driven in
 * tests: opens its own connection to the same database and runs the full sync there.
 * Progress is posted as it comes; `done` is posted after the switch has committed.
 */
import { PosDb } from '../db/schema';
import { inThreadFullSync } from './inThread';
import type { WorkerReply, WorkerRequest } from './workerProtocol';

/** The worker writes only catalog generations: a relaxed write is enough and several times faster. */
const openCatalogDb = (name: string) => new PosDb({ name, durability: 'relaxed' });

export function createWorkerHost(post: (reply: WorkerReply) => void, openDb: (name: string) => PosDb = openCatalogDb) {
  const running = new Map<number, AbortController>();
  const dbs = new Map<string, PosDb>();

  return function onMessage(message: WorkerRequest): void {
    if (message.type === 'cancel') {
      running.get(message.id)?.abort();
      return;
    }
    const { id, dbName, request } = message;
    let db = dbs.get(dbName);
    if (!db) {
      db = openDb(dbName);
      dbs.set(dbName, db);
    }
    const controller = new AbortController();
    running.set(id, controller);
    void inThreadFullSync(db)(request, {
      signal: controller.signal,
      onProgress: (progress) => post({ type: 'progress', id, progress }),
    })
      .catch((cause: unknown) => ({
        ok: false as const,
        error: { kind: 'storage' as const, message: `The sync stopped: ${cause instanceof Error ? cause.message : String(cause)}` },
      }))
      .then((outcome) => {
        running.delete(id);
        post({ type: 'done', id, outcome });
      });
  };
}
