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

/** The methods a sale was paid by, in the order first used: the tenders its refunds may go back to. */
export function refundTenders(sale: Pick<CompletedOrder, 'payments'>): PaymentMethod[] {
  return [...new Set(sale.payments.filter((p) => p.amount > 0).map((p) => p.method))];
}

/** What `method` paid of the sale and its refunds have not given back yet. */
export function leftToGiveBack(sale: Pick<CompletedOrder, 'payments'>, refunds: readonly PastRefund[], method: PaymentMethod): Money {
  return sub(paidBy(sale.payments, method), paidBy(refunds.flatMap((r) => r.payments), method));
}

/**
 * The cashier chose the tender the money goes back to, among the sale's payments: all of it
 * there, up to what that tender paid and earlier refunds did not give back (money never goes
 * to a card that did not pay it, nor out of the drawer beyond the cash taken). Null when that
 * tender cannot take it all.
 */
export function refundTo(sale: Pick<CompletedOrder, 'payments'>, refunds: readonly PastRefund[], total: Money, method: PaymentMethod): RefundPayment[] | null {
  if (!refundTenders(sale).includes(method) || total > leftToGiveBack(sale, refunds, method)) return null;
  return total > 0 ? [{ method, amount: total }] : [];
}

/**
 * The payments of a refund of `total`: one per method with something to give back, card then
 * cash, adding up to `total` exactly. What no method has left (only when earlier refunds gave
 * back more than the sale took) is paid in cash.
 */
export function refundPayments(sale: Pick<CompletedOrder, 'payments'>, refunds: readonly PastRefund[], total: Money): RefundPayment[] {
  const payments: RefundPayment[] = [];
  let due = total;
  for (const method of ORDER) {
    const left = leftToGiveBack(sale, refunds, method);
    const amount = method === 'cash' ? due : left < due ? left : due;
    if (amount > 0) payments.push({ method, amount });
    due = sub(due, amount > 0 ? amount : ZERO);
  }
  return payments;
}
