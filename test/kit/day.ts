/**
 * The till's day as the database holds it: a refund of a sale and a closed shift, made by the
 * real rules (src/day), for the outbox and the screens that read them.
 */
import { m } from './factories';
import { T0 } from './timers';
import type { CompletedOrder } from '../../src/checkout/order';
import type { RefundRow, ShiftRow, VoidRow } from '../../src/db/schema';
import { makeRefund } from '../../src/day/refund';
import { orderVoid } from '../../src/day/orderVoid';
import { cartOf, exampleBurger } from './orders';
import { shiftReducer, isShiftRefusal, type Shift, type ShiftEvent } from '../../src/day/shift';
import { shiftReport } from '../../src/day/shiftReport';

let seq = 0;

/** A refund of one unit of the sale's first line, waiting to upload. */
export function refundRow(sale: CompletedOrder, overrides: Partial<RefundRow> = {}): RefundRow {
  seq += 1;
  const made = makeRefund({
    sale,
    refunds: [],
    request: [{ of_line: 0, quantity: 1 }],
    client_order_id: `refund-${seq}`,
    ticket_no: `R3-TEST-${String(seq).padStart(6, '0')}`,
    created_at: new Date(T0 + seq * 1000).toISOString(),
    reason: 'Wrong item',
  });
  if (!made.ok) throw new Error(`the example refund is refused: ${made.reason}`);
  return { ...made.refund, ticket_seq: seq, upload: 'waiting', invoice_id: null, message: null, uploaded_at: null, ...overrides };
}

/** The void of an order cleared after the kitchen had its one burger, waiting to upload. */
export function voidRow(overrides: Partial<VoidRow> = {}): VoidRow {
  seq += 1;
  const cart = cartOf(2, exampleBurger);
  const sent = { ...cart, lines: cart.lines.map((line) => ({ ...line, sent: line.quantity })) };
  const made = orderVoid(sent, {
    client_order_id: `void-${seq}`,
    created_at: new Date(T0 + seq * 1000).toISOString(),
    location_id: 3,
    reason: 'changed-mind',
    approved_by: null,
    by: null,
    digits: 3,
  });
  if (!made) throw new Error('the example order had nothing sent to the kitchen');
  return { ...made, upload: 'waiting', invoice_id: null, message: null, uploaded_at: null, ...overrides };
}

/** Runs shift events through the reducer; a refused event throws, so a fixture never hides one. */
export function shiftOf(...events: ShiftEvent[]): Shift {
  let state: Shift | null = null;
  for (const event of events) {
    const next = shiftReducer(state, event);
    if (isShiftRefusal(next)) throw new Error(`refused: ${next.reason}`);
    state = next;
  }
  if (!state) throw new Error('no shift opened');
  return state;
}

/** A shift that sold `sales` and closed with `counted` cash, waiting to upload its Z report. */
export function closedShiftRow(sales: readonly CompletedOrder[], counted: string, overrides: Partial<ShiftRow> = {}): ShiftRow {
  seq += 1;
  const shift = shiftOf(
    { type: 'shiftOpened', shift_id: `shift-${seq}`, cashier_name: 'Cashier 1', opening_float: m('20.000'), at: new Date(T0).toISOString() },
    ...sales.map((s): ShiftEvent => ({ type: 'saleRecorded', client_order_id: s.client_order_id })),
    { type: 'shiftClosed', counted_cash: m(counted), at: new Date(T0 + 3_600_000).toISOString() },
  );
  const z_report = shiftReport(shift, sales, [], 3);
  if (z_report.kind !== 'Z') throw new Error('the shift did not close');
  return {
    ...shift,
    status: 'closed',
    upload: 'waiting',
    invoice_id: null,
    message: null,
    uploaded_at: null,
    terminal_id: 'term-1',
    location_id: 3,
    digits: 3,
    z_report,
    ...overrides,
  };
}

/** What a shift write stored (src/db/shifts.ts `ShiftWrite`); the test fails with the refusal when it was refused. */
export async function written<T extends object>(write: Promise<({ ok: true } & T) | { ok: false; reason: string }>): Promise<T> {
  const done = await write;
  if (!done.ok) throw new Error(`the shift write was refused: ${done.reason}`);
  return done;
}
