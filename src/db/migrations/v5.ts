/**
 * Version 5: products are stored in chunks (`productChunks`), many per record, since
 * IndexedDB's cost is per record. The active generation's products move there; the rows of
 * other generations are leftovers of interrupted syncs and go with the table in version 6.
 */
import type { Transaction } from 'dexie';
import type { Migration } from './migration';
import { v4 } from './v4';

/** Products per chunk when the stored rows are moved. */
export const CHUNK_SIZE = 1000;

type ProductRowV5 = { gen: number } & Record<string, unknown>;

async function upgrade(tx: Transaction): Promise<void> {
  const meta = (await tx.table('syncMeta').get('sync')) as { activeGen?: number | null } | undefined;
  const gen = meta?.activeGen ?? null;
  if (gen === null) return;
  const rows = (await tx.table('products').where(':id').between([gen, -Infinity], [gen, Infinity], true, true).toArray()) as ProductRowV5[];
  const chunks: { gen: number; chunk: number; products: Record<string, unknown>[] }[] = [];
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    const products = rows.slice(start, start + CHUNK_SIZE).map(({ gen: _gen, ...product }) => product);
    chunks.push({ gen, chunk: chunks.length, products });
  }
  await tx.table('productChunks').bulkAdd(chunks);
}

export const v5: Migration = {
  version: 5,
  stores: {
    ...v4.stores,
    productChunks: '[gen+chunk]',
  },
  upgrade,
};
