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
  /** Counter orders cancelled unpaid: no sale, but their tickets hold their places in the series. */
  cancelled?: readonly CompletedSale[];
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

const bySeq = (a: Receipt, b: Receipt) => (ticketSeq(a.ticket) ?? 0) - (ticketSeq(b.ticket) ?? 0);

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
    ticketBreaks: [...ticketBreaks(day.cancelled?.length ? [...sales, ...day.cancelled].sort(bySeq) : sales), ...ticketBreaks(day.refunds)],
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

/** What one terminal of the field soak holds and printed, read from its own IndexedDB and screen. */
export interface FieldTerminal {
  name: string;
  terminalId: string;
  /** Every sale and refund its IndexedDB holds, in ticket order: what it must deliver; and its counter orders cancelled unpaid. */
  stored: { sales: CompletedSale[]; refunds: CompletedRefund[]; cancelled?: CompletedSale[] };
  /** The receipts it showed (a power cut may have hidden some of the stored ones). */
  printed: { sales: CompletedSale[]; refunds: CompletedRefund[] };
  /** The shifts its IndexedDB holds. */
  shiftIds: string[];
  /** Its Z report as printed ("Shifts", "Print Z report"); null when none could be read. */
  zReport: ShiftFigures | null;
}

/** What the server stored, as the emulator tells it. */
export interface FieldServer {
  invoices: readonly ReceivedInvoice[];
  refunds: readonly ReceivedRefund[];
  shifts: readonly ReceivedShift[];
  /** Units the stored sales took, per product (`control.quotaSold()`). */
  quotaSold: Readonly<Record<number, number>>;
}

export interface FieldVerdict {
  duplicated: string[];
  missing: string[];
  mismatched: string[];
  overQuota: string[];
  shiftsNotOnce: string[];
  zReports: string[];
  /** Everything else that breaks a promise: extra documents, keys, ticket numbers, refund targets. */
  other: string[];
  perTerminal: { name: string; sales: number; refunds: number; invoices: number }[];
}

/** Products whose units sold (as the server counted them) exceed the stock they started with. */
export function overQuota(stock: Readonly<Record<number, number>>, sold: Readonly<Record<number, number>>): string[] {
  return Object.entries(stock)
    .filter(([id, start]) => (sold[Number(id)] ?? 0) > start)
    .map(([id, start]) => `product ${id}: ${sold[Number(id)] ?? 0} sold of ${start}`);
}

/** Receipts shown that the terminal does not hold, or holds with another total. */
function printedNotStored<R extends Receipt>(printed: readonly R[], stored: readonly R[], noun: string): { missing: string[]; mismatched: string[] } {
  const byTicket = new Map(stored.map((r) => [r.ticket, r]));
  const out = { missing: [] as string[], mismatched: [] as string[] };
  for (const p of printed) {
    const s = byTicket.get(p.ticket);
    if (!s) out.missing.push(`${p.ticket}: ${noun} receipt shown, not stored on the terminal`);
    else if (s.total !== p.total) out.mismatched.push(`${p.ticket}: ${noun} receipt ${formatMinor(p.total)}, stored ${formatMinor(s.total)}`);
  }
  return out;
}

const terminalOf = (doc: { body: Record<string, unknown> }) => String(doc.body.terminal_id ?? '');

/**
 * The field soak's verdict over two (or more) terminals: each terminal's stored sales and
 * refunds reach the server once with their totals (and every receipt it showed is among them),
 * its shift is stored once and its Z report equals the server's figures; no quota product sold
 * past its stock; and the server holds nothing no terminal made.
 */
export function reconcileField(terminals: readonly FieldTerminal[], server: FieldServer, stock: Readonly<Record<number, number>>, digits = 3): FieldVerdict {
  const v: FieldVerdict = { duplicated: [], missing: [], mismatched: [], overQuota: overQuota(stock, server.quotaSold), shiftsNotOnce: [], zReports: [], other: [], perTerminal: [] };
  const ids = new Set(terminals.map((t) => t.terminalId));
  for (const t of terminals) {
    const mine = <D extends { body: Record<string, unknown> }>(docs: readonly D[]) => docs.filter((d) => terminalOf(d) === t.terminalId);
    const shiftIds = new Set(t.shiftIds);
    const invoices = mine(server.invoices);
    const r = reconcile(t.stored.sales, invoices, {
      refunds: t.stored.refunds,
      storedRefunds: mine(server.refunds),
      shifts: server.shifts.filter((s) => shiftIds.has(s.shift_id)),
      zReport: t.zReport,
      cancelled: t.stored.cancelled ?? [],
    }, digits);
    const tag = (list: string[]) => list.map((line) => `${t.name}: ${line}`);
    const sales = printedNotStored(t.printed.sales, t.stored.sales, 'sale');
    const refunds = printedNotStored(t.printed.refunds, t.stored.refunds, 'refund');
    v.duplicated.push(...tag([...r.duplicates, ...r.refundDuplicates]));
    v.missing.push(...tag([...r.missing, ...r.refundsMissing, ...sales.missing, ...refunds.missing]));
    v.mismatched.push(...tag([...r.mismatched, ...r.refundsMismatched, ...sales.mismatched, ...refunds.mismatched]));
    v.shiftsNotOnce.push(...tag(r.shiftsNotOnce));
    v.zReports.push(...tag(r.shiftFigures));
    v.other.push(...tag([...r.extra, ...r.refundsExtra, ...r.keyMismatches, ...r.ticketBreaks, ...r.refundOfWrongSale]));
    v.perTerminal.push({ name: t.name, sales: t.stored.sales.length, refunds: t.stored.refunds.length, invoices: invoices.length });
  }
  const stray = [...server.invoices, ...server.refunds].filter((d) => !ids.has(terminalOf(d)));
  v.other.push(...stray.map((d) => `${String(d.body.ticket_no ?? d.client_order_id)} stored from terminal "${terminalOf(d)}", which is neither`));
  const shiftsKnown = new Set(terminals.flatMap((t) => t.shiftIds));
  v.other.push(...server.shifts.filter((s) => !shiftsKnown.has(s.shift_id)).map((s) => `shift ${s.shift_id} stored, held by no terminal`));
  return v;
}

export function fieldPassed(v: FieldVerdict): boolean {
  return [v.duplicated, v.missing, v.mismatched, v.overQuota, v.shiftsNotOnce, v.zReports, v.other].every((list) => list.length === 0);
}

/** The verdict's one line. */
export function fieldLine(v: FieldVerdict): string {
  return [
    `duplicated ${v.duplicated.length}`,
    `missing ${v.missing.length}`,
    `mismatched ${v.mismatched.length}`,
    `sold over quota ${v.overQuota.length}`,
    v.shiftsNotOnce.length === 0 ? 'shifts stored once' : `shifts not stored once ${v.shiftsNotOnce.length}`,
    v.zReports.length === 0 ? "each Z report equal to the server's figures" : `Z report differences ${v.zReports.length}`,
    ...(v.other.length ? [`other problems ${v.other.length}`] : []),
  ].join(', ');
}
