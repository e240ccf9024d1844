/**
 * Parked orders: the list read live (`src/db/parkedList.ts`), parking and reopening
 * (`src/db/parked.ts`, loaded with the first of them, not with the page), each one transaction
 * with the open order. Loaded with "Parked"; the count the order panel shows is
 * `parkedCount.ts`'s.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { NameFormats } from '../../cart/parked';
import { parkedOrders } from '../../db/parkedList';
import type { ParkedRow } from '../../db/schema';
import { useDb } from './DbProvider';

/** The parked orders; undefined while loading. */
export function useParked(): ParkedRow[] | undefined {
  const db = useDb();
  return useLiveQuery(() => parkedOrders(db), [db]);
}

/**
 * `brandId`: the brand an order never stored would take; `nameFormats`: how a default name
 * reads, the language on screen's first (`src/cart/parked.ts`).
 */
export function useParkedWrites(brandId: number, nameFormats: NameFormats) {
  const db = useDb();
  return useMemo(
    () => ({
      park: async (name: string) => (await import('../../db/parked')).parkOrder(db, name, brandId, { nameFormats }),
      reopen: async (id: string) => (await import('../../db/parked')).reopenOrder(db, id, brandId, { nameFormats }),
    }),
    [db, brandId, nameFormats],
  );
}
