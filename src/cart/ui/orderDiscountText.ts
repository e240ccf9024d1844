/**
 * The words of an order discount, in the language on screen: what it is ("50 %", "1.000"),
 * what a manager approves, and what was given and what not, with each line's reason.
 */
import { t } from '@lingui/core/macro';
import { formatMoney, type CurrencyDigits } from '../../core/money';
import { localName } from '../../core/names';
import { currentLanguage } from '../../i18n/i18n';
import type { DiscountSpread, OrderDiscount, Shortfall } from '../orderDiscount';
import type { PricedLine } from '../pricing';

type NamedLine = Pick<PricedLine, 'name' | 'localize_name'> & { line_id: string };

/** "50 %" or "1.000". */
export function orderDiscountLabel(discount: OrderDiscount, digits: CurrencyDigits): string {
  return discount.kind === 'percent' ? t`${discount.percent} %` : formatMoney(discount.amount, digits);
}

/** What a "Manager approval" of an order discount approves: "Staff meal: discount 50 % on the order, 1.175". */
export function orderDiscountApprovalText(discount: OrderDiscount, given: DiscountSpread['given'], digits: CurrencyDigits, preset?: string): string {
  const what = orderDiscountLabel(discount, digits);
  const amount = formatMoney(given, digits);
  return preset ? t`${preset}: discount ${what} on the order, ${amount}` : t`Discount ${what} on the order, ${amount}`;
}

function reasonText(shortfall: Shortfall, lines: readonly NamedLine[]): string {
  const line = lines.find((l) => l.line_id === shortfall.line_id);
  const name = line ? localName(line, currentLanguage().localNames) : '';
  switch (shortfall.reason) {
    case 'cap':
      return t`${name}: up to ${shortfall.cap} %`;
    case 'none-allowed':
      return t`${name}: no discount allowed`;
    case 'split-share':
      return t`${name}: a share of a split bill`;
    case 'whole-percent':
      return t`each line takes a whole percent`;
    case 'order-total':
      return t`the amount is more than the order`;
    default: {
      const unknown: never = shortfall.reason;
      return unknown;
    }
  }
}

/** Why no line of the order can take a discount, line by line ("Water: no discount allowed"). */
export function nothingToDiscountText(shortfalls: readonly Shortfall[], lines: readonly NamedLine[]): string {
  const reasons = shortfalls.map((s) => reasonText(s, lines)).join('; ');
  return t`No discount can be given on this order: ${reasons}.`;
}

/** "Discount 1.175 on the order." and, when part was not given, how much and why, line by line. */
export function orderDiscountOutcome(spread: DiscountSpread, lines: readonly NamedLine[], digits: CurrencyDigits): string {
  const given = formatMoney(spread.given, digits);
  if (spread.refused <= 0) return t`Discount ${given} on the order.`;
  const refused = formatMoney(spread.refused, digits);
  const reasons = spread.shortfalls.map((s) => reasonText(s, lines)).join('; ');
  return t`Discount ${given} on the order; ${refused} not given: ${reasons}.`;
}
