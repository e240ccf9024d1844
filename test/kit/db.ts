/**
 * Databases for tests, on in-memory IndexedDB, and rows written into them the way the app
 * writes them.
 *
 * Test files that use Dexie import 'fake-indexeddb/auto' first: Dexie reads the global
 * IndexedDB when it loads, and without one its live queries never emit.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { Product } from '../../src/core/catalog';
import { PosDb, type OrderRow, type OutboxRow } from '../../src/db/schema';

let counter = 0;

/** A fresh database per test on its own in-memory IndexedDB, so tests never share rows. */
export function openTestDb(factory: IDBFactory = new IDBFactory()): PosDb {
  counter += 1;
  return new PosDb({ name: `pos-test-${counter}`, indexedDB: factory, IDBKeyRange });
}

/**
 * A new connection to the database `name` of `factory`: called again, it is a second tab, a
 * reload or a worker of the same terminal, reading what the others stored.
 */
export function connectTo(factory: globalThis.IDBFactory, name = 'pos'): PosDb {
  return new PosDb({ name, indexedDB: factory, IDBKeyRange });
}

/** Stores `products` as generation `gen`'s next chunk, as a sync stores a served page. */
export async function addProductChunk(db: PosDb, gen: number, products: readonly Product[]): Promise<void> {
  const chunk = await db.productChunks.where(':id').between([gen, -Infinity], [gen, Infinity]).count();
  await db.productChunks.add({ gen, chunk, products: [...products] });
}

/** Every product of every generation, as [generation, product id] pairs in key order. */
export async function storedProducts(db: PosDb): Promise<[gen: number, id: number][]> {
  return (await db.productChunks.toArray()).flatMap((c) => c.products.map((p): [number, number] => [c.gen, p.id]));
}

/** Writes the orders and their outbox entries as a completed sale does, queued at `queuedAt`. */
export async function queue(db: PosDb, ...sales: Array<{ order: OrderRow; queuedAt: number; entry?: Partial<OutboxRow> }>): Promise<void> {
  await db.transaction('rw', [db.orders, db.outbox], async () => {
    for (const { order, queuedAt, entry } of sales) {
      await db.orders.add(order);
      await db.outbox.add({ client_order_id: order.client_order_id, queued_at: queuedAt, attempts: 0, next_attempt_at: 0, last_error: null, ...entry });
    }
  });
}
