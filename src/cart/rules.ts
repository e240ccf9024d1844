/**
 * The stock and discount facts the cart reducer checks, as three lookups. The reducer takes
 * them as an argument, so it never reads the catalog itself and tests can state the facts
 * directly.
 */
import { availabilityOf, isSoldOut, remainingStock } from '../core/availability';
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
 * The rules of one catalog generation. Sold out and remaining stock are the one rule of
 * `core/availability` (the sold-out poll replaces the snapshot, a quota at 0 is sold out, the
 * lowest of repeated quota rows wins), so the cart refuses exactly what the menu greys out.
 * A product the catalog does not hold has no snapshot flag; its quota still applies.
 */
export function cartRulesFrom(catalog: Catalog): CartRules {
  const products = new Map<number, Product>();
  for (const p of catalog.addons) products.set(p.id, p);
  for (const p of catalog.products) products.set(p.id, p);
  const availability = availabilityOf(catalog);
  return {
    remainingStock: (id) => remainingStock(availability, id),
    isSoldOut: (id) => isSoldOut(availability, products.get(id) ?? { id, is_sold_out: 0 }),
    discountCap: (id) => Math.max(0, products.get(id)?.discount_pct ?? 0),
  };
}
