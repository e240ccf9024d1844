/**
 * "Complete sale": the sale, its outbox entry, the ticket number and the emptied order written
 * in one transaction (`src/db/orders.ts`), which loads with the first sale (precached, so
 * offline too), not with the page.
 */
import { useCallback } from 'react';
import type { CompletedOrder } from '../../checkout/order';
import type { CompleteSaleInput, NoOpenShiftError } from '../../db/orders';
import { useDb } from './DbProvider';

export interface SaleStore {
  /** Throws `NoOpenShiftError` (nothing written) when "Sell only with an open shift" finds none open. */
  completeSale(input: CompleteSaleInput): Promise<CompletedOrder>;
  NoOpenShiftError: typeof NoOpenShiftError;
}

/** Loads the sale's store on first use. */
export function useSaleStore(): () => Promise<SaleStore> {
  const db = useDb();
  return useCallback(async () => {
    const { completeSale, NoOpenShiftError } = await import('../../db/orders');
    return { completeSale: (input) => completeSale(db, input), NoOpenShiftError };
  }, [db]);
}
