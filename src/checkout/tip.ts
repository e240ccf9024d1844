/**
 * Tips (assumed-contracts 10): money for the staff paid with the sale but not part of its
 * total. A tip is exact minor units, 0 or more; a percentage is of the sale's total, rounded
 * once to the nearest minor unit (half up), never per line or per tender.
 */
import { add, mulDiv, ZERO, type Money } from '../core/money';

/** The percentages "Tip" offers, in order. */
export const TIP_PERCENTS = [10, 15, 20] as const;

/** `percent` % of `total`, rounded half up once; 0 for a total of 0 or less. */
export function tipOfPercent(total: Money, percent: number): Money {
  if (total <= 0 || percent <= 0) return ZERO;
  return mulDiv(total, percent, 100);
}

/** What a sale with a tip asks to be paid: its total and the tip. */
export function amountToPay(total: Money, tip: Money): Money {
  return add(total < 0 ? ZERO : total, tip);
}
