/**
 * The stock and discount facts the cart reducer checks, as three lookups. The reducer takes
 * them as an argument, so it never reads the catalog itself and tests can state the facts
 * directly.
 */
import type { Catalog, Product } from '../core/catalog';

export interface CartRules {
  /** Units left under the product's quota (assumed-contracts 4); null = no quota. */
  remainingStock(productId: number): number | null;
  /** Sold out now: not to be added, nor its quantity raised (2.2, 2.10.11). */
  isSoldOut(productId: number): boolean;
  /** Maximum manual discount percent on a line of the product; 0 = none allowed (2.2). */
  discountCap(productId: number): number;
}

/**
 * The rules of one catalog generation. The latest sold-out poll, when there is one, replaces
 * every `is_sold_out` snapshot (assumed-contracts 5); a quota with `remaining_stock` 0 is
 * sold out as well (2.10.11).
 */
export function cartRulesFrom(catalog: Catalog): CartRules {
  const products = new Map<number, Product>();
  for (const p of catalog.addons) products.set(p.id, p);
  for (const p of catalog.products) products.set(p.id, p);
  const remaining = new Map(catalog.quotas.map((q) => [q.product_id, Math.max(0, q.remaining_stock)]));
  const polled = catalog.soldOut === null ? null : new Set(catalog.soldOut);
  return {
    remainingStock: (id) => remaining.get(id) ?? null,
    isSoldOut: (id) =>
      remaining.get(id) === 0 || (polled !== null ? polled.has(id) : products.get(id)?.is_sold_out === 1),
    discountCap: (id) => Math.max(0, products.get(id)?.discount_pct ?? 0),
  };
}
