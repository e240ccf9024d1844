/**
 * Parked orders of this terminal (`parked`, schema 9): orders put aside under a name while the
 * screen sells another, kept in IndexedDB so they survive a reload, a crash and a browser
 * restart, and seen live by every tab.
 *
 * Promises: parking writes the parked row and the emptied open order in ONE transaction, and
 * reopening takes the row out and makes it the open order in ONE transaction, so an order is
 * always in exactly one place. Two tabs reopening the same order are serialised by IndexedDB:
 * the second finds the row gone and is told so (`gone`), never a copy. An open order that
 * holds something when another is reopened is parked first in that same transaction, under
 * its own name or the next number: it is never lost.
 *
 * A parked order holds nothing against a quota: its units count again only once it is
 * reopened, when the whole order is checked (`orderStockProblems`): a line sold out or over
 * what is left meanwhile is marked and must be settled before it is sold.
 */
import { readSignedIn } from './staff';
import { refOf, type StaffRef } from '../staff/people';
import { isBlankOrder, type CartState } from '../cart/cart';
import { chooseOrderName, parkedCart, reopenedCart, suggestedName, type NameFormats, type ParkRefusal } from '../cart/parked';
import { clearCartIn, readCart, stored } from './cart';
import type { ParkedRow, PosDb } from './schema';

interface ParkClock {
  /** Injected for tests; the browser's clock and UUIDs otherwise. */
  now?: () => number;
  newId?: () => string;
  /** How a default name reads in the language on screen, then in the others (`NameFormats`); English alone when absent. */
  nameFormats?: NameFormats;
}

export { parkedOrders } from './parkedList';

async function parkedNames(db: PosDb): Promise<string[]> {
  return (await db.parked.toArray()).map((p) => p.name);
}

function rowOf(cart: CartState, name: string, clock: ParkClock, by: { parked_by?: StaffRef }): ParkedRow {
  return { id: (clock.newId ?? (() => crypto.randomUUID()))(), name, parked_at: (clock.now ?? Date.now)(), cart: { ...cart, name }, ...by };
}

/** The person signed in as a parked order's `parked_by`; `{}` with nobody. */
async function parkedBy(db: PosDb): Promise<{ parked_by?: StaffRef }> {
  const person = await readSignedIn(db);
  return person ? { parked_by: refOf(person) } : {};
}

/**
 * Parks the open order under `typedName` (an empty name takes the next number) and starts an
 * empty one. Refused, writing nothing, when the order holds nothing or the name is too long or
 * already parked. `brandId`: the brand an order that was never stored would take.
 */
export async function parkOrder(db: PosDb, typedName: string, brandId: number, clock: ParkClock = {}): Promise<{ ok: true; name: string } | ParkRefusal> {
  const by = await parkedBy(db);
  return db.transaction('rw', [db.cart, db.parked], async () => {
    const current = await readCart(db, brandId);
    const chosen = chooseOrderName(typedName, await parkedNames(db), clock.nameFormats);
    if (!chosen.ok) return chosen;
    const kept = parkedCart(current, chosen.name);
    if ('ok' in kept) return kept;
    await db.parked.add(rowOf(kept, chosen.name, clock, by));
    await clearCartIn(db, current);
    return { ok: true, name: chosen.name } as const;
  });
}

/** `parkedAs`: the name the order that was open was parked under to make room, or null. */
export type Reopened = { ok: true; name: string; parkedAs: string | null };

/**
 * Makes the parked order `id` the open order. An open order that holds lines or a note is
 * parked first under its own name (when free) or the next number. `gone` when another screen
 * reopened it first: nothing is written.
 */
export async function reopenOrder(db: PosDb, id: string, brandId: number, clock: ParkClock = {}): Promise<Reopened | ParkRefusal> {
  const by = await parkedBy(db);
  return db.transaction('rw', [db.cart, db.parked], async () => {
    const row = await db.parked.get(id);
    if (!row) return { ok: false, reason: 'gone' } as const;
    await db.parked.delete(id);
    const current = await readCart(db, brandId);
    let parkedAs: string | null = null;
    if (!isBlankOrder(current)) {
      parkedAs = suggestedName(current, await parkedNames(db), clock.nameFormats);
      await db.parked.add(rowOf(current, parkedAs, clock, by));
    }
    // A bill of a split order keeps the order's own name ("Table 4"); it is listed as "Table 4 (2/2)".
    const name = row.cart.split_of && row.cart.name ? row.cart.name : row.name;
    await db.cart.put(stored(reopenedCart({ ...row.cart, name }, current)));
    return { ok: true, name: row.name, parkedAs };
  });
}
