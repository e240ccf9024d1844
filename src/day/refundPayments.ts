/**
 * How a refund's money goes back, where assumed-contracts 8 leaves it open: the way it came,
 * card and the other tenders first. The refund goes to the sale's card and other tenders (in
 * the order the sale used them) up to what they paid of the sale and earlier refunds have not
 * already given back to them, then to its tenders of kind cash the same way, and only the rest
 * is paid out in cash. A card refund is traced to the tender that paid and leaves the drawer's
 * cash alone, so cash never leaves the till for money that came in by card. Tips are not the
 * sale's: what a tender paid of the tip is never given back (assumed-contracts 10).
 */
import type { CompletedOrder } from '../checkout/order';
import type { PaymentMethod } from '../checkout/payment';
import { isCash, type MethodOf } from '../checkout/tenders';
import { add, sub, ZERO, type Money } from '../core/money';
import type { PastRefund, RefundPayment } from './refunds';

type Paid = MethodOf & { amount: Money; tip?: Money };

/** What `method` paid of the sale itself (its tip left out), or gave back. */
const paidBy = (payments: readonly Paid[], method: PaymentMethod): Money =>
  add(...payments.filter((p) => p.method === method).map((p) => sub(p.amount, p.tip ?? ZERO)));

/** The methods a sale was paid by, in the order first used: the tenders its refunds may go back to. */
export function refundTenders(sale: Pick<CompletedOrder, 'payments'>): PaymentMethod[] {
  return [...new Set(sale.payments.filter((p) => sub(p.amount, p.tip ?? ZERO) > 0).map((p) => p.method))];
}

/** What `method` paid of the sale and its refunds have not given back yet. */
export function leftToGiveBack(sale: Pick<CompletedOrder, 'payments'>, refunds: readonly PastRefund[], method: PaymentMethod): Money {
  return sub(paidBy(sale.payments, method), paidBy(refunds.flatMap((r) => r.payments), method));
}

/**
 * A refund payment to `method` carries the name and kind the sale's payment recorded, and, for a
 * card taken on the terminal, the card payment it goes back to.
 */
function paymentTo(sale: Pick<CompletedOrder, 'payments'>, method: PaymentMethod, amount: Money): RefundPayment {
  const paid = sale.payments.find((p) => p.method === method && p.payment_id) ?? sale.payments.find((p) => p.method === method);
  return {
    method,
    ...(paid?.method_name ? { method_name: paid.method_name } : {}),
    ...(paid?.kind ? { kind: paid.kind } : {}),
    amount,
    ...(paid?.payment_id ? { payment_id: paid.payment_id } : {}),
  };
}

/**
 * The cashier chose the tender the money goes back to, among the sale's payments: all of it
 * there, up to what that tender paid and earlier refunds did not give back (money never goes
 * to a card that did not pay it, nor out of the drawer beyond the cash taken). Null when that
 * tender cannot take it all.
 */
export function refundTo(sale: Pick<CompletedOrder, 'payments'>, refunds: readonly PastRefund[], total: Money, method: PaymentMethod): RefundPayment[] | null {
  if (!refundTenders(sale).includes(method) || total > leftToGiveBack(sale, refunds, method)) return null;
  return total > 0 ? [paymentTo(sale, method, total)] : [];
}

/**
 * The order money goes back in: the sale's card and other tenders as first used, then its
 * tenders of kind cash, then cash, which takes whatever is left.
 */
function giveBackOrder(sale: Pick<CompletedOrder, 'payments'>): PaymentMethod[] {
  const used = refundTenders(sale).filter((m) => m !== 'cash');
  const cashKind = (m: PaymentMethod) => isCash(sale.payments.find((p) => p.method === m) ?? { method: m });
  return [...used.filter((m) => !cashKind(m)), ...used.filter(cashKind), 'cash'];
}

/**
 * The payments of a refund of `total`: one per method with something to give back, in
 * `giveBackOrder`, adding up to `total` exactly. What no method has left (only when earlier
 * refunds gave back more than the sale took) is paid in cash.
 */
export function refundPayments(sale: Pick<CompletedOrder, 'payments'>, refunds: readonly PastRefund[], total: Money): RefundPayment[] {
  const payments: RefundPayment[] = [];
  let due = total;
  for (const method of giveBackOrder(sale)) {
    const left = leftToGiveBack(sale, refunds, method);
    const amount = method === 'cash' ? due : left < due ? left : due;
    if (amount > 0) payments.push(paymentTo(sale, method, amount));
    due = sub(due, amount > 0 ? amount : ZERO);
  }
  return payments;
}
