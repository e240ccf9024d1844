/**
 * The writes of an order the kitchen has: clearing it as a void, and splitting its bill.
 *
 * Promises: a sent order cleared ("Clear order") writes its void document, the document's
 * outbox entry (kind 'void', its own `client_order_id` as key, so it uploads exactly once)
 * and the emptied order in ONE transaction (with its VOID slips' print jobs when kitchen printers
 * take them, and a kitchen screen's VOID tickets when a station has one), naming the person signed in and the shift open then: the order is never emptied without its void
 * queued, nor queued twice. A bill of a split order is cleared against the order's other bills
 * read in the same transaction (parked, sold, cleared before: `splitClear`), and its clear is
 * recorded on the bills still open, so the bills' voids add up to the units the kitchen made,
 * each voided once, whatever the order they are cleared in. A split writes the first bill as the open order and the others as
 * parked orders in one transaction, checked against the stored order's revision, so a change
 * made meanwhile in another tab is never split away unseen. Each bill knows which it is
 * (`split_part`): the guests are asked with the first bill's payment only, once per order.
 */
import type { CartLine, CartState } from '../cart/cart';
import type { ApprovedBy, VoidReason } from '../cart/kitchen';
import type { CurrencyDigits } from '../core/money';
import { orderVoid, type OrderVoid } from '../day/orderVoid';
import { NO_OTHER_BILLS, splitClear, type SplitOrderBills } from '../day/splitVoid';
import { refOf } from '../staff/staff';
import { clearCartIn, CART_ID, readCart, stored } from './cart';
import { readSettings } from './settings';
import { openShiftFields } from './shiftDocument';
import { readSignedIn } from './staff';
import { queuePrintJobs, type NewPrintJob } from './printJobs';
import { queueScreenTickets, screenTicketTables, type NewScreenTicket } from './kitchenScreen';
import type { ParkedRow, PosDb, VoidRow } from './schema';

export interface VoidClearInput {
  /** The order the cashier saw when they asked to clear it. */
  revision: number;
  reason: VoidReason;
  approved_by: ApprovedBy | null;
  location_id: number;
  digits: CurrencyDigits;
  brandId: number;
  /**
   * The VOID slips' print jobs, made from the void document, stored in the same transaction
   * (src/app/data/printingActions.ts `planKitchenPrints`). Absent: the caller prints them.
   */
  prints?: (voided: OrderVoid) => readonly NewPrintJob[];
  /**
   * The VOID tickets of the stations with a kitchen screen (assumed-contracts 14), made from the
   * void document, stored with their outbox entries in the same transaction. Absent: none.
   */
  screen?: (voided: OrderVoid) => readonly NewScreenTicket[];
  now?: () => Date;
  newId?: () => string;
}

type VoidClearOutcome = { ok: true; voided: OrderVoid | null } | { ok: false; reason: 'changed' };

/** The other bills of the split order `splitOf`: parked, sold, and cleared before (their documents and the records the parked ones carry). */
async function otherBills(db: PosDb, splitOf: string): Promise<{ bills: SplitOrderBills; parked: ParkedRow[] }> {
  const parked = await db.parked.where('cart.split_of').equals(splitOf).toArray();
  const sold = await db.orders.where('split_of').equals(splitOf).toArray();
  const voided = await db.voids.where('split_of').equals(splitOf).toArray();
  const cleared = [...voided.flatMap((v) => v.split_shares ?? []), ...parked.flatMap((p) => p.cart.split_cleared ?? [])];
  return { bills: { open: parked.map((p) => p.cart.lines), sold: sold.map((o) => o.lines), cleared }, parked };
}

/** Clears the open order; when the kitchen had any of it, its void document is queued with it. */
export function clearAsVoid(db: PosDb, input: VoidClearInput): Promise<VoidClearOutcome> {
  const now = (input.now ?? (() => new Date()))();
  const id = (input.newId ?? (() => crypto.randomUUID()))();
  return db.transaction('rw', [db.cart, db.voids, db.outbox, db.settings, db.staff, db.shifts, db.printJobs, db.parked, db.orders, ...screenTicketTables(db)], async () => {
    const current = await readCart(db, input.brandId);
    if (current.revision !== input.revision) return { ok: false, reason: 'changed' } as const;
    const others = current.split_of ? await otherBills(db, current.split_of) : null;
    const split = splitClear(current, others?.bills ?? NO_OTHER_BILLS);
    const { terminalId } = await readSettings(db);
    const person = await readSignedIn(db);
    const { shift_id } = await openShiftFields(db);
    const voided = orderVoid(current, {
      client_order_id: id,
      created_at: now.toISOString(),
      location_id: input.location_id,
      reason: input.reason,
      approved_by: input.approved_by,
      by: person ? refOf(person) : null,
      digits: input.digits,
      terminal_id: terminalId,
      ...(shift_id ? { shift_id } : {}),
    }, split);
    // The bills still open carry this clear, so the one cleared last knows what this one held.
    for (const row of split.cleared.length > 0 ? (others?.parked ?? []) : []) {
      await db.parked.put({ ...row, cart: { ...row.cart, split_cleared: [...(row.cart.split_cleared ?? []), ...split.cleared] } });
    }
    if (voided) {
      const row: VoidRow = { ...voided, upload: 'waiting', invoice_id: null, message: null, uploaded_at: null };
      await db.voids.add(row);
      await db.outbox.add({ client_order_id: id, kind: 'void', queued_at: now.getTime(), attempts: 0, next_attempt_at: 0, last_error: null });
      if (input.prints) await queuePrintJobs(db, input.prints(voided), now.getTime());
      if (input.screen) await queueScreenTickets(db, input.screen(voided));
    }
    await clearCartIn(db, current);
    return { ok: true, voided } as const;
  });
}

export interface SplitInput {
  revision: number;
  bills: readonly CartLine[][];
  brandId: number;
  /** The name a bill is listed under in "Parked orders": `Table 4 (2/3)`. */
  billName(name: string | undefined, part: number, parts: number): string;
  now?: () => number;
  newId?: () => string;
}

/**
 * The first bill becomes the open order, the others are parked, each under the order's name
 * and `split_of` (the id the order gets now, assumed-contracts 10). `changed` when the stored
 * order is not the one split: nothing is written.
 */
export function splitOrder(db: PosDb, input: SplitInput): Promise<{ ok: true; split_of: string } | { ok: false; reason: 'changed' }> {
  const newId = input.newId ?? (() => crypto.randomUUID());
  const now = input.now ?? (() => Date.now());
  return db.transaction('rw', [db.cart, db.parked], async () => {
    const current = await db.cart.get(CART_ID);
    if (!current || current.revision !== input.revision) return { ok: false, reason: 'changed' } as const;
    const splitOf = newId();
    const parts = input.bills.length;
    const bill = (lines: CartLine[], part: number): CartState => {
      const { id: _id, ...state } = current;
      // The voids stay with the first bill: each is uploaded once. A bill split again starts a
      // split of its own: the clears of the order it came from are not its bills'.
      const { voids: _voids, split_cleared: _cleared, ...rest } = state;
      return { ...rest, lines, split_of: splitOf, split_part: part };
    };
    const [first, ...others] = input.bills;
    if (!first) return { ok: false, reason: 'changed' } as const;
    for (const [i, lines] of others.entries()) {
      const name = input.billName(current.name, i + 2, parts);
      await db.parked.add({ id: newId(), name, parked_at: now(), cart: { ...bill(lines, i + 2), ...(current.name ? { name: current.name } : {}) } });
    }
    await db.cart.put(stored({ ...bill(first, 1), ...(current.voids ? { voids: current.voids } : {}), revision: current.revision + 1 }));
    return { ok: true, split_of: splitOf } as const;
  });
}
