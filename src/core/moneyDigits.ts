/**
 * Money of one currency setting counted in another's digits (a shift's, fixed when it opened:
 * src/day/shiftDigits.ts). Apart from money.ts, which is in the first load: only a shift's
 * report and the documents counted in it need it.
 */
import { money, type CurrencyDigits, type Money } from './money';

/**
 * `amount`, in minor units of a currency written with `from` digits, in minor units of `to`
 * digits: exactly, or null when it has a fraction there (6.382 has none in 2 digits) or passes
 * the safe integers. Used where a document of one currency setting is counted in another's.
 */
export function convertDigits(amount: Money, from: CurrencyDigits, to: CurrencyDigits): Money | null {
  if (to >= from) {
    const converted = amount * 10 ** (to - from);
    return Number.isSafeInteger(converted) ? money(converted) : null;
  }
  const scale = 10 ** (from - to);
  return amount % scale === 0 ? money(amount / scale) : null;
}
