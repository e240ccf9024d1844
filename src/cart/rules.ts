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
 * `products` replaces the catalog's product rows when the caller holds only some (the products
 * of the order's lines among them), as for `buildPricingIndex`.
 */
export function cartRulesFrom(catalog: Catalog, products?: ReadonlyMap<number, Product>): CartRules {
  const addons = new Map<number, Product>(catalog.addons.map((p) => [p.id, p]));
  const rows = products ?? new Map<number, Product>(catalog.products.map((p) => [p.id, p]));
  const find = (id: number) => rows.get(id) ?? addons.get(id);
  const availability = availabilityOf(catalog);
  return {
    remainingStock: (id) => remainingStock(availability, id),
    isSoldOut: (id) => isSoldOut(availability, find(id) ?? { id, is_sold_out: 0 }),
    discountCap: (id) => Math.max(0, find(id)?.discount_pct ?? 0),
  };
}
