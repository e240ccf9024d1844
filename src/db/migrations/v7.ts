/**
 * Version 7: a product's `category_id` (one id or null) becomes `category_ids`, a list, since
 * the service sends a csv when a product is in several categories (2.6). Every stored
 * generation and the add-ons are rewritten, so the till still starts offline on its catalog.
 */
import type { Transaction } from 'dexie';
import type { Migration } from './migration';
import { v6 } from './v6';

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

async function upgrade(tx: Transaction): Promise<void> {
  await tx
    .table('productChunks')
    .toCollection()
    .modify((chunk: { products: ProductBeforeV7[] }) => {
      for (const product of chunk.products) liftCategoryIds(product);
    });
  await tx.table('addons').toCollection().modify(liftCategoryIds);
}

export const v7: Migration = {
  version: 7,
  stores: v6.stores,
  upgrade,
};
