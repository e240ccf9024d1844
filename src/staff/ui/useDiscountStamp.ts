/**
 * Who gives a manual discount (assumed-contracts 10): the person signed in (`by`), and, above
 * the cashier's limit, a manager's approval asked through "Manager approval" (`approved_by`).
 * Null: the approval was cancelled and the discount is not applied. A terminal without staff
 * gives discounts as it always has. Who gives it is read, and the rules (discountStamp.ts)
 * loaded, with the first discount, not with the page.
 */
import { useCallback } from 'react';
import { useDiscountGiver } from '../../app/data/staff';
import { useApproval } from './approval';
import type { DiscountStamp } from '../discountStamp';

export function useDiscountStamp(): (percent: number, description?: string, always?: boolean) => Promise<DiscountStamp | null> {
  const requestApproval = useApproval();
  const giver = useDiscountGiver();
  return useCallback(
    async (percent, description, always) => {
      const [rules, who] = await Promise.all([import('../discountStamp'), giver()]);
      return rules.stampDiscount(percent, who, requestApproval, description, always);
    },
    [giver, requestApproval],
  );
}
