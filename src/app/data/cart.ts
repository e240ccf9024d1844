/**
 * The open order as stored (`src/db/cart.ts`), read live, and its changes, each one
 * transaction over the stored cart, so two tabs never overwrite each other.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { CartContext, CartEvent, CartState } from '../../cart/cart';
import { addToOrder, dispatchCart, readCart, storedLines, type OrderRefusal } from '../../db/cart';
import type { ChangePrints, ChangeScreen } from '../../db/cartPrinted';
import { useDb } from './DbProvider';

/** The stored order, or an empty one for `brandId` while none is stored; undefined while loading. */
export function useCart(brandId: number): CartState | undefined {
  const db = useDb();
  return useLiveQuery(() => readCart(db, brandId), [db, brandId]);
}

/** How many lines the open order holds; undefined while loading. */
export function useOrderLineCount(): number | undefined {
  const db = useDb();
  return useLiveQuery(async () => (await storedLines(db)).length, [db]);
}

export function useCartWrites() {
  const db = useDb();
  return useMemo(
    () => ({
      /** Applies the event made from the stored cart (`dispatchCart`). */
      dispatch: (makeEvent: (current: CartState) => CartEvent | OrderRefusal, ctx: CartContext, brandId: number) =>
        dispatchCart(db, makeEvent, ctx, brandId),
      /**
       * Applies the events made in turn from the stored cart, with the print jobs they store
       * (`dispatchPrinted`, loaded with the first send or void: most taps print nothing).
       */
      dispatchPrinted: async (makeEvents: readonly ((current: CartState) => CartEvent | OrderRefusal)[], ctx: CartContext, brandId: number, prints: ChangePrints, screen?: ChangeScreen) =>
        (await import('../../db/cartPrinted')).dispatchPrinted(db, makeEvents, ctx, brandId, prints, screen),
      /** Adds a line chosen from the menu of `menuBrandId` (`addToOrder`, 2.10.9). */
      add: (menuBrandId: number, makeLine: (current: CartState) => CartEvent | OrderRefusal, ctx: CartContext) =>
        addToOrder(db, menuBrandId, makeLine, ctx),
    }),
    [db],
  );
}
