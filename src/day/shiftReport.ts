/**
 * The X report (a reading while the shift is open) and the Z report (at its close) as one pure
 * function of the shift, its sales and its refunds (assumed-contracts 9). Only the sales and
 * refunds the shift recorded count, each once, so the caller may pass the day's documents;
 * an order to pay at the counter that was never paid is not a sale. Sales are counted gross:
 * refunds have their own count and total, and take from the expected cash what they paid out.
 * Voids (what the kitchen had, taken back) are counted apart: on the shift's sales, and the
 * orders cleared after the kitchen had them, stamped with the shift's id (shiftVoids.ts).
 * Net sales and the VAT they include are counted per VAT rate the sales were made at.
 */
import type { CompletedOrder } from '../checkout/order';
import { isCash, type MethodOf, type PaymentMethod } from '../checkout/tenders';
import { add, sub, ZERO, type CurrencyDigits, type Money } from '../core/money';
import { refundInDigits, saleInDigits } from './shiftDigits';
import { vatIncluded } from '../checkout/vat';
import type { Refund } from './refund';
import type { CashMovement, CashMovementKind, Recount, Shift } from './shift';
import { cashierRows, type CashierRow } from '../staff/byCashier';
import type { OrderVoid } from './orderVoid';
import { shiftVoids } from './shiftVoids';
import type { StaffRef } from '../staff/staff';

/** By method code (assumed-contracts 10): "cash" and "card" always, then each tender used. */
export type MethodTotals = Record<PaymentMethod, Money> & { cash: Money; card: Money };

export interface BrandTotal {
  brand_id: number;
  /** Sales holding a line of the brand. */
  sales_count: number;
  /** What the brand's lines came to. */
  total: Money;
}

export interface ChannelTotal {
  /** Null: sold on no channel. */
  channel_id: number | null;
  sales_count: number;
  total: Money;
}

/** The shift's sales made at one VAT percent (assumed-contracts 11): prices include VAT. */
export interface VatRateTotal {
  /** The percent the sales were made at (`CompletedOrder.vat_percent`); null: sold with no VAT percent (no VAT counted). */
  vat_percent: number | null;
  sales_count: number;
  /** What the sales came to, VAT included. */
  total: Money;
  /** The VAT inside `total`, `total − total / (1 + vat/100)` rounded once for the rate (never summed from rounded sales). */
  vat: Money;
  /** `total − vat`. */
  net: Money;
}

interface ReportFigures {
  shift_id: string;
  cashier_name: string;
  /** assumed-contracts 10; absent when nobody was signed in (and on reports frozen before). */
  opened_by?: StaffRef;
  /**
   * One row per person who made a sale, refund or void in the shift; adds up to the shift's
   * totals. This and the voids are absent on reports frozen before they were kept.
   */
  by_cashier?: CashierRow[];
  /** Each line voided after the kitchen had it, and each order cleared then, once. */
  voids_count?: number;
  voids_total?: Money;
  opened_at: string;
  opening_float: Money;
  cash_movements: readonly CashMovement[];
  sales_count: number;
  sales_total: Money;
  discount_total: Money;
  refunds_count: number;
  refunds_total: Money;
  /** What each method paid of the sales' totals (cash net of change, tips apart); adds up to `sales_total`. */
  totals_by_method: MethodTotals;
  refunds_by_method: MethodTotals;
  /** The name of each added tender in the two tables above, as its payments recorded it; absent on reports frozen before tenders. */
  method_names?: Record<PaymentMethod, string>;
  /** Tips paid with the sales (assumed-contracts 10), not in `sales_total`; absent on reports frozen before tips. */
  tips_total?: Money;
  /** By the brand of each line (a Unify order may hold several), lowest id first. */
  by_brand: BrandTotal[];
  /** No channel first, then by id. */
  by_channel: ChannelTotal[];
  /** Net sales and the VAT included, per rate the sales were made at, no rate first; absent on reports frozen before they were kept. */
  by_vat_rate?: VatRateTotal[];
  /** Cash handed over by customers, to cash and to tenders of kind cash. */
  cash_taken: Money;
  change_given: Money;
  cash_refunds: Money;
  cash_in: Money;
  cash_out: Money;
  /** opening float + cash taken - change given - cash refunds + cash in - cash out. */
  expected_cash: Money;
  /**
   * Tickets of the shift's sales and refunds left out because their amounts cannot be written
   * exactly in the shift's digits (shiftDigits.ts); absent when there are none.
   */
  not_counted?: string[];
  /** Times "Open drawer" opened the drawer with no sale; absent when none. */
  no_sales?: number;
  /** Counts given up after the expected cash was shown: the close's count is a recount. Absent when none. */
  recounts?: readonly Recount[];
}

export type XReport = ReportFigures & { kind: 'X'; closed_at: null; counted_cash: null; over_short: null };
/**
 * `over_short` = counted - expected: below zero when cash is missing. `closed_at` is never
 * before `opened_at`; `device_closed_at` is the device's clock at the close as it read (absent
 * on reports frozen before it was kept).
 */
export type ZReport = ReportFigures & { kind: 'Z'; closed_at: string; device_closed_at?: string; counted_cash: Money; over_short: Money; closed_by?: StaffRef };
export type ShiftReport = XReport | ZReport;

/** The documents whose ids are in `ids`, each once, in the shift's order. */
function recorded<T extends { client_order_id: string }>(ids: readonly string[], docs: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const doc of docs) if (!byId.has(doc.client_order_id)) byId.set(doc.client_order_id, doc);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const sum = (amounts: readonly Money[]): Money => add(...amounts);

/** What each method paid, of the sales (or refunds) only: a payment's tip is counted apart. */
export function byMethod(payments: readonly (MethodOf & { amount: Money; tip?: Money })[]): MethodTotals {
  const totals: MethodTotals = { cash: ZERO, card: ZERO };
  for (const p of payments) totals[p.method] = add(totals[p.method] ?? ZERO, sub(p.amount, p.tip ?? ZERO));
  return totals;
}

function methodNames(payments: readonly MethodOf[]): Record<PaymentMethod, string> {
  const names: Record<PaymentMethod, string> = {};
  for (const p of payments) if (p.method_name) names[p.method] = p.method_name;
  return names;
}

/** What cash (and every tender of kind cash) paid; what lands in the drawer. */
const inDrawer = <P extends MethodOf>(payments: readonly P[]): P[] => payments.filter(isCash);

/** Sales and totals grouped by `key`, sorted by it (null first). */
function grouped<K extends number | null>(entries: readonly { key: K; sale: string; total: Money }[]): { key: K; sales_count: number; total: Money }[] {
  const groups = new Map<K, { sales: Set<string>; totals: Money[] }>();
  for (const { key, sale, total } of entries) {
    const group = groups.get(key) ?? { sales: new Set<string>(), totals: [] };
    group.sales.add(sale);
    group.totals.push(total);
    groups.set(key, group);
  }
  return [...groups]
    .sort(([a], [b]) => (a ?? -Infinity) - (b ?? -Infinity))
    .map(([key, g]) => ({ key, sales_count: g.sales.size, total: sum(g.totals) }));
}

/** The sales grouped by the VAT percent they were made at, each group's VAT rounded once (vat.ts). */
function vatRates(sold: readonly CompletedOrder[]): VatRateTotal[] {
  return grouped(sold.map((s) => ({ key: s.vat_percent ?? null, sale: s.client_order_id, total: s.totals.total }))).map(({ key, sales_count, total }) => {
    const vat = key === null ? ZERO : vatIncluded(total, key);
    return { vat_percent: key, sales_count, total, vat, net: sub(total, vat) };
  });
}

/** Net sales and VAT of the report, over every rate; null on a report frozen before they were kept. */
export function vatSummary(report: ShiftReport): { net: Money; rates: { vat_percent: number; vat: Money }[] } | null {
  if (!report.by_vat_rate) return null;
  return {
    net: sum(report.by_vat_rate.map((r) => r.net)),
    rates: report.by_vat_rate.flatMap((r) => (r.vat_percent === null ? [] : [{ vat_percent: r.vat_percent, vat: r.vat }])),
  };
}

const moved = (shift: Shift, kind: CashMovementKind): Money =>
  sum(shift.cash_movements.filter((m) => m.kind === kind).map((m) => m.amount));

/** Each document in the shift's `digits`; the tickets of those that cannot be go to `left`. */
function inShiftDigits<T extends { ticket_no: string }>(docs: readonly T[], convert: (doc: T) => T | null, left: string[]): T[] {
  return docs.flatMap((doc) => {
    const converted = convert(doc);
    if (converted === null) left.push(doc.ticket_no);
    return converted ?? [];
  });
}

/** The report in the shift's own currency `digits`, fixed when it opened (shiftDigits.ts). */
export function shiftReport(shift: Shift, sales: readonly CompletedOrder[], refunds: readonly Refund[], digits: CurrencyDigits, cleared: readonly OrderVoid[] = []): ShiftReport {
  const left: string[] = [];
  const sold = inShiftDigits(recorded(shift.sale_ids, sales).filter((s) => !s.pay_at_counter), (s) => saleInDigits(s, digits), left);
  const given = inShiftDigits(recorded(shift.refund_ids, refunds), (r) => refundInDigits(r, digits), left);
  const payments = sold.flatMap((s) => s.payments);
  const cashPaid = inDrawer(payments);
  const refunded = given.flatMap((r) => r.payments);
  const refunds_by_method = byMethod(refunded);
  const cash_refunds = sum(inDrawer(refunded).map((p) => p.amount));
  const cash_taken = sum(cashPaid.map((p) => p.tendered));
  const change_given = sum(cashPaid.map((p) => p.change));
  const cash_in = moved(shift, 'in');
  const cash_out = moved(shift, 'out');
  const expected_cash = sub(
    add(shift.opening_float, cash_taken, cash_in),
    add(change_given, cash_refunds, cash_out),
  );
  const ownCleared = [...new Map(cleared.filter((v) => v.shift_id === shift.shift_id).map((v) => [v.client_order_id, v])).values()];
  const voids = shiftVoids(sold, ownCleared, digits, left);
  const by_cashier = cashierRows(sold, given, voids);
  const figures: ReportFigures = {
    shift_id: shift.shift_id,
    cashier_name: shift.cashier_name,
    ...(shift.opened_by ? { opened_by: shift.opened_by } : {}),
    by_cashier,
    voids_count: voids.length,
    voids_total: sum(voids.map((v) => v.total)),
    opened_at: shift.opened_at,
    opening_float: shift.opening_float,
    cash_movements: shift.cash_movements,
    sales_count: sold.length,
    sales_total: sum(sold.map((s) => s.totals.total)),
    discount_total: sum(sold.map((s) => s.totals.discount_total)),
    refunds_count: given.length,
    refunds_total: sum(given.map((r) => r.total)),
    totals_by_method: byMethod(payments),
    refunds_by_method,
    method_names: methodNames([...payments, ...refunded]),
    tips_total: sum(sold.map((s) => s.tip ?? ZERO)),
    by_brand: grouped(sold.flatMap((s) => s.lines.map((l) => ({ key: l.brand_id, sale: s.client_order_id, total: l.total })))).map(
      ({ key, ...rest }) => ({ brand_id: key, ...rest }),
    ),
    by_channel: grouped(sold.map((s) => ({ key: s.channel_id, sale: s.client_order_id, total: s.totals.total }))).map(
      ({ key, ...rest }) => ({ channel_id: key, ...rest }),
    ),
    by_vat_rate: vatRates(sold),
    cash_taken,
    change_given,
    cash_refunds,
    cash_in,
    cash_out,
    expected_cash,
    ...(left.length > 0 ? { not_counted: left } : {}),
    ...(shift.no_sales?.length ? { no_sales: shift.no_sales.length } : {}),
    ...(shift.recounts?.length ? { recounts: shift.recounts } : {}),
  };
  if (shift.closing === null) return { ...figures, kind: 'X', closed_at: null, counted_cash: null, over_short: null };
  const { closed_at, device_closed_at, counted_cash, closed_by } = shift.closing;
  const device = device_closed_at === undefined ? {} : { device_closed_at };
  const by = closed_by ? { closed_by } : {};
  return { ...figures, kind: 'Z', closed_at, ...device, counted_cash, over_short: sub(counted_cash, expected_cash), ...by };
}
