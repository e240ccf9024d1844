/**
 * Parked orders: the list read live (`src/db/parkedList.ts`), parking and reopening
 * (`src/db/parked.ts`, loaded with the first of them, not with the page), each one transaction
 * with the open order.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { NameFormats } from '../../cart/parked';
import { parkedCount, parkedOrders } from '../../db/parkedList';
import type { ParkedRow } from '../../db/schema';
import { useDb } from './DbProvider';

/** The parked orders; undefined while loading. */
export function useParked(): ParkedRow[] | undefined {
  const db = useDb();
  return useLiveQuery(() => parkedOrders(db), [db]);
}

/** How many orders are parked, read live (another tab's parking counts too); undefined while loading. */
export function useParkedCount(): number | undefined {
  const db = useDb();
  return useLiveQuery(() => parkedCount(db), [db]);
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
