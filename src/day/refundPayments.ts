/**
 * How a refund's money goes back, where assumed-contracts 8 leaves it open: the way it came,
 * card first. The refund goes to the sale's cards up to what they paid and earlier refunds have
 * not already given back to them; only the rest is paid out in cash, up to what was paid in
 * cash. A card refund is traced to the card that paid and leaves the drawer's cash alone, so
 * cash never leaves the till for money that came in by card.
 */
import type { CompletedOrder } from '../checkout/order';
import type { PaymentMethod } from '../checkout/payment';
import { add, sub, ZERO, type Money } from '../core/money';
import type { PastRefund, RefundPayment } from './refunds';

/** Card first, then cash. */
const ORDER: readonly PaymentMethod[] = ['card', 'cash'];

const paidBy = (payments: readonly { method: PaymentMethod; amount: Money }[], method: PaymentMethod): Money =>
  add(...payments.filter((p) => p.method === method).map((p) => p.amount));

/**
 * The payments of a refund of `total`: one per method with something to give back, card then
 * cash, adding up to `total` exactly. What no method has left (only when earlier refunds gave
 * back more than the sale took) is paid in cash.
 */
export function refundPayments(sale: Pick<CompletedOrder, 'payments'>, refunds: readonly PastRefund[], total: Money): RefundPayment[] {
  const given = refunds.flatMap((r) => r.payments);
  const payments: RefundPayment[] = [];
  let due = total;
  for (const method of ORDER) {
    const left = sub(paidBy(sale.payments, method), paidBy(given, method));
    const amount = method === 'cash' ? due : left < due ? left : due;
    if (amount > 0) payments.push({ method, amount });
    due = sub(due, amount > 0 ? amount : ZERO);
  }
  return payments;
}
