import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import type { CartState } from '../../src/cart/cart';
import { CART_ID } from '../../src/db/cart';
import { completeSale, markCounterOrderPaid } from '../../src/db/orders';
import { cancelCounterOrder, lapseCounterOrders } from '../../src/db/counterOrders';
import { closeShift, openShift, readOpenShift, readXReport } from '../../src/db/shifts';
import { DEFAULT_KIOSK, type PosDb } from '../../src/db/schema';
import { readSettings } from '../../src/db/settings';
import { saveSettingsAudited } from '../../src/db/settingsAudited';
import { ordersToShow } from '../../src/db/ordersList';
import { money } from '../../src/core/money';
import { openTestDb } from '../kit/db';
import { kitchenFactsOf, planScreenTickets } from '../../src/app/data/printingActions';
import { NO_LINKS } from '../../src/day/stations';
import { english } from '../../src/core/names';
import { written } from '../kit/day';
import { m, makeBrand, makeSession } from '../kit/factories';
import { brandHeader, cartOf, cash, exampleBurger, sold } from '../kit/orders';

const T0 = Date.parse('2026-11-21T09:00:00.000Z');
const minutes = (n: number) => new Date(T0 + n * 60_000);
let ids = 0;

/** A kiosk order of the example burgers (4.600) to pay at the counter, placed at T0. */
async function counterOrder(db: PosDb) {
  ids += 1;
  const cart: CartState = { ...cartOf(2, exampleBurger), revision: ids };
  await db.cart.put({ id: CART_ID, ...cart });
  return sold(completeSale(db, { cart, payments: [], brands: [makeBrand(brandHeader)], session: makeSession(), payAtCounter: true, now: () => new Date(T0), newId: () => `counter-${ids}` }));
}

const payCash = (db: PosDb, id: string, at: Date) => markCounterOrderPaid(db, id, [cash('4.600', '5.000')], at);

describe('a counter order marked paid', () => {
  test('counts its cash in the shift open on this terminal then: its shift_id is that shift, and the expected cash holds it', async () => {
    const db = openTestDb();
    const order = await counterOrder(db);
    const { row: shift } = await written(openShift(db, { cashier_name: 'Amal', opening_float: m('20.000'), location_id: 3, digits: 3, now: minutes(5) }));
    const paid = await payCash(db, order.client_order_id, minutes(10));
    expect(paid).toMatchObject({ ok: true, order: { shift_id: shift.shift_id, upload: 'waiting' } });
    expect(await db.orders.get(order.client_order_id)).toMatchObject({ shift_id: shift.shift_id });
    expect((await readXReport(db))?.report).toMatchObject({ sales_count: 1, expected_cash: m('24.600') });
    expect(await closeShift(db, m('24.600'), minutes(20))).toMatchObject({ ok: true, report: { expected_cash: m('24.600'), over_short: 0 } });
  });

  test('with "Sell only with an open shift" and none open, is refused and nothing is written; a kiosk never asks', async () => {
    const db = openTestDb();
    await saveSettingsAudited(db, { shiftRequired: true });
    const order = await counterOrder(db);
    expect(await payCash(db, order.client_order_id, minutes(10))).toEqual({ ok: false, reason: 'no-open-shift' });
    expect(await db.orders.get(order.client_order_id)).toMatchObject({ upload: 'unpaid' });
    // Nothing queued but the settings change's own audit event.
    expect(await db.outbox.filter((e) => e.kind !== 'audit').count()).toBe(0);

    await saveSettingsAudited(db, { kiosk: { ...DEFAULT_KIOSK, enabled: true } });
    expect(await payCash(db, order.client_order_id, minutes(10))).toMatchObject({ ok: true });
  });

  test('with amounts the open shift cannot count in its currency digits, is refused and nothing is written; amounts it can are counted', async () => {
    const db = openTestDb();
    const order = await counterOrder(db);
    // The server changed the currency to 2 digits before this shift opened: 0.005 of change cannot be counted in it.
    await written(openShift(db, { cashier_name: 'Amal', opening_float: money(2000), location_id: 3, digits: 2, now: minutes(5) }));
    expect(await markCounterOrderPaid(db, order.client_order_id, [cash('4.600', '4.605')], minutes(10))).toEqual({ ok: false, reason: 'digits-changed' });
    expect(await db.orders.get(order.client_order_id)).toMatchObject({ upload: 'unpaid', payments: [] });
    expect(await db.outbox.count()).toBe(0);
    expect((await readOpenShift(db))?.sale_ids).toEqual([]);
    // 4.600 in 3 digits is 4.60 in the shift's 2.
    expect(await payCash(db, order.client_order_id, minutes(11))).toMatchObject({ ok: true });
    expect((await readXReport(db))?.report).toMatchObject({ sales_count: 1, sales_total: 460 });
  });

  test('once it lapsed, is refused and cancelled as lapsed: no money is taken for it', async () => {
    const db = openTestDb();
    const order = await counterOrder(db);
    expect(await payCash(db, order.client_order_id, minutes(30))).toEqual({ ok: false, reason: 'lapsed' });
    expect(await db.orders.get(order.client_order_id)).toMatchObject({ upload: 'cancelled', cancelled: { reason: 'lapsed', at: minutes(30).toISOString() } });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a counter order paid with a station set to "Kitchen screen"', () => {
  const words = { t: english, name: (r: { name: string }) => r.name, direction: 'ltr' as const };
  /** A till whose one station reads its tickets on a kitchen screen, and its counter order. */
  async function screenTill() {
    const db = openTestDb();
    await readSettings(db);
    await db.settings.update('terminal', { kitchenStations: [{ name: 'Grill', category_ids: [], screen: true }] });
    const order = await counterOrder(db);
    const screenTickets = await planScreenTickets(db, [], words, () => NO_LINKS, kitchenFactsOf(new Map(), []));
    return { db, order, screenTickets };
  }

  test('queues the station\'s ticket once, sent as it was paid; a refused payment queues none', async () => {
    const { db, order, screenTickets } = await screenTill();
    // Unpaid, the kitchen has nothing of it.
    expect(await db.kitchenTickets.count()).toBe(0);
    const pay = (at: Date) => markCounterOrderPaid(db, order.client_order_id, [cash('4.600', '5.000')], at, undefined, { screenTickets });
    expect(await pay(minutes(10))).toMatchObject({ ok: true });
    expect(await pay(minutes(11))).toEqual({ ok: false, reason: 'not-waiting' });
    const tickets = await db.kitchenTickets.toArray();
    expect(tickets.map((t) => [t.station, t.client_order_id, t.kind, t.sent_at, t.lines.map((l) => l.quantity)])).toEqual([
      ['Grill', order.client_order_id, 'new', minutes(10).toISOString(), ['2']],
    ]);
    // Sent to the screen once, beside the sale's own upload.
    expect((await db.outbox.toArray()).map((e) => [e.client_order_id, e.kind ?? 'order']).sort()).toEqual(
      [[order.client_order_id, 'order'], [tickets[0]!.ticket_id, 'kitchen']].sort(),
    );

    const lapsed = await counterOrder(db);
    expect(await markCounterOrderPaid(db, lapsed.client_order_id, [cash('4.600', '5.000')], minutes(40), undefined, { screenTickets })).toEqual({ ok: false, reason: 'lapsed' });
    expect(await db.kitchenTickets.count()).toBe(1);
  });

  test('the payment and its screen ticket are one write: a ticket that cannot be stored leaves the order unpaid', async () => {
    const { db, order } = await screenTill();
    const failing = () => {
      throw new Error('the ticket could not be written');
    };
    await expect(markCounterOrderPaid(db, order.client_order_id, [cash('4.600', '5.000')], minutes(10), undefined, { screenTickets: failing })).rejects.toThrow();
    expect(await db.orders.get(order.client_order_id)).toMatchObject({ upload: 'unpaid' });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.kitchenTickets.count()).toBe(0);
  });
});

describe('a counter order cancelled unpaid', () => {
  test('by staff keeps its reason, time, person and approver, is never queued, and can no longer be paid', async () => {
    const db = openTestDb();
    const order = await counterOrder(db);
    const manager = { staff_id: 'm1', name: 'Mona' };
    expect(await cancelCounterOrder(db, order.client_order_id, 'changed-mind', minutes(3), manager)).toBe(true);
    expect(await db.orders.get(order.client_order_id)).toMatchObject({
      upload: 'cancelled',
      cancelled: { reason: 'changed-mind', at: minutes(3).toISOString(), approved_by: manager },
    });
    expect(await cancelCounterOrder(db, order.client_order_id, 'other', minutes(4))).toBe(false);
    expect(await payCash(db, order.client_order_id, minutes(5))).toEqual({ ok: false, reason: 'not-waiting' });
    expect(await db.outbox.count()).toBe(0);
    // Still listed today, as cancelled.
    expect((await ordersToShow(db, minutes(-60).toISOString())).today.map((o) => o.upload)).toEqual(['cancelled']);
  });

  test('a paid one cannot be cancelled', async () => {
    const db = openTestDb();
    const order = await counterOrder(db);
    await payCash(db, order.client_order_id, minutes(2));
    expect(await cancelCounterOrder(db, order.client_order_id, 'other', minutes(3))).toBe(false);
    expect(await db.orders.get(order.client_order_id)).toMatchObject({ upload: 'waiting' });
  });
});

describe('counter orders lapse after the time the manager set', () => {
  test('30 minutes by default: one is cancelled as lapsed then, not before', async () => {
    const db = openTestDb();
    const order = await counterOrder(db);
    expect(await lapseCounterOrders(db, minutes(29))).toBe(0);
    expect(await lapseCounterOrders(db, minutes(30))).toBe(1);
    expect(await db.orders.get(order.client_order_id)).toMatchObject({ upload: 'cancelled', cancelled: { reason: 'lapsed' } });
    expect(await lapseCounterOrders(db, minutes(60))).toBe(0);
  });

  test('a time set in Settings is the one kept', async () => {
    const db = openTestDb();
    await db.settings.put({ ...(await readSettings(db)), counterLapseMinutes: 10 });
    await counterOrder(db);
    expect(await lapseCounterOrders(db, minutes(9))).toBe(0);
    expect(await lapseCounterOrders(db, minutes(10))).toBe(1);
  });

  test('a paid one never lapses', async () => {
    const db = openTestDb();
    const order = await counterOrder(db);
    await payCash(db, order.client_order_id, minutes(2));
    expect(await lapseCounterOrders(db, minutes(120))).toBe(0);
    expect((await readOpenShift(db))).toBeUndefined();
  });
});
