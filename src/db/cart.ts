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
import type { NewPrintJob } from './printJobs';
import type { NewScreenTicket } from './kitchenScreen';
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
type Step<R> = (current: CartState) => CartEvent | null | R;

/**
 * The print jobs a change stores with it (a send to the kitchen, a void: its tickets), made
 * once the steps ran, in the same transaction: written only when the cart changed.
 */
export type ChangePrints = () => readonly NewPrintJob[];

/**
 * The kitchen screen's tickets a change stores with it (assumed-contracts 14: a send or a void
 * for a station with a screen), made once the steps ran, with their outbox entries, in the same
 * transaction: written only when the cart changed.
 */
export type ChangeScreen = () => readonly NewScreenTicket[];

/** Applies the steps in order, in one transaction, to the stored cart; writes only when it changed, with its `prints` and `screen` tickets. */
async function applySteps<R extends { ok: false }>(
  db: PosDb,
  brandId: number,
  steps: readonly Step<R>[],
  ctx: CartContext,
  prints?: ChangePrints,
  screen?: ChangeScreen,
): Promise<CartState | R | CartRefusal> {
  // The print queue's and the screen's writes load before the transaction, and only for a
  // change that prints: the cart's other changes, every tap, need none of it.
  const queuePrintJobs = prints ? (await import('./printJobs')).queuePrintJobs : null;
  const screenWrites = screen ? await import('./kitchenScreen') : null;
  const tables = [db.cart, ...(prints ? [db.printJobs] : []), ...(screenWrites ? screenWrites.screenTicketTables(db) : [])];
  return db.transaction('rw', tables, async () => {
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
      if (prints && queuePrintJobs) await queuePrintJobs(db, prints(), Date.now());
      if (screen && screenWrites) await screenWrites.queueScreenTickets(db, screen());
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
 * Applies the events made in turn from the stored cart (a line voided, then its VOID slip sent)
 * and stores the jobs `prints` makes of them (and the kitchen screen's tickets `screen` makes),
 * all in one transaction: a send or a void is never stored without its tickets, nor its tickets
 * without it. Nothing is written on a refusal.
 */
export function dispatchPrinted(
  db: PosDb,
  makeEvents: readonly ((current: CartState) => CartEvent | OrderRefusal)[],
  ctx: CartContext,
  brandId: number,
  prints: ChangePrints,
  screen?: ChangeScreen,
): Promise<CartState | OrderRefusal> {
  return applySteps(db, brandId, makeEvents, ctx, prints, screen);
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

