/**
 * Digits as a cashier types them, in Latin form: the first step of every typed number
 * (`typedNumber.ts`), kept on its own so the search box reads a PLU typed in Arabic-Indic
 * digits without loading the rest of the reader with the first paint.
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

/**
 * A code as a number names it, whether typed, stored or printed on a scale label: "0080",
 * " 80" and "٨٠" are one code, "80". Null when the text is not all digits.
 */
export function codeKey(text: string): string | null {
  const digits = latinDigits(text);
  return /^\d+$/.test(digits) ? digits.replace(/^0+(?=\d)/, '') : null;
}
