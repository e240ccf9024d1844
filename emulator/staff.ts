/**
 * Who did what (assumed-contracts 10) on the emulator's side: the checks of the staff fields
 * on sales, refunds and shifts (a shift's `by_cashier` must add up to its totals, exactly, in
 * minor units: 422 otherwise), and the day's per-cashier figures computed from the documents
 * stored (`GET /api/v2/staff-performance?date=YYYY-MM-DD`): the seed's staff performance and
 * profit leakage reports (sales, refund %, discount %, void %, manager overrides per cashier).
 */
import { isRecord, minorUnits, readAmount, type FieldError } from './fields.ts';
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
  const rows = body.by_cashier;
  if (rows === undefined) return;
  if (!Array.isArray(rows)) {
    errors.push({ field: 'by_cashier', message: 'by_cashier must be an array of rows' });
    return;
  }
  let count = 0;
  const sums = new Map<string, number>();
  rows.forEach((row: unknown, i) => {
    const at = `by_cashier[${i}]`;
    if (!isRecord(row)) return void errors.push({ field: at, message: 'a row must be an object' });
    if (row.staff_id !== null && typeof row.staff_id !== 'string') errors.push({ field: `${at}.staff_id`, message: 'staff_id must be a string or null' });
    if (typeof row.name !== 'string') errors.push({ field: `${at}.name`, message: 'name must be a string' });
    if (typeof row.sales_count !== 'number' || !Number.isInteger(row.sales_count) || row.sales_count < 0) {
      errors.push({ field: `${at}.sales_count`, message: 'sales_count must be a whole number' });
    } else count += row.sales_count;
    for (const [field] of ROW_SUMS) {
      const minor = readAmount(row[field], `${at}.${field}`, digits, errors);
      if (minor !== null) sums.set(field, (sums.get(field) ?? 0) + minor);
    }
  });
  if (errors.length > 0) return;
  if (count !== body.sales_count) errors.push({ field: 'by_cashier', message: 'by_cashier sales_count must add up to sales_count' });
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
  refunds_total: number;
  voids_total: number;
  tips_total: number;
  /** Refunds over sales, discounts over sales before discount, voids over sales; percent, 2 decimals. */
  refund_pct: number;
  discount_pct: number;
  void_pct: number;
  /** Documents of this cashier that another person (a manager) approved. */
  manager_overrides: number;
}

const dayOf = (doc: { body: Record<string, unknown>; received_at: string }) =>
  (typeof doc.body.created_at === 'string' ? doc.body.created_at : doc.received_at).slice(0, 10);

const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);

/**
 * The per-cashier figures of `date` (UTC day of each document's `created_at`) from the stored
 * sales and refunds; amounts in currency units, summed in minor units. A void document
 * (`kind: "void"`) counts its `void_total` to its cashier.
 */
export function staffPerformance(invoices: readonly StoredInvoice[], refunds: readonly StoredRefund[], date: string, digits: number): CashierFigures[] {
  const rows = new Map<string, { id: string | null; name: string; sales: number; minor: Record<string, number>; overrides: number }>();
  const rowOf = (body: Record<string, unknown>) => {
    const id = typeof body.cashier_id === 'string' ? body.cashier_id : null;
    const name = typeof body.cashier_name === 'string' ? body.cashier_name : '';
    const key = id ?? `name:${name}`;
    const row = rows.get(key) ?? { id, name, sales: 0, minor: {}, overrides: 0 };
    if (name) row.name = name;
    rows.set(key, row);
    return row;
  };
  const addTo = (row: { minor: Record<string, number> }, field: string, value: unknown) => {
    row.minor[field] = (row.minor[field] ?? 0) + (minorUnits(value ?? 0, digits) ?? 0);
  };
  const overridden = (body: Record<string, unknown>) =>
    isRecord(body.approved_by) && body.approved_by.staff_id !== body.cashier_id ? 1 : 0;
  for (const doc of invoices) {
    if (dayOf(doc) !== date || doc.body.kind === 'refund') continue;
    const row = rowOf(doc.body);
    if (doc.body.kind === 'void') {
      addTo(row, 'voids_total', doc.body.void_total);
    } else {
      row.sales += 1;
      addTo(row, 'sales_total', doc.body.total);
      addTo(row, 'discount_total', doc.body.discount_total);
      addTo(row, 'tips_total', doc.body.tip);
      const voids = Array.isArray(doc.body.voids) ? doc.body.voids : [];
      for (const v of voids) if (isRecord(v)) addTo(row, 'voids_total', v.line_total);
      const lines = Array.isArray(doc.body.lines) ? doc.body.lines : [];
      row.overrides += lines.filter((l) => isRecord(l) && isRecord(l.approved_by) && l.approved_by.staff_id !== doc.body.cashier_id).length;
    }
    row.overrides += overridden(doc.body);
  }
  for (const doc of refunds) {
    if (dayOf(doc) !== date) continue;
    const row = rowOf(doc.body);
    addTo(row, 'refunds_total', doc.body.total);
    row.overrides += overridden(doc.body);
  }
  const unit = 10 ** digits;
  return [...rows.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((r) => {
      const m = (field: string) => r.minor[field] ?? 0;
      return {
        cashier_id: r.id,
        cashier_name: r.name,
        sales_count: r.sales,
        sales_total: m('sales_total') / unit,
        discount_total: m('discount_total') / unit,
        refunds_total: m('refunds_total') / unit,
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
