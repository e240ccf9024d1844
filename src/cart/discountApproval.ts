/**
 * A manager's approval of a line's discount is bound to what it approved (assumed-contracts 10):
 * the line's discount amount when it was approved (`discount_approved_amount`). A later change
 * of the line that takes its discount above that amount (more units, a pricier choice, another
 * channel's price) is refused with `approval` until a manager approves the new amount; a
 * change that stays within it keeps the approval as it was. Who gave the discount and who
 * approved it stay with the line through every change, as long as the discount does.
 */
import type { Money } from '../core/money';
import type { StaffRef } from '../staff/staff';
import type { PricedLine } from './pricing';

/** Who gave a line's manual discount, who approved it above the cashier's limit, and up to what. */
export interface DiscountApproval {
  discount_by?: StaffRef;
  discount_approved_by?: StaffRef;
  /** The line's discount amount when the manager approved it: a change past it asks again. */
  discount_approved_amount?: Money;
}

/**
 * A change would take a line's approved discount to `amount`, past the `approved` amount:
 * a manager approves the new amount first (the same change, carrying `approved_by`).
 */
export interface ApprovalRefusal {
  ok: false;
  reason: 'approval';
  line_id: string;
  product_id: number;
  percent: number;
  amount: Money;
  approved: Money;
}

type Line = PricedLine & DiscountApproval;

/**
 * The most discount a line's approval allows, null when nobody approved its discount. A line
 * approved before the amount was kept is bound to the discount it holds.
 */
export function approvedAmount(line: Line): Money | null {
  if (!line.discount_approved_by) return null;
  return line.discount_approved_amount ?? line.discount;
}

/**
 * `next`, the line `lineId` after a change of `before`, carrying who gave and who approved
 * `before`'s discount; refused when its discount passes what was approved (`allowed`, the
 * line's approved amount unless a share of it is given). With `approvedBy` a manager approved
 * the change: the approval is then theirs, for `next`'s discount amount.
 */
export function keptApproval<L extends Line>(before: Line, next: L, lineId: string, approvedBy?: StaffRef, allowed: Money | null = approvedAmount(before)): L | ApprovalRefusal {
  const { discount_by: _by, discount_approved_by: _approved, discount_approved_amount: _amount, ...plain } = next;
  if (next.discount_pct === 0) return plain as L;
  const by = before.discount_by ? { discount_by: before.discount_by } : {};
  if (allowed === null || !before.discount_approved_by) return { ...plain, ...by } as L;
  if (next.discount <= allowed) return { ...plain, ...by, discount_approved_by: before.discount_approved_by, discount_approved_amount: allowed } as L;
  if (!approvedBy) {
    return { ok: false, reason: 'approval', line_id: lineId, product_id: next.product_id, percent: next.discount_pct, amount: next.discount, approved: allowed };
  }
  return { ...plain, ...by, discount_approved_by: approvedBy, discount_approved_amount: next.discount } as L;
}

export function isApprovalRefusal(value: object): value is ApprovalRefusal {
  return 'reason' in value && value.reason === 'approval';
}
