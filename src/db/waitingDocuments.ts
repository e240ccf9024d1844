/**
 * The waiting documents themselves (what `waiting.ts` says waits), for "Export unsent",
 * logging out or another server (`unsent.ts`) and "Orders": apart from the counts, which the
 * status bar reads at start, so they load with those screens.
 *
 * Promises: read in ONE transaction, one moment of the terminal.
 */
import type { AvailabilityChangeRow, OrderRow, PosDb, RefundRow, ShiftRow, VoidRow } from './schema';
import { NOT_ACKNOWLEDGED, voidsIn, waitingTables } from './waiting';

/** Every waiting document as stored, by kind, each oldest first. */
interface WaitingDocuments {
  sales: OrderRow[];
  refunds: RefundRow[];
  shifts: ShiftRow[];
  voids: VoidRow[];
  marks: AvailabilityChangeRow[];
}

/** Every waiting document, read in one transaction (one moment of the terminal). */
export function waitingDocuments(db: PosDb): Promise<WaitingDocuments> {
  return db.transaction('r', waitingTables(db), async () => {
    const byTime = <T extends { created_at: string }>(a: T, b: T) => a.created_at.localeCompare(b.created_at);
    const states = [...NOT_ACKNOWLEDGED];
    return {
      sales: (await db.orders.where('upload').anyOf(states).toArray()).sort(byTime),
      refunds: (await db.refunds.where('upload').anyOf(states).toArray()).sort(byTime),
      shifts: (await db.shifts.where('upload').anyOf(states).toArray()).sort((a, b) => a.opened_at.localeCompare(b.opened_at)),
      voids: (await voidsIn(db, states).toArray()).sort(byTime),
      marks: (await db.availabilityChanges.where('upload').equals('waiting').toArray()).sort((a, b) => a.marked_at.localeCompare(b.marked_at)),
    };
  });
}

/** The voids "Orders" lists: refused ones of any day, then those still queued; newest first in each. */
export async function voidsToShow(db: PosDb): Promise<VoidRow[]> {
  const rows = await voidsIn(db, ['rejected', 'waiting']).toArray();
  const newestFirst = (a: VoidRow, b: VoidRow) => b.created_at.localeCompare(a.created_at);
  return [...rows.filter((v) => v.upload === 'rejected').sort(newestFirst), ...rows.filter((v) => v.upload === 'waiting').sort(newestFirst)];
}
