/**
 * A sale's refunds read live, and a refund confirmed (`src/db/refunds.ts`, one transaction with
 * its queue entry and its card refunds). Money going back to a terminal's card is sent to the
 * acquirer once the refund is stored, before the refund's receipt shows; one not answered then
 * is sent again under the same key when the card payments are asked again (on start, on
 * reconnect, before a new card payment).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { confirmRefund, refundsOf, type ConfirmRefundInput, type RefundOutcome } from '../../db/refunds';
import type { RefundRow } from '../../db/schema';
import { useDb } from './DbProvider';
import { printingActions } from './printing';
import { kickDrawerAfter } from './printOnDemand';
import { movesCash } from '../../checkout/tenders';
import { usePrintWords } from './printWords';
import { useCardService } from './cardPayments';

/** Every refund of the sale `saleId`; undefined while loading. */
export function useRefundsOf(saleId: string): RefundRow[] | undefined {
  const db = useDb();
  return useLiveQuery(() => refundsOf(db, saleId), [db, saleId]);
}

export function useConfirmRefund(): (input: ConfirmRefundInput) => Promise<RefundOutcome> {
  const db = useDb();
  const words = usePrintWords();
  const cards = useCardService();
  return useCallback(
    async (input) => {
      const outcome = await confirmRefund(db, input);
      if (outcome.ok && outcome.refund.payments.some((p) => p.card_refund_key)) {
        const id = outcome.refund.client_order_id;
        await cards()
          .then((s) => s.sendRefunds(id))
          .catch(() => undefined);
      }
      // Its slip prints on the receipt printer when there is one; the refund is stored first.
      if (outcome.ok) void printingActions().then((m) => m.printRefund(db, outcome.refund, words)).catch(() => undefined);
      // A refund given back by a tender of kind cash opens the drawer once it is stored.
      if (outcome.ok && movesCash(outcome.refund.payments)) kickDrawerAfter(db, outcome.refund.ticket_no);
      return outcome;
    },
    [db, words, cards],
  );
}
