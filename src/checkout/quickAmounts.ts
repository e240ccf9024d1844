/**
 * Quick cash amounts for the payment dialog: the exact amount due, then the amounts the
 * customer is likely to hand over: the due amount rounded up to each note value.
 * For 4.600 KWD with notes 1, 5, 10, 20: 4.600, 5.000, 10.000, 20.000.
 */
import { money, type CurrencyDigits, type Money } from '../core/money';

/** Common note values 1, 5, 10, 20, 50, 100 in major units, as minor units of the currency. */
export function defaultNotes(digits: CurrencyDigits): Money[] {
  const unit = 10 ** digits;
  return [1, 5, 10, 20, 50, 100].map((n) => money(n * unit));
}

/** `amount` rounded up to a whole multiple of `note`, in exact integers. */
function roundUpTo(amount: Money, note: Money): number {
  const over = amount % note;
  return over === 0 ? amount : amount + (note - over);
}

/**
 * The exact `due`, then up to `count` distinct larger amounts a note rounds it up to, in
 * ascending order. Empty when nothing is due; notes that are not positive are ignored.
 */
export function quickCashAmounts(due: Money, notes: readonly Money[], count = 3): Money[] {
  if (due <= 0) return [];
  const rounded = new Set<number>();
  for (const note of notes) {
    if (!Number.isSafeInteger(note) || note <= 0) continue;
    const amount = roundUpTo(due, note);
    if (amount > due && Number.isSafeInteger(amount)) rounded.add(amount);
  }
  const larger = [...rounded].sort((a, b) => a - b).slice(0, Math.max(0, count));
  return [due, ...larger.map((a) => money(a))];
}
