/**
 * Readers shared by the upload routes' validators (invoices, refunds, shifts): field checks
 * that push `{field, message}` errors, and money read as integer minor units from the
 * number's decimal text, so amounts are compared exactly, never as floats.
 */

export interface FieldError {
  field: string;
  message: string;
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const nonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

export function checkBrand(value: unknown, field: string, errors: FieldError[]): void {
  if (value === 0) errors.push({ field, message: 'brand_id must not be 0' });
  else if (!isNumber(value) || !Number.isInteger(value)) errors.push({ field, message: 'brand_id is required' });
}

export function requireText(value: unknown, at: string, errors: FieldError[]): void {
  if (!nonEmptyString(value)) errors.push({ field: at, message: `${at} must be a non-empty string` });
}

/**
 * Integer minor units of a JSON number with at most `digits` decimals (`1.75` with 3 digits is
 * 1750), read from its shortest decimal text, the text the client wrote. Null for anything
 * else: not a finite number, more decimals than the currency has, or an exponent form.
 */
export function minorUnits(value: unknown, digits: number): number | null {
  if (!isNumber(value)) return null;
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(value));
  if (!m) return null;
  const [, sign, whole = '', frac = ''] = m;
  if (frac.length > digits) return null;
  const minor = Number(whole + frac.padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) return null;
  return sign === '-' ? -minor : minor;
}

/**
 * A money value in minor units, pushing an error for `at` when it is not one; `min` 0 refuses
 * a negative amount, 1 refuses zero too, null accepts any sign.
 */
export function readAmount(value: unknown, at: string, digits: number, errors: FieldError[], min: 0 | 1 | null = 0): number | null {
  const minor = minorUnits(value, digits);
  if (minor === null) {
    errors.push({ field: at, message: `${at} must be a number with at most ${digits} decimals` });
    return null;
  }
  if (min !== null && minor < min) {
    errors.push({ field: at, message: min > 0 ? `${at} must be above 0` : `${at} must not be negative` });
    return null;
  }
  return minor;
}

/** Length as a person counts characters: by code point, so an emoji or an Arabic letter is one. */
const length = (text: string): number => [...text].length;

/** Optional text fields of assumed-contracts 7 with their longest length, null when unbounded. */
const ORDER_FIELDS: ReadonlyArray<readonly [string, number | null]> = [
  ['order_name', 60],
  ['order_note', 200],
  ['shift_id', null],
  ['cashier_name', null],
  ['terminal_id', null],
];

/**
 * assumed-contracts 7: the order fields are optional, but when sent they are text within their
 * length (`order_name` 60, `order_note` 200 characters); null counts as not sent.
 */
export function checkOrderFields(body: Record<string, unknown>, errors: FieldError[]): void {
  for (const [field, max] of ORDER_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') errors.push({ field, message: `${field} must be a string` });
    else if (max !== null && length(value) > max) errors.push({ field, message: `${field} must be at most ${max} characters` });
  }
}

/** A method code (assumed-contracts 10): "cash", "card" or an added tender's code. */
export const isMethodCode = (v: unknown): v is string => typeof v === 'string' && /^[a-z0-9][a-z0-9_-]{0,31}$/.test(v);

/**
 * A payment's `method` is "cash", "card" or a tender's code (lowercase letters, digits, `-`,
 * `_`); any other code comes with its `method_name`.
 */
export function checkMethod(payment: Record<string, unknown>, at: string, errors: FieldError[]): void {
  const { method } = payment;
  if (!isMethodCode(method)) {
    errors.push({ field: `${at}.method`, message: 'method must be "cash", "card" or a tender code (lowercase letters, digits, "-", "_")' });
  } else if (method !== 'cash' && method !== 'card' && !nonEmptyString(payment.method_name)) {
    errors.push({ field: `${at}.method_name`, message: `method_name is required with the tender code "${method}"` });
  }
}

/** `guests` (assumed-contracts 10): optional; when sent, a whole number of 1 or more. */
export function checkGuests(body: Record<string, unknown>, errors: FieldError[]): void {
  const { guests } = body;
  if (guests === undefined || guests === null) return;
  if (typeof guests !== 'number' || !Number.isInteger(guests) || guests < 1) errors.push({ field: 'guests', message: 'guests must be a whole number, 1 or more' });
}

/** A count: a whole number, 0 or more. */
export const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
