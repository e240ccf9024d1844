/**
 * A document in the open shift: its fields (`shift_id`, `cashier_name`), and the document
 * recorded in the shift in the document's own transaction, so a document carries a
 * `shift_id` exactly when that shift's report counts it. Loaded with the writes that store
 * sales, refunds and kitchen sends, not with the first screen.
 */
import type { OrderFields } from '../checkout/order';
import type { CurrencyDigits } from '../core/money';
import { recordedIn, type DocumentRecorded } from '../day/shiftRecord';
import type { PosDb, ShiftRow } from './schema';
import { readOpenShift } from './shiftFields';

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
