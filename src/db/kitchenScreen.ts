/**
 * The kitchen screen's tickets on the till (assumed-contracts 14): each station's ticket stored
 * with its outbox entry (kind `kitchen`) in one transaction, so it is sent exactly once under its
 * `ticket_id`, whatever the network does; and the paper fallback's record.
 *
 * Promises: a ticket's paper is claimed in a transaction before it prints (`claimPaper`), so two
 * tabs, or a ticket acknowledged meanwhile, never print it twice; an acknowledged ticket never
 * prints. Its print jobs are queued in the claim's transaction, so a ticket is never marked
 * printed without them, whatever a reload does.
 */
import type { KitchenTicket } from '../day/kitchenTicket';
import type { ScreenTicket } from '../kitchen/screenTicket';
import { queuePrintJobs, type NewPrintJob } from './printJobs';
import type { KitchenTicketRow, OutboxRow, PosDb } from './schema';

/** A station's ticket to store: what the screen receives and what paper would print. */
export interface NewScreenTicket {
  ticket: ScreenTicket;
  printable: KitchenTicket;
}

/** The tables a transaction that stores screen tickets must include. */
export const screenTicketTables = (db: PosDb) => [db.kitchenTickets, db.outbox];

/** Stores the tickets and their outbox entries; inside the caller's transaction when it has one. */
export function queueScreenTickets(db: PosDb, tickets: readonly NewScreenTicket[]): Promise<void> {
  if (tickets.length === 0) return Promise.resolve();
  return db.transaction('rw', screenTicketTables(db), async () => {
    const rows: KitchenTicketRow[] = tickets.map(({ ticket, printable }) => ({ ...ticket, printable, paper: false, upload: 'waiting', invoice_id: null, message: null, uploaded_at: null }));
    const entries: OutboxRow[] = rows.map((r, i) => ({ client_order_id: r.ticket_id, kind: 'kitchen', queued_at: Date.parse(r.sent_at) + i / 1000, attempts: 0, next_attempt_at: 0, last_error: null }));
    await db.kitchenTickets.bulkAdd(rows);
    await db.outbox.bulkAdd(entries);
  });
}

/** Tickets the service has not acknowledged whose paper has not printed: the fallback's candidates, oldest first. */
export function unacknowledgedTickets(db: PosDb): Promise<KitchenTicketRow[]> {
  return db.kitchenTickets.where('upload').anyOf(['waiting', 'rejected']).filter((t) => !t.paper).sortBy('sent_at');
}

/** A claimed ticket's paper: what it prints, marked "(screen offline)". */
export const paperTicket = (row: KitchenTicketRow): KitchenTicket => ({ ...row.printable, screen_offline: true });

/**
 * Marks the tickets' paper printed and answers the ones this call claimed: those still not
 * acknowledged and not printed. Only those print: their print jobs (`prints`, the kitchen
 * printers' planner, src/app/data/printingActions.ts `planKitchenPrints`) are queued in the same
 * transaction. Without `prints` (no kitchen printer) the caller prints the claimed tickets.
 */
export function claimPaper(db: PosDb, ids: readonly string[], prints?: (tickets: readonly KitchenTicket[]) => readonly NewPrintJob[], now: number = Date.now()): Promise<KitchenTicketRow[]> {
  return db.transaction('rw', [db.kitchenTickets, db.printJobs], async () => {
    const claimed: KitchenTicketRow[] = [];
    for (const id of ids) {
      const row = await db.kitchenTickets.get(id);
      if (!row || row.paper || row.upload === 'uploaded') continue;
      await db.kitchenTickets.update(id, { paper: true });
      claimed.push({ ...row, paper: true });
    }
    if (prints && claimed.length > 0) await queuePrintJobs(db, prints(claimed.map(paperTicket)), now);
    return claimed;
  });
}

/** The stations whose screen tickets printed on paper since `since` (ISO), for the status bar. */
export async function stationsOnPaper(db: PosDb, since: string): Promise<string[]> {
  const rows = await db.kitchenTickets.where('sent_at').aboveOrEqual(since).filter((t) => t.paper).toArray();
  return [...new Set(rows.map((r) => r.station))].sort();
}
