/**
 * Who gives a manual discount (assumed-contracts 10): the person signed in (`by`), and, above
 * the cashier's limit (Settings "Cashier discount limit (%)", default 0), a manager's approval
 * asked through "Manager approval" (`approved_by`). Null: the approval was cancelled and the
 * discount is not applied. A terminal without staff gives discounts as it always has. The
 * rules (discountStamp.ts) load with the first discount, not with the page.
 */
import { useCallback } from 'react';
import { useSettings } from '../data/settings';
import { useSignedIn, useStaff } from '../data/staff';
import { useApproval } from './approval';
import type { DiscountStamp } from './discountStamp';

export function useDiscountStamp(): (percent: number) => Promise<DiscountStamp | null> {
  const requestApproval = useApproval();
  const person = useSignedIn() ?? null;
  const hasStaff = (useStaff()?.length ?? 0) > 0;
  const limit = useSettings()?.discountLimitPct ?? 0;
  return useCallback(
    async (percent) => (await import('./discountStamp')).stampDiscount(percent, { person, hasStaff, limit, requestApproval }),
    [requestApproval, person, hasStaff, limit],
  );
}
