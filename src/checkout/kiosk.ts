/**
 * How a sale ends at a self-order kiosk. Nothing the customer does there counts as payment:
 * - staff confirm with the manager PIN that the whole amount was paid (a card terminal beside
 *   the kiosk), and it is a sale like any other; or
 * - the customer chooses "Pay at the counter": the order is kept with its ticket number and
 *   printed, but it is NOT a sale yet. It is not queued for upload, so the server never
 *   counts it as revenue, until staff mark it paid ("Mark paid" in Orders, with the PIN);
 *   from then on it uploads like any sale.
 * Customers type neither prices nor weights: open-price and weighed items are not offered.
 */
import type { Product } from '../core/catalog';
import { ZERO, type Money } from '../core/money';
import type { PaymentMethod, SettledPayment } from './payment';

/** A kiosk sells what has a fixed price per item: no open price, no weight typed by the customer. */
export function isKioskSellable(product: Pick<Product, 'is_open_price' | 'is_weightage_item'>): boolean {
  return product.is_open_price !== 1 && product.is_weightage_item !== 1;
}

/** What staff confirm: the whole amount, paid at once by `method`, no change. */
export function paidInFull(total: Money, method: PaymentMethod): SettledPayment[] {
  return [{ method, amount: total, tendered: total, change: ZERO }];
}
