import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { emulatorPerFile } from '../../kit/emulator';
import { readCatalog } from '../../../src/db/catalogReader';
import type { FullSyncOutcome, SyncProgress } from '../../../src/sync/fullSync';
import { createFullSyncRun, workerFullSync } from '../../../src/sync/worker/runner';
import { createSyncApi } from '../../../src/sync/worker/api';
import type { FullSyncRun } from '../../../src/sync/worker/protocol';
import { connectTo } from '../../kit/db';
import { channelWorker, type ChannelWorker } from '../../kit/worker';

const emulator = emulatorPerFile({ reset: true });

let dbCount = 0;
const openDb = (name: string) => connectTo(indexedDB, name);

/** A stand-in Worker that serves the real sync API, opening its own connection as the worker does. */
function syncWorker(): ChannelWorker {
  const api = createSyncApi(openDb);
  return channelWorker(api, () => void api.cancel());
}

const neverCalled: FullSyncRun = async () => {
  throw new Error('the fallback must not run');
};

test('a sync run in the worker writes the catalog the main thread reads, with progress on the way', async () => {
  const db = openDb(`pos-runner-${++dbCount}`);
  let worker: ChannelWorker | null = null;
  const run = workerFullSync(db, () => (worker = syncWorker()), neverCalled);
  const progress: SyncProgress[] = [];
  const outcome = await run({ serverUrl: emulator.url, apiKey: 'demo-key', pageSize: 20 }, { onProgress: (p) => progress.push(p) });
  expect(outcome.ok).toBe(true);
  expect(progress.at(-1)!.done).toBe(progress.at(-1)!.total);
  expect((await readCatalog(db))?.products.length).toBe(progress.at(-1)!.total);
  expect(worker!.terminated).toBe(true);
});

test('stopping a sync in the worker cancels it and keeps the previous catalog', async () => {
  const db = openDb(`pos-runner-${++dbCount}`);
  const run = workerFullSync(db, syncWorker, neverCalled);
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

test('a worker whose script fails before it says anything falls back to a sync in this thread', async () => {
  const db = openDb(`pos-runner-${++dbCount}`);
  const fallback: FullSyncRun = async () => ({ ok: false, error: { kind: 'network', message: 'fallback ran' } });
  const broken = channelWorker({}); // serves nothing, as a worker whose module failed to load
  const run = workerFullSync(db, () => broken, fallback);
  const outcome = run({ serverUrl: emulator.url, apiKey: 'demo-key' });
  broken.fail();
  expect(await outcome).toEqual({ ok: false, error: { kind: 'network', message: 'fallback ran' } });
  expect(broken.terminated).toBe(true);
});

test('a worker that stops in the middle of a sync ends it with a message, and the previous catalog is kept', async () => {
  const db = openDb(`pos-runner-${++dbCount}`);
  let worker: ChannelWorker | null = null;
  const run = workerFullSync(db, () => (worker = syncWorker()), neverCalled);
  emulator.control.setFault('products', { kind: 'latency', ms: 200 });
  const outcome = await run({ serverUrl: emulator.url, apiKey: 'demo-key', pageSize: 20 }, { onProgress: () => worker!.fail() });
  expect(outcome).toEqual({ ok: false, error: { kind: 'storage', message: 'The sync stopped unexpectedly; the previous catalog is kept.' } });
  expect(await readCatalog(db)).toBeNull();
});

test('the worker and this thread give the same sync: the same outcome, progress and stored catalog', async () => {
  const request = { serverUrl: emulator.url, apiKey: 'demo-key', pageSize: 20 };
  const viaWorker = openDb(`pos-runner-${++dbCount}`);
  const workerProgress: SyncProgress[] = [];
  const workerOutcome = await workerFullSync(viaWorker, syncWorker, neverCalled)(request, { onProgress: (p) => workerProgress.push(p) });
  const inThread = openDb(`pos-runner-${++dbCount}`);
  const threadProgress: SyncProgress[] = [];
  const threadOutcome = await createFullSyncRun(inThread)(request, { onProgress: (p) => threadProgress.push(p) }); // no Worker in this runner

  const withoutTime = (outcome: FullSyncOutcome) =>
    outcome.ok ? { ...outcome, finishedAt: 'at the end', report: { ...outcome.report, startedAt: 'at the start', finishedAt: 'at the end' } } : outcome;
  expect(workerOutcome.ok).toBe(true);
  expect(withoutTime(workerOutcome)).toEqual(withoutTime(threadOutcome));
  expect(workerProgress).toEqual(threadProgress);
  const stored = await readCatalog(viaWorker);
  expect(stored?.products.length).toBeGreaterThan(0);
  expect(stored).toEqual(await readCatalog(inThread));
});
