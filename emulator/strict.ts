/**
 * The contract checks every document on the invoice route passes (assumed-contracts 6, 8, 10),
 * so a client that breaks one finds out in its own tests, not on the real service:
 * - a sale is of the session's branch, with `created_at` and `location_id`;
 * - a refund or a void document names its approver, `approved_by` `{staff_id, name}`;
 * - `discount_by` and `approved_by` on a line are `{staff_id: string, name: string}`;
 * - a line priced in full (one that carries `unit_price`) costs what it says: `line_total` is
 *   `quantity` x (its unit price, or `weight` x the price per kg, plus its options, add-ons and
 *   combo children per unit), less `discount_pct`, within the currency's rounding (`lineTotalError`).
 * A line's `brand_id` 0 is refused by each document's own checks (fields.ts `checkBrand`).
 */
import { isNumber, isRecord, minorUnits, nonEmptyString, type FieldError } from './fields.ts';

/** `{staff_id, name}`, both text, the staff id not empty. */
export const isStaffRef = (v: unknown): boolean => isRecord(v) && nonEmptyString(v.staff_id) && typeof v.name === 'string';

/** Refuses a staff reference that is sent but is not `{staff_id, name}`; `required` refuses a missing one too. */
export function checkStaffRef(value: unknown, at: string, errors: FieldError[], required = false): void {
  if (value === undefined || value === null) {
    if (required) errors.push({ field: at, message: `${at} is required: {staff_id, name} of the person who approved it` });
    return;
  }
  if (!isStaffRef(value)) errors.push({ field: at, message: `${at} must be {staff_id: string, name: string}` });
}

/** assumed-contracts 6: a sale names when and where it was made, and the branch is the session's. */
export function checkSaleBranch(body: Record<string, unknown>, locationId: number, errors: FieldError[]): void {
  if (!nonEmptyString(body.created_at) || Number.isNaN(Date.parse(body.created_at))) {
    errors.push({ field: 'created_at', message: 'created_at must be the ISO 8601 time of the sale' });
  }
  if (body.location_id === undefined || body.location_id === null) errors.push({ field: 'location_id', message: 'location_id is required' });
  else if (body.location_id !== locationId) {
    errors.push({ field: 'location_id', message: `location_id ${String(body.location_id)} is not this session's branch (${locationId})` });
  }
}

const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isRecord) : []);

/** Minor units of `Σ quantity x unit_price` over `items`; null when one is not a number. */
function extras(items: readonly Record<string, unknown>[], digits: number): number | null {
  let sum = 0;
  for (const item of items) {
    const price = minorUnits(item.unit_price, digits);
    if (price === null || !isNumber(item.quantity)) return null;
    sum += price * item.quantity;
  }
  return sum;
}

/**
 * How far a line's `line_total` is from what its own prices make, in minor units beyond the
 * rounding the client may do; 0 when it agrees, null when the line is not priced in full
 * (no `unit_price`: a refund's line) or a price is not a number. The client rounds a weighing
 * (weight x price per kg) and a discount once each, half a minor unit; a part of a line (a
 * bill's share, or the voided part of a line) is the difference of two such roundings, and a
 * share's quantity is not whole. So each rounded step allows one minor unit, and a weighing
 * also half a gram's worth, as the weight is sent in whole grams.
 */
export function lineTotalError(line: Record<string, unknown>, digits: number): number | null {
  if (line.unit_price === undefined) return null;
  const unit = minorUnits(line.unit_price, digits);
  const total = minorUnits(line.line_total, digits);
  const quantity = line.quantity;
  const weight = line.weight === undefined ? null : line.weight;
  const pct = line.discount_pct === undefined || line.discount_pct === null ? 0 : line.discount_pct;
  if (unit === null || total === null || !isNumber(quantity) || !isNumber(pct) || (weight !== null && !isNumber(weight))) return null;
  const options = extras(list(line.modifiers), digits);
  const addons = extras(list(line.addons), digits);
  let children: number | null = 0;
  for (const child of list(line.combo_children)) {
    const price = minorUnits(child.unit_price, digits);
    const childOptions = extras(list(child.modifiers), digits);
    if (children === null || price === null || childOptions === null || !isNumber(child.quantity)) children = null;
    else children += (price + childOptions) * child.quantity;
  }
  if (options === null || addons === null || children === null) return null;
  const base = weight === null ? unit : weight * unit;
  const expected = quantity * (base + options + addons + children) * (1 - pct / 100);
  const steps = (pct !== 0 ? 1 : 0) + (weight !== null ? 1 : 0) + (Number.isInteger(quantity) ? 0 : 1);
  const grams = weight === null ? 0 : 0.0005 * Math.abs(unit) * Math.abs(quantity);
  const off = Math.abs(total - expected) - steps - grams;
  // Float noise of the products above is far below a minor unit.
  return off > 1e-6 ? off : 0;
}

/** Refuses each line of `lines` whose `line_total` is not what its prices make (`lineTotalError`). */
export function checkLineTotals(lines: unknown, digits: number, errors: FieldError[]): void {
  if (!Array.isArray(lines)) return;
  lines.forEach((line: unknown, i) => {
    if (!isRecord(line)) return;
    const at = `lines[${i}]`;
    checkStaffRef(line.discount_by, `${at}.discount_by`, errors);
    checkStaffRef(line.approved_by, `${at}.approved_by`, errors);
    const off = lineTotalError(line, digits);
    if (off !== null && off > 0) {
      errors.push({
        field: `${at}.line_total`,
        message: `line_total ${String(line.line_total)} is not quantity x (unit price, options, add-ons, combo children) less the discount`,
      });
    }
  });
}
