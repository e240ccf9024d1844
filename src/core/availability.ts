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

/** A manager's "Mark sold out" / "Available again" at the till (assumed-contracts 12). */
export interface AvailabilityChange {
  /** A UUID made for the change: its Idempotency-Key. */
  id: string;
  product_id: number;
  sold_out: boolean;
  /** ISO time the manager made it. */
  marked_at: string;
}

/** What the sold-out rule needs of a stored change: whether, and when, the server took it. */
export type MarkState = AvailabilityChange & {
  upload: 'unpaid' | 'waiting' | 'uploaded' | 'rejected';
  uploaded_at: string | null;
};

/**
 * assumed-contracts 12: whether a till's mark still speaks for its product over the sold-out
 * list polled at `listSentAt`. It does while the server has not answered it, and once
 * answered until a list asked for after the answer arrives: from then on the poll is the
 * truth. A refused mark never speaks.
 */
export function markInForce(mark: MarkState, listSentAt: string | null): boolean {
  if (mark.upload === 'waiting') return true;
  if (mark.upload !== 'uploaded') return false;
  return listSentAt === null || mark.uploaded_at === null || mark.uploaded_at >= listSentAt;
}

/**
 * The sold-out list with the till's marks in force laid over it, the latest mark of a product
 * winning: the list every reader of sold-out takes, so a mark shows at once on every tab.
 */
export function soldOutAfterMarks(list: readonly number[], marks: readonly MarkState[], listSentAt: string | null): number[] {
  const latest = new Map<number, MarkState>();
  for (const mark of marks) {
    if (!markInForce(mark, listSentAt)) continue;
    const known = latest.get(mark.product_id);
    if (!known || mark.marked_at >= known.marked_at) latest.set(mark.product_id, mark);
  }
  if (latest.size === 0) return [...list];
  const out = list.filter((id) => latest.get(id)?.sold_out !== false);
  const listed = new Set(out);
  for (const [id, mark] of latest) if (mark.sold_out && !listed.has(id)) out.push(id);
  return out;
}
