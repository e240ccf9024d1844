/**
 * Quotas across orders (2.10.11, assumed-contracts 4): a till offline for an afternoon must not
 * sell past a quota because its last poll is hours old. The polled `remaining_stock` is
 * lowered by every completed sale the poll cannot have counted yet:
 *
 * - a sale not yet acknowledged by the server (waiting to upload, so the server has not seen
 *   it), and
 * - a sale acknowledged at or after the moment the poll was SENT (the server may have answered
 *   the poll before it stored the sale). One acknowledged earlier was stored before the poll
 *   was answered, so the polled remainder already holds it.
 *
 * So a sale counts from the moment it completes until the first poll sent after its upload
 * was acknowledged. A sale the server refused for good (422) is not counted: the server's
 * quota never held it. Pure: the shell reads the rows, the poll times and the sales.
 */
import type { Quota } from '../core/catalog';
import type { PricedLine } from './pricing';
import { usageOf } from './stock';

/** A quota row with the time the poll that fetched it was sent, in ms since the epoch. */
export interface PolledQuota extends Quota {
  polled_at: number;
}

/** Units of one product in one completed sale, and when the server acknowledged the sale (ms); null = not yet. */
export interface SoldUnits {
  product_id: number;
  quantity: number;
  acknowledged_at: number | null;
}

/**
 * The units a completed sale holds per product, counted as the cart counts them (line
 * quantities, combo children and add-ons times the line's quantity, a weighing as one piece).
 */
export function soldUnitsOf(
  lines: readonly Pick<PricedLine, 'product_id' | 'quantity' | 'weight_g' | 'addons' | 'children'>[],
  acknowledgedAt: number | null,
): SoldUnits[] {
  return [...usageOf(lines)].map(([product_id, quantity]) => ({ product_id, quantity, acknowledged_at: acknowledgedAt }));
}

/** Whether a poll sent at `polledAt` cannot have counted the sale yet. */
function notYetCounted(polledAt: number, sale: SoldUnits): boolean {
  return sale.acknowledged_at === null || sale.acknowledged_at >= polledAt;
}

/**
 * The quota rows with `remaining_stock` lowered by the sales their poll has not counted. A
 * remainder may go below zero (sold out, see `core/availability`). Rows keep their order,
 * repeated rows included, so the lowest still wins.
 */
export function quotasAfterSales(quotas: readonly PolledQuota[], sold: readonly SoldUnits[]): Quota[] {
  const byProduct = new Map<number, SoldUnits[]>();
  for (const sale of sold) {
    const list = byProduct.get(sale.product_id);
    if (list) list.push(sale);
    else byProduct.set(sale.product_id, [sale]);
  }
  return quotas.map(({ polled_at: polledAt, ...quota }) => {
    let pending = 0;
    for (const sale of byProduct.get(quota.product_id) ?? []) {
      if (notYetCounted(polledAt, sale)) pending += sale.quantity;
    }
    // A bill of a split order sold a share of a unit (`0.5`): the unit begun is not for sale.
    return pending === 0 ? quota : { ...quota, remaining_stock: Math.floor(quota.remaining_stock - pending + 1e-9) };
  });
}
