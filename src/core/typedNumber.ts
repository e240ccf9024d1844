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

/** Arabic-Indic U+0660..U+0669, Persian (Extended Arabic-Indic) U+06F0..U+06F9. */
const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;
const ARABIC_DECIMAL = '\u066b';
const ARABIC_THOUSANDS = '\u066c';
/** Left-to-right, right-to-left and Arabic letter marks, and the isolates around a pasted value. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u2066-\u2069\u202a-\u202e]/g;

/**
 * The text with every digit in Latin form, `٫` as `.`, `٬` and direction marks left out, and
 * blanks at either end trimmed. Other characters stay as typed, so a letter is still refused.
 */
export function latinDigits(text: string): string {
  let out = '';
  for (const ch of text.replace(DIRECTION_MARKS, '')) {
    const code = ch.charCodeAt(0);
    if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) out += String(code - ARABIC_INDIC_ZERO);
    else if (code >= PERSIAN_ZERO && code <= PERSIAN_ZERO + 9) out += String(code - PERSIAN_ZERO);
    else if (ch === ARABIC_DECIMAL) out += '.';
    else if (ch !== ARABIC_THOUSANDS) out += ch;
  }
  return out.trim();
}

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
