import 'fake-indexeddb/auto';
import { afterEach, expect, test, vi } from 'vitest';
import { saveConnection } from '../../src/db/settings';
import { createSyncEngine, type SyncEngine } from '../../src/sync/engine';
import { createUploader, type Uploader } from '../../src/sync/outbox/uploader';
import { createReachability, type Reachability } from '../../src/sync/platform/network';
import { openTestDb, queue } from '../kit/db';
import { makeSyncSuccess } from '../kit/factories';
import { fakeBrowser } from '../kit/network';
import { fakeClock, until, T0 } from '../kit/timers';
import { invoiceServer } from '../kit/fetch';
import { orderRow } from '../kit/orders';

const running: Array<SyncEngine | Uploader | Reachability> = [];
afterEach(() => {
  for (const r of running.splice(0)) r.stop();
});

const AT = '2026-11-21T09:00:00.000Z';
const synced = makeSyncSuccess(AT);

test('1 one online state: an upload with no answer puts the catalog status in Offline; the answered probe brings back both', async () => {
  const db = openTestDb();
  await saveConnection(db, 'https://pos.example.com', 'key-1');
  const clock = fakeClock(T0);
  const answers = [false, true];
  const probe = vi.fn(async () => answers.shift() ?? true);
  // The browser says online all along (Wi-Fi up, internet down).
  const network = createReachability({ probe, timers: clock.timers, browser: fakeBrowser(true).browser });
  const fullSync = vi.fn(async () => synced);
  const engine = createSyncEngine({ db, network, fullSync, poll: async () => ({ ok: true, wrote: { quotas: 0, soldOut: 0 } }), timers: clock.timers, locks: null, storage: null });
  const server = invoiceServer();
  const uploader = createUploader({ db, network, fetch: server.fetch, timers: clock.timers, now: clock.now, random: () => 0.5, locks: null });
  running.push(engine, uploader, network);
  await engine.start();
  await until(() => expect(engine.status.getState()).toEqual({ kind: 'idle', lastSuccessAt: AT }));

  const sale = orderRow();
  server.next('refuse');
  await queue(db, { order: sale, queuedAt: T0 });
  await uploader.start();
  await until(() => expect(engine.status.getState()).toMatchObject({ kind: 'offline', lastSuccessAt: AT }));
  expect(uploader.status.getState().kind).toBe('waiting-for-network');

  // The probes run on the clock: 5 s (no answer), then 10 s (answered).
  await until(() => expect(clock.delays()).toContain(5_000));
  clock.fire(5_000);
  await until(() => expect(clock.delays()).toContain(10_000));
  clock.fire(10_000);
  await until(async () => expect((await db.orders.get(sale.client_order_id))?.upload).toBe('uploaded'));
  await until(() => expect(fullSync).toHaveBeenCalledTimes(2));
  await until(() => expect(engine.status.getState().kind).toBe('idle'));
  expect(probe).toHaveBeenCalledTimes(2);
});
