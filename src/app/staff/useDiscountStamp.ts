/**
 * Who gives a manual discount (assumed-contracts 10): the person signed in (`by`), and, above
 * the cashier's limit (Settings "Cashier discount limit (%)", default 0), a manager's approval
 * asked through "Manager approval" (`approved_by`). Null: the approval was cancelled and the
 * discount is not applied. A terminal without staff gives discounts as it always has.
 */
import { useCallback } from 'react';
import { approvalApplies, discountNeedsApproval, refOf, type StaffRef } from '../../staff/staff';
import { useSettings } from '../data/settings';
import { useSignedIn, useStaff } from '../data/staff';
import { useApproval } from './approval';

export type DiscountStamp = { by?: StaffRef; approved_by?: StaffRef };

export function useDiscountStamp(): (percent: number) => Promise<DiscountStamp | null> {
  const requestApproval = useApproval();
  const person = useSignedIn() ?? null;
  const hasStaff = (useStaff()?.length ?? 0) > 0;
  const limit = useSettings()?.discountLimitPct ?? 0;
  return useCallback(
    async (percent) => {
      const by = person ? { by: refOf(person) } : {};
      if (!approvalApplies('discount', hasStaff) || !discountNeedsApproval(percent, limit, person)) return by;
      const approver = await requestApproval('discount');
      return approver ? { ...by, approved_by: approver } : null;
    },
    [requestApproval, person, hasStaff, limit],
  );
}
