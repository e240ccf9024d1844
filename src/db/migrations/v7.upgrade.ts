/** The data change into version 7 (what changed and why: `v7.ts`), loaded only when it runs. */
import type { Transaction } from 'dexie';

/** A stored product before version 7: one `category_id` or null. */
interface ProductBeforeV7 {
  category_id?: number | null;
  category_ids?: number[];
}

function liftCategoryIds(product: ProductBeforeV7): void {
  if (product.category_ids === undefined) {
    const id = product.category_id;
    product.category_ids = typeof id === 'number' ? [id] : [];
  }
  delete product.category_id;
}

export async function upgrade(tx: Transaction): Promise<void> {
  await tx
    .table('productChunks')
    .toCollection()
    .modify((chunk: { products: ProductBeforeV7[] }) => {
      for (const product of chunk.products) liftCategoryIds(product);
    });
  await tx.table('addons').toCollection().modify(liftCategoryIds);
}
