/**
 * What the till reads of the shifts from the first screen on (so kept small, in the first
 * load): whether a sale needs an open shift, the open shift, and what the status bar shows.
 * A document's shift fields and its record in the shift are `shiftDocument.ts`'s, loaded with
 * the writes that store documents; opening, cash movements, reports and the close are
 * src/db/shifts.ts, loaded with their dialogs.
 */
import type { PosDb, ShiftRow, TerminalSettings } from './schema';

/**
 * "Sell only with an open shift": cash changes hands (a sale, a counter order marked paid, a
 * refund) only in an open shift. A kiosk never asks one: its customers cannot open it.
 */
export function shiftRequiredOn(settings: Pick<TerminalSettings, 'shiftRequired' | 'kiosk'>): boolean {
  return !!settings.shiftRequired && !settings.kiosk.enabled;
}

/** The open shift of this terminal, or undefined. Also usable inside a caller's transaction over `shifts`. */
export function readOpenShift(db: PosDb): Promise<ShiftRow | undefined> {
  return db.shifts.where('status').equals('open').first();
}

/** What the status bar shows of the shifts: whether one is open, whether one was ever closed, and whether the server refused one. */
export async function shiftsAtAGlance(db: PosDb): Promise<{ open: boolean; closed: boolean; rejected: boolean }> {
  const [open, closed, rejected] = await Promise.all([
    readOpenShift(db),
    db.shifts.where('status').equals('closed').count(),
    db.shifts.where('upload').equals('rejected').count(),
  ]);
  return { open: open !== undefined, closed: closed > 0, rejected: rejected > 0 };
}
