/**
 * Refunds of completed sales (assumed-contracts 8) and their outbox.
 *
 * Promises: confirming a refund writes the refund row, its outbox entry and the next number of
 * the refunds' own ticket series (`counters` row `refund`, `R<branch>-<terminal>-000001`) in ONE
 * transaction, after checking it against every refund of the same sale read in that same
 * transaction: a line never gives back more than was paid for it, even when two tabs refund at
 * once. A refusal writes nothing. The entry names its sale in `after`, so a refund is never sent
 * before the sale it refunds (the uploader holds it while the sale waits). Money going back to
 * a card taken on the terminal is stored as a card refund (cardRefunds.ts) in that same
 * transaction, under a key made once, so it is sent, and sent again, as one refund.
 */
import { readOpenShift, shiftRequiredOn } from './shiftFields';
import { openShiftFields, recordInOpenShift } from './shiftDocument';
import { doneBy } from './staff';
import type { StaffRef } from '../staff/staff';
import { makeRefund, type Refund, type RefundTenderRefusal } from '../day/refund';
import { cardRefundsOf } from './cardRefunds';
import type { PaymentMethod } from '../checkout/payment';
import { refundFits } from './shiftDigits';
import { saleRefusal, type RefundRefusal, type RefundSaleRefusal, type RequestedLine } from '../day/refunds';

export { saleRefusal, type RefundSaleRefusal };
import type { CompletedOrder } from '../checkout/order';
import { formatTicketNo } from '../checkout/order';
import { ticketPrefix } from './orders';
import { readSettings } from './settings';
import type { OrderRow, OutboxRow, PosDb, RefundRow } from './schema';

/** `R<branch>-<terminal>`: the refunds' series, apart from the sales' `T…` one. */
function refundPrefix(locationId: number, terminalId: string): string {
  return `R${ticketPrefix(locationId, terminalId).slice(1)}`;
}

/** Every refund made of the sale `saleId`, oldest first. */
export async function refundsOf(db: PosDb, saleId: string): Promise<RefundRow[]> {
  return (await db.refunds.where('refund_of').equals(saleId).toArray()).sort((a, b) => a.ticket_seq - b.ticket_seq);
}


export type RefundOutcome =
  | { ok: true; refund: RefundRow }
  | RefundRefusal
  | { ok: false; reason: 'reason-missing' }
  | RefundTenderRefusal
  | RefundSaleRefusal
  /** "Sell only with an open shift" and none is open: cash given back must be in a shift too. */
  | { ok: false; reason: 'no-open-shift' }
  /** The open shift cannot count the refund's amounts exactly (src/day/shiftRefusal.ts). */
  | { ok: false; reason: 'digits-changed' };

export interface ConfirmRefundInput {
  saleId: string;
  request: readonly RequestedLine[];
  reason: string;
  /** The tender the money goes back to, among the sale's payments; absent: the way it came, card first. */
  to?: PaymentMethod;
  /** The manager who approved it (assumed-contracts 10). */
  approved_by?: StaffRef;
  /** Injected for tests; the browser's clock and UUIDs otherwise. */
  now?: () => Date;
  newId?: () => string;
}

function refundEntry(refund: Refund, at: number): OutboxRow {
  return { client_order_id: refund.client_order_id, kind: 'refund', queued_at: at, attempts: 0, next_attempt_at: 0, last_error: null, after: refund.refund_of };
}

/** Checks the refund against the sale's earlier refunds and, when it holds, stores and queues it. */
export async function confirmRefund(db: PosDb, input: ConfirmRefundInput): Promise<RefundOutcome> {
  const settings = await readSettings(db);
  const person = await doneBy(db);
  const now = (input.now ?? (() => new Date()))();
  const newId = input.newId ?? (() => crypto.randomUUID());
  const id = newId();
  return db.transaction('rw', [db.orders, db.refunds, db.outbox, db.counters, db.shifts, db.cardRefunds], async (): Promise<RefundOutcome> => {
    const sale: OrderRow | undefined = await db.orders.get(input.saleId);
    if (!sale) return { ok: false, reason: 'unknown-sale' };
    const rejected = saleRefusal(sale);
    if (rejected) return rejected;
    if (shiftRequiredOn(settings) && !(await readOpenShift(db))) return { ok: false, reason: 'no-open-shift' };
    const next = ((await db.counters.get('refund'))?.value ?? 0) + 1;
    const made = makeRefund({
      sale: saleOf(sale),
      refunds: await refundsOf(db, sale.client_order_id),
      request: input.request,
      client_order_id: id,
      ticket_no: formatTicketNo(refundPrefix(sale.location_id, settings.terminalId), next),
      created_at: now.toISOString(),
      reason: input.reason,
      ...(input.to ? { to: input.to } : {}),
      terminal_id: settings.terminalId,
      // The open shift and its cashier (assumed-contracts 7); the refund is recorded in it below.
      ...(await openShiftFields(db)),
      // Who made it (assumed-contracts 10): the person signed in, over the shift's cashier name.
      ...person,
      ...(input.approved_by ? { approved_by: input.approved_by } : {}),
    });
    if (!made.ok) return made;
    // A card taken on the terminal gets its money back on that card: the request's key is made
    // now and stored with the refund, before anything is sent (cardRefunds.ts sends it).
    const refund: Refund = { ...made.refund, payments: made.refund.payments.map((p) => (p.payment_id ? { ...p, card_refund_key: newId() } : p)) };
    const recorded = await recordInOpenShift(db, { type: 'refundRecorded', client_order_id: id }, refundFits(refund));
    if (!recorded.ok) return recorded;
    const row: RefundRow = { ...refund, ticket_seq: next, upload: 'waiting', invoice_id: null, message: null, uploaded_at: null };
    await db.counters.put({ id: 'refund', value: next });
    await db.refunds.add(row);
    await db.outbox.add(refundEntry(row, now.getTime()));
    await db.cardRefunds.bulkAdd(cardRefundsOf(row, now));
    return { ok: true, refund: row };
  });
}

/** An order still waiting to be paid at the counter is not a sale yet (`not-paid`, refunds.ts). */
function saleOf(row: OrderRow): CompletedOrder {
  return row.upload === 'unpaid' ? { ...row, pay_at_counter: true } : row;
}
