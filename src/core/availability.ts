/**
 * Whether a product can be sold now, the ONE statement of the rule that the menu (a greyed
 * card), the option picker (a combo slot or add-on left out) and the cart (a refused line)
 * all ask: the sold-out flag (2.2 `is_sold_out`, replaced by the latest sold-out poll when
 * there is one, assumed-contracts 5) and the quota (2.10.11 `remaining_stock`,
 * assumed-contracts 4).
 */
import type { Catalog, Product, Quota } from './catalog';

export interface Availability {
  /** The latest sold-out poll as a set; null = trust each product's `is_sold_out` snapshot. */
  readonly soldOut: ReadonlySet<number> | null;
  /** `remaining_stock` by product id; a product with no entry has no quota. */
  readonly remaining: ReadonlyMap<number, number>;
}

/**
 * 2.10.11: remaining stock by product id. Should a product appear in several quota rows, the
 * LOWEST remainder wins, whatever their order: the safe choice, so the till never sells more
 * than any row allows.
 */
export function remainingStockLookup(quotas: readonly Quota[]): ReadonlyMap<number, number> {
  const remaining = new Map<number, number>();
  for (const q of lowestQuotaRows(quotas)) remaining.set(q.product_id, q.remaining_stock);
  return remaining;
}

/**
 * One quota row per product, by the same rule: of repeated rows the one with the lowest
 * `remaining_stock` (the first of equal ones), in the order the products first appear. What
 * the full sync and the quota poll store.
 */
export function lowestQuotaRows<Q extends Quota>(quotas: readonly Q[]): Q[] {
  const rows = new Map<number, Q>();
  for (const q of quotas) {
    const known = rows.get(q.product_id);
    if (!known || q.remaining_stock < known.remaining_stock) rows.set(q.product_id, q);
  }
  return [...rows.values()];
}

export function availabilityOf(catalog: Pick<Catalog, 'soldOut' | 'quotas'>): Availability {
  return {
    soldOut: catalog.soldOut === null ? null : new Set(catalog.soldOut),
    remaining: remainingStockLookup(catalog.quotas),
  };
}

/** 2.10.11: how many more units of the product may be sold (never below 0); null = no quota (no limit). */
export function remainingStock(availability: Availability, productId: number): number | null {
  const left = availability.remaining.get(productId);
  return left === undefined ? null : Math.max(0, left);
}

/**
 * 2.2 and 2.10.11: sold out when the sold-out poll lists it (or, with no poll, its snapshot
 * `is_sold_out` is 1), or when its quota has nothing left. A negative remainder counts as
 * nothing left.
 */
export function isSoldOut(availability: Availability, product: Pick<Product, 'id' | 'is_sold_out'>): boolean {
  const flagged =
    availability.soldOut === null ? product.is_sold_out === 1 : availability.soldOut.has(product.id);
  return flagged || remainingStock(availability, product.id) === 0;
}
