/**
 * What a "Manager approval" of a line's discount approves, in the language on screen, and the
 * approval asked again when a change takes an approved discount past its amount (the refusal
 * `approval`): the same change is then made again, carrying the approver.
 */
import { t } from '@lingui/core/macro';
import type { StaffRef } from '../../staff/staff';
import { formatMoney, type CurrencyDigits, type Money } from '../../core/money';
import { localName } from '../../core/names';
import { currentLanguage } from '../../i18n/i18n';
import type { CartLine } from '../cart';
import type { ApprovalRefusal } from '../discountApproval';
import type { PricedLine } from '../pricing';

/** Asks a manager to approve what `description` says; the approver, or null when cancelled. */
export type ApproveDiscount = (description: string) => Promise<StaffRef | null>;

/** "Discount 50 % on Chicken burger, 0.875": the percent, the line's product and the amount off. */
export function discountApprovalText(line: Pick<PricedLine, 'name' | 'localize_name'>, percent: number, amount: Money, digits: CurrencyDigits): string {
  const name = localName(line, currentLanguage().localNames);
  const money = formatMoney(amount, digits);
  return t`Discount ${percent} % on ${name}, ${money}`;
}

/** Asks the approval `refusal` needs, describing the line of `lines` it is about (a unit split off: its product's line). */
export function approveAgain(refusal: ApprovalRefusal, lines: readonly CartLine[], digits: CurrencyDigits, approve: ApproveDiscount): Promise<StaffRef | null> {
  const line = lines.find((l) => l.line_id === refusal.line_id) ?? lines.find((l) => l.product_id === refusal.product_id);
  const named = line ?? { name: '', localize_name: null };
  return approve(discountApprovalText(named, refusal.percent, refusal.amount, digits));
}
