/**
 * Whether a product can be sold now: the sold-out flag (2.2 `is_sold_out`, replaced by the
 * latest sold-out poll when there is one) and the quota (2.10.11 `remaining_stock`).
 */
import type { Catalog, Product, Quota } from '../core/catalog';

export interface Availability {
  /** The latest sold-out poll as a set; null = trust each product's `is_sold_out` snapshot. */
  readonly soldOut: ReadonlySet<number> | null;
  /** `remaining_stock` by product id; a product with no entry has no quota. */
  readonly remaining: ReadonlyMap<number, number>;
}

/**
 * 2.10.11: remaining stock by product id. Should a product appear in several quota rows, the
 * smallest remainder wins, so the till never sells more than any row allows.
 */
export function remainingStockLookup(quotas: readonly Quota[]): ReadonlyMap<number, number> {
  const remaining = new Map<number, number>();
  for (const q of quotas) {
    const known = remaining.get(q.product_id);
    remaining.set(q.product_id, known === undefined ? q.remaining_stock : Math.min(known, q.remaining_stock));
  }
  return remaining;
}

export function availabilityOf(catalog: Pick<Catalog, 'soldOut' | 'quotas'>): Availability {
  return {
    soldOut: catalog.soldOut === null ? null : new Set(catalog.soldOut),
    remaining: remainingStockLookup(catalog.quotas),
  };
}

/** 2.10.11: how many more units of the product may be sold; null = no quota (no limit). */
export function remainingStock(availability: Availability, productId: number): number | null {
  return availability.remaining.get(productId) ?? null;
}

/**
 * 2.2 and 2.10.11: sold out when the sold-out poll lists it (or, with no poll, its snapshot
 * `is_sold_out` is 1), or when its quota has nothing left. A negative remainder counts as
 * nothing left.
 */
export function isSoldOut(availability: Availability, product: Product): boolean {
  const flagged =
    availability.soldOut === null ? product.is_sold_out === 1 : availability.soldOut.has(product.id);
  if (flagged) return true;
  const left = remainingStock(availability, product.id);
  return left !== null && left <= 0;
}
