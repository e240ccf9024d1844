/**
 * "Mark sold out" / "Available again" from the till (assumed-contracts 12): the change is
 * stored with its outbox entry in one transaction (src/db/availability.ts) and shows at once
 * on every tab through the sold-out list the menu reads.
 */
import { useMemo } from 'react';
import { markAvailability, type MarkOutcome } from '../../db/availabilityMarks';
import { useDb } from './DbProvider';

export function useAvailabilityWrites() {
  const db = useDb();
  return useMemo(
    () => ({
      mark: (productId: number, soldOut: boolean): Promise<MarkOutcome> =>
        markAvailability(db, { id: crypto.randomUUID(), product_id: productId, sold_out: soldOut, marked_at: new Date().toISOString() }),
    }),
    [db],
  );
}
