/**
 * Shift upload (assumed-contracts 9): body validation and the store that deduplicates on
 * `Idempotency-Key` (the client sends the `shift_id`). A key seen before answers with the
 * first shift's data and stores nothing. Amounts are read as integer minor units, so
 * `over_short = counted_cash - expected_cash` is checked exactly.
 */
import { isMethodCode, isRecord, isWhole, readAmount, requireText, type FieldError } from './fields.ts';
import type { StoredShift } from './types.ts';
import { checkShiftStaff } from './staff.ts';


function checkTimes(body: Record<string, unknown>, errors: FieldError[]): void {
  const opened = typeof body.opened_at === 'string' ? Date.parse(body.opened_at) : NaN;
  const closed = typeof body.closed_at === 'string' ? Date.parse(body.closed_at) : NaN;
  if (Number.isNaN(opened)) errors.push({ field: 'opened_at', message: 'opened_at must be an ISO 8601 time' });
  if (Number.isNaN(closed)) errors.push({ field: 'closed_at', message: 'closed_at must be an ISO 8601 time' });
  else if (closed < opened) errors.push({ field: 'closed_at', message: 'closed_at must not be before opened_at' });
}

function checkMovements(value: unknown, digits: number, errors: FieldError[]): void {
  if (!Array.isArray(value)) {
    errors.push({ field: 'cash_movements', message: 'cash_movements must be an array' });
    return;
  }
  value.forEach((m: unknown, i) => {
    const at = `cash_movements[${i}]`;
    if (!isRecord(m)) {
      errors.push({ field: at, message: 'a cash movement must be an object' });
      return;
    }
    requireText(m.at, `${at}.at`, errors);
    if (m.kind !== 'in' && m.kind !== 'out') errors.push({ field: `${at}.kind`, message: 'kind must be "in" or "out"' });
    readAmount(m.amount, `${at}.amount`, digits, errors, 1);
    if (typeof m.reason !== 'string') errors.push({ field: `${at}.reason`, message: 'reason must be a string' });
  });
}

function checkMethods(body: Record<string, unknown>, salesTotal: number | null, digits: number, errors: FieldError[]): void {
  const byMethod = body.totals_by_method;
  if (!isRecord(byMethod)) {
    errors.push({ field: 'totals_by_method', message: 'totals_by_method must be an object of amounts by payment method' });
    return;
  }
  let sum: number | null = 0;
  for (const [method, amount] of Object.entries(byMethod)) {
    if (!isMethodCode(method)) errors.push({ field: `totals_by_method.${method}`, message: 'totals_by_method is keyed by method code: "cash", "card" or a tender code' });
    const minor = readAmount(amount, `totals_by_method.${method}`, digits, errors);
    sum = minor === null || sum === null ? null : sum + minor;
  }
  if (sum !== null && salesTotal !== null && sum !== salesTotal) {
    errors.push({ field: 'totals_by_method', message: 'totals_by_method must add up to sales_total, exactly' });
  }
}

/** Every reason the shift body cannot be stored; empty when it is valid. */
export function validateShift(body: unknown, digits: number): FieldError[] {
  if (!isRecord(body)) return [{ field: 'body', message: 'body must be a JSON object' }];
  const errors: FieldError[] = [];
  for (const field of ['shift_id', 'terminal_id', 'cashier_name']) requireText(body[field], field, errors);
  if (!Number.isInteger(body.location_id)) errors.push({ field: 'location_id', message: 'location_id must be a whole number' });
  checkTimes(body, errors);
  readAmount(body.opening_float, 'opening_float', digits, errors);
  checkMovements(body.cash_movements, digits, errors);

  const expected = readAmount(body.expected_cash, 'expected_cash', digits, errors, null);
  const counted = readAmount(body.counted_cash, 'counted_cash', digits, errors);
  const overShort = readAmount(body.over_short, 'over_short', digits, errors, null);
  if (expected !== null && counted !== null && overShort !== null && overShort !== counted - expected) {
    errors.push({ field: 'over_short', message: 'over_short must be counted_cash - expected_cash, exactly' });
  }

  for (const field of ['sales_count', 'refunds_count']) {
    if (!isWhole(body[field])) errors.push({ field, message: `${field} must be a whole number, 0 or more` });
  }
  const salesTotal = readAmount(body.sales_total, 'sales_total', digits, errors);
  readAmount(body.refunds_total, 'refunds_total', digits, errors);
  readAmount(body.discount_total, 'discount_total', digits, errors);
  checkMethods(body, salesTotal, digits, errors);
  checkShiftStaff(body, digits, errors);
  // assumed-contracts 10: absent on shifts of tills before tips; 0 or more when sent.
  if (body.tips_total !== undefined) readAmount(body.tips_total, 'tips_total', digits, errors);
  return errors;
}

export interface ShiftStore {
  byKey(key: string): StoredShift | undefined;
  add(key: string, body: Record<string, unknown>, receivedAt: string): StoredShift;
  list(): StoredShift[];
  clear(): void;
}

export function createShiftStore(): ShiftStore {
  const byKey = new Map<string, StoredShift>();
  return {
    byKey: (key) => byKey.get(key),
    add(key, body, receivedAt) {
      const shift: StoredShift = { shift_id: String(body.shift_id), idempotency_key: key, body, received_at: receivedAt };
      byKey.set(key, shift);
      return shift;
    },
    list: () => [...byKey.values()].map((s) => structuredClone(s)),
    clear: () => byKey.clear(),
  };
}
