import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { expect, test } from 'vitest';
import { LATEST_VERSION, PRODUCT_CHUNK_SIZE, SCHEMA_VERSIONS, STORES_V1, STORES_V3, STORES_V6, STORES_V10 } from '../../src/db/schema';
import { readSettings } from '../../src/db/settings';
import { rejectedShifts, shiftsAtAGlance } from '../../src/db/shifts';
import { makeBrand, makeCategory, makeProduct, makeProductIn } from '../kit/factories';
import { connectTo, openTestDb, storedProducts } from '../kit/db';

/** A product as versions 1 to 6 stored it: one `category_id` or null. */
function storedBeforeV7(id: number, categoryId: number | null) {
  const { category_ids: _ids, ...product } = makeProduct({ id });
  return { ...product, category_id: categoryId };
}

test('versions are declared in increasing order and the newest is the one opened', async () => {
  const versions = SCHEMA_VERSIONS.map((v) => v.version);
  expect(versions).toEqual([...versions].sort((a, b) => a - b));
  const db = openTestDb();
  await db.open();
  expect(db.verno).toBe(LATEST_VERSION);
});

test('a new database gets a terminal id once, the default sync interval and no connection', async () => {
  const factory = new IDBFactory();
  const first = connectTo(factory);
  const settings = await readSettings(first);
  expect(settings).toMatchObject({ serverUrl: null, apiKey: null, syncIntervalMinutes: 15, persistedStorage: null });
  expect(settings.terminalId).toMatch(/^[0-9a-f-]{36}$/);
  first.close();
  const again = connectTo(factory);
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
    { ...storedBeforeV7(41, 3), gen: 4 },
    { ...storedBeforeV7(42, 5), gen: 4 },
  ]);
  v1.close();

  const db = connectTo(factory);
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
  // The active catalog's products survive, moved into chunks.
  expect((await db.syncMeta.get('sync'))?.activeGen).toBe(4);
  expect(await storedProducts(db)).toEqual([[4, 41], [4, 42]]);
});

/** A database at an older `version`, generation 7 active and 8 the last handed out. */
async function olderDb(version: number, stores: Record<string, string | null>) {
  const factory = new IDBFactory();
  const old = new Dexie('pos', { indexedDB: factory, IDBKeyRange });
  old.version(version).stores(stores);
  await old.open();
  await old.table('syncMeta').put({ id: 'sync', activeGen: 7, lastGen: 8, lastSuccessAt: null, lastReport: null });
  return { factory, old };
}

test('version 5 moves the active generation\'s products into chunks and drops the leftovers of other generations', async () => {
  const { factory, old: v4 } = await olderDb(4, STORES_V3);
  const active = Array.from({ length: PRODUCT_CHUNK_SIZE + 2 }, (_, i) => ({ ...makeProduct({ id: i + 1 }), gen: 7 }));
  await v4.table('products').bulkPut([...active, { ...makeProduct({ id: 1 }), gen: 8 }]);
  v4.close();

  const db = connectTo(factory);
  const chunks = await db.productChunks.toArray();
  expect(chunks.map((c) => [c.gen, c.chunk, c.products.length])).toEqual([[7, 0, PRODUCT_CHUNK_SIZE], [7, 1, 2]]);
  expect(chunks.flatMap((c) => c.products.map((p) => p.id))).toEqual(active.map((p) => p.id));
  expect(chunks[0]?.products[0]).not.toHaveProperty('gen');
  expect(db.tables.map((t) => t.name)).not.toContain('products');
});

test('version 7 turns every stored product\'s category_id into a list of ids (2.6 csv), in every generation and in add-ons', async () => {
  const { factory, old: v6 } = await olderDb(6, STORES_V6);
  await v6.table('productChunks').bulkPut([
    { gen: 7, chunk: 0, products: [storedBeforeV7(1, 3), storedBeforeV7(2, null)] },
    { gen: 8, chunk: 0, products: [storedBeforeV7(1, 4)] },
  ]);
  await v6.table('addons').put({ ...storedBeforeV7(77, 6), gen: 7 });
  v6.close();

  const db = connectTo(factory);
  const chunks = await db.productChunks.toArray();
  expect(chunks.map((c) => c.products.map((p) => [p.id, p.category_ids]))).toEqual([[[1, [3]], [2, []]], [[1, [4]]]]);
  expect(chunks[0]?.products[0]).not.toHaveProperty('category_id');
  const addon = await db.addons.get([7, 77]);
  expect(addon?.category_ids).toEqual([6]);
  expect(addon).not.toHaveProperty('category_id');
});

test('version 8 finds the sales acknowledged since a time by the uploaded_at index; sales still waiting are not in it', async () => {
  const factory = new IDBFactory();
  const v6 = new Dexie('pos', { indexedDB: factory, IDBKeyRange });
  v6.version(6).stores(STORES_V6);
  await v6.open();
  await v6.table('orders').bulkPut([
    { client_order_id: 'a', created_at: '2026-11-21T09:00:00.000Z', ticket_seq: 1, upload: 'uploaded', uploaded_at: '2026-11-21T09:01:00.000Z' },
    { client_order_id: 'b', created_at: '2026-11-21T10:00:00.000Z', ticket_seq: 2, upload: 'uploaded', uploaded_at: '2026-11-21T12:01:00.000Z' },
    { client_order_id: 'c', created_at: '2026-11-21T11:00:00.000Z', ticket_seq: 3, upload: 'waiting', uploaded_at: null },
  ]);
  v6.close();

  const db = connectTo(factory);
  await db.open();
  expect(db.verno).toBe(LATEST_VERSION);
  expect(await db.orders.where('uploaded_at').aboveOrEqual('2026-11-21T12:00:00.000Z').primaryKeys()).toEqual(['b']);
  expect(await db.orders.count()).toBe(3);
});

test('version 10 finds a shift the server refused under version 9 by its upload state', async () => {
  const factory = new IDBFactory();
  const v9 = new Dexie('pos', { indexedDB: factory, IDBKeyRange });
  for (const { version, stores } of SCHEMA_VERSIONS.filter((v) => v.version <= 9)) v9.version(version).stores(stores);
  await v9.open();
  await v9.table('shifts').bulkPut([
    { shift_id: 'refused', status: 'closed', opened_at: '2026-11-20T06:00:00.000Z', upload: 'rejected', message: 'Invalid shift' },
    { shift_id: 'sent', status: 'closed', opened_at: '2026-11-21T06:00:00.000Z', upload: 'uploaded', message: null },
    { shift_id: 'today', status: 'open', opened_at: '2026-11-22T06:00:00.000Z', upload: null, message: null },
  ]);
  v9.close();

  const db = connectTo(factory);
  expect((await rejectedShifts(db)).map((s) => s.shift_id)).toEqual(['refused']);
  expect(await shiftsAtAGlance(db)).toEqual({ open: true, rejected: true });
});

test('version 11 derives the views of the active generation from its stored rows, so the till starts offline on the catalog it holds', async () => {
  const { factory, old: v10 } = await olderDb(10, STORES_V10);
  const drinks = makeCategory({ id: 3, name: 'Drinks' });
  const cola = makeProductIn(drinks, { id: 31, category_sort_order: 2 });
  const water = makeProductIn(drinks, { id: 32, category_sort_order: 1 });
  await v10.table('categories').bulkPut([{ ...drinks, gen: 7 }, { ...makeCategory({ id: 4, name: 'Old' }), gen: 8 }]);
  await v10.table('brands').put({ ...makeBrand({ brand_id: 1 }), gen: 7 });
  await v10.table('productChunks').bulkPut([{ gen: 7, chunk: 0, products: [cola, water] }, { gen: 8, chunk: 0, products: [cola] }]);
  v10.close();

  const db = connectTo(factory);
  const heads = await db.catalogHeads.toArray();
  expect(heads.map((h) => [h.gen, h.railCandidates, h.brands.map((b) => b.brand_id)])).toEqual([[7, [3], [1]]]);
  expect(heads[0]?.categories[0]).not.toHaveProperty('gen');
  expect((await db.listings.toArray()).map((l) => [l.gen, l.id, l.products.map((p) => p.id)])).toEqual([[7, 3, [32, 31]]]);
});
