/**
 * Exact money in integer minor units of the session currency.
 *
 * Every amount in the app is a `Money`: an integer count of the currency's minor unit
 * (fils for KWD with 3 digits, cents with 2). Floating-point values never carry money:
 * server numbers and typed input are parsed from their decimal text, and the only
 * operations that can produce a fraction (weight x price, percentage discounts) round
 * once, half away from zero, through `mulDiv`.
 */

declare const moneyBrand: unique symbol;
/** Integer minor units. Build one with `money()`, `parseServerMoney()` (moneyDecimal.ts) or `parseTypedMoney()`. */
export type Money = number & { readonly [moneyBrand]: true };

/** Digits after the decimal point of a currency (KWD, BHD, OMR: 3; most: 2; JPY: 0). */
export type CurrencyDigits = 0 | 1 | 2 | 3;

export const ZERO = 0 as Money;

/** Wraps an integer count of minor units; a non-integer is a programming error. */
export function money(minor: number): Money {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`money() needs a safe integer, got ${minor}`);
  return (minor === 0 ? 0 : minor) as Money;
}

/**
 * The exact sum. Float sums of safe integers are exact while every partial sum stays safe;
 * one that passes 2^53 may round and fall back below it, so the sum is then redone in BigInt.
 */
export function add(...amounts: readonly Money[]): Money {
  let sum = 0;
  let safe = true;
  for (const a of amounts) {
    sum += a;
    if (!Number.isSafeInteger(sum)) safe = false;
  }
  if (safe) return money(sum);
  let exact = 0n;
  for (const a of amounts) exact += BigInt(a);
  // Beyond the safe integers the conversion is not a safe integer either, and money() refuses it.
  return money(Number(exact));
}

/**
 * The largest amount the till accepts in a currency of `digits`: one whose decimal a JSON
 * number carries exactly to the server. Any decimal of 15 significant digits survives a
 * double; with no decimals every safe integer does.
 */
export function maxExact(digits: CurrencyDigits): number {
  return digits === 0 ? Number.MAX_SAFE_INTEGER : 10 ** 15 - 1;
}

/** The amount can be sent and printed exactly in a currency of `digits`. */
export function isExact(amount: Money, digits: CurrencyDigits): boolean {
  return Math.abs(amount) <= maxExact(digits);
}

export function sub(a: Money, b: Money): Money {
  return money(a - b);
}

export function times(a: Money, count: number): Money {
  if (!Number.isSafeInteger(count)) throw new RangeError(`times() needs a whole count, got ${count}`);
  return money(a * count);
}

/**
 * `a * num / den`, rounded half away from zero to a whole minor unit: the single rounding
 * step of a line (weight in grams x price per kg / 1000, amount x percent / 100).
 */
export function mulDiv(a: Money, num: number, den: number): Money {
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || den === 0) {
    throw new RangeError(`mulDiv() needs whole numbers and a non-zero divisor, got ${num}/${den}`);
  }
  const n = BigInt(a) * BigInt(num);
  const d = BigInt(den);
  const sign = (n < 0n) !== (d < 0n) ? -1n : 1n;
  const absN = n < 0n ? -n : n;
  const absD = d < 0n ? -d : d;
  let q = absN / absD;
  if ((absN % absD) * 2n >= absD) q += 1n;
  return money(Number(sign * q));
}

/** "1.750" for 1750 fils; "-0.25" for -25 cents; "12" for 12 yen. */
export function formatMoney(amount: Money, digits: CurrencyDigits): string {
  const neg = amount < 0;
  const abs = String(Math.abs(amount)).padStart(digits + 1, '0');
  const whole = abs.slice(0, abs.length - digits);
  const frac = abs.slice(abs.length - digits);
  return (neg ? '-' : '') + whole + (digits > 0 ? '.' + frac : '');
}
