/**
 * A sale's refunds read live, and a refund confirmed (`src/db/refunds.ts`, one transaction with
 * its queue entry and its card refunds). Money going back to a terminal's card is sent to the
 * acquirer once the refund is stored, before the refund's receipt shows; one not answered then
 * is sent again under the same key by the uploader's next pass (src/sync/outbox/uploader.ts)
 * and when the card payments are asked again. A card refund the acquirer refused comes back
 * as `cardRefused` (its slip is not printed): the dialog says so, and "Orders" shows it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { confirmRefund, refundsOf, type ConfirmRefundInput, type RefundOutcome } from '../../db/refunds';
import type { CardRefundRow, RefundRow } from '../../db/schema';
import { refusedCardRefunds } from '../../db/cardRefunds';
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

/** A refund stored; `cardRefused`: its card refunds the acquirer refused (nothing went back to those cards). */
export type ConfirmedRefund = Exclude<RefundOutcome, { ok: true }> | { ok: true; refund: RefundRow; cardRefused: readonly CardRefundRow[] };

export function useConfirmRefund(): (input: ConfirmRefundInput) => Promise<ConfirmedRefund> {
  const db = useDb();
  const words = usePrintWords();
  const cards = useCardService();
  return useCallback(
    async (input) => {
      const outcome = await confirmRefund(db, input);
      if (!outcome.ok) return outcome;
      let cardRefused: CardRefundRow[] = [];
      if (outcome.refund.payments.some((p) => p.card_refund_key)) {
        const id = outcome.refund.client_order_id;
        // Not answered (out of reach): the uploader sends it again. Answered, here or by the
        // uploader meanwhile: what is stored says whether the card got the money back.
        await cards()
          .then((s) => s.sendRefunds(id))
          .catch(() => undefined);
        cardRefused = await refusedCardRefunds(db, [id]);
      }
      // Its slip prints on the receipt printer when there is one; the refund is stored first.
      if (cardRefused.length === 0) void printingActions().then((m) => m.printRefund(db, outcome.refund, words)).catch(() => undefined);
      // A refund given back by a tender of kind cash opens the drawer once it is stored.
      if (movesCash(outcome.refund.payments)) kickDrawerAfter(db, outcome.refund.ticket_no);
      return { ...outcome, cardRefused };
    },
    [db, words, cards],
  );
}
