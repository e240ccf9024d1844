/**
 * A change of the open order stored with its kitchen tickets (a send, a void): the print jobs
 * and the kitchen screen's tickets are written in the cart's own transaction (src/db/cart.ts
 * `applySteps`), so a send or a void is never stored without its tickets, nor its tickets
 * without it. Loaded with the first send or void, not with the first screen.
 */
import type { CartContext, CartEvent, CartState } from '../cart/cart';
import { applySteps, type OrderRefusal } from './cart';
import { queuePrintJobs, type NewPrintJob } from './printJobs';
import { queueScreenTickets, screenTicketTables, type NewScreenTicket } from './kitchenScreen';
import type { PosDb } from './schema';

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
  return applySteps(db, brandId, makeEvents, ctx, {
    tables: [db.printJobs, ...(screen ? screenTicketTables(db) : [])],
    written: async () => {
      await queuePrintJobs(db, prints(), Date.now());
      if (screen) await queueScreenTickets(db, screen());
    },
  });
}
