/**
 * Money from and to the decimal numbers of the wire and of typed text: the server's fields
 * read exactly from their decimal text, a document's amounts written as JSON numbers. Apart
 * from money.ts, which is in the first load: the sync, the uploads and the keypads need it.
 */
import { formatMoney, money, type CurrencyDigits, type Money } from './money';

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Parses a decimal text (Latin digits, `.`) to minor units, rounding half away from zero; null when not a number. */
export function decimalToMinor(text: string, digits: CurrencyDigits): Money | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  const [, sign, whole = '', frac = ''] = m;
  if (whole === '' && frac === '') return null;
  const kept = (frac + '000').slice(0, digits);
  const next = frac.charCodeAt(digits) - 48; // NaN when there is no further digit
  let minor = Number((whole || '0') + kept);
  if (next >= 5) minor += 1;
  if (!Number.isSafeInteger(minor)) return null;
  return money(sign === '-' ? -minor : minor);
}

/**
 * Reads a money field from the server: `1.75`, `"1.750"`, `0`. `null`, `undefined` and
 * empty text give `null` (the caller supplies the spec's default); anything else that is
 * not a finite decimal number gives `undefined` so the row can be rejected with a reason.
 */
export function parseServerMoney(value: unknown, digits: CurrencyDigits): Money | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    // The shortest round-trip text of a double is the decimal the server wrote; exponent
    // forms (1e-7) are expanded first.
    const text = String(value);
    // eslint-disable-next-line no-restricted-syntax -- expands 1e-7; this is the money module
    return decimalToMinor(text.includes('e') ? value.toFixed(20) : text, digits) ?? undefined;
  }
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    return decimalToMinor(value, digits) ?? undefined;
  }
  return undefined;
}

/** Decimal number in currency units for a JSON body (`1.75`); exact for every safe amount. */
export function toDecimal(amount: Money, digits: CurrencyDigits): number {
  return Number(formatMoney(amount, digits));
}
