import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { expect, test } from 'vitest';
import { LATEST_VERSION, PosDb, SCHEMA_VERSIONS, STORES_V1 } from '../../src/db/schema';
import { readSettings } from '../../src/db/settings';
import { makeProduct } from '../factories';
import { openTestDb } from './openTestDb';

test('versions are declared in increasing order and the newest is the one opened', async () => {
  const versions = SCHEMA_VERSIONS.map((v) => v.version);
  expect(versions).toEqual([...versions].sort((a, b) => a - b));
  const db = openTestDb();
  await db.open();
  expect(db.verno).toBe(LATEST_VERSION);
});

test('a new database gets a terminal id once, the default sync interval and no connection', async () => {
  const factory = new IDBFactory();
  const first = new PosDb({ name: 'pos', indexedDB: factory, IDBKeyRange });
  const settings = await readSettings(first);
  expect(settings).toMatchObject({ serverUrl: null, apiKey: null, syncIntervalMinutes: 15, persistedStorage: null });
  expect(settings.terminalId).toMatch(/^[0-9a-f-]{36}$/);
  first.close();
  const again = new PosDb({ name: 'pos', indexedDB: factory, IDBKeyRange });
  expect((await readSettings(again)).terminalId).toBe(settings.terminalId);
});

test('opens an older version with data and upgrades it', async () => {
  const factory = new IDBFactory();
  const v1 = new Dexie('pos', { indexedDB: factory, IDBKeyRange });
  v1.version(1).stores(STORES_V1);
  await v1.open();
  await v1.table('settings').put({ id: 'terminal', serverUrl: 'https://pos.example.com', apiKey: 'k1', terminalId: 'till-1' });
  await v1.table('syncMeta').put({ id: 'sync', activeGen: 4, lastGen: 4, lastSuccessAt: '2026-11-20T08:00:00.000Z', lastReport: null });
  await v1.table('products').bulkPut([
    { ...makeProduct({ id: 41, category_id: 3 }), gen: 4 },
    { ...makeProduct({ id: 42, category_id: 5 }), gen: 4 },
  ]);
  v1.close();

  const db = new PosDb({ name: 'pos', indexedDB: factory, IDBKeyRange });
  await db.open();
  expect(db.verno).toBe(LATEST_VERSION);
  // The settings row gains the fields version 1 did not have, and keeps its own.
  expect(await db.settings.get('terminal')).toEqual({
    id: 'terminal',
    serverUrl: 'https://pos.example.com',
    apiKey: 'k1',
    terminalId: 'till-1',
    syncIntervalMinutes: 15,
    persistedStorage: null,
    kiosk: { enabled: false, pinHash: null, pinSalt: null, idleSeconds: 90 },
  });
  // The catalog rows survive and the new index answers for them.
  expect((await db.syncMeta.get('sync'))?.activeGen).toBe(4);
  const inCategory3 = await db.products.where('[gen+category_id]').equals([4, 3]).toArray();
  expect(inCategory3.map((p) => p.id)).toEqual([41]);
});
