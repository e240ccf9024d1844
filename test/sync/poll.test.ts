import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { emulatorPerFile } from '../kit/emulator';
import { readCatalog } from '../../src/db/catalogReader';
import { createApiClient } from '../../src/sync/api/client';
import { runFullSync } from '../../src/sync/fullSync';
import { pollAvailability } from '../../src/sync/poll';
import { openTestDb } from '../kit/db';

const emulator = emulatorPerFile({ reset: true });

const api = () => createApiClient({ baseUrl: emulator.url, apiKey: 'demo-key', timeoutMs: 2_000 });

async function synced() {
  const db = openTestDb();
  expect((await runFullSync(db, { api: api(), pageSize: 50 })).ok).toBe(true);
  return db;
}

test('assumed-contracts 4 and 5: the poll replaces quotas and the sold-out list in the active catalog', async () => {
  const db = await synced();
  emulator.control.setSoldOut([41]);
  emulator.control.setQuota([{ product_id: 42, quota: 10, remaining_stock: 0 }]);
  const outcome = await pollAvailability(db, api());
  expect(outcome).toEqual({ ok: true, wrote: { quotas: 1, soldOut: 1 } });
  const catalog = (await readCatalog(db))!;
  expect(catalog.soldOut).toEqual([41]);
  expect(catalog.quotas).toEqual([{ product_id: 42, quota: 10, remaining_stock: 0 }]);
});

test('2.10.11 each stored quota row knows when its poll was sent, so later sales still count against it', async () => {
  const db = await synced();
  emulator.control.setQuota([{ product_id: 74, quota: 10, remaining_stock: 2 }]);
  const times = [new Date('2026-11-21T12:00:00.000Z'), new Date('2026-11-21T12:00:03.000Z')];
  await pollAvailability(db, api(), { now: () => times.shift()! });
  expect((await db.quotas.toArray()).map((q) => [q.product_id, q.polled_at])).toEqual([[74, '2026-11-21T12:00:00.000Z']]);
});

test('2.10.11 repeated quota rows for one product: the lowest remaining_stock is the one kept', async () => {
  const db = await synced();
  emulator.control.setQuota([
    { product_id: 74, quota: 10, remaining_stock: 1 },
    { product_id: 74, quota: 10, remaining_stock: 5 },
  ]);
  await pollAvailability(db, api());
  expect((await readCatalog(db))!.quotas).toEqual([{ product_id: 74, quota: 10, remaining_stock: 1 }]);
});

test('a poll that fails keeps the previous availability and reports the error', async () => {
  const db = await synced();
  const before = (await readCatalog(db))!;
  emulator.control.setFault('soldout', { kind: 'http500' });
  emulator.control.setFault('quota', { kind: 'http500' });
  const outcome = await pollAvailability(db, api());
  expect(outcome).toMatchObject({ ok: false, error: { kind: 'server' } });
  const after = (await readCatalog(db))!;
  expect(after.soldOut).toEqual(before.soldOut);
  expect(after.quotas).toEqual(before.quotas);
});

test('a poll before the first sync writes nothing', async () => {
  const db = openTestDb();
  expect(await pollAvailability(db, api())).toEqual({ ok: true, wrote: { quotas: null, soldOut: null } });
  expect(await db.quotas.count()).toBe(0);
});
