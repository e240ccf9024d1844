/**
 * Refund documents on the invoice route (assumed-contracts 8): the body's own checks, then
 * its checks against the sale it refunds and that sale's earlier refunds. Quantities are whole
 * units (a bill's share of a split line, to 3 decimals) and amounts integer minor units, so
 * "never more than was paid" is compared exactly.
 */
import { checkDocumentStaff } from './staff.ts';
import { checkStaffRef } from './strict.ts';
import { checkBrand, checkMethod, checkOrderFields, isRecord, minorUnits, readAmount, requireText, type FieldError } from './fields.ts';
import type { InvoiceRules } from './invoices.ts';

const isWhole = (v: unknown, min: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min;

function checkLine(line: unknown, at: string, rules: InvoiceRules, errors: FieldError[]): number | null {
  if (!isRecord(line)) {
    errors.push({ field: at, message: 'line must be an object' });
    return null;
  }
  if (typeof line.product_id !== 'number' || !rules.isKnownProduct(line.product_id)) {
    errors.push({ field: `${at}.product_id`, message: `unknown product ${String(line.product_id)}` });
  }
  checkBrand(line.brand_id, `${at}.brand_id`, errors);
  // A weighed line is one piece (quantity 1): it is refunded whole or not at all. A bill's share
  // of a split line (assumed-contracts 10, `0.5`) is refunded by its own part, to 3 decimals.
  if (typeof line.quantity !== 'number' || !(line.quantity > 0) || Math.round(line.quantity * 1000) !== line.quantity * 1000) {
    errors.push({ field: `${at}.quantity`, message: 'quantity must be above 0, with at most 3 decimals' });
  }
  if (!isWhole(line.of_line, 0)) errors.push({ field: `${at}.of_line`, message: 'of_line must be the index of a line of the sale' });
  return readAmount(line.line_total, `${at}.line_total`, rules.currencyDecimals, errors);
}

/** Every reason the refund body cannot be stored, before its sale is looked at; empty when valid. */
export function validateRefund(body: Record<string, unknown>, rules: InvoiceRules): FieldError[] {
  const errors: FieldError[] = [];
  const digits = rules.currencyDecimals;
  for (const field of ['client_order_id', 'refund_of', 'ticket_no', 'created_at']) requireText(body[field], field, errors);
  checkBrand(body.brand_id, 'brand_id', errors);
  checkOrderFields(body, errors);
  checkDocumentStaff(body, errors);
  // assumed-contracts 10: a refund names the manager who approved it.
  checkStaffRef(body.approved_by, 'approved_by', errors, true);
  if (body.reason !== undefined && body.reason !== null && typeof body.reason !== 'string') {
    errors.push({ field: 'reason', message: 'reason must be a string' });
  }

  let lineSum: number | null = 0;
  if (!Array.isArray(body.lines) || body.lines.length === 0) {
    errors.push({ field: 'lines', message: 'lines must be a non-empty array' });
    lineSum = null;
  } else {
    body.lines.forEach((line: unknown, i) => {
      const amount = checkLine(line, `lines[${i}]`, rules, errors);
      lineSum = amount === null || lineSum === null ? null : lineSum + amount;
    });
  }

  const total = readAmount(body.total, 'total', digits, errors);
  if (total !== null && lineSum !== null && total !== lineSum) {
    errors.push({ field: 'total', message: 'total must be the sum of line_total, exactly' });
  }

  if (!Array.isArray(body.payments)) {
    errors.push({ field: 'payments', message: 'payments must be an array' });
    return errors;
  }
  let paid: number | null = 0;
  body.payments.forEach((p: unknown, i) => {
    const at = `payments[${i}]`;
    if (isRecord(p)) checkMethod(p, at, errors);
    else errors.push({ field: `${at}.method`, message: 'a payment must be an object' });
    const amount = readAmount(isRecord(p) ? p.amount : undefined, `${at}.amount`, digits, errors, 1);
    paid = amount === null || paid === null ? null : paid + amount;
  });
  // A refund hands back exactly its total: no change is given on money going back.
  if (total !== null && paid !== null && paid !== total) errors.push({ field: 'payments', message: 'payments must add up to the total, exactly' });
  return errors;
}

const linesOf = (doc: Record<string, unknown>): Record<string, unknown>[] =>
  Array.isArray(doc.lines) ? doc.lines.filter(isRecord) : [];

function decimal(minor: number, digits: number): string {
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const point = text.length - digits;
  return (minor < 0 ? '-' : '') + text.slice(0, point) + (digits > 0 ? `.${text.slice(point)}` : '');
}

/**
 * What a valid refund body would take beyond its sale: a line the sale does not have, another
 * product, or (over every refund of the line, this one included) more units than were sold or
 * more money than the line's `line_total`. Empty when the refund fits.
 */
export function overRefundErrors(
  body: Record<string, unknown>,
  sale: Record<string, unknown>,
  earlier: readonly Record<string, unknown>[],
  digits: number,
): FieldError[] {
  const errors: FieldError[] = [];
  const sold = linesOf(sale);
  const refunded = new Map<number, { quantity: number; amount: number }>();
  const count = (line: Record<string, unknown>) => {
    const k = line.of_line as number;
    const sum = refunded.get(k) ?? { quantity: 0, amount: 0 };
    refunded.set(k, { quantity: Math.round((sum.quantity + (line.quantity as number)) * 1000) / 1000, amount: sum.amount + (minorUnits(line.line_total, digits) ?? 0) });
  };
  for (const refund of earlier) linesOf(refund).forEach(count);

  /** The first line of this refund for each line of the sale it refunds. */
  const firstAt = new Map<number, string>();
  linesOf(body).forEach((line, i) => {
    const at = `lines[${i}]`;
    const k = line.of_line as number;
    const original = sold[k];
    if (original === undefined) {
      errors.push({ field: `${at}.of_line`, message: `the sale has no line ${k}` });
      return;
    }
    if (line.product_id !== original.product_id) {
      errors.push({ field: `${at}.product_id`, message: `line ${k} of the sale is product ${String(original.product_id)}` });
    }
    count(line);
    if (!firstAt.has(k)) firstAt.set(k, at);
  });
  for (const [k, at] of firstAt) {
    const original = sold[k] as Record<string, unknown>;
    const all = refunded.get(k) ?? { quantity: 0, amount: 0 };
    const soldQuantity = typeof original.quantity === 'number' ? original.quantity : 0;
    const paid = minorUnits(original.line_total, digits) ?? 0;
    if (all.quantity > soldQuantity) {
      errors.push({ field: `${at}.quantity`, message: `refunds of line ${k} would total ${all.quantity} of the ${soldQuantity} sold` });
    }
    if (all.amount > paid) {
      errors.push({ field: `${at}.line_total`, message: `refunds of line ${k} would total ${decimal(all.amount, digits)} of the ${decimal(paid, digits)} paid` });
    }
  }
  return errors;
}

/** Whether `body` asks to be read as a refund (assumed-contracts 8). */
export const isRefundBody = (body: unknown): body is Record<string, unknown> => isRecord(body) && body.kind === 'refund';
