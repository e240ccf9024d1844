/**
 * The soak's verdict: every sale and every refund whose receipt appeared must reach the server
 * exactly once, under its own idempotency key, carrying the receipt's total (a refund also the
 * `refund_of` of its sale, a resumed parked order its `order_name`), and the server must hold
 * nothing else. Ticket numbers on receipts must count up by one in each series (sales `T`,
 * refunds `R`), since a skipped number is a document stored that no receipt showed. The shift
 * must reach the server once, and the Z report on screen must equal both the summary the
 * server stored and the sums of the sales and refunds it stored for that shift.
 */
import { figuresOfDocuments, figuresOfShift, type ShiftFigures } from '../shiftFigures';
import { formatMinor, numberToMinor, ticketSeq } from './receiptText';

export interface CompletedSale {
  sale: number;
  tab: number;
  ticket: string;
  /** Minor units, as printed on the receipt. */
  total: number;
  /** The name the order was parked under, when it was finished from "Parked orders". */
  orderName?: string;
}

export interface CompletedRefund {
  /** The step after whose sale the refund was made. */
  sale: number;
  ticket: string;
  /** Minor units, "Total refunded" on the refund's receipt. */
  total: number;
  /** The ticket of the sale it refunds. */
  saleTicket: string;
}

/** What the emulator stored (`control.invoices()`), narrowed to what is compared. */
export interface ReceivedInvoice {
  client_order_id: string;
  idempotency_key: string;
  body: Record<string, unknown>;
}

/** `control.refunds()`, narrowed. */
export interface ReceivedRefund extends ReceivedInvoice {
  refund_of: string;
}

/** `control.shifts()`, narrowed. */
export interface ReceivedShift {
  shift_id: string;
  idempotency_key: string;
  body: Record<string, unknown>;
}

/** The refunds and the shift of the run; the shift is checked only when `zReport` is given (null: none was read). */
export interface DayDocuments {
  refunds: readonly CompletedRefund[];
  storedRefunds: readonly ReceivedRefund[];
  shifts: readonly ReceivedShift[];
  zReport?: ShiftFigures | null;
}

export interface Reconciliation {
  invoices: number;
  refunds: number;
  shifts: number;
  duplicates: string[];
  missing: string[];
  mismatched: string[];
  extra: string[];
  keyMismatches: string[];
  ticketBreaks: string[];
  orderNames: string[];
  refundDuplicates: string[];
  refundsMissing: string[];
  refundsMismatched: string[];
  refundsExtra: string[];
  refundOfWrongSale: string[];
  shiftsNotOnce: string[];
  shiftFigures: string[];
}

interface Receipt {
  sale: number;
  ticket: string;
  total: number;
}

/** Receipts whose running numbers do not count up by one, in the order they appeared. */
function ticketBreaks(receipts: readonly Receipt[]): string[] {
  const breaks: string[] = [];
  const seen = new Set<string>();
  let previous: Receipt | null = null;
  for (const r of receipts) {
    if (seen.has(r.ticket)) breaks.push(`sale ${r.sale}: ticket ${r.ticket} printed twice`);
    seen.add(r.ticket);
    const seq = ticketSeq(r.ticket);
    const prev = previous ? ticketSeq(previous.ticket) : null;
    if (seq === null) breaks.push(`sale ${r.sale}: ticket ${r.ticket} has no number`);
    else if (prev !== null && seq !== prev + 1) breaks.push(`sale ${r.sale}: ticket ${r.ticket} follows ${previous?.ticket ?? ''}`);
    previous = r;
  }
  return breaks;
}

interface Matched<R, D> {
  duplicates: string[];
  missing: string[];
  mismatched: string[];
  extra: string[];
  keyMismatches: string[];
  /** Each receipt with the one document stored for it. */
  pairs: [R, D][];
}

/** Pairs each receipt with the documents stored under its ticket: once each, with its total. */
function matchOnce<R extends Receipt, D extends ReceivedInvoice>(receipts: readonly R[], docs: readonly D[], noun: string, digits: number): Matched<R, D> {
  const m: Matched<R, D> = { duplicates: [], missing: [], mismatched: [], extra: [], keyMismatches: [], pairs: [] };
  const money = (minor: number | null) => (minor === null ? 'not a number' : formatMinor(minor, digits));
  const byTicket = new Map(receipts.map((r) => [r.ticket, r]));
  const seenIds = new Set<string>();
  const seenTickets = new Set<string>();
  for (const doc of docs) {
    const ticket = String(doc.body.ticket_no ?? '');
    const id = doc.client_order_id;
    if (doc.idempotency_key !== id) m.keyMismatches.push(`${ticket}: key ${doc.idempotency_key} for order ${id}`);
    if (seenIds.has(id) || seenTickets.has(ticket)) {
      m.duplicates.push(`${ticket} (order ${id})`);
      continue;
    }
    seenIds.add(id);
    seenTickets.add(ticket);
    const total = numberToMinor(doc.body.total, digits);
    const receipt = byTicket.get(ticket);
    if (!receipt) {
      m.extra.push(`${ticket} total ${money(total)} (order ${id})`);
      continue;
    }
    m.pairs.push([receipt, doc]);
    if (total !== receipt.total) m.mismatched.push(`${ticket}: receipt ${money(receipt.total)}, ${noun} ${money(total)}`);
  }
  for (const r of receipts) if (!seenTickets.has(r.ticket)) m.missing.push(`${r.ticket} (sale ${r.sale}, ${money(r.total)})`);
  return m;
}

/** Each figure of the Z report that `other` (named `source`) states differently. */
function figureDiffs(z: ShiftFigures, other: ShiftFigures, source: string, digits: number): string[] {
  const show = (v: number | null, money: boolean) => (v === null ? 'not a number' : money ? formatMinor(v, digits) : String(v));
  return (Object.keys(z) as (keyof ShiftFigures)[])
    .filter((k) => z[k] !== other[k])
    .map((k) => `${k}: Z report ${show(z[k], !k.endsWith('_count'))}, ${source} ${show(other[k], !k.endsWith('_count'))}`);
}

function reconcileShift(
  sales: readonly CompletedSale[],
  invoices: readonly ReceivedInvoice[],
  day: DayDocuments,
  digits: number,
): Pick<Reconciliation, 'shiftsNotOnce' | 'shiftFigures'> {
  const out = { shiftsNotOnce: [] as string[], shiftFigures: [] as string[] };
  if (day.zReport === undefined) return out;
  const [shift, ...more] = day.shifts;
  if (!shift || more.length > 0) out.shiftsNotOnce.push(`the server stored ${day.shifts.length} shifts`);
  for (const s of day.shifts) if (s.idempotency_key !== s.shift_id) out.shiftsNotOnce.push(`key ${s.idempotency_key} for shift ${s.shift_id}`);
  const z = day.zReport;
  if (z === null) {
    out.shiftFigures.push('no Z report was read');
    return out;
  }
  if (z.sales_count !== sales.length) out.shiftFigures.push(`the Z report counts ${z.sales_count} sales, receipts appeared for ${sales.length}`);
  if (z.refunds_count !== day.refunds.length) {
    out.shiftFigures.push(`the Z report counts ${z.refunds_count} refunds, refund receipts appeared for ${day.refunds.length}`);
  }
  if (!shift) return out;
  out.shiftFigures.push(...figureDiffs(z, figuresOfShift(shift.body, digits), 'shift stored', digits));
  const docs = figuresOfDocuments(shift.body, invoices.map((i) => i.body), day.storedRefunds.map((r) => r.body), digits);
  out.shiftFigures.push(...figureDiffs(z, docs, "server's sales and refunds", digits));
  return out;
}

const NO_DAY: DayDocuments = { refunds: [], storedRefunds: [], shifts: [] };

export function reconcile(sales: readonly CompletedSale[], invoices: readonly ReceivedInvoice[], day: DayDocuments = NO_DAY, digits = 3): Reconciliation {
  const sold = matchOnce(sales, invoices, 'invoice', digits);
  const refunded = matchOnce(day.refunds, day.storedRefunds, 'refund', digits);
  const idOfTicket = new Map(invoices.map((i) => [String(i.body.ticket_no ?? ''), i.client_order_id]));
  const orderNames = sold.pairs
    .filter(([sale, inv]) => sale.orderName !== undefined && inv.body.order_name !== sale.orderName)
    .map(([sale, inv]) => `${sale.ticket}: parked as ${sale.orderName ?? ''}, sent as ${String(inv.body.order_name ?? 'no name')}`);
  const refundOfWrongSale = refunded.pairs
    .filter(([refund, doc]) => doc.refund_of !== idOfTicket.get(refund.saleTicket))
    .map(([refund, doc]) => `${refund.ticket}: refund of ${refund.saleTicket} (order ${idOfTicket.get(refund.saleTicket) ?? 'not stored'}), sent for order ${doc.refund_of}`);
  return {
    invoices: invoices.length,
    refunds: day.storedRefunds.length,
    shifts: day.shifts.length,
    duplicates: sold.duplicates,
    missing: sold.missing,
    mismatched: sold.mismatched,
    extra: sold.extra,
    keyMismatches: [...sold.keyMismatches, ...refunded.keyMismatches],
    ticketBreaks: [...ticketBreaks(sales), ...ticketBreaks(day.refunds)],
    orderNames,
    refundDuplicates: refunded.duplicates,
    refundsMissing: refunded.missing,
    refundsMismatched: refunded.mismatched,
    refundsExtra: refunded.extra,
    refundOfWrongSale,
    ...reconcileShift(sales, invoices, day, digits),
  };
}

/** The kinds of wrongness, each a list; an empty list for every kind is a clean run. */
export function problemsOf(r: Reconciliation): Record<string, string[]> {
  return {
    duplicates: r.duplicates,
    missing: r.missing,
    'mismatched totals': r.mismatched,
    extra: r.extra,
    'idempotency key is not the order id': r.keyMismatches,
    'ticket numbers out of sequence': r.ticketBreaks,
    'parked name not on the invoice': r.orderNames,
    'refund duplicates': r.refundDuplicates,
    'refunds missing': r.refundsMissing,
    'mismatched refund totals': r.refundsMismatched,
    'extra refunds': r.refundsExtra,
    'refund of the wrong sale': r.refundOfWrongSale,
    'shift not stored once': r.shiftsNotOnce,
    'Z report differs from the server': r.shiftFigures,
  };
}

export function isClean(r: Reconciliation): boolean {
  return Object.values(problemsOf(r)).every((list) => list.length === 0);
}
