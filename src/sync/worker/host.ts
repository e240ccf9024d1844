/**
 * The sync worker's message handling, apart from the worker global so it can be driven in
 * tests: opens its own connection to the same database and runs the one full sync it is
 * started for. Progress is posted as it comes; `done` is posted after the switch has committed.
 */
import { PosDb } from '../../db/schema';
import { inThreadFullSync } from './inThread';
import { stoppedOutcome, type WorkerReply, type WorkerRequest } from './protocol';

/** The worker writes only catalog generations: a relaxed write is enough and several times faster. */
const openCatalogDb = (name: string) => new PosDb({ name, durability: 'relaxed' });

export function createWorkerHost(post: (reply: WorkerReply) => void, openDb: (name: string) => PosDb = openCatalogDb) {
  const controller = new AbortController();
  let started = false;

  return function onMessage(message: WorkerRequest): void {
    if (message.type === 'cancel') {
      controller.abort();
      return;
    }
    if (started) return;
    started = true;
    void inThreadFullSync(openDb(message.dbName))(message.request, {
      signal: controller.signal,
      onProgress: (progress) => post({ type: 'progress', progress }),
    })
      .catch(stoppedOutcome)
      .then((outcome) => post({ type: 'done', outcome }));
  };
}
