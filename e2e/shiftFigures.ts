/**
 * A shift's figures (assumed-contracts 9) three ways, to be compared: as the Z report dialog
 * shows them, as the shift summary the server stored states them, and as the sums of the sales
 * and refunds the server stored with that `shift_id`. Money in integer minor units, never floats.
 */
import { minorUnits, numberToMinor } from './soak/receiptText';

export interface ShiftFigures {
  sales_count: number;
  sales_total: number | null;
  refunds_count: number;
  refunds_total: number | null;
  /** totals_by_method: what cash and card paid of the sales (cash net of change, tips left out). */
  cash: number | null;
  card: number | null;
  expected_cash: number | null;
  counted_cash: number | null;
  over_short: number | null;
}

type Body = Record<string, unknown>;

const records = (value: unknown): Body[] =>
  Array.isArray(value) ? value.filter((v): v is Body => typeof v === 'object' && v !== null) : [];

/** The sum of `amounts` in minor units; null when any of them is not a number. */
function total(amounts: readonly unknown[], digits: number): number | null {
  let sum = 0;
  for (const amount of amounts) {
    const minor = numberToMinor(amount, digits);
    if (minor === null) return null;
    sum += minor;
  }
  return sum;
}

/**
 * What each method paid of the sales themselves, tips left out (assumed-contracts 10: the
 * payments cover `total + tip`; the tip rides on the tenders that pay past the total, in the
 * order recorded). Null when an amount is not a number.
 */
function paidOfTotals(sales: readonly Body[], digits: number): Map<string, number> | null {
  const byMethod = new Map<string, number>();
  for (const sale of sales) {
    let left = numberToMinor(sale.total, digits);
    if (left === null) return null;
    for (const p of records(sale.payments)) {
      const amount = numberToMinor(p.amount, digits);
      if (amount === null) return null;
      const share = Math.min(amount, left);
      left -= share;
      byMethod.set(String(p.method), (byMethod.get(String(p.method)) ?? 0) + share);
    }
  }
  return byMethod;
}

const plus = (...terms: (number | null)[]): number | null => (terms.some((t) => t === null) ? null : terms.reduce<number>((a, t) => a + (t ?? 0), 0));

/** What the stored shift summary says of itself. */
export function figuresOfShift(shift: Body, digits = 3): ShiftFigures {
  const byMethod = (shift.totals_by_method ?? {}) as Body;
  const money = (value: unknown) => numberToMinor(value, digits);
  return {
    sales_count: Number(shift.sales_count),
    sales_total: money(shift.sales_total),
    refunds_count: Number(shift.refunds_count),
    refunds_total: money(shift.refunds_total),
    cash: money(byMethod.cash ?? 0),
    card: money(byMethod.card ?? 0),
    expected_cash: money(shift.expected_cash),
    counted_cash: money(shift.counted_cash),
    over_short: money(shift.over_short),
  };
}

/**
 * The figures as the sales and refunds the server received for the shift add up (each document
 * counted once by its `client_order_id`): expected cash = opening float + cash taken − change
 * given − cash refunds + cash in − cash out, the float, the movements and the count being the
 * shift's own.
 */
export function figuresOfDocuments(shift: Body, sales: readonly Body[], refunds: readonly Body[], digits = 3): ShiftFigures {
  const mine = (docs: readonly Body[]) => {
    const byId = new Map<unknown, Body>();
    for (const doc of docs) if (doc.shift_id === shift.shift_id && !byId.has(doc.client_order_id)) byId.set(doc.client_order_id, doc);
    return [...byId.values()];
  };
  const sold = mine(sales);
  const given = mine(refunds);
  const paid = sold.flatMap((s) => records(s.payments));
  const cashPaid = paid.filter((p) => p.method === 'cash');
  const amountsBy = (payments: Body[], method: string) => payments.filter((p) => p.method === method).map((p) => p.amount);
  const moved = (kind: string) => total(records(shift.cash_movements).filter((m) => m.kind === kind).map((m) => m.amount), digits);
  const cashTaken = total(cashPaid.map((p) => p.tendered ?? p.amount), digits);
  const changeGiven = total(cashPaid.map((p) => p.change ?? 0), digits);
  const cashRefunds = total(amountsBy(given.flatMap((r) => records(r.payments)), 'cash'), digits);
  const out = moved('out');
  const expected = plus(numberToMinor(shift.opening_float, digits), cashTaken, changeGiven === null ? null : -changeGiven, cashRefunds === null ? null : -cashRefunds, moved('in'), out === null ? null : -out);
  const counted = numberToMinor(shift.counted_cash, digits);
  const byMethod = paidOfTotals(sold, digits);
  return {
    sales_count: sold.length,
    sales_total: total(sold.map((s) => s.total), digits),
    refunds_count: given.length,
    refunds_total: total(given.map((r) => r.total), digits),
    cash: byMethod && (byMethod.get('cash') ?? 0),
    card: byMethod && (byMethod.get('card') ?? 0),
    expected_cash: expected,
    counted_cash: counted,
    over_short: counted === null || expected === null ? null : counted - expected,
  };
}

/** "Over/short" reads "-0.250 short", "0.100 over" or "0.000". */
const money = (text: string | undefined, digits: number) => (text === undefined ? null : minorUnits(text, digits));

/** The figures of a Z report dialog's text (its rows read "Sales (5)" then "6.650"). */
export function figuresOfReport(text: string, digits = 3): ShiftFigures {
  const amount = String.raw`(-?[\d,]+(?:\.\d+)?)`;
  const row = (label: string) => new RegExp(String.raw`(?:^|\n)\s*${label}\s+${amount}`).exec(text);
  const counted = (label: string) => new RegExp(String.raw`(?:^|\n)\s*${label} \((\d+)\)\s+${amount}`).exec(text);
  const sales = counted('Sales');
  const refunds = counted('Refunds');
  return {
    sales_count: Number(sales?.[1] ?? Number.NaN),
    sales_total: money(sales?.[2], digits),
    refunds_count: Number(refunds?.[1] ?? Number.NaN),
    refunds_total: money(refunds?.[2], digits),
    cash: money(row('Cash')?.[1], digits),
    card: money(row('Card')?.[1], digits),
    expected_cash: money(row('Expected cash')?.[1], digits),
    counted_cash: money(row('Counted cash')?.[1], digits),
    over_short: money(row('Over/short')?.[1], digits),
  };
}
