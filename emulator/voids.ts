/**
 * Voids (assumed-contracts 10): the `voids` a sale may carry (units taken back after the kitchen
 * had them) and the `kind: "void"` document of an order cleared after it was sent, on the
 * invoices route under its own key. Checked like sales: known products, amounts exact in the
 * currency's digits, a reason; the document's `total` is 0 and its `void_total` the sum of
 * what it voids. `split_of`, on each bill of a split order, is a non-empty text when sent.
 */
import { checkBrand, isRecord, nonEmptyString, readAmount, requireText, type FieldError } from './fields.ts';
import type { InvoiceRules } from './invoices.ts';
import { checkDocumentStaff } from './staff.ts';
import { checkLineTotals, checkStaffRef } from './strict.ts';


/** Checks `body.voids` when sent; returns their sum in minor units. */
export function checkVoids(body: Record<string, unknown>, rules: InvoiceRules, errors: FieldError[]): number {
  const voids = body.voids;
  if (voids === undefined || voids === null) return 0;
  if (!Array.isArray(voids)) {
    errors.push({ field: 'voids', message: 'voids must be an array' });
    return 0;
  }
  let sum = 0;
  voids.forEach((v: unknown, i) => {
    const at = `voids[${i}]`;
    if (!isRecord(v)) return errors.push({ field: at, message: 'a void must be an object' });
    if (typeof v.product_id !== 'number' || !rules.isKnownProduct(v.product_id)) errors.push({ field: `${at}.product_id`, message: `unknown product ${String(v.product_id)}` });
    checkBrand(v.brand_id, `${at}.brand_id`, errors);
    if (typeof v.quantity !== 'number' || !(v.quantity > 0)) errors.push({ field: `${at}.quantity`, message: 'quantity must be above 0' });
    sum += readAmount(v.line_total, `${at}.line_total`, rules.currencyDecimals, errors) ?? 0;
    requireText(v.reason, `${at}.reason`, errors);
    requireText(v.voided_at, `${at}.voided_at`, errors);
    checkStaffRef(v.approved_by, `${at}.approved_by`, errors);
    if (v.cashier_id !== undefined && v.cashier_id !== null && !nonEmptyString(v.cashier_id)) errors.push({ field: `${at}.cashier_id`, message: 'cashier_id must be a staff_id or null' });
  });
  return sum;
}

export function checkSplitOf(body: Record<string, unknown>, errors: FieldError[]): void {
  if (body.split_of !== undefined && body.split_of !== null && !nonEmptyString(body.split_of)) {
    errors.push({ field: 'split_of', message: 'split_of must be a non-empty string' });
  }
}

export const isVoidBody = (body: unknown): body is Record<string, unknown> => isRecord(body) && body.kind === 'void';

/** Every reason the void document cannot be stored; empty when it is valid. */
export function validateVoid(body: Record<string, unknown>, rules: InvoiceRules): FieldError[] {
  const errors: FieldError[] = [];
  requireText(body.client_order_id, 'client_order_id', errors);
  requireText(body.reason, 'reason', errors);
  checkBrand(body.brand_id, 'brand_id', errors);
  checkStaffRef(body.approved_by, 'approved_by', errors, true);
  checkDocumentStaff(body, errors);
  checkLineTotals(body.lines, rules.currencyDecimals, errors);
  checkSplitOf(body, errors);
  const lines = Array.isArray(body.lines) ? body.lines : null;
  if (!lines) errors.push({ field: 'lines', message: 'lines must be an array' });
  let sum = 0;
  (lines ?? []).forEach((line: unknown, i) => {
    const at = `lines[${i}]`;
    if (!isRecord(line)) return errors.push({ field: at, message: 'line must be an object' });
    if (typeof line.product_id !== 'number' || !rules.isKnownProduct(line.product_id)) errors.push({ field: `${at}.product_id`, message: `unknown product ${String(line.product_id)}` });
    if (typeof line.quantity !== 'number' || !(line.quantity > 0)) errors.push({ field: `${at}.quantity`, message: 'quantity must be above 0' });
    checkBrand(line.brand_id, `${at}.brand_id`, errors);
    sum += readAmount(line.line_total, `${at}.line_total`, rules.currencyDecimals, errors) ?? 0;
  });
  sum += checkVoids(body, rules, errors);
  if ((lines?.length ?? 0) === 0 && !(Array.isArray(body.voids) && body.voids.length > 0)) {
    errors.push({ field: 'lines', message: 'a void document voids at least one line' });
  }
  if (body.total !== 0) errors.push({ field: 'total', message: 'total of a void document must be 0' });
  const total = readAmount(body.void_total, 'void_total', rules.currencyDecimals, errors);
  if (total !== null && total !== sum) errors.push({ field: 'void_total', message: `void_total is not the sum of the voided lines (${sum / 10 ** rules.currencyDecimals})` });
  return errors;
}
