/**
 * Counting the drawer by denomination: the coins and notes of a currency in minor units, and
 * the total of a count of each. The total is exact `Money`; a count that is not a whole number
 * of pieces is refused by name rather than rounded.
 */
import { add, money, times, type CurrencyDigits, type Money } from '../core/money';

export interface Denomination {
  /** The face value in minor units: 5 for the 5 fils coin, 1000 for the 1 dinar note. */
  value: Money;
  kind: 'coin' | 'note';
}

const coin = (minor: number): Denomination => ({ value: money(minor), kind: 'coin' });
const note = (minor: number): Denomination => ({ value: money(minor), kind: 'note' });

/** Kuwaiti dinar (3 digits): 5, 10, 20, 50 and 100 fils coins; ¼, ½, 1, 5, 10 and 20 dinar notes. */
export const KWD_DENOMINATIONS: readonly Denomination[] = [
  coin(5), coin(10), coin(20), coin(50), coin(100),
  note(250), note(500), note(1000), note(5000), note(10000), note(20000),
];

/**
 * A generic set for a currency of 2 digits (the euro's shape): 0.01 to 2 in coins, 5 to 100
 * in notes. A shop whose currency differs counts the total by hand.
 */
export const TWO_DECIMAL_DENOMINATIONS: readonly Denomination[] = [
  coin(1), coin(2), coin(5), coin(10), coin(20), coin(50), coin(100), coin(200),
  note(500), note(1000), note(2000), note(5000), note(10000),
];

/** The set to count with: KWD's own, the generic set for 2 digits, else none (type the total). */
export function denominationsFor(currency: string, digits: CurrencyDigits): readonly Denomination[] | null {
  if (currency.trim().toUpperCase() === 'KWD' && digits === 3) return KWD_DENOMINATIONS;
  if (digits === 2) return TWO_DECIMAL_DENOMINATIONS;
  return null;
}

/**
 * The order a drawer is counted in: notes before coins, each from the largest face down, as a
 * cashier lifts the tray (the notes are most of the money and are counted first).
 */
export function countingOrder(denominations: readonly Denomination[]): readonly Denomination[] {
  const rank = (d: Denomination) => (d.kind === 'note' ? 0 : 1);
  return [...denominations].sort((a, b) => rank(a) - rank(b) || b.value - a.value);
}

export interface DenominationCount {
  value: Money;
  /** Pieces counted; 0 for none. */
  count: number;
}

export type CountTotal =
  | { ok: true; total: Money }
  /** Not a whole number of pieces, 0 or more. */
  | { ok: false; reason: 'invalid-count'; value: Money }
  /** Beyond exact money. */
  | { ok: false; reason: 'too-large' };

/** The cash counted: the sum of each face value times its count. */
export function countTotal(counts: readonly DenominationCount[]): CountTotal {
  let total = money(0);
  for (const { value, count } of counts) {
    if (!Number.isSafeInteger(count) || count < 0) return { ok: false, reason: 'invalid-count', value };
    if (!Number.isSafeInteger(value * count) || !Number.isSafeInteger(total + value * count)) return { ok: false, reason: 'too-large' };
    total = add(total, times(value, count));
  }
  return { ok: true, total };
}
