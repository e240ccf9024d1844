/**
 * A shift counts money in the currency digits it opened with (assumed-contracts 9): its float,
 * its count and its report. A sale or refund written with other digits (the server changed
 * `currency_decimals` during the shift) is counted converted exactly, or not at all: an amount
 * with more decimals than the shift has cannot be added to it without changing it.
 */
import type { CompletedOrder } from '../checkout/order';
import { ZERO, type CurrencyDigits, type Money } from '../core/money';
import { convertDigits } from '../core/moneyDigits';
import type { Refund } from './refund';

/** Every amount of `values` converted, or null when one of them cannot be. */
function all<T>(values: readonly T[], convert: (value: T) => T | null): T[] | null {
  const out: T[] = [];
  for (const value of values) {
    const converted = convert(value);
    if (converted === null) return null;
    out.push(converted);
  }
  return out;
}

/** The sale's amounts a report counts, in `digits`; the sale itself when they are its own; null when one cannot be converted exactly. */
export function saleInDigits(sale: CompletedOrder, digits: CurrencyDigits): CompletedOrder | null {
  if (sale.digits === digits) return sale;
  const to = (amount: Money) => convertDigits(amount, sale.digits, digits);
  const { subtotal, discount_total, total } = sale.totals;
  const totals = all([subtotal, discount_total, total], to);
  const lines = all(sale.lines, (line) => {
    const lineTotal = to(line.total);
    return lineTotal === null ? null : { ...line, total: lineTotal };
  });
  const payments = all(sale.payments, (p) => {
    const [amount, tendered, change, tip] = all([p.amount, p.tendered, p.change, p.tip ?? ZERO], to) ?? [];
    if (amount === undefined || tendered === undefined || change === undefined || tip === undefined) return null;
    return { ...p, amount, tendered, change, ...(p.tip === undefined ? {} : { tip }) };
  });
  const tip = to(sale.tip ?? ZERO);
  if (!totals || !lines || !payments || tip === null) return null;
  const [sub, discount, sum] = totals as [Money, Money, Money];
  return { ...sale, digits, totals: { subtotal: sub, discount_total: discount, total: sum }, lines, payments, ...(sale.tip === undefined ? {} : { tip }) };
}

/** The refund's amounts a report counts, in `digits`; null when one cannot be converted exactly. */
export function refundInDigits(refund: Refund, digits: CurrencyDigits): Refund | null {
  if (refund.digits === digits) return refund;
  const to = (amount: Money) => convertDigits(amount, refund.digits, digits);
  const total = to(refund.total);
  const lines = all(refund.lines, (line) => {
    const amount = to(line.amount);
    return amount === null ? null : { ...line, amount };
  });
  const payments = all(refund.payments, (p) => {
    const amount = to(p.amount);
    return amount === null ? null : { ...p, amount };
  });
  if (total === null || !lines || !payments) return null;
  return { ...refund, digits, total, lines, payments };
}
