/**
 * What a sale or a refund needs of the open shift, on the way of every sale, and what the
 * status bar shows of the shifts (so kept small, in the first load:
 * opening, cash movements, reports and the close are src/db/shifts.ts, loaded with their
 * dialogs): the open shift, its fields for a document, and the document recorded in it in
 * the document's own transaction, so a document carries a `shift_id` exactly when that
 * shift's report counts it.
 */
import type { OrderFields } from '../checkout/order';
import type { CurrencyDigits } from '../core/money';
import { recordedIn, type DocumentRecorded } from '../day/shiftRecord';
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

export type ShiftFields = Pick<OrderFields, 'shift_id' | 'cashier_name'>;

const fieldsOf = (shift: ShiftRow | undefined): ShiftFields =>
  shift ? { shift_id: shift.shift_id, cashier_name: shift.cashier_name } : {};

/**
 * The open shift's `shift_id` and `cashier_name` for a document made now, or `{}` when no
 * shift is open. Reading only: a document that should count in the shift's report is
 * recorded with `recordInOpenShift` instead.
 */
export async function openShiftFields(db: PosDb): Promise<ShiftFields> {
  return fieldsOf(await readOpenShift(db));
}

/**
 * Inside the document's own transaction (which must include `db.shifts`): records the sale
 * or refund `client_order_id` in the open shift and returns the fields to put on it, or no
 * fields when no shift is open (nothing written). `fitsDigits` is asked first whether the
 * document can be counted in the shift's currency digits (src/db/shiftDigits.ts); when it
 * cannot, the refusal comes back and nothing is written.
 */
export async function recordInOpenShift(
  db: PosDb,
  event: DocumentRecorded,
  fitsDigits: (shiftDigits: CurrencyDigits) => boolean = () => true,
): Promise<{ ok: true; fields: ShiftFields } | { ok: false; reason: 'digits-changed' }> {
  const open = await readOpenShift(db);
  if (!open) return { ok: true, fields: {} };
  if (!fitsDigits(open.digits)) return { ok: false, reason: 'digits-changed' };
  await db.shifts.put({ ...open, ...recordedIn(open, event) });
  return { ok: true, fields: fieldsOf(open) };
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
