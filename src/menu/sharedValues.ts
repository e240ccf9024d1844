/**
 * Equal values held once across a whole catalog's products: what keeps the catalog worker's
 * copy of 200,000 products small. IndexedDB hands every product back with its own arrays and
 * strings, even where thousands are equal: the empty lists of options, combo slots, channel
 * prices and pre-ticked items most products have, the category ids of the products filed
 * under one category, the category name in `type`. Each product is given the one shared,
 * frozen instance instead: the same values, in about 40 % less memory (95.3 to 55.2 MB for
 * the test kit's 200,000 products in Node: bench/results/2026-11-26-memory.md).
 *
 * The products given are changed in place (they are the worker's own copy, read by nothing
 * else yet); their values are equal before and after. What the worker answers is copied to
 * the screen, so the screen gets arrays of its own; in this thread (the worker's fallback) a
 * shared list is frozen, so a change to it throws instead of changing every product.
 */
import type { Product } from '../core/catalog';

const NONE: readonly never[] = Object.freeze([]);

/** The list fields a product holds, most often empty. */
const LISTS = ['modifiers', 'categories', 'price_levels', 'auto_selected_modifier_items'] as const;

/** Gives equal values of `products` one shared instance each; returns the products given. */
export function shareEqualValues<T extends Product>(products: T[]): T[] {
  const types = new Map<string, string>();
  const categoryIds = new Map<string, number[]>();
  const lists = products as unknown as Record<(typeof LISTS)[number], readonly unknown[]>[];
  for (let i = 0; i < products.length; i++) {
    const product = products[i]!;
    const held = lists[i]!;
    for (const list of LISTS) {
      if (held[list]?.length === 0) held[list] = NONE;
    }
    if (product.type !== null) {
      const type = types.get(product.type);
      if (type === undefined) types.set(product.type, product.type);
      else product.type = type;
    }
    const key = product.category_ids.join(',');
    const ids = categoryIds.get(key);
    if (ids === undefined) categoryIds.set(key, Object.freeze(product.category_ids) as number[]);
    else product.category_ids = ids;
  }
  return products;
}
