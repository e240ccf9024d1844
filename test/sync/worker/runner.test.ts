import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { emulatorPerFile } from '../../kit/emulator';
import { readCatalog } from '../../../src/db/catalogReader';
import type { FullSyncOutcome, SyncProgress } from '../../../src/sync/fullSync';
import { workerFullSync, type WorkerLike } from '../../../src/sync/worker/runner';
import { createWorkerHost } from '../../../src/sync/worker/host';
import type { FullSyncRun, WorkerReply, WorkerRequest } from '../../../src/sync/worker/protocol';
import { connectTo } from '../../kit/db';

const emulator = emulatorPerFile({ reset: true });

let dbCount = 0;
const openDb = (name: string) => connectTo(indexedDB, name);

/** A stand-in Worker that runs the real worker host in this thread, through structured clones. */
function inProcessWorker(): WorkerLike & { terminated: boolean } {
  const listeners: Array<(event: MessageEvent<WorkerReply>) => void> = [];
  const host = createWorkerHost((reply) => {
    const data = structuredClone(reply);
    queueMicrotask(() => listeners.forEach((l) => l({ data } as MessageEvent<WorkerReply>)));
  }, openDb);
  const worker = {
    terminated: false,
    postMessage: (message: WorkerRequest) => host(structuredClone(message)),
    terminate: () => void (worker.terminated = true),
    addEventListener: (type: string, listener: (event: never) => void) => {
      if (type === 'message') listeners.push(listener as (event: MessageEvent<WorkerReply>) => void);
    },
  };
  return worker;
}

const neverCalled: FullSyncRun = async () => {
  throw new Error('the fallback must not run');
};

test('a sync run in the worker writes the catalog the main thread reads, with progress on the way', async () => {
  const db = openDb(`pos-runner-${++dbCount}`);
  let worker: ReturnType<typeof inProcessWorker> | null = null;
  const run = workerFullSync(db, () => (worker = inProcessWorker()), neverCalled);
  const progress: SyncProgress[] = [];
  const outcome = await run({ serverUrl: emulator.url, apiKey: 'demo-key', pageSize: 20 }, { onProgress: (p) => progress.push(p) });
  expect(outcome.ok).toBe(true);
  expect(progress.at(-1)!.done).toBe(progress.at(-1)!.total);
  expect((await readCatalog(db))?.products.length).toBe(progress.at(-1)!.total);
  expect(worker!.terminated).toBe(true);
});

test('stopping a sync in the worker cancels it and keeps the previous catalog', async () => {
  const db = openDb(`pos-runner-${++dbCount}`);
  const run = workerFullSync(db, inProcessWorker, neverCalled);
  const stop = new AbortController();
  emulator.control.setFault('products', { kind: 'latency', ms: 200 });
  const pending: Promise<FullSyncOutcome> = run({ serverUrl: emulator.url, apiKey: 'demo-key', pageSize: 20 }, { signal: stop.signal, onProgress: () => stop.abort() });
  const outcome = await pending;
  expect(outcome).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  expect(await readCatalog(db)).toBeNull();
});

test('a worker that cannot start falls back to a sync in this thread', async () => {
  const db = openDb(`pos-runner-${++dbCount}`);
  const fallback: FullSyncRun = async () => ({ ok: false, error: { kind: 'network', message: 'fallback ran' } });
  const run = workerFullSync(db, () => {
    throw new Error('no module workers');
  }, fallback);
  expect(await run({ serverUrl: emulator.url, apiKey: 'demo-key' })).toEqual({ ok: false, error: { kind: 'network', message: 'fallback ran' } });
});
