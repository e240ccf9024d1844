/**
 * The open order of this terminal, kept in IndexedDB so it survives a reload, a crash or a
 * closed tab.
 *
 * Two tabs of one terminal share ONE cart: every change is an event applied by the pure
 * reducer to the cart as stored, inside one read-write transaction, and every tab renders the
 * stored cart through a live query. A tab therefore never writes back a stale copy: a line
 * added in one tab and a quantity changed in the other both land, in the order they
 * committed. Events that depend on the cart (a line priced for its channel) are built from
 * the stored cart inside the transaction, never from what the tab last rendered.
 */
import { cartReducer, emptyCart, isCartRefusal, type CartContext, type CartEvent, type CartRefusal, type CartState } from '../cart/cart';
import type { PricingRefusal } from '../cart/pricing';
import type { PosDb, StoredCart } from './schema';

/** Why a change was not made: a cart rule, or a line that could not be priced. */
export type OrderRefusal = CartRefusal | PricingRefusal;

export const CART_ID = 'current';

function stored(state: CartState): StoredCart {
  return { id: CART_ID, lines: state.lines, channel_id: state.channel_id, brand_id: state.brand_id, revision: state.revision };
}

function plain(row: StoredCart): CartState {
  return { lines: row.lines, channel_id: row.channel_id, brand_id: row.brand_id, revision: row.revision };
}

/** The stored cart, or an empty one for `brandId` when none is stored yet. */
export async function readCart(db: PosDb, brandId: number): Promise<CartState> {
  const row = await db.cart.get(CART_ID);
  return row ? plain(row) : emptyCart(brandId, null);
}

/**
 * Applies the event made from the stored cart; returns the new cart or the refusal. Nothing
 * is written on a refusal or when the event changes nothing.
 */
export function dispatchCart(
  db: PosDb,
  makeEvent: (current: CartState) => CartEvent | OrderRefusal,
  ctx: CartContext,
  brandId: number,
): Promise<CartState | OrderRefusal> {
  return db.transaction('rw', db.cart, async () => {
    const current = await readCart(db, brandId);
    const event = makeEvent(current);
    if ('ok' in event) return event;
    const next = cartReducer(current, event, ctx);
    if (isCartRefusal(next)) return next;
    if (next !== current) await db.cart.put(stored(next));
    return next;
  });
}

/** Writes an emptied cart as part of a caller's transaction (a completed sale). */
export function clearCartIn(db: PosDb, current: CartState): Promise<string> {
  return db.cart.put(stored({ ...current, lines: [], revision: current.revision + 1 }));
}

