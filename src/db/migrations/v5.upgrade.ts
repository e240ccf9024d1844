/** The data change into version 5 (what changed and why: `v5.ts`), loaded only when it runs. */
import type { Transaction } from 'dexie';

/** Products per chunk when the stored rows are moved. */
export const CHUNK_SIZE = 1000;

type ProductRowV5 = { gen: number } & Record<string, unknown>;

export async function upgrade(tx: Transaction): Promise<void> {
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
