import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { start } from '../kit/emulator';
import { readCatalog } from '../../src/db/catalogReader';
import type { PosDb } from '../../src/db/schema';
import { readSettings, saveConnection } from '../../src/db/settings';
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from '../../src/sync/engine';
import type { FullSyncOutcome } from '../../src/sync/fullSync';
import type { PollOutcome } from '../../src/sync/poll';
import type { FullSyncRequest, FullSyncRun } from '../../src/sync/worker/protocol';
import { inThreadFullSync } from '../../src/sync/worker/inThread';
import { openTestDb } from '../kit/db';
import { makeSyncSuccess } from '../kit/factories';
import { fakeClock } from '../kit/timers';
import { fakeNetwork } from '../kit/network';

/** A full sync whose outcomes the test hands out one by one. */
function scriptedSync() {
  const calls: FullSyncRequest[] = [];
  const waiting: Array<(outcome: FullSyncOutcome) => void> = [];
  const run: FullSyncRun = (request) => {
    calls.push(request);
    return new Promise((resolve) => waiting.push(resolve));
  };
  return {
    run,
    calls,
    async settle(outcome: FullSyncOutcome) {
      await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      waiting.shift()!(outcome);
    },
  };
}

const AT = '2026-11-21T09:00:00.000Z';
const success = (at = AT): FullSyncOutcome => makeSyncSuccess(at);
const failure = (error: Extract<FullSyncOutcome, { ok: false }>['error']): FullSyncOutcome => ({ ok: false, error });

const engines: SyncEngine[] = [];
afterEach(() => {
  for (const e of engines.splice(0)) e.stop();
});

async function setup(options: Partial<SyncEngineOptions> & { online?: boolean; connected?: boolean } = {}) {
  const db = openTestDb();
  if (options.connected !== false) await saveConnection(db, 'https://pos.example.com', 'key-1');
  const sync = scriptedSync();
  const clock = fakeClock();
  const net = fakeNetwork(options.online ?? true);
  const poll = vi.fn(async (): Promise<PollOutcome> => ({ ok: true, wrote: { quotas: 0, soldOut: 0 } }));
  const engine = createSyncEngine({
    db,
    fullSync: sync.run,
    poll,
    network: net.network,
    timers: clock.timers,
    locks: null,
    storage: null,
    ...options,
  });
  engines.push(engine);
  await engine.start();
  return { db, engine, sync, clock, net, poll, status: () => engine.status.getState() };
}

describe('when a full sync runs', () => {
  test('on start when online and connected, and the status says Synced only once it is done', async () => {
    const { sync, status, clock } = await setup();
    await vi.waitFor(() => expect(sync.calls).toHaveLength(1));
    expect(sync.calls[0]).toMatchObject({ serverUrl: 'https://pos.example.com', apiKey: 'key-1' });
    expect(status().kind).toBe('syncing');
    await sync.settle(success());
    await vi.waitFor(() => expect(status()).toEqual({ kind: 'idle', lastSuccessAt: AT }));
    // The next one is due after the sync interval (15 minutes by default).
    expect(clock.delays()).toContain(15 * 60_000);
  });

  test('not before the terminal is connected; then on connect', async () => {
    const { db, sync } = await setup({ connected: false });
    expect(sync.calls).toHaveLength(0);
    await saveConnection(db, 'https://pos.example.com', 'key-1');
    await vi.waitFor(() => expect(sync.calls).toHaveLength(1));
  });

  test('not while offline (status Offline); on regaining the network', async () => {
    const { sync, status, net } = await setup({ online: false });
    expect(status().kind).toBe('offline');
    expect(sync.calls).toHaveLength(0);
    net.set(true);
    await vi.waitFor(() => expect(sync.calls).toHaveLength(1));
    expect(status().kind).toBe('syncing');
  });

  test('every N minutes as set in the settings', async () => {
    const { db, sync, clock } = await setup();
    await sync.settle(success());
    await db.settings.update('terminal', { syncIntervalMinutes: 5 });
    await vi.waitFor(() => expect(clock.delays()).toContain(5 * 60_000));
    clock.fire(5 * 60_000);
    await vi.waitFor(() => expect(sync.calls).toHaveLength(2));
  });

  test('"Sync now" while a sync runs does not start a second one', async () => {
    const { engine, sync } = await setup();
    await vi.waitFor(() => expect(sync.calls).toHaveLength(1));
    void engine.syncNow();
    void engine.syncNow();
    await sync.settle(success());
    await vi.waitFor(() => expect(engine.status.getState().kind).toBe('idle'));
    expect(sync.calls).toHaveLength(1);
    void engine.syncNow();
    await vi.waitFor(() => expect(sync.calls).toHaveLength(2));
  });

  test('only one tab syncs: a tab that finds the lock taken skips its turn', async () => {
    const request = vi.fn(async (_name: string, _options: { ifAvailable: true }, callback: (lock: unknown) => Promise<void>) => callback(null));
    const { sync, status, clock } = await setup({ locks: { request } });
    await vi.waitFor(() => expect(request).toHaveBeenCalledWith('pos-catalog-sync', { ifAvailable: true }, expect.any(Function)));
    expect(sync.calls).toHaveLength(0);
    expect(status().kind).toBe('idle');
    expect(clock.delays()).toContain(15 * 60_000);
  });
});

describe('after a failure', () => {
  test('5 a rejected key stops every retry until the key is changed', async () => {
    const { db, sync, status, clock } = await setup();
    await sync.settle(failure({ kind: 'unauthorized', status: 401, message: 'The server rejected the API key.' }));
    await vi.waitFor(() => expect(status()).toMatchObject({ kind: 'failed', reason: 'unauthorized' }));
    expect(clock.delays()).not.toContain(15 * 60_000);
    expect(clock.delays().filter((ms) => ms !== 60_000)).toEqual([]); // only the poll timer is left
    clock.fire(60_000);
    expect(sync.calls).toHaveLength(1);

    await saveConnection(db, 'https://pos.example.com', 'key-2');
    await vi.waitFor(() => expect(sync.calls).toHaveLength(2));
    expect(sync.calls[1]!.apiKey).toBe('key-2');
  });

  test('other failures retry with growing delays, and a success resets them', async () => {
    const { sync, status, clock } = await setup({ retryDelaysMs: [1_000, 2_000] });
    await sync.settle(failure({ kind: 'server', status: 500, message: 'Server error 500: Database error' }));
    await vi.waitFor(() => expect(status()).toMatchObject({ kind: 'failed', reason: 'server', message: 'Server error 500: Database error' }));
    expect(clock.delays()).toContain(1_000);
    clock.fire(1_000);
    await sync.settle(failure({ kind: 'server', status: 503, message: 'Server error 503.' }));
    await vi.waitFor(() => expect(status()).toMatchObject({ kind: 'failed', reason: 'server', message: 'Server error 503.' }));
    expect(clock.delays()).toContain(2_000);
    clock.fire(2_000);
    await sync.settle(success());
    await vi.waitFor(() => expect(status().kind).toBe('idle'));
    expect(clock.delays()).toContain(15 * 60_000);
    expect(clock.delays()).not.toContain(2_000);
  });

  test.each([
    ['a timeout', { kind: 'timeout', message: 'The server sent nothing for 15 s.' } as const],
    ['a network error', { kind: 'network', message: 'Cannot reach the server at https://pos.example.com.' } as const],
  ])('1 %s while the browser says online shows Offline, not Sync failed, and the server answering again syncs', async (_case, error) => {
    const { sync, status, net, clock } = await setup();
    await sync.settle(failure(error));
    await vi.waitFor(() => expect(status().kind).toBe('offline'));
    expect(net.network.isOnline()).toBe(false);
    // No retry timer of its own: the reachability probe brings it back.
    expect(clock.delays().filter((ms) => ms !== 60_000)).toEqual([]);
    net.set(true);
    await vi.waitFor(() => expect(sync.calls).toHaveLength(2));
    await sync.settle(success());
    await vi.waitFor(() => expect(status()).toEqual({ kind: 'idle', lastSuccessAt: AT }));
  });

  test('1 "Sync now" while offline asks for a probe at once', async () => {
    const { engine, net, sync } = await setup({ online: false });
    await engine.syncNow();
    expect(net.probes()).toBe(1);
    expect(sync.calls).toHaveLength(0);
  });

  test('a network failure while the device is offline shows Offline, not Sync failed', async () => {
    const { sync, status, net } = await setup();
    await vi.waitFor(() => expect(sync.calls).toHaveLength(1));
    net.set(false);
    await sync.settle(failure({ kind: 'network', message: 'Cannot reach the server.' }));
    await vi.waitFor(() => expect(status().kind).toBe('offline'));
  });
  test('"Sync now" right after connecting uses the new key', async () => {
    const { db, engine, sync } = await setup();
    await sync.settle(failure({ kind: 'unauthorized', status: 401, message: 'x' }));
    await saveConnection(db, 'https://pos.example.com', 'key-2');
    void engine.syncNow();
    await vi.waitFor(() => expect(sync.calls).toHaveLength(2));
    expect(sync.calls.map((c) => c.apiKey)).toEqual(['key-1', 'key-2']);
  });

  test('changing the key during a sync stops it and syncs again with the new key', async () => {
    const seen: Array<{ key: string; aborted: () => boolean }> = [];
    const fullSync: FullSyncRun = (request, hooks) =>
      new Promise((resolve) => {
        seen.push({ key: request.apiKey, aborted: () => hooks?.signal?.aborted ?? false });
        hooks?.signal?.addEventListener('abort', () => resolve(failure({ kind: 'cancelled', message: 'stopped' })));
      });
    const { db } = await setup({ fullSync });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await saveConnection(db, 'https://pos.example.com', 'key-2');
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[0]!.aborted()).toBe(true);
    expect(seen[1]!.key).toBe('key-2');
  });
});

describe('the light poll', () => {
  test('runs every 60 s while online and connected', async () => {
    const { sync, clock, poll, status } = await setup();
    await sync.settle(success());
    await vi.waitFor(() => expect(status().kind).toBe('idle'));
    clock.fire(60_000);
    await vi.waitFor(() => expect(poll).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(clock.delays()).toContain(60_000));
  });

  test('1 a poll that cannot reach the server puts the till Offline', async () => {
    const poll = vi.fn(async (): Promise<PollOutcome> => ({ ok: false, error: { kind: 'network', message: 'Cannot reach the server.' } }));
    const { sync, clock, status } = await setup({ poll });
    await sync.settle(success());
    await vi.waitFor(() => expect(status().kind).toBe('idle'));
    clock.fire(60_000);
    await vi.waitFor(() => expect(status().kind).toBe('offline'));
  });

  test('a key rejected by the poll shows Sync failed and stops the polls', async () => {
    const poll = vi.fn(async (): Promise<PollOutcome> => ({ ok: false, error: { kind: 'unauthorized', status: 401, message: 'x' } }));
    const { sync, clock, status } = await setup({ poll });
    await sync.settle(success());
    await vi.waitFor(() => expect(status().kind).toBe('idle'));
    clock.fire(60_000);
    await vi.waitFor(() => expect(status()).toMatchObject({ kind: 'failed', reason: 'unauthorized' }));
    await vi.waitFor(() => expect(clock.delays()).toContain(60_000));
    clock.fire(60_000);
    expect(poll).toHaveBeenCalledTimes(1);
  });
});

describe('persistent storage', () => {
  /** `navigator.storage` that answers `answers` in turn, and an app install the test fires. */
  function browserStorage(...answers: boolean[]) {
    const installed = new Set<() => void>();
    const persist = vi.fn(async () => answers.shift() ?? false);
    return {
      storage: { persist, onInstalled: (listener: () => void) => (installed.add(listener), () => installed.delete(listener)) },
      persist,
      install: () => installed.forEach((listener) => listener()),
    };
  }

  test('a "no" (usual before the app is installed) is asked again at the next start, and the answer kept', async () => {
    const browser = browserStorage(false, true);
    const { db } = await setup({ storage: browser.storage });
    await vi.waitFor(async () => expect((await readSettings(db)).persistedStorage).toBe(false));
    const again = createSyncEngine({ db, fullSync: scriptedSync().run, network: fakeNetwork(false).network, timers: fakeClock().timers, locks: null, storage: browser.storage });
    engines.push(again);
    await again.start();
    await vi.waitFor(async () => expect((await readSettings(db)).persistedStorage).toBe(true));
    expect(browser.persist).toHaveBeenCalledTimes(2);
  });

  test('once granted it is not asked again', async () => {
    const browser = browserStorage(true);
    const { db } = await setup({ storage: browser.storage });
    await vi.waitFor(async () => expect((await readSettings(db)).persistedStorage).toBe(true));
    const again = createSyncEngine({ db, fullSync: scriptedSync().run, network: fakeNetwork(false).network, timers: fakeClock().timers, locks: null, storage: browser.storage });
    engines.push(again);
    await again.start();
    browser.install();
    expect(browser.persist).toHaveBeenCalledTimes(1);
  });

  test('installing the app asks again while the answer is no', async () => {
    const browser = browserStorage(false, true);
    const { db } = await setup({ storage: browser.storage });
    await vi.waitFor(async () => expect((await readSettings(db)).persistedStorage).toBe(false));
    browser.install();
    await vi.waitFor(async () => expect((await readSettings(db)).persistedStorage).toBe(true));
    expect(browser.persist).toHaveBeenCalledTimes(2);
  });
});

test('with the emulator: when the status says Synced the catalog is already readable', async () => {
  const emulator = await start();
  try {
    const db: PosDb = openTestDb();
    await saveConnection(db, emulator.url, 'demo-key');
    const engine = createSyncEngine({
      db,
      fullSync: inThreadFullSync(db),
      network: fakeNetwork(true).network,
      timers: fakeClock().timers,
      locks: null,
      storage: null,
      pageSize: 20,
    });
    engines.push(engine);
    const readAtSynced: Promise<boolean>[] = [];
    engine.status.subscribe((s) => {
      if (s.kind === 'idle' && s.lastSuccessAt) readAtSynced.push(readCatalog(db).then((c) => c !== null && c.products.length > 0));
    });
    await engine.start();
    await vi.waitFor(() => expect(readAtSynced.length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(await Promise.all(readAtSynced)).toEqual(readAtSynced.map(() => true));
  } finally {
    await emulator.close();
  }
});

test('a storage prompt left unanswered does not hold up the first sync', async () => {
  const persist = vi.fn(() => new Promise<boolean>(() => undefined));
  const { sync } = await setup({ storage: { persist, onInstalled: () => () => undefined } });
  await vi.waitFor(() => expect(sync.calls).toHaveLength(1));
});
