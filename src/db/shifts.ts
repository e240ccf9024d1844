/**
 * The terminal's shifts (assumed-contracts 9) as the database holds them: the open one, its
 * cash movements, the sales and refunds it recorded, and its close.
 *
 * Promises:
 * - At most one shift is open per terminal, whatever the tabs: the open shift is looked up
 *   (`status` 'open') and the new one written in ONE transaction, so a second tab that opens
 *   at the same moment is refused with the shift the first one opened.
 * - A sale is recorded in the open shift in the sale's own transaction (`recordInOpenShift`),
 *   which also stamps the sale with the shift's `shift_id` and `cashier_name`: a sale carries
 *   the shift id exactly when the shift counts it, so the Z report counts what the server
 *   receives. A refund does the same inside its transaction.
 * - The close freezes the Z report into the shift row and queues the row for upload in ONE
 *   transaction (kind 'shift', keyed by its `shift_id`), so it is uploaded once, offline too.
 * - A shift left open over a reload or a restart is still open: it is a row, not screen state.
 * - A refused action writes nothing and comes back as a value (`ShiftRefusal`, worded by
 *   src/day/shiftRefusal.ts), never as an error.
 */
import { readSignedIn } from './staff';
import { refOf, type StaffRef } from '../staff/staff';
import type { Money } from '../core/money';
import type { OrderVoid } from '../day/orderVoid';
import type { Refund } from '../day/refund';
import { isShiftRefusal, shiftReducer, type CashMovementKind, type Shift, type ShiftEvent, type ShiftRefusal } from '../day/shift';
import { recordedIn } from '../day/shiftRecord';
import { shiftReport, type ShiftReport, type ZReport } from '../day/shiftReport';
import { readSettings } from './settings';
import { readOpenShift } from './shiftFields';

export { readOpenShift, shiftsAtAGlance } from './shiftFields';
export { openShiftFields, recordInOpenShift } from './shiftDocument';
import type { OrderRow, PosDb, ShiftRow } from './schema';

/** A shift action's outcome: what it wrote, or why it was refused (nothing written). */
export type ShiftWrite<T> = ({ ok: true } & T) | ShiftRefusal;

/** The person signed in as a shift event's `by` (assumed-contracts 10); `{}` with nobody. */
async function byRef(db: PosDb): Promise<{ by?: StaffRef }> {
  const person = await readSignedIn(db);
  return person ? { by: refOf(person) } : {};
}

/** `event` applied by the shift rules over `state`: the next shift, or the refusal. */
function applied(state: Shift | null, event: ShiftEvent): Shift | ShiftRefusal {
  const next = shiftReducer(state, event);
  return next === null ? { ok: false, reason: 'no-open-shift' } : next;
}

/** Runs `event` through the shift rules over `row` and stores the result; a refusal writes nothing. */
async function applyToRow(db: PosDb, row: ShiftRow, event: ShiftEvent): Promise<ShiftWrite<{ row: ShiftRow }>> {
  const next = applied(row, event);
  if (isShiftRefusal(next)) return next;
  const stored: ShiftRow = { ...row, ...next };
  await db.shifts.put(stored);
  return { ok: true, row: stored };
}

export interface OpenShiftInput {
  cashier_name: string;
  opening_float: Money;
  location_id: number;
  digits: ShiftRow['digits'];
  now?: Date;
  newId?: () => string;
}

/** Opens a shift; refused ('shift-open') when one is open, in any tab. */
export async function openShift(db: PosDb, input: OpenShiftInput): Promise<ShiftWrite<{ row: ShiftRow }>> {
  const { terminalId } = await readSettings(db);
  const by = await byRef(db);
  const at = (input.now ?? new Date()).toISOString();
  const shift_id = (input.newId ?? (() => crypto.randomUUID()))();
  return db.transaction('rw', db.shifts, async () => {
    const open = (await readOpenShift(db)) ?? null;
    const next = applied(open, { type: 'shiftOpened', shift_id, cashier_name: input.cashier_name, opening_float: input.opening_float, at, ...by });
    if (isShiftRefusal(next)) return next;
    const row: ShiftRow = {
      ...next,
      status: 'open',
      upload: null,
      invoice_id: null,
      message: null,
      uploaded_at: null,
      terminal_id: terminalId,
      location_id: input.location_id,
      digits: input.digits,
      z_report: null,
    };
    await db.shifts.add(row);
    return { ok: true, row } as const;
  });
}

/**
 * Cash put in or taken out of the drawer, with its reason, or the refusal. With
 * `shiftId`, only into that shift: one closed meanwhile (in another tab) is refused, even when
 * another is open now.
 */
export async function moveCash(db: PosDb, kind: CashMovementKind, amount: Money, reason: string, now: Date = new Date(), shiftId?: string, approved_by?: StaffRef): Promise<ShiftWrite<{ row: ShiftRow }>> {
  const by = await byRef(db);
  const approved = approved_by ? { approved_by } : {};
  return applyToOpenShift(db, { type: 'cashMoved', kind, amount, reason, at: now.toISOString(), ...(shiftId ? { shift_id: shiftId } : {}), ...by, ...approved });
}

/**
 * A blind close given up after "Show expected cash": the count typed is kept in the shift
 * `shiftId`, and its Z report says the drawer was counted again; or the refusal.
 */
export async function cancelClose(db: PosDb, counted_cash: Money, now: Date = new Date(), shiftId?: string): Promise<ShiftWrite<{ row: ShiftRow }>> {
  const by = await byRef(db);
  return applyToOpenShift(db, { type: 'closeCancelled', counted_cash, at: now.toISOString(), ...(shiftId ? { shift_id: shiftId } : {}), ...by });
}

/** `event` applied to the open shift in one transaction; refused ('no-open-shift') when none is open. */
export function applyToOpenShift(db: PosDb, event: ShiftEvent): Promise<ShiftWrite<{ row: ShiftRow }>> {
  return db.transaction('rw', db.shifts, async () => {
    const open = await readOpenShift(db);
    if (!open) return { ok: false, reason: 'no-open-shift' } as const;
    return applyToRow(db, open, event);
  });
}

/**
 * The refunds of `shift`: those it recorded, and any refund stamped with its `shift_id` made
 * since it opened (a refund stamped with `openShiftFields` alone still counts).
 */
async function refundsOf(db: PosDb, shift: Shift): Promise<Refund[]> {
  const recorded = (await db.refunds.bulkGet([...shift.refund_ids])).filter((r) => r !== undefined);
  const stamped = await db.refunds.where('created_at').aboveOrEqual(shift.opened_at).filter((r) => r.shift_id === shift.shift_id).toArray();
  const seen = new Set(recorded.map((r) => r.client_order_id));
  return [...recorded, ...stamped.filter((r) => !seen.has(r.client_order_id))];
}

interface ShiftDocuments {
  /** The shift with every one of its refunds recorded. */
  shift: Shift;
  sales: OrderRow[];
  refunds: Refund[];
  /** The orders cleared as voids in the shift. */
  cleared: OrderVoid[];
}

/** The open shift's documents, the shift with every one of its refunds recorded. */
async function documentsOf(db: PosDb, open: ShiftRow): Promise<ShiftDocuments> {
  const refunds = await refundsOf(db, open);
  const shift = refunds.reduce<Shift>((recorded, refund) => recordedIn(recorded, { type: 'refundRecorded', client_order_id: refund.client_order_id }), open);
  const sales = (await db.orders.bulkGet([...shift.sale_ids])).filter((o) => o !== undefined);
  const cleared = await db.voids.filter((v) => v.shift_id === shift.shift_id).toArray();
  return { shift, sales, refunds, cleared };
}

/** The X report of the open shift (null when none is open), read in one transaction. */
export function readXReport(db: PosDb): Promise<{ row: ShiftRow; report: ShiftReport } | null> {
  return db.transaction('r', [db.shifts, db.orders, db.refunds, db.voids], async () => {
    const open = await readOpenShift(db);
    if (!open) return null;
    const { shift, sales, refunds, cleared } = await documentsOf(db, open);
    return { row: open, report: shiftReport(shift, sales, refunds, open.digits, cleared) };
  });
}

/**
 * Closes the open shift with the cash counted: the Z report is frozen into the row and the row
 * queued for upload under its `shift_id`, in ONE transaction. Refused, nothing written, when
 * no shift is open (closed in another tab meanwhile), when `shiftId` names another shift than
 * the open one, or when the count is refused.
 */
export async function closeShift(db: PosDb, counted_cash: Money, now: Date = new Date(), shiftId?: string): Promise<ShiftWrite<{ report: ZReport }>> {
  const by = await byRef(db);
  return db.transaction('rw', [db.shifts, db.orders, db.refunds, db.voids, db.outbox], async (): Promise<ShiftWrite<{ report: ZReport }>> => {
    const open = await readOpenShift(db);
    if (!open) return { ok: false, reason: 'no-open-shift' };
    const { shift, sales, refunds, cleared } = await documentsOf(db, open);
    const closed = applied(shift, { type: 'shiftClosed', counted_cash, at: now.toISOString(), ...(shiftId ? { shift_id: shiftId } : {}), ...by });
    if (isShiftRefusal(closed)) return closed;
    const report = shiftReport(closed, sales, refunds, open.digits, cleared);
    if (report.kind !== 'Z') return { ok: false, reason: 'no-open-shift' };
    await db.shifts.put({ ...open, ...closed, status: 'closed', upload: 'waiting', z_report: report });
    await db.outbox.add({ client_order_id: open.shift_id, kind: 'shift', queued_at: now.getTime(), attempts: 0, next_attempt_at: 0, last_error: null });
    return { ok: true, report };
  });
}

/** Every closed shift of this terminal, newest first, with its frozen Z report and upload state. */
export async function closedShifts(db: PosDb): Promise<ShiftRow[]> {
  return (await db.shifts.where('status').equals('closed').toArray()).sort((a, b) => b.opened_at.localeCompare(a.opened_at));
}

/** Closed shifts the server refused for good, newest first, each with the server's words. */
export async function rejectedShifts(db: PosDb): Promise<ShiftRow[]> {
  const rejected = await db.shifts.where('upload').equals('rejected').toArray();
  return rejected.sort((a, b) => b.opened_at.localeCompare(a.opened_at));
}
