/**
 * The VAT a receipt shows (assumed-contracts 11): prices include VAT, so the VAT inside a total
 * is `total − total / (1 + vat/100)`, rounded ONCE per receipt to the currency's minor unit
 * (half away from zero), never summed from rounded line amounts.
 */
import { mulDiv, type Money } from '../core/money';

/** A VAT percent is read to thousandths (`7.125`); the division below then stays exact in integers. */
const PERCENT_SCALE = 1000;

/**
 * The VAT included in `total` at `percent` %, in the same minor units: `total × p / (100 + p)`.
 * Zero for a 0 % rate or a zero total.
 */
export function vatIncluded(total: Money, percent: number): Money {
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`a VAT percent is 0 or more, got ${percent}`);
  const p = Math.round(percent * PERCENT_SCALE);
  return mulDiv(total, p, 100 * PERCENT_SCALE + p);
}
