/**
 * Who gives a manual discount (assumed-contracts 10), loaded with the first discount: the
 * person signed in (`by`) and, above the cashier's limit (Settings "Cashier discount limit
 * (%)", default 0), a manager's approval.
 */
import type { DiscountGiver } from '../../db/staff';
import { approvalApplies, discountNeedsApproval, refOf, type StaffRef } from '../../staff/staff';
import type { RequestApproval } from './approval';

export type DiscountStamp = { by?: StaffRef; approved_by?: StaffRef };

/** The stamp of a discount of `percent` (`description`: what it is, for the approval); null when the approval was cancelled. */
export async function stampDiscount(percent: number, who: DiscountGiver, requestApproval: RequestApproval, description?: string): Promise<DiscountStamp | null> {
  const { person, hasStaff, limit } = who;
  const by = person ? { by: refOf(person) } : {};
  if (!approvalApplies('discount', hasStaff) || !discountNeedsApproval(percent, limit, person)) return by;
  const approver = await requestApproval('discount', description);
  return approver ? { ...by, approved_by: approver } : null;
}
