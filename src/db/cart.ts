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
 *
 * One order, one brand (2.10.9): the brand stored with the order is the source of truth while
 * it holds lines. A line is added only under the brand the menu showed when it was chosen,
 * checked against the stored order in the same transaction: a tab that still shows another
 * brand (the other tab switched a moment ago) gets a refusal, never a mixed order.
 */
import { cartReducer, emptyCart, isCartRefusal, startedAfresh, type CartContext, type CartEvent, type CartRefusal, type CartState } from '../cart/cart';
import type { PricingRefusal } from '../cart/pricing';
import { joinOrderBrand, type BrandJoin } from '../menu/brand';
import type { Table } from 'dexie';
import type { PosDb, StoredCart } from './schema';

/** The order holds lines of another brand than the menu the line was chosen from (2.10.9). */
export type BrandRefusal = Extract<BrandJoin, { ok: false }>;

/** Why a change was not made: a cart rule, or a line that could not be priced. */
export type OrderRefusal = CartRefusal | PricingRefusal;

export const CART_ID = 'current';

/** The cart as stored under the one id; the note, name, eat-in or take-away and kitchen record only when the order has them. */
export function stored(state: CartState): StoredCart {
  const { lines, channel_id, brand_id, revision, note, name, dining, kitchen_sends, kitchen_order_id, voids, split_of, split_part, split_cleared } = state;
  return {
    id: CART_ID,
    lines,
    channel_id,
    brand_id,
    revision,
    ...(note ? { note } : {}),
    ...(name ? { name } : {}),
    ...(dining ? { dining } : {}),
    ...(kitchen_sends ? { kitchen_sends } : {}),
    ...(kitchen_order_id ? { kitchen_order_id } : {}),
    ...(voids?.length ? { voids } : {}),
    ...(split_of ? { split_of } : {}),
    ...(split_part ? { split_part } : {}),
    ...(split_cleared?.length ? { split_cleared } : {}),
  };
}

function plain(row: StoredCart): CartState {
  const { id: _id, ...state } = row;
  return state;
}

/** The stored cart, or an empty one for `brandId` when none is stored yet. */
export async function readCart(db: PosDb, brandId: number): Promise<CartState> {
  const row = await db.cart.get(CART_ID);
  return row ? plain(row) : emptyCart(brandId, null);
}

/** The open order's lines as stored; none while no order is stored. */
export async function storedLines(db: PosDb): Promise<CartState['lines']> {
  return (await db.cart.get(CART_ID))?.lines ?? [];
}

/** One change of the stored cart: the event made from the cart as it is by then, none, or a refusal. */
export type Step<R> = (current: CartState) => CartEvent | null | R;

/**
 * What a change stores beside the cart in its transaction (a send's or a void's tickets,
 * `src/db/cartPrinted.ts`): its `tables`, and `written`, run once the cart changed.
 */
interface StepsAlso {
  readonly tables: readonly Table[];
  written(): Promise<unknown>;
}

/** Applies the steps in order, in one transaction, to the stored cart; writes only when it changed, with what `also` stores. */
export function applySteps<R extends { ok: false }>(
  db: PosDb,
  brandId: number,
  steps: readonly Step<R>[],
  ctx: CartContext,
  also?: StepsAlso,
): Promise<CartState | R | CartRefusal> {
  return db.transaction('rw', [db.cart, ...(also?.tables ?? [])], async () => {
    const held = await readCart(db, brandId);
    let next = held;
    for (const step of steps) {
      const event = step(next);
      if (event === null) continue;
      if ('ok' in event) return event;
      const changedCart = cartReducer(next, event, ctx);
      if (isCartRefusal(changedCart)) return changedCart;
      next = changedCart;
    }
    if (next !== held) {
      await db.cart.put(stored(next));
      if (also) await also.written();
    }
    return next;
  });
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
  return applySteps(db, brandId, [makeEvent], ctx);
}

/**
 * Adds the line `makeLine` builds from the stored cart, chosen from the menu of `menuBrandId`
 * (2.10.9): an empty order takes that brand first; an order holding lines of another brand
 * refuses it (the cashier is then asked "Switch brand?"). Nothing is written on a refusal.
 */
export function addToOrder(
  db: PosDb,
  menuBrandId: number,
  makeLine: (current: CartState) => CartEvent | OrderRefusal,
  ctx: CartContext,
): Promise<CartState | OrderRefusal | BrandRefusal> {
  const brandFirst: Step<BrandRefusal> = (current) => {
    const join = joinOrderBrand(current, menuBrandId);
    if (!join.ok) return join;
    return join.brandFirst ? { type: 'brandSwitched', brand_id: menuBrandId } : null;
  };
  return applySteps<OrderRefusal | BrandRefusal>(db, menuBrandId, [brandFirst, makeLine], ctx);
}

/**
 * Writes an emptied cart as part of a caller's transaction (a completed sale, a parked order):
 * no lines, no note, no name, one revision on.
 */
export function clearCartIn(db: PosDb, current: CartState): Promise<string> {
  return db.cart.put(stored(startedAfresh(current)));
}

