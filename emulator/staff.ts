/**
 * Who did what (assumed-contracts 10) on the emulator's side: the checks of the staff fields
 * on sales, refunds and shifts (a shift's `by_cashier` must add up to its totals, exactly, in
 * minor units: 422 otherwise), and the day's per-cashier figures computed from the documents
 * stored (`GET /api/v2/staff-performance?date=YYYY-MM-DD`): the seed's staff performance and
 * profit leakage reports (sales, refund %, discount %, void %, manager overrides per cashier),
 * counted as the till's Z report counts its table per cashier (src/staff/byCashier.ts).
 */
import { isRecord, isWhole, minorUnits, readAmount, type FieldError } from './fields.ts';
import type { StoredInvoice, StoredRefund, StoredShift } from './types.ts';

function checkRef(value: unknown, field: string, errors: FieldError[]): void {
  if (value === undefined || value === null) return;
  if (!isRecord(value) || typeof value.staff_id !== 'string' || value.staff_id === '' || typeof value.name !== 'string') {
    errors.push({ field, message: `${field} must be {staff_id, name}` });
  }
}

/** `cashier_id` (text) and `approved_by` ({staff_id, name}) when sent, on a sale or a refund. */
export function checkDocumentStaff(body: Record<string, unknown>, errors: FieldError[]): void {
  if (body.cashier_id !== undefined && body.cashier_id !== null && (typeof body.cashier_id !== 'string' || body.cashier_id === '')) {
    errors.push({ field: 'cashier_id', message: 'cashier_id must be a staff_id' });
  }
  checkRef(body.approved_by, 'approved_by', errors);
}

const ROW_SUMS = [
  ['sales_total', 'sales_total'],
  ['discount_total', 'discount_total'],
  ['refunds_total', 'refunds_total'],
  ['voids_total', 'voids_total'],
  ['tips_total', 'tips_total'],
] as const;

/** A shift's `opened_by`, `closed_by` and `by_cashier`, whose rows must add up to the shift's totals. */
export function checkShiftStaff(body: Record<string, unknown>, digits: number, errors: FieldError[]): void {
  checkRef(body.opened_by, 'opened_by', errors);
  checkRef(body.closed_by, 'closed_by', errors);
  if (body.voids_count !== undefined && !isWhole(body.voids_count)) errors.push({ field: 'voids_count', message: 'voids_count must be a whole number, 0 or more' });
  const rows = body.by_cashier;
  if (rows === undefined) return;
  if (!Array.isArray(rows)) {
    errors.push({ field: 'by_cashier', message: 'by_cashier must be an array of rows' });
    return;
  }
  let count = 0;
  let voids: number | null = 0;
  const sums = new Map<string, number>();
  rows.forEach((row: unknown, i) => {
    const at = `by_cashier[${i}]`;
    if (!isRecord(row)) return void errors.push({ field: at, message: 'a row must be an object' });
    if (row.staff_id !== null && typeof row.staff_id !== 'string') errors.push({ field: `${at}.staff_id`, message: 'staff_id must be a string or null' });
    if (typeof row.name !== 'string') errors.push({ field: `${at}.name`, message: 'name must be a string' });
    if (!isWhole(row.sales_count)) {
      errors.push({ field: `${at}.sales_count`, message: 'sales_count must be a whole number' });
    } else count += row.sales_count;
    if (row.voids_count === undefined) voids = null;
    else if (!isWhole(row.voids_count)) errors.push({ field: `${at}.voids_count`, message: 'voids_count must be a whole number' });
    else if (voids !== null) voids += row.voids_count;
    for (const [field] of ROW_SUMS) {
      const minor = readAmount(row[field], `${at}.${field}`, digits, errors);
      if (minor !== null) sums.set(field, (sums.get(field) ?? 0) + minor);
    }
  });
  if (errors.length > 0) return;
  if (count !== body.sales_count) errors.push({ field: 'by_cashier', message: 'by_cashier sales_count must add up to sales_count' });
  // Rows that count their voids must count the shift's.
  if (voids !== null && voids !== (body.voids_count ?? 0)) errors.push({ field: 'by_cashier', message: 'by_cashier voids_count must add up to voids_count' });
  for (const [field, total] of ROW_SUMS) {
    const expected = body[total] === undefined ? 0 : minorUnits(body[total], digits);
    if (expected !== null && (sums.get(field) ?? 0) !== expected) {
      errors.push({ field: 'by_cashier', message: `by_cashier ${field} must add up to ${total}, exactly` });
    }
  }
}

export interface CashierFigures {
  cashier_id: string | null;
  cashier_name: string;
  sales_count: number;
  sales_total: number;
  discount_total: number;
  refunds_count: number;
  refunds_total: number;
  /** Lines voided after the kitchen had them, and orders cleared then, each once. */
  voids_count: number;
  voids_total: number;
  tips_total: number;
  /** Refunds over sales, discounts over sales before discount, voids over sales; percent, 2 decimals. */
  refund_pct: number;
  discount_pct: number;
  void_pct: number;
  /** Discounts above the limit, refunds, voids and payments of this cashier that another person (a manager) approved. */
  manager_overrides: number;
}

interface Row {
  id: string | null;
  name: string;
  counts: Record<'sales' | 'refunds' | 'voids', number>;
  minor: Record<string, number>;
  overrides: number;
}

/** Who did something, as a document or a void names them. */
interface Doer {
  id: string | null;
  name: string;
}

const dayOf = (doc: { body: Record<string, unknown>; received_at: string }) =>
  (typeof doc.body.created_at === 'string' ? doc.body.created_at : doc.received_at).slice(0, 10);

const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);

const doerOf = (body: Record<string, unknown>): Doer => ({
  id: typeof body.cashier_id === 'string' ? body.cashier_id : null,
  name: typeof body.cashier_name === 'string' ? body.cashier_name : '',
});

/** An entry of `voids` is by the person it names, else by its document's. */
const voidDoer = (v: Record<string, unknown>, doc: Doer): Doer => (typeof v.cashier_id === 'string' ? doerOf(v) : doc);

/** 1 when `approved_by` names someone other than `doer`. */
const overridden = (approved_by: unknown, doer: Doer) => (isRecord(approved_by) && approved_by.staff_id !== doer.id ? 1 : 0);

const entries = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/**
 * The per-cashier figures of `date` (UTC day of each document's `created_at`) from the stored
 * sales, refunds and void documents; amounts in currency units, summed in minor units. A void
 * counts to who took it back (the entry's `cashier_id`, else its document's): each entry of a
 * sale's `voids`, and of a void document's, and the clearing of a void document (its `lines`).
 */
export function staffPerformance(
  stored: { sales: readonly StoredInvoice[]; refunds: readonly StoredRefund[]; voids: readonly StoredInvoice[] },
  date: string,
  digits: number,
): CashierFigures[] {
  const rows = new Map<string, Row>();
  const rowOf = (who: Doer): Row => {
    const key = who.id ?? `name:${who.name}`;
    const row = rows.get(key) ?? { id: who.id, name: who.name, counts: { sales: 0, refunds: 0, voids: 0 }, minor: {}, overrides: 0 };
    if (who.name) row.name = who.name;
    rows.set(key, row);
    return row;
  };
  const addTo = (row: Row, field: string, value: unknown) => {
    row.minor[field] = (row.minor[field] ?? 0) + (minorUnits(value ?? 0, digits) ?? 0);
  };
  const voided = (who: Doer, total: unknown, approved_by: unknown) => {
    const row = rowOf(who);
    row.counts.voids += 1;
    addTo(row, 'voids_total', total);
    row.overrides += overridden(approved_by, who);
  };
  const ofDay = <T extends { body: Record<string, unknown>; received_at: string }>(docs: readonly T[]) => docs.filter((d) => dayOf(d) === date);
  for (const { body } of ofDay(stored.sales)) {
    const doer = doerOf(body);
    const row = rowOf(doer);
    row.counts.sales += 1;
    addTo(row, 'sales_total', body.total);
    addTo(row, 'discount_total', body.discount_total);
    addTo(row, 'tips_total', body.tip);
    row.overrides += overridden(body.approved_by, doer);
    for (const line of entries(body.lines)) row.overrides += overridden(line.approved_by, doer);
    for (const v of entries(body.voids)) voided(voidDoer(v, doer), v.line_total, v.approved_by);
  }
  for (const { body } of ofDay(stored.refunds)) {
    const doer = doerOf(body);
    const row = rowOf(doer);
    row.counts.refunds += 1;
    addTo(row, 'refunds_total', body.total);
    row.overrides += overridden(body.approved_by, doer);
  }
  for (const { body } of ofDay(stored.voids)) {
    const doer = doerOf(body);
    const earlier = entries(body.voids);
    for (const v of earlier) voided(voidDoer(v, doer), v.line_total, v.approved_by);
    const lines = entries(body.lines);
    if (lines.length > 0) {
      const minor = lines.reduce((sum, l) => sum + (minorUnits(l.line_total ?? 0, digits) ?? 0), 0);
      voided(doer, minor / 10 ** digits, body.approved_by);
    }
  }
  const unit = 10 ** digits;
  return [...rows.values()]
    .sort((a, b) => a.name.localeCompare(b.name) || (a.id ?? '').localeCompare(b.id ?? ''))
    .map((r) => {
      const m = (field: string) => r.minor[field] ?? 0;
      return {
        cashier_id: r.id,
        cashier_name: r.name,
        sales_count: r.counts.sales,
        sales_total: m('sales_total') / unit,
        discount_total: m('discount_total') / unit,
        refunds_count: r.counts.refunds,
        refunds_total: m('refunds_total') / unit,
        voids_count: r.counts.voids,
        voids_total: m('voids_total') / unit,
        tips_total: m('tips_total') / unit,
        refund_pct: pct(m('refunds_total'), m('sales_total')),
        discount_pct: pct(m('discount_total'), m('sales_total') + m('discount_total')),
        void_pct: pct(m('voids_total'), m('sales_total')),
        manager_overrides: r.overrides,
      };
    });
}

/** The shifts stored for `date`, for a caller that compares their `by_cashier` with the figures. */
export function shiftsOf(shifts: readonly StoredShift[], date: string): StoredShift[] {
  return shifts.filter((s) => typeof s.body.closed_at === 'string' && s.body.closed_at.slice(0, 10) === date);
}
