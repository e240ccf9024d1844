/**
 * The ONE reader of numbers a person types: amounts, quantities, weights, percents, PINs and
 * counts. A cashier types with whatever the keyboard gives: Latin digits, Arabic-Indic
 * (٠١٢٣٤٥٦٧٨٩), Persian (۰۱۲۳۴۵۶۷۸۹), the Arabic decimal separator (٫) and thousands
 * separator (٬). Every one of them reads as the number it says; nothing typed is guessed.
 *
 * - A decimal point is `.`, `,` (the comma many keypads give for it) or `٫`. One at most.
 * - `٬`, the Arabic thousands separator, is unambiguous and is skipped, as are the direction
 *   marks an Arabic keyboard slips into a field.
 * - The result is the text in Latin digits, or a refusal with its reason: never a float.
 */
import { isExact, type CurrencyDigits, type Money } from './money';
import { decimalToMinor } from './moneyDecimal';
import { latinDigits } from './digits';

export { latinDigits } from './digits';

/** A typed decimal in parts: its sign, whole digits and fraction digits (Latin, as typed). */
export interface TypedDecimal {
  negative: boolean;
  whole: string;
  fraction: string;
}

export type TypedDecimalReading = { ok: true; value: TypedDecimal } | { ok: false; reason: 'empty' | 'not-a-number' };

const DECIMAL = /^([+-])?(\d*)(?:[.,](\d*))?$/;

/** Reads a decimal number typed in any of the digits above ("2", "2.5", "2,500", "٢٫٥"). */
export function readTypedDecimal(input: string): TypedDecimalReading {
  const text = latinDigits(input);
  if (text === '') return { ok: false, reason: 'empty' };
  const m = DECIMAL.exec(text);
  if (!m || ((m[2] ?? '') === '' && (m[3] ?? '') === '')) return { ok: false, reason: 'not-a-number' };
  return { ok: true, value: { negative: m[1] === '-', whole: m[2] ?? '', fraction: m[3] ?? '' } };
}

export type TypedWhole =
  | { ok: true; value: number }
  | { ok: false; reason: 'empty' | 'not-a-number' | 'too-large' };

/**
 * A whole number of 0 or more (a quantity, a count of coins, a percent, seconds): digits
 * only, in any of the digits above; `maxDigits` longer is refused as too large.
 */
export function readTypedWhole(input: string, maxDigits = 15): TypedWhole {
  const text = latinDigits(input);
  if (text === '') return { ok: false, reason: 'empty' };
  if (!/^\d+$/.test(text)) return { ok: false, reason: 'not-a-number' };
  const digits = text.replace(/^0+(?=\d)/, '');
  if (digits.length > maxDigits) return { ok: false, reason: 'too-large' };
  const value = Number(digits);
  return Number.isSafeInteger(value) ? { ok: true, value } : { ok: false, reason: 'too-large' };
}

/**
 * A box of a count (refund quantities, coins and notes): an empty box is 0, a whole number is
 * itself, anything else is NaN, which the count's own rule refuses with its reason.
 */
export function typedCount(input: string): number {
  const typed = readTypedWhole(input);
  return typed.ok ? typed.value : typed.reason === 'empty' ? 0 : Number.NaN;
}

/**
 * A PIN as the digits it says, Latin: "١٣٥٧٩٠" and "135790" are the same PIN. Anything but
 * digits is kept as typed, so the PIN rule refuses it.
 */
export function typedPin(input: string): string {
  return latinDigits(input);
}

export type TypedMoney =
  | { ok: true; value: Money }
  | { ok: false; reason: 'empty' | 'not-a-number' | 'negative' | 'too-many-digits' | 'too-large' };

/**
 * Reads an amount typed by a person ("2", "2.5", "2,500", "٢٫٥٠٠"), through the one reader
 * of typed numbers (`typedNumber.ts`: Arabic-Indic and Persian digits, `,` and `٫` as the
 * decimal point). More fraction digits than the currency has are refused rather than rounded.
 */
export function parseTypedMoney(input: string, digits: CurrencyDigits): TypedMoney {
  const typed = readTypedDecimal(input);
  if (!typed.ok) return typed;
  const { negative, whole, fraction } = typed.value;
  if (negative) return { ok: false, reason: 'negative' };
  if (fraction.length > digits) return { ok: false, reason: 'too-many-digits' };
  // The text is a well-formed decimal here, so a null reading means beyond the safe integers.
  const value = decimalToMinor(`${whole}.${fraction}`, digits);
  return value !== null && isExact(value, digits) ? { ok: true, value } : { ok: false, reason: 'too-large' };
}

/**
 * A box of units that may hold a bill's share of a split line (a refund of `0.5` of a burger):
 * a whole number, or a decimal of at most 3 places; an empty box is 0, anything else is NaN.
 */
export function typedUnits(input: string): number {
  const typed = readTypedDecimal(input);
  if (!typed.ok) return typed.reason === 'empty' ? 0 : Number.NaN;
  const { negative, whole, fraction } = typed.value;
  if (negative || fraction.length > 3 || whole.length > 15) return Number.NaN;
  return Number(`${whole || '0'}.${fraction || '0'}`);
}
