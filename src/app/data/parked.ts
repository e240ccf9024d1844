/** Parked orders (`src/db/parked.ts`): the list read live, parking and reopening, each one transaction with the open order. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { parkedOrders, parkOrder, reopenOrder } from '../../db/parked';
import type { ParkedRow } from '../../db/schema';
import { useDb } from './DbProvider';

/** The parked orders; undefined while loading. */
export function useParked(): ParkedRow[] | undefined {
  const db = useDb();
  return useLiveQuery(() => parkedOrders(db), [db]);
}

/** `brandId`: the brand an order never stored would take. */
export function useParkedWrites(brandId: number) {
  const db = useDb();
  return useMemo(
    () => ({
      park: (name: string) => parkOrder(db, name, brandId),
      reopen: (id: string) => reopenOrder(db, id, brandId),
    }),
    [db, brandId],
  );
}
