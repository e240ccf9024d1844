/** A sale's refunds read live, and a refund confirmed (`src/db/refunds.ts`, one transaction with its queue entry). */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { confirmRefund, refundsOf, type ConfirmRefundInput, type RefundOutcome } from '../../db/refunds';
import type { RefundRow } from '../../db/schema';
import { useDb } from './DbProvider';

/** Every refund of the sale `saleId`; undefined while loading. */
export function useRefundsOf(saleId: string): RefundRow[] | undefined {
  const db = useDb();
  return useLiveQuery(() => refundsOf(db, saleId), [db, saleId]);
}

export function useConfirmRefund(): (input: ConfirmRefundInput) => Promise<RefundOutcome> {
  const db = useDb();
  return useCallback((input) => confirmRefund(db, input), [db]);
}
