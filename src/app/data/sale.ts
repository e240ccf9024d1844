/**
 * "Complete sale": the sale, its outbox entry, the ticket number and the emptied order written
 * in one transaction (`src/db/orders.ts`), which loads with the first sale (precached, so
 * offline too), not with the page.
 */
import { useCallback } from 'react';
import type { SaleOutcome } from '../../checkout/saleNotSaved';
import type { CompleteSaleInput } from '../../db/orders';
import { useDb } from './DbProvider';

export interface SaleStore {
  /** The sale stored, or why not (nothing written), e.g. `no-open-shift` when "Sell only with an open shift" finds none open. */
  completeSale(input: CompleteSaleInput): Promise<SaleOutcome>;
}

/** Loads the sale's store on first use. */
export function useSaleStore(): () => Promise<SaleStore> {
  const db = useDb();
  return useCallback(async () => {
    const { completeSale } = await import('../../db/orders');
    return { completeSale: (input) => completeSale(db, input) };
  }, [db]);
}
