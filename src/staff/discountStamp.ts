/**
 * Who gives a manual discount (assumed-contracts 10), loaded with the first discount: the
 * person signed in (`by`) and, above the cashier's limit (Settings "Cashier discount limit
 * (%)", default 0), a manager's approval: a manager's own discount there is their approval.
 */
import { refOf, type ApprovalAction, type StaffMember, type StaffRef } from './staff';
import { approvalApplies, discountNeedsApproval, isManager } from './permissions';

/** Who gives a manual discount now: the person signed in, whether the terminal has staff, and the cashier's limit (whole %). */
export interface DiscountGiver {
  person: StaffMember | null;
  hasStaff: boolean;
  limit: number;
}

/** Asks "Manager approval" for `action` (src/staff/ui/approval.tsx); null when it was cancelled. */
type RequestApproval = (action: ApprovalAction, description?: string) => Promise<StaffRef | null>;

export type DiscountStamp = { by?: StaffRef; approved_by?: StaffRef };

/**
 * The stamp of a discount of `percent` (`description`: what it is, for the approval); null when
 * the approval was cancelled. `always`: a manager approves it whatever the cashier's limit (a
 * discount preset kept so).
 */
export async function stampDiscount(percent: number, who: DiscountGiver, requestApproval: RequestApproval, description?: string, always = false): Promise<DiscountStamp | null> {
  const { person, hasStaff, limit } = who;
  const by = person ? { by: refOf(person) } : {};
  if (!approvalApplies('discount', hasStaff)) return by;
  const needs = (giver: StaffMember | null) => (always ? percent > 0 && !isManager(giver) : discountNeedsApproval(percent, limit, giver));
  // A manager giving one above the cashier's limit approves it themself: recorded as an
  // approval is, bound to its amount, so a later change past it asks again.
  if (person && isManager(person) && needs(null)) return { ...by, approved_by: refOf(person) };
  if (!needs(person)) return by;
  const approver = await requestApproval('discount', description);
  return approver ? { ...by, approved_by: approver } : null;
}
