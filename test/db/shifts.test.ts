import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, test } from 'vitest';
import type { CartState } from '../../src/cart/cart';
import { CART_ID } from '../../src/db/cart';
import { completeChargedSale, completeSale, markCounterOrderPaid, type CompleteSaleInput } from '../../src/db/orders';
import { headOfQueue, markRejected, retryRejected } from '../../src/db/outbox';
import type { PosDb } from '../../src/db/schema';
import { saveSettingsAudited } from '../../src/db/settingsAudited';
import { closeShift, moveCash, openShift, openShiftFields, readOpenShift, readXReport, recordInOpenShift, rejectedShifts, shiftsAtAGlance } from '../../src/db/shifts';
import { DEFAULT_KIOSK } from '../../src/db/schema';
import { shiftBody } from '../../src/sync/contracts/shiftBody';
import { connectTo, openTestDb } from '../kit/db';
import { refundRow, written } from '../kit/day';
import { m, makeBrand, makeSession } from '../kit/factories';
import { money } from '../../src/core/money';
import { brandHeader, card, cartOf, cash, exampleBurger, sold } from '../kit/orders';

const session = makeSession();
const T0 = Date.parse('2026-11-21T06:00:00.000Z');
let ids = 0;

const opening = (cashier: string, float = '20.000') => ({ cashier_name: cashier, opening_float: m(float), location_id: 3, digits: 3 as const, now: new Date(T0) });

async function open(db: PosDb, cashier = 'Cashier 1', float = '20.000') {
  return (await written(openShift(db, opening(cashier, float)))).row;
}

async function close(db: PosDb, counted: string, now?: Date) {
  return (await written(closeShift(db, m(counted), now))).report;
}

/** The example burger order (4.600) on screen, paid with `payments`, as "Complete sale" offers it to the store. */
async function onScreen(db: PosDb, payments: CompleteSaleInput['payments'], extra: Partial<CompleteSaleInput> = {}): Promise<CompleteSaleInput> {
  ids += 1;
  const cart: CartState = { ...cartOf(2, exampleBurger), revision: ids };
  await db.cart.put({ id: CART_ID, ...cart });
  return { cart, payments, brands: [makeBrand(brandHeader)], session, now: () => new Date(T0 + ids * 60_000), newId: () => `sale-${ids}`, ...extra };
}

/** What "Complete sale" of the example order does: stored, or refused with its reason. */
const offer = async (db: PosDb, payments: CompleteSaleInput['payments'], extra: Partial<CompleteSaleInput> = {}) => completeSale(db, await onScreen(db, payments, extra));

/** Sells the example burger order (4.600) with `payments`; the test fails if it is refused. */
const sell = (db: PosDb, payments: CompleteSaleInput['payments'], extra: Partial<CompleteSaleInput> = {}) => sold(offer(db, payments, extra));

describe('opening a shift', () => {
  test('a shift opened is the open shift, also over a reload (a new connection)', async () => {
    const factory = new IDBFactory();
    const db = connectTo(factory, 'till');
    const row = await open(db);
    expect(row).toMatchObject({ status: 'open', cashier_name: 'Cashier 1', opening_float: m('20.000'), upload: null, z_report: null, location_id: 3 });
    const reloaded = connectTo(factory, 'till');
    expect(await readOpenShift(reloaded)).toEqual(row);
  });

  test('a terminal never has two open shifts, even when two tabs open one at the same moment', async () => {
    const factory = new IDBFactory();
    const tabA = connectTo(factory, 'till');
    const tabB = connectTo(factory, 'till');
    const results = await Promise.all([openShift(tabA, opening('Amal')), openShift(tabB, opening('Badr'))]);
    const stored = results.find((r) => r.ok);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: 'shift-open', shift_id: stored?.ok && stored.row.shift_id }]);
    expect(await tabA.shifts.where('status').equals('open').count()).toBe(1);
  });

  test('a shift without a cashier name is refused and nothing is stored', async () => {
    const db = openTestDb();
    expect(await openShift(db, opening('  '))).toEqual({ ok: false, reason: 'cashier-missing' });
    expect(await db.shifts.count()).toBe(0);
  });
});

describe('cash in and out', () => {
  test('a movement is kept with its reason; one without a reason or of 0 is refused', async () => {
    const db = openTestDb();
    await open(db);
    await moveCash(db, 'out', m('5.000'), 'Ice delivery', new Date(T0 + 1000));
    expect(await moveCash(db, 'in', m('1.000'), ' ')).toEqual({ ok: false, reason: 'reason-missing' });
    expect(await moveCash(db, 'in', m('0'), 'Change')).toEqual({ ok: false, reason: 'not-positive' });
    expect((await readOpenShift(db))?.cash_movements).toEqual([{ kind: 'out', amount: m('5.000'), reason: 'Ice delivery', at: new Date(T0 + 1000).toISOString() }]);
  });

  test('no cash moves with no shift open', async () => {
    expect(await moveCash(openTestDb(), 'in', m('1.000'), 'Change')).toEqual({ ok: false, reason: 'no-open-shift' });
  });
});

describe('sales and refunds in a shift', () => {
  test('a sale made while a shift is open carries its shift_id and cashier_name and is recorded in it', async () => {
    const db = openTestDb();
    const shift = await open(db);
    const sale = await sell(db, [cash('4.600', '5.000')]);
    expect(sale).toMatchObject({ shift_id: shift.shift_id, cashier_name: 'Cashier 1' });
    expect((await db.orders.get(sale.client_order_id))?.shift_id).toBe(shift.shift_id);
    expect((await readOpenShift(db))?.sale_ids).toEqual([sale.client_order_id]);
  });

  test('a sale with no shift open carries no shift fields and sells as before', async () => {
    const db = openTestDb();
    const sale = await sell(db, [cash('4.600', '5.000')]);
    expect(sale.shift_id).toBeUndefined();
    expect(sale.cashier_name).toBeUndefined();
    expect(await openShiftFields(db)).toEqual({});
  });

  test('"Sell only with an open shift": with no shift open the sale is refused and the order kept; kiosk mode never asks', async () => {
    const db = openTestDb();
    await saveSettingsAudited(db, { shiftRequired: true });
    await expect(offer(db, [cash('4.600', '5.000')])).resolves.toEqual({ ok: false, reason: 'no-open-shift' });
    expect(await db.orders.count()).toBe(0);
    expect((await db.cart.get(CART_ID))?.lines).toHaveLength(1);
    await open(db);
    await expect(sell(db, [cash('4.600', '5.000')])).resolves.toMatchObject({ cashier_name: 'Cashier 1' });

    const kiosk = openTestDb();
    await saveSettingsAudited(kiosk, { shiftRequired: true });
    await saveSettingsAudited(kiosk, { kiosk: { ...DEFAULT_KIOSK, enabled: true } });
    expect((await sell(kiosk, [card('4.600')])).shift_id).toBeUndefined();
    expect(await kiosk.orders.count()).toBe(1);
  });

  test('a counter order joins the shift open when it is paid, not the one open when it was ordered', async () => {
    const db = openTestDb();
    await open(db);
    const order = await sell(db, [], { payAtCounter: true });
    expect(order.shift_id).toBeUndefined();
    expect((await readOpenShift(db))?.sale_ids).toEqual([]);
    await markCounterOrderPaid(db, order.client_order_id, [card('4.600')], new Date(Date.parse(order.created_at) + 20 * 60_000));
    const shift = await readOpenShift(db);
    expect(shift?.sale_ids).toEqual([order.client_order_id]);
    expect(await db.orders.get(order.client_order_id)).toMatchObject({ shift_id: shift?.shift_id, cashier_name: 'Cashier 1' });
  });

  test('a refund recorded in its own transaction carries the shift fields and counts in the report', async () => {
    const db = openTestDb();
    await open(db);
    const sale = await sell(db, [cash('4.600', '5.000')]);
    const refund = refundRow(sale, { created_at: new Date(T0 + 3_600_000).toISOString() });
    await db.transaction('rw', [db.refunds, db.shifts], async () => {
      const fields = await recordInOpenShift(db, { type: 'refundRecorded', client_order_id: refund.client_order_id });
      await db.refunds.add({ ...refund, ...fields });
    });
    const x = await readXReport(db);
    expect(x?.report).toMatchObject({ refunds_count: 1, refunds_total: refund.total });
  });

  test('a refund only stamped with openShiftFields (not recorded) still counts in the shift it names', async () => {
    const db = openTestDb();
    await open(db);
    const sale = await sell(db, [cash('4.600', '5.000')]);
    const refund = refundRow(sale, { created_at: new Date(T0 + 3_600_000).toISOString() });
    await db.refunds.add({ ...refund, ...(await openShiftFields(db)) });
    await db.refunds.add(refundRow(sale, { client_order_id: 'other-shift', created_at: new Date(T0 + 3_600_000).toISOString(), shift_id: 'another' }));
    const z = await close(db, '0', new Date(T0 + 7_200_000));
    expect(z).toMatchObject({ refunds_count: 1, refunds_total: refund.total });
    expect((await db.shifts.get(z.shift_id))?.refund_ids).toEqual([refund.client_order_id]);
  });
});

describe('the X report', () => {
  test('counts the sales, cash movements and expected cash of the open shift', async () => {
    const db = openTestDb();
    await open(db, 'Cashier 1', '20.000');
    await sell(db, [cash('4.600', '10.000')]);
    await sell(db, [card('4.600')]);
    await moveCash(db, 'out', m('5.000'), 'Ice delivery');
    const x = await readXReport(db);
    expect(x?.report).toMatchObject({
      kind: 'X',
      sales_count: 2,
      sales_total: m('9.200'),
      totals_by_method: { cash: m('4.600'), card: m('4.600') },
      cash_taken: m('10.000'),
      change_given: m('5.400'),
      cash_out: m('5.000'),
      // 20 + 10 - 5.4 - 5
      expected_cash: m('19.600'),
    });
  });

  test('is null with no shift open', async () => {
    expect(await readXReport(openTestDb())).toBeNull();
  });
});

describe('a shift counts in the currency digits it opened with', () => {
  test('a sale made after the server changed the currency to 3 digits joins a 2-digit shift converted exactly', async () => {
    const db = openTestDb();
    await openShift(db, { cashier_name: 'Cashier 1', opening_float: money(2000), location_id: 3, digits: 2, now: new Date(T0) });
    // 4.600 in 3 digits (4600 fils) is 4.60 in 2 (460).
    await sell(db, [card('4.600')]);
    const x = await readXReport(db);
    expect(x?.report).toMatchObject({ sales_count: 1, sales_total: 460 });
  });

  test('a sale whose amounts cannot be written in the shift\'s digits is refused with its reason, nothing written', async () => {
    const db = openTestDb();
    await openShift(db, { cashier_name: 'Cashier 1', opening_float: money(2000), location_id: 3, digits: 2, now: new Date(T0) });
    // 4.605 paid: a third decimal a 2-digit shift cannot count.
    await expect(offer(db, [cash('4.600', '4.605')])).resolves.toEqual({ ok: false, reason: 'shift-digits' });
    expect(await db.orders.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect((await readOpenShift(db))?.sale_ids).toEqual([]);
  });

  test('a card already charged whose amounts the shift cannot count is stored outside the shift, never refused', async () => {
    const db = openTestDb();
    await openShift(db, { cashier_name: 'Cashier 1', opening_float: money(2000), location_id: 3, digits: 2, now: new Date(T0) });
    const order = await completeChargedSale(db, { ...(await onScreen(db, [cash('4.600', '4.605')])), charged: { client_order_id: 'charged-1', completed_after_restart: false } });
    expect(order.client_order_id).toBe('charged-1');
    expect(order.shift_id).toBeUndefined();
    expect(await db.orders.get('charged-1')).toBeDefined();
    expect(await db.outbox.count()).toBe(1);
    expect((await readOpenShift(db))?.sale_ids).toEqual([]);
  });
});

describe('a shift action names its shift', () => {
  test('a close or a cash movement for a shift another tab closed is refused, even with another shift open, and nothing is written', async () => {
    const factory = new IDBFactory();
    const tabA = openTestDb(factory);
    const tabB = connectTo(factory, tabA.name);
    const first = await open(tabA, 'Amal');
    // Tab B closes Amal's shift and opens Badr's; tab A's dialog still acts for Amal's.
    await closeShift(tabB, m('20.000'), new Date(T0 + 60_000));
    const second = await open(tabB, 'Badr');
    expect(await moveCash(tabA, 'out', m('1.000'), 'Ice', new Date(T0 + 120_000), first.shift_id)).toMatchObject({ ok: false, reason: 'other-shift' });
    expect(await closeShift(tabA, m('5.000'), new Date(T0 + 120_000), first.shift_id)).toMatchObject({ ok: false, reason: 'other-shift' });
    expect(await readOpenShift(tabA)).toMatchObject({ shift_id: second.shift_id, status: 'open', cash_movements: [] });
    expect(await tabA.outbox.where('client_order_id').equals(second.shift_id).count()).toBe(0);
  });

  test('with no shift open at all, the action for a closed shift is refused as no open shift', async () => {
    const db = openTestDb();
    const shift = await open(db);
    await closeShift(db, m('20.000'));
    expect(await closeShift(db, m('20.000'), new Date(), shift.shift_id)).toEqual({ ok: false, reason: 'no-open-shift' });
  });
});

describe('closing a shift', () => {
  test('freezes the Z report into the row and queues it for upload in the same transaction, once', async () => {
    const db = openTestDb();
    const shift = await open(db, 'Cashier 1', '20.000');
    await sell(db, [cash('4.600', '5.000')]);
    const z = await close(db, '19.750', new Date(T0 + 7_200_000));
    // 20 + 5 - 0.4 = 24.600 expected; 19.750 counted.
    expect(z).toMatchObject({ kind: 'Z', expected_cash: m('24.600'), counted_cash: m('19.750'), over_short: m('-4.850') });
    const row = await db.shifts.get(shift.shift_id);
    expect(row).toMatchObject({ status: 'closed', upload: 'waiting', z_report: z });
    expect(await db.outbox.orderBy('queued_at').toArray()).toEqual([
      expect.objectContaining({ client_order_id: `sale-${ids}` }),
      { client_order_id: shift.shift_id, kind: 'shift', queued_at: T0 + 7_200_000, attempts: 0, next_attempt_at: 0, last_error: null },
    ]);
    expect(await readOpenShift(db)).toBeUndefined();
    expect(await closeShift(db, m('0'))).toEqual({ ok: false, reason: 'no-open-shift' });
    expect(await db.outbox.where('client_order_id').equals(shift.shift_id).count()).toBe(1);
  });

  test('a close that fails writes nothing: no closed row, no outbox entry', async () => {
    const db = openTestDb();
    const shift = await open(db);
    expect(await closeShift(db, m('-1.000'))).toEqual({ ok: false, reason: 'negative-amount' });
    expect(await db.shifts.get(shift.shift_id)).toMatchObject({ status: 'open', z_report: null });
    expect(await db.outbox.count()).toBe(0);
  });

  test('a sale after the close belongs to no shift, and the upload body is the frozen Z report', async () => {
    const db = openTestDb();
    await open(db);
    await sell(db, [card('4.600')]);
    const z = await close(db, '20.000', new Date(T0 + 7_200_000));
    const after = await sell(db, [card('4.600')]);
    expect(after.shift_id).toBeUndefined();
    const head = await headOfQueue(db, (e) => e.kind !== 'shift');
    expect(head?.document?.kind === 'shift' && head.document.shift.z_report).toEqual(z);
    const body = shiftBody(z, { terminal_id: 't', location_id: 3, digits: 3 });
    expect(body).toMatchObject({ sales_count: 1, sales_total: 4.6, totals_by_method: { cash: 0, card: 4.6 }, over_short: 0 });
  });

  test('a shift the server refused is listed with its words and can be queued again', async () => {
    const db = openTestDb();
    const shift = await open(db);
    await closeShift(db, m('20.000'));
    await markRejected(db, shift.shift_id, 'over_short must be counted - expected');
    expect(await rejectedShifts(db)).toEqual([expect.objectContaining({ shift_id: shift.shift_id, message: 'over_short must be counted - expected' })]);
    expect(await shiftsAtAGlance(db)).toEqual({ open: false, closed: true, rejected: true });
    expect(await retryRejected(db, shift.shift_id, T0, 'shift')).toBe(true);
    expect(await rejectedShifts(db)).toEqual([]);
    expect(await shiftsAtAGlance(db)).toEqual({ open: false, closed: true, rejected: false });
    expect(await db.outbox.get(shift.shift_id)).toMatchObject({ kind: 'shift' });
  });
});
