/**
 * Texts the option picker shows beside its controls: a group's choice rule and an item's
 * extra cost. Plain functions so every group, add-on and combo slot words them the same way.
 */
import { t } from '@lingui/core/macro';
import { formatMoney, type CurrencyDigits, type Money } from '../../core/money';

/**
 * A group's rule as the cashier reads it: "Required · choose 1", "Optional · up to 3".
 * `max` 0 means unlimited (2.3).
 */
export function groupRule(min: number, max: number): string {
  if (min >= 1) {
    if (max === min) return t`Required · choose ${min}`;
    if (max > min) return t`Required · choose ${min} to ${max}`;
    return t`Required · choose at least ${min}`;
  }
  return max > 0 ? t`Optional · up to ${max}` : t`Optional`;
}

/** A combo slot holds 1 to `max` products. */
export function slotRule(max: number): string {
  return max > 1 ? t`Required · choose 1 to ${max}` : t`Required · choose 1`;
}

/** "+0.250" after a name (a discount keeps its minus sign), or nothing when the choice is free. */
export function extraCost(price: Money, digits: CurrencyDigits): string {
  if (price === 0) return '';
  return (price > 0 ? '+' : '') + formatMoney(price, digits);
}
