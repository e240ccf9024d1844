/** A sale's refunds read live, and a refund confirmed (`src/db/refunds.ts`, one transaction with its queue entry). */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { confirmRefund, refundsOf, type ConfirmRefundInput, type RefundOutcome } from '../../db/refunds';
import type { RefundRow } from '../../db/schema';
import { useDb } from './DbProvider';
import { printingActions } from './printing';
import { kickDrawerAfter } from './printOnDemand';
import { movesCash } from '../../checkout/tenders';
import { usePrintWords } from './printWords';

/** Every refund of the sale `saleId`; undefined while loading. */
export function useRefundsOf(saleId: string): RefundRow[] | undefined {
  const db = useDb();
  return useLiveQuery(() => refundsOf(db, saleId), [db, saleId]);
}

export function useConfirmRefund(): (input: ConfirmRefundInput) => Promise<RefundOutcome> {
  const db = useDb();
  const words = usePrintWords();
  return useCallback(
    async (input) => {
      const outcome = await confirmRefund(db, input);
      // Its slip prints on the receipt printer when there is one; the refund is stored first.
      if (outcome.ok) void printingActions().then((m) => m.printRefund(db, outcome.refund, words)).catch(() => undefined);
      // A refund given back by a tender of kind cash opens the drawer once it is stored.
      if (outcome.ok && movesCash(outcome.refund.payments)) kickDrawerAfter(db, outcome.refund.ticket_no);
      return outcome;
    },
    [db, words],
  );
}
