import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { confirmRefund, refundsOf, type ConfirmRefundInput } from '../../src/db/refunds';
import { findSale, refundsToShow } from '../../src/db/ordersList';
import { rejectedCount } from '../../src/db/orderCounts';
import { headOfQueue, markRejected, markUploaded } from '../../src/db/outbox';
import type { PosDb } from '../../src/db/schema';
import { readSettings } from '../../src/db/settings';
import { saveSettingsAudited } from '../../src/db/settingsAudited';
import { openShift, readOpenShift } from '../../src/db/shifts';
import { money } from '../../src/core/money';
import { m } from '../kit/factories';
import { openTestDb } from '../kit/db';
import { closedShiftRow, written } from '../kit/day';
import { card, cartOf, cash, exampleBurger, orderOf, orderRow } from '../kit/orders';

const T0 = Date.parse('2026-11-21T11:02:00.000Z');
let ids = 0;

/** The example sale (2 burgers, 4.600 paid in cash), stored as completed, waiting to upload. */
async function storedSale(db: PosDb, overrides: Parameters<typeof orderRow>[0] = {}) {
  const sale = orderRow(overrides);
  await db.orders.add(sale);
  await db.outbox.add({ client_order_id: sale.client_order_id, queued_at: T0 - 60_000, attempts: 0, next_attempt_at: 0, last_error: null });
  return sale;
}

function refund(saleId: string, quantity: number, overrides: Partial<ConfirmRefundInput> = {}): ConfirmRefundInput {
  ids += 1;
  return { saleId, request: [{ of_line: 0, quantity }], reason: 'Wrong item', now: () => new Date(T0 + ids), newId: () => `refund-${ids}`, ...overrides };
}

async function everything(db: PosDb) {
  return { refunds: await db.refunds.toArray(), outbox: await db.outbox.toArray(), counter: await db.counters.get('refund') };
}

describe('confirming a refund', () => {
  test('the refund, its outbox entry after its sale and the next refund ticket are written together', async () => {
    const db = openTestDb();
    const sale = await storedSale(db);
    const done = await confirmRefund(db, refund(sale.client_order_id, 1));
    if (!done.ok) throw new Error(done.reason);
    const { terminalId } = await readSettings(db);
    const prefix = `R3-${terminalId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    expect(done.refund).toMatchObject({ ticket_no: `${prefix}-000001`, refund_of: sale.client_order_id, upload: 'waiting', terminal_id: terminalId, total: m('2.300') });
    expect(done.refund.payments).toEqual([{ method: 'cash', amount: m('2.300') }]);
    const stored = await everything(db);
    expect(stored.refunds).toEqual([done.refund]);
    expect(stored.outbox.find((e) => e.kind === 'refund')).toMatchObject({ client_order_id: done.refund.client_order_id, after: sale.client_order_id });
    expect(stored.counter?.value).toBe(1);
  });

  test('refund tickets count in their own series, apart from the sales', async () => {
    const db = openTestDb();
    await db.counters.put({ id: 'ticket', value: 41 });
    const sale = await storedSale(db);
    const first = await confirmRefund(db, refund(sale.client_order_id, 1));
    const second = await confirmRefund(db, refund(sale.client_order_id, 1));
    expect(first.ok && first.refund.ticket_no.endsWith('-000001')).toBe(true);
    expect(second.ok && second.refund.ticket_no.endsWith('-000002')).toBe(true);
    expect(first.ok && first.refund.ticket_no.startsWith('R3-')).toBe(true);
    expect((await db.counters.get('ticket'))?.value).toBe(41);
  });

  test('a line never gives back more than was sold over all its refunds: the third unit of two is refused and nothing is written', async () => {
    const db = openTestDb();
    const sale = await storedSale(db);
    expect((await confirmRefund(db, refund(sale.client_order_id, 1))).ok).toBe(true);
    const before = await everything(db);
    expect(await confirmRefund(db, refund(sale.client_order_id, 2))).toEqual({ ok: false, reason: 'exceeds', of_line: 0, remaining: 1 });
    expect(await everything(db)).toEqual(before);
    const last = await confirmRefund(db, refund(sale.client_order_id, 1));
    // The two refunds together give back exactly what the line was paid.
    expect(last.ok && last.refund.total).toBe(m('2.300'));
    expect((await refundsOf(db, sale.client_order_id)).map((r) => r.total)).toEqual([m('2.300'), m('2.300')]);
  });

  test('a refund of a kiosk order still waiting to be paid at the counter is refused', async () => {
    const db = openTestDb();
    const sale = orderRow({ upload: 'unpaid', payments: [] });
    await db.orders.add(sale);
    expect(await confirmRefund(db, refund(sale.client_order_id, 1))).toEqual({ ok: false, reason: 'not-paid' });
    expect(await db.refunds.count()).toBe(0);
  });

  test('a refund without a reason is refused and writes nothing', async () => {
    const db = openTestDb();
    const sale = await storedSale(db);
    expect(await confirmRefund(db, refund(sale.client_order_id, 1, { reason: '  ' }))).toEqual({ ok: false, reason: 'reason-missing' });
    expect(await everything(db)).toEqual({ refunds: [], outbox: await db.outbox.toArray(), counter: undefined });
  });

  test('"Sell only with an open shift": a refund with no shift open is refused and writes nothing; with one open it is made in it', async () => {
    const db = openTestDb();
    const sale = await storedSale(db);
    await saveSettingsAudited(db, { shiftRequired: true });
    expect(await confirmRefund(db, refund(sale.client_order_id, 1))).toEqual({ ok: false, reason: 'no-open-shift' });
    expect(await everything(db)).toEqual({ refunds: [], outbox: await db.outbox.toArray(), counter: undefined });
    await db.shifts.put(closedShiftRow([], '20.000', { shift_id: 'shift-8', status: 'open', z_report: null, upload: null }));
    const done = await confirmRefund(db, refund(sale.client_order_id, 1));
    expect(done.ok && done.refund).toMatchObject({ shift_id: 'shift-8' });
  });

  test('a refund carries the open shift and its cashier', async () => {
    const db = openTestDb();
    const sale = await storedSale(db);
    await db.shifts.put(closedShiftRow([], '20.000', { shift_id: 'shift-7', status: 'open', cashier_name: 'Mona', z_report: null, upload: null }));
    const done = await confirmRefund(db, refund(sale.client_order_id, 1));
    expect(done.ok && done.refund).toMatchObject({ shift_id: 'shift-7', cashier_name: 'Mona' });
  });

  test('a refund the open shift cannot count in its currency digits is refused and writes nothing; one it can is counted converted', async () => {
    const db = openTestDb();
    // A 3-digit sale of 4.610: one unit of two gives back 2.305, which a 2-digit shift cannot hold.
    const line = orderRow().lines[0]!;
    const sale = await storedSale(db, { lines: [{ ...line, total: m('4.610') }], totals: { subtotal: m('4.610'), discount_total: m('0'), total: m('4.610') }, payments: [cash('4.610', '5.000')] });
    const { row: shift } = await written(openShift(db, { cashier_name: 'Amal', opening_float: money(2000), location_id: 3, digits: 2, now: new Date(T0) }));
    const before = await everything(db);
    expect(await confirmRefund(db, refund(sale.client_order_id, 1))).toEqual({ ok: false, reason: 'digits-changed' });
    expect(await everything(db)).toEqual(before);
    expect((await readOpenShift(db))?.refund_ids).toEqual([]);
    // Both units give back 4.610, which is 4.61 in the shift's digits.
    const whole = await confirmRefund(db, refund(sale.client_order_id, 2));
    expect(whole.ok && whole.refund).toMatchObject({ total: m('4.610'), shift_id: shift.shift_id });
    expect((await readOpenShift(db))?.refund_ids).toHaveLength(1);
  });

  test('a sale paid by card and cash gets its money back card first', async () => {
    const db = openTestDb();
    const sale = orderRow({ ...orderOf(cartOf(2, exampleBurger), [card('3.000'), cash('1.600', '2.000')]), client_order_id: 'mixed', ticket_seq: 1 });
    await db.orders.add(sale);
    const done = await confirmRefund(db, refund('mixed', 2));
    expect(done.ok && done.refund.payments).toEqual([{ method: 'card', amount: m('3.000') }, { method: 'cash', amount: m('1.600') }]);
  });
});

describe('a refund in the upload queue', () => {
  test('a refund of a sale still waiting is held until its sale is uploaded', async () => {
    const db = openTestDb();
    const sale = await storedSale(db);
    const done = await confirmRefund(db, refund(sale.client_order_id, 1, { now: () => new Date(T0 - 120_000) }));
    if (!done.ok) throw new Error(done.reason);
    // Queued earlier than the sale, yet the sale goes first.
    expect((await headOfQueue(db))?.entry.client_order_id).toBe(sale.client_order_id);
    await markUploaded(db, sale.client_order_id, 1, new Date(T0).toISOString());
    expect((await headOfQueue(db))?.document).toMatchObject({ kind: 'refund', refund: { client_order_id: done.refund.client_order_id } });
  });

  test('a rejected refund counts in the status bar\'s Rejected and is listed with the server\'s words', async () => {
    const db = openTestDb();
    const sale = await storedSale(db);
    const done = await confirmRefund(db, refund(sale.client_order_id, 1));
    if (!done.ok) throw new Error(done.reason);
    await markUploaded(db, sale.client_order_id, 1, new Date(T0).toISOString());
    await markRejected(db, done.refund.client_order_id, 'Refund exceeds the sale');
    expect(await rejectedCount(db)).toBe(1);
    const shown = await refundsToShow(db, new Date(T0 + 86_400_000).toISOString(), [sale.client_order_id]);
    expect(shown.refunds.map((r) => [r.ticket_no, r.upload, r.message])).toEqual([[done.refund.ticket_no, 'rejected', 'Refund exceeds the sale']]);
    expect(shown.bySale.get(sale.client_order_id)).toHaveLength(1);
  });

  test('a refund waiting for its sale says which sale it waits for, and that the server rejected it', async () => {
    const db = openTestDb();
    const sale = await storedSale(db);
    const done = await confirmRefund(db, refund(sale.client_order_id, 1));
    if (!done.ok) throw new Error(done.reason);
    const since = new Date(T0 - 86_400_000).toISOString();
    const waits = async () => (await refundsToShow(db, since, [])).refunds[0]?.waits_for;
    expect(await waits()).toEqual({ ticket_no: sale.ticket_no, upload: 'waiting' });
    await markRejected(db, sale.client_order_id, 'Invalid invoice');
    expect(await waits()).toEqual({ ticket_no: sale.ticket_no, upload: 'rejected' });
    await markUploaded(db, sale.client_order_id, 1, new Date(T0).toISOString());
    expect(await waits()).toBeNull();
  });
});

describe('refunds the counter needs', () => {
  test('a NEW refund of a sale the server rejected is refused with the server\'s words, never queued to wait for ever', async () => {
    const db = openTestDb();
    const sale = await storedSale(db, { upload: 'rejected', message: 'Unknown product' });
    const before = await everything(db);
    expect(await confirmRefund(db, refund(sale.client_order_id, 1))).toEqual({ ok: false, reason: 'sale-rejected', message: 'Unknown product' });
    expect(await everything(db)).toEqual(before);
  });

  test('the money goes back to the tender the cashier chose, up to what it paid less earlier refunds to it', async () => {
    const db = openTestDb();
    const sale = await storedSale(db, { payments: [card('2.300'), cash('2.300', '3.000')] });
    const toCash = await confirmRefund(db, refund(sale.client_order_id, 1, { to: 'cash' }));
    expect(toCash.ok && toCash.refund.payments).toEqual([{ method: 'cash', amount: m('2.300') }]);
    // Cash has nothing left to give back; the second burger goes to the card.
    expect(await confirmRefund(db, refund(sale.client_order_id, 1, { to: 'cash' }))).toEqual({ ok: false, reason: 'tender', method: 'cash', left: m('0.000') });
    expect(await confirmRefund(db, refund(sale.client_order_id, 1, { to: 'card' }))).toMatchObject({ ok: true, refund: { payments: [{ method: 'card', amount: m('2.300') }] } });
  });

  test('a tender the sale was not paid by is refused', async () => {
    const db = openTestDb();
    const sale = await storedSale(db);
    expect(await confirmRefund(db, refund(sale.client_order_id, 1, { to: 'card' }))).toMatchObject({ ok: false, reason: 'tender', method: 'card' });
  });
});

describe('"Orders" finds a sale of any day by its ticket number', () => {
  test('typed or scanned, in any case and digits, blanks ignored; a number alone finds this terminal\'s sale of that number', async () => {
    const db = openTestDb();
    const old = await storedSale(db, { ticket_no: 'T3-4F2A-000042', ticket_seq: 42, created_at: '2025-01-02T10:00:00.000Z' });
    await storedSale(db, { ticket_no: 'T3-4F2A-000043', ticket_seq: 43 });
    for (const typed of ['T3-4F2A-000042', ' t3-4f2a-000042 ', 'T3-4F2A-٠٠٠٠٤٢', '42', '000042']) {
      expect((await findSale(db, typed))?.client_order_id).toBe(old.client_order_id);
    }
    expect(await findSale(db, 'T9-0000-000042')).toBeNull();
    expect(await findSale(db, 'T3-4F2A-000044')).toBeNull();
    expect(await findSale(db, 'no number')).toBeNull();
  });
});
