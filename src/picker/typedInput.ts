/**
 * Reading what the cashier types into the picker: an open price (2.2 `is_open_price`) and a
 * weight in kg (2.2 `is_weightage_item`). Refusals are values with a reason and a message.
 */
import type { CurrencyDigits, Money } from '../core/money';
import { parseTypedMoney } from '../core/typedNumber';

/** No till weighs more than a tonne; a larger number is a typing slip. */
export const MAX_WEIGHT_G = 1_000_000;

/** Longest text kept from a typed price or weight field. */
export const MAX_TYPED_LENGTH = 24;

export type PriceReading =
  | { ok: true; value: Money }
  | { ok: false; reason: 'empty' | 'not-a-number' | 'negative' | 'too-many-digits' | 'too-large'; message: string };

export type WeightReading =
  | { ok: true; grams: number }
  | { ok: false; reason: 'empty' | 'not-a-number' | 'not-positive' | 'too-many-digits' | 'too-heavy'; message: string };

/** A typed price replaces `actual_price`: 0 or more, in the currency's digits. */
export function readPrice(text: string, digits: CurrencyDigits): PriceReading {
  const typed = parseTypedMoney(text, digits);
  if (typed.ok) return typed;
  const message = {
    empty: 'Type a price',
    'not-a-number': 'Type the price as a number',
    negative: 'Type a price of 0 or more',
    'too-many-digits': digits === 0 ? 'Type a price without decimals' : `Type a price with at most ${digits} decimals`,
    'too-large': 'Type a smaller price',
  }[typed.reason];
  return { ok: false, reason: typed.reason, message };
}

/**
 * A weight in kg with up to 3 decimals, above 0 and at most `MAX_WEIGHT_G`, as whole grams.
 * Kilograms with 3 decimals read exactly like an amount in a 3-digit currency, so the money
 * parser's exact decimal reading is reused (a comma is a decimal point, no float).
 */
export function readWeight(text: string): WeightReading {
  const typed = parseTypedMoney(text, 3);
  if (!typed.ok) {
    if (typed.reason === 'empty') return { ok: false, reason: 'empty', message: 'Type a weight' };
    if (typed.reason === 'negative') return { ok: false, reason: 'not-positive', message: 'Type a weight above 0' };
    if (typed.reason === 'too-many-digits') {
      return { ok: false, reason: 'too-many-digits', message: 'Type a weight in kg with at most 3 decimals' };
    }
    if (typed.reason === 'too-large') {
      return { ok: false, reason: 'too-heavy', message: `Type a weight of at most ${MAX_WEIGHT_G / 1000} kg` };
    }
    return { ok: false, reason: 'not-a-number', message: 'Type the weight as a number' };
  }
  const grams: number = typed.value;
  if (grams <= 0) return { ok: false, reason: 'not-positive', message: 'Type a weight above 0' };
  if (grams > MAX_WEIGHT_G) {
    return { ok: false, reason: 'too-heavy', message: `Type a weight of at most ${MAX_WEIGHT_G / 1000} kg` };
  }
  return { ok: true, grams };
}

/** Whole grams as the kg text a weight field shows ("1.250"). */
export { kilograms as formatKg } from '../cart/lineText';
