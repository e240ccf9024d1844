/**
 * The writes of an order the kitchen has: clearing it as a void, and splitting its bill.
 *
 * Promises: a sent order cleared ("Clear order") writes its void document, the document's
 * outbox entry (kind 'void', its own `client_order_id` as key, so it uploads exactly once)
 * and the emptied order in ONE transaction (with its VOID slips' print jobs when kitchen printers
 * take them), naming the person signed in and the shift open then: the order is never emptied without its void
 * queued, nor queued twice. A split writes the first bill as the open order and the others as
 * parked orders in one transaction, checked against the stored order's revision, so a change
 * made meanwhile in another tab is never split away unseen. Each bill knows which it is
 * (`split_part`): the guests are asked with the first bill's payment only, once per order.
 */
import type { CartLine, CartState } from '../cart/cart';
import type { ApprovedBy, VoidReason } from '../cart/kitchen';
import type { CurrencyDigits } from '../core/money';
import { orderVoid, type OrderVoid } from '../day/orderVoid';
import { refOf } from '../staff/staff';
import { clearCartIn, CART_ID, readCart, stored } from './cart';
import { readSettings } from './settings';
import { openShiftFields } from './shiftDocument';
import { readSignedIn } from './staff';
import { queuePrintJobs, type NewPrintJob } from './printJobs';
import type { PosDb, VoidRow } from './schema';

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
  now?: () => Date;
  newId?: () => string;
}

export type VoidClearOutcome = { ok: true; voided: OrderVoid | null } | { ok: false; reason: 'changed' };

/** Clears the open order; when the kitchen had any of it, its void document is queued with it. */
export function clearAsVoid(db: PosDb, input: VoidClearInput): Promise<VoidClearOutcome> {
  const now = (input.now ?? (() => new Date()))();
  const id = (input.newId ?? (() => crypto.randomUUID()))();
  return db.transaction('rw', [db.cart, db.voids, db.outbox, db.settings, db.staff, db.shifts, db.printJobs], async () => {
    const current = await readCart(db, input.brandId);
    if (current.revision !== input.revision) return { ok: false, reason: 'changed' } as const;
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
    });
    if (voided) {
      const row: VoidRow = { ...voided, upload: 'waiting', invoice_id: null, message: null, uploaded_at: null };
      await db.voids.add(row);
      await db.outbox.add({ client_order_id: id, kind: 'void', queued_at: now.getTime(), attempts: 0, next_attempt_at: 0, last_error: null });
      if (input.prints) await queuePrintJobs(db, input.prints(voided), now.getTime());
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
      // The voids stay with the first bill: each is uploaded once.
      const { voids: _voids, ...rest } = state;
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
