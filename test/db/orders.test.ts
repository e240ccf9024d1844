import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import type { CartState } from '../../src/cart/cart';
import { CART_ID } from '../../src/db/cart';
import { ordersSince, ordersToShow } from '../../src/db/ordersList';
import { completeSale, markCounterOrderPaid, ticketPrefix, type CompleteSaleInput } from '../../src/db/orders';
import { rejectedCount, waitingCount } from '../../src/db/orderCounts';
import { deferEntry, markRejected, markUploaded, retryRejected } from '../../src/db/outbox';
import { startOfDay } from '../../src/checkout/businessDay';
import { invoiceBody } from '../../src/sync/contracts/invoiceBody';
import { paidInFull } from '../../src/checkout/kiosk';
import type { PosDb } from '../../src/db/schema';
import { readSettings } from '../../src/db/settings';
import { saveSettingsAudited } from '../../src/db/settingsAudited';
import { DEFAULT_KIOSK } from '../../src/db/schema';
import { emptyCart } from '../../src/cart/cart';
import { money } from '../../src/core/money';
import { makeBrand, makeLineRequest, makeProduct, makeSession } from '../kit/factories';
import { added, contextFor, run } from '../kit/cart';
import { kwdMenu } from '../kit/catalogs';
import { brandHeader, cartOf, cash, exampleBurger, sold } from '../kit/orders';
import { openTestDb } from '../kit/db';
import { confirmRefund } from '../../src/db/refunds';

const T0 = Date.parse('2026-11-21T09:15:02.120Z');
const session = makeSession();

async function withCart(db: PosDb, cart: CartState = cartOf(2, exampleBurger)): Promise<CartState> {
  await db.cart.put({ id: CART_ID, ...cart });
  return cart;
}

function sale(cart: CartState, overrides: Partial<CompleteSaleInput> = {}): CompleteSaleInput {
  return {
    cart,
    payments: [cash('4.600', '5.000')],
    brands: [makeBrand(brandHeader)],
    session,
    now: () => new Date(T0),
    newId: () => 'order-1',
    ...overrides,
  };
}

/** Everything a sale writes, to compare before and after. */
async function snapshot(db: PosDb) {
  return {
    orders: await db.orders.toArray(),
    outbox: await db.outbox.toArray(),
    counter: await db.counters.get('ticket'),
    cart: await db.cart.get(CART_ID),
  };
}

describe('completing a sale', () => {
  test('writes the order, its outbox entry, the next ticket number and the emptied cart together', async () => {
    const db = openTestDb();
    const cart = await withCart(db);
    const order = await sold(completeSale(db, sale(cart)));
    const { terminalId } = await readSettings(db);
    const after = await snapshot(db);
    expect(after.orders).toEqual([
      { ...order, ticket_seq: 1, upload: 'waiting', invoice_id: null, message: null, uploaded_at: null },
    ]);
    expect(order).toMatchObject({
      client_order_id: 'order-1',
      ticket_no: `${ticketPrefix(3, terminalId)}-000001`,
      created_at: new Date(T0).toISOString(),
      brand_id: 2,
      lines: cart.lines,
    });
    expect(after.outbox).toEqual([{ client_order_id: 'order-1', queued_at: T0, attempts: 0, next_attempt_at: 0, last_error: null }]);
    expect(after.counter).toEqual({ id: 'ticket', value: 1 });
    expect(after.cart).toMatchObject({ lines: [], revision: cart.revision + 1, brand_id: cart.brand_id });
    expect(await waitingCount(db)).toBe(1);
  });

  test('ticket numbers rise by one per sale and never repeat', async () => {
    const db = openTestDb();
    const tickets: string[] = [];
    for (let i = 1; i <= 4; i += 1) {
      const cart = await withCart(db, { ...cartOf(2, exampleBurger), revision: i * 10 });
      tickets.push((await sold(completeSale(db, sale(cart, { newId: () => `order-${i}` })))).ticket_no);
    }
    expect(tickets.map((t) => t.slice(-6))).toEqual(['000001', '000002', '000003', '000004']);
    expect(new Set(tickets).size).toBe(4);
    expect((await db.orders.orderBy('ticket_seq').toArray()).map((o) => o.ticket_seq)).toEqual([1, 2, 3, 4]);
  });

  test('a cart changed on another screen (another revision) is refused with its reason and writes nothing', async () => {
    const db = openTestDb();
    const paidFor = await withCart(db);
    await db.cart.put({ id: CART_ID, ...paidFor, revision: paidFor.revision + 1 });
    const before = await snapshot(db);
    await expect(completeSale(db, sale(paidFor))).resolves.toEqual({ ok: false, reason: 'changed' });
    expect(await snapshot(db)).toEqual(before);
  });

  test('a failed sale does not use up a ticket number', async () => {
    const db = openTestDb();
    const paidFor = await withCart(db);
    await db.cart.put({ id: CART_ID, ...paidFor, revision: paidFor.revision + 1 });
    await expect(completeSale(db, sale(paidFor))).resolves.toEqual({ ok: false, reason: 'changed' });
    const cart = await withCart(db, { ...paidFor, revision: 7 });
    expect((await sold(completeSale(db, sale(cart)))).ticket_no.slice(-6)).toBe('000001');
  });

  test('an empty order is refused with its reason and writes nothing', async () => {
    const db = openTestDb();
    const empty = await withCart(db, { lines: [], channel_id: null, brand_id: 2, revision: 3 });
    const before = await snapshot(db);
    await expect(completeSale(db, sale(empty))).resolves.toEqual({ ok: false, reason: 'empty' });
    expect(await snapshot(db)).toEqual(before);
  });

  test('no sale completes with nothing paid: an order whose total is below zero is refused and writes nothing', async () => {
    const db = openTestDb();
    // A row with a negative price (a decoder lets none through; this is the last line of defence).
    const voucher = contextFor(kwdMenu({ products: [makeProduct({ id: 99, name: 'Voucher', actual_price: money(-500) })] }));
    const start = emptyCart(2, null);
    const belowZero = run(start, voucher, added(start, voucher, makeLineRequest({ product_id: 99 }), 'l1', 2));
    await withCart(db, belowZero);
    const before = await snapshot(db);
    await expect(completeSale(db, sale(belowZero, { payments: [] }))).resolves.toEqual({ ok: false, reason: 'below-zero' });
    expect(await snapshot(db)).toEqual(before);
  });

  test('when any write of the sale fails, none of it is kept (one transaction)', async () => {
    const db = openTestDb();
    const cart = await withCart(db);
    // An outbox entry under the same id makes the last write of the sale fail.
    await db.outbox.add({ client_order_id: 'order-1', queued_at: 1, attempts: 0, next_attempt_at: 0, last_error: null });
    const before = await snapshot(db);
    await expect(completeSale(db, sale(cart))).rejects.toThrow();
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('reading completed sales', () => {
  test('ordersSince lists the sales from a time on, newest first', async () => {
    const db = openTestDb();
    const times = ['2026-11-20T23:59:59.000Z', '2026-11-21T08:00:00.000Z', '2026-11-21T12:30:00.000Z'];
    for (const [i, iso] of times.entries()) {
      const cart = await withCart(db, { ...cartOf(2, exampleBurger), revision: i + 1 });
      await sold(completeSale(db, sale(cart, { now: () => new Date(iso), newId: () => `order-${i}` })));
    }
    const today = await ordersSince(db, '2026-11-21T00:00:00.000Z');
    expect(today.map((o) => o.created_at)).toEqual(['2026-11-21T12:30:00.000Z', '2026-11-21T08:00:00.000Z']);
  });

  test('waitingCount counts the sales the server has not acknowledged', async () => {
    const db = openTestDb();
    expect(await waitingCount(db)).toBe(0);
    for (const i of [1, 2]) {
      const cart = await withCart(db, { ...cartOf(2, exampleBurger), revision: i });
      await sold(completeSale(db, sale(cart, { newId: () => `order-${i}` })));
    }
    expect(await waitingCount(db)).toBe(2);
    await db.outbox.delete('order-1');
    expect(await waitingCount(db)).toBe(1);
  });
});

describe('a rejected sale stays in sight until someone acts', () => {
  /** Sales completed at these times, each as a sale writes it (waiting, queued). */
  async function salesAt(db: PosDb, times: string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const [i, iso] of times.entries()) {
      const cart = await withCart(db, { ...cartOf(2, exampleBurger), revision: i + 1 });
      ids.push((await sold(completeSale(db, sale(cart, { now: () => new Date(iso), newId: () => `order-${i}` })))).client_order_id);
    }
    return ids;
  }

  test('Orders lists every rejected sale whatever its day above the branch day sales, each waiting one with why', async () => {
    const db = openTestDb();
    // The branch is in Kuwait (UTC+3); it is 09:00 there on 22 November.
    const now = new Date('2026-11-22T06:00:00.000Z');
    const since = startOfDay(now, 'Asia/Kuwait').toISOString();
    const [lateReject, yesterday, afterMidnight, waiting] = await salesAt(db, [
      '2026-11-20T20:40:00.000Z', // 23:40 two days ago in Kuwait, rejected
      '2026-11-21T20:30:00.000Z', // 23:30 yesterday in Kuwait, uploaded
      '2026-11-21T21:30:00.000Z', // 00:30 today in Kuwait (yesterday in UTC), uploaded
      '2026-11-22T05:00:00.000Z', // 08:00 today, still waiting after a failure
    ]);
    await markRejected(db, lateReject!, 'Invalid invoice: lines[0].product_id: unknown product 41');
    await markUploaded(db, yesterday!, 1, now.toISOString());
    await markUploaded(db, afterMidnight!, 2, now.toISOString());
    await deferEntry(db, waiting!, { attempts: 1, next_attempt_at: 0, last_error: 'Server error 503: Busy' });

    const shown = await ordersToShow(db, since);
    expect(shown.rejected.map((o) => [o.client_order_id, o.upload, o.message])).toEqual([
      [lateReject, 'rejected', 'Invalid invoice: lines[0].product_id: unknown product 41'],
    ]);
    expect(shown.today.map((o) => [o.client_order_id, o.upload, o.last_error ?? null])).toEqual([
      [waiting, 'waiting', 'Server error 503: Busy'],
      [afterMidnight, 'uploaded', null],
    ]);
  });

  test('the rejected count counts rejected sales of any day; Retry upload takes a sale out of it', async () => {
    const db = openTestDb();
    const [old, recent] = await salesAt(db, ['2026-10-01T10:00:00.000Z', '2026-11-21T10:00:00.000Z']);
    await markRejected(db, old!, 'Payload Too Large');
    await markRejected(db, recent!, 'Unknown product');
    expect(await rejectedCount(db)).toBe(2);
    expect(await waitingCount(db)).toBe(0);
    await retryRejected(db, old!);
    expect(await rejectedCount(db)).toBe(1);
    expect(await waitingCount(db)).toBe(1);
  });
});

describe('tickets of two terminals of one branch', () => {
  test('two terminals never print the same ticket number: each carries its own terminal id', async () => {
    const dbs = [openTestDb(), openTestDb()];
    const tickets: string[] = [];
    for (const db of dbs) {
      for (let i = 1; i <= 3; i += 1) {
        const cart = await withCart(db, { ...cartOf(2, exampleBurger), revision: i * 10 });
        tickets.push((await sold(completeSale(db, sale(cart, { newId: () => `order-${i}` })))).ticket_no);
      }
    }
    const [a, b] = await Promise.all(dbs.map(readSettings));
    expect(a?.terminalId).not.toBe(b?.terminalId);
    expect(new Set(tickets).size).toBe(6);
  });

  test('the ticket prefix holds the branch and the first 8 hex digits of the terminal id', () => {
    expect(ticketPrefix(3, '4f2a9c1e-0000-4000-8000-000000000000')).toBe('T3-4F2A9C1E');
    expect(ticketPrefix(3, '4f2b9c1e-0000-4000-8000-000000000000')).not.toBe(ticketPrefix(3, '4f2a9c1e-0000-4000-8000-000000000000'));
  });

  test('two tills of a branch whose ids share their first 4 hex digits (1 pair in 65,536) print different tickets', () => {
    // With 4 digits these two printed the same T3-4F2A-000001 for different sales.
    expect(ticketPrefix(3, '4f2a0000-0000-4000-8000-000000000000')).not.toBe(ticketPrefix(3, '4f2a9c1e-0000-4000-8000-000000000000'));
  });

  test('every upload carries the terminal id (assumed-contracts 7)', async () => {
    const db = openTestDb();
    const order = await sold(completeSale(db, sale(await withCart(db))));
    expect(invoiceBody(order).terminal_id).toBe((await readSettings(db)).terminalId);
  });
});

describe('the call numbers of a kiosk', () => {
  /** Kiosk orders completed at each instant, in turn: their call numbers. */
  async function callNumbers(db: PosDb, instants: readonly string[]): Promise<(number | undefined)[]> {
    const calls: (number | undefined)[] = [];
    for (const [i, iso] of instants.entries()) {
      const cart = await withCart(db, { ...cartOf(2, exampleBurger), revision: 100 + i });
      const order = await sold(completeSale(db, sale(cart, { now: () => new Date(iso), newId: () => `call-${iso}-${i}`, payAtCounter: true })));
      calls.push(order.call_no);
    }
    return calls;
  }

  test('count from 1 in the branch day, are stored on the order, and start again at 1 the next branch day', async () => {
    const db = openTestDb();
    await saveSettingsAudited(db, { kiosk: { ...DEFAULT_KIOSK, enabled: true } });
    // Asia/Kuwait: the branch day starts at 21:00 UTC.
    const calls = await callNumbers(db, ['2026-11-21T08:00:00.000Z', '2026-11-21T12:00:00.000Z', '2026-11-21T20:59:00.000Z', '2026-11-21T21:01:00.000Z']);
    expect(calls).toEqual([1, 2, 3, 1]);
    expect((await db.orders.toArray()).map((o) => o.call_no).sort()).toEqual([1, 1, 2, 3]);
    expect(await db.counters.get('call')).toEqual({ id: 'call', value: 1, day: '2026-11-22' });
    // The ticket numbers go on counting across the days, as ever.
    expect(await db.counters.get('ticket')).toEqual({ id: 'ticket', value: 4 });
  });

  test('go on after 999 at 1, and a sale stopped by a stock check takes no number', async () => {
    const db = openTestDb();
    await saveSettingsAudited(db, { kiosk: { ...DEFAULT_KIOSK, enabled: true } });
    await db.counters.put({ id: 'call', value: 998, day: '2026-11-21' });
    expect(await callNumbers(db, ['2026-11-21T08:00:00.000Z', '2026-11-21T08:01:00.000Z'])).toEqual([999, 1]);
    const stale = { ...cartOf(2, exampleBurger), revision: 7 };
    await withCart(db, { ...stale, revision: 8 });
    await expect(completeSale(db, sale(stale, { payAtCounter: true }))).resolves.toEqual({ ok: false, reason: 'changed' });
    expect(await db.counters.get('call')).toEqual({ id: 'call', value: 1, day: '2026-11-21' });
  });

  test('a till\'s sale takes none', async () => {
    const db = openTestDb();
    const order = await sold(completeSale(db, sale(await withCart(db))));
    expect(order.call_no).toBeUndefined();
    expect(await db.counters.get('call')).toBeUndefined();
  });
});

describe('who a kiosk order is credited to', () => {
  test('the kiosk, no person: entering kiosk mode ends the session of whoever was signed in', async () => {
    const db = openTestDb();
    await db.staff.put({ staff_id: 'manager-Mona', name: 'Mona', role: 'manager', pinHash: 'h', pinSalt: 's', pinLock: { failures: 0, lockedUntil: 0 } });
    await db.settings.update('terminal', { signedIn: 'manager-Mona' });
    await saveSettingsAudited(db, { kiosk: { ...DEFAULT_KIOSK, enabled: true } });
    expect((await readSettings(db)).signedIn).toBeNull();
    const order = await sold(completeSale(db, sale(await withCart(db), { payAtCounter: true })));
    expect(order.cashier_name).toBe('Kiosk');
    expect(order.cashier_id).toBeUndefined();
    expect(order.terminal_id).toBe((await readSettings(db)).terminalId);
  });

  test('leaving kiosk mode brings nobody back: the till asks "Sign in"', async () => {
    const db = openTestDb();
    await saveSettingsAudited(db, { kiosk: { ...DEFAULT_KIOSK, enabled: true } });
    await db.settings.update('terminal', { signedIn: 'manager-Mona' });
    await saveSettingsAudited(db, { kiosk: { ...DEFAULT_KIOSK, enabled: false } });
    expect((await readSettings(db)).signedIn).toBeNull();
  });
});

describe('kiosk orders to pay at the counter', () => {
  test('are kept with a ticket number and no payment, and are not queued for upload until paid', async () => {
    const db = openTestDb();
    const order = await sold(completeSale(db, sale(await withCart(db), { payAtCounter: true })));
    expect(order.pay_at_counter).toBe(true);
    expect(order.payments).toEqual([]);
    expect(order.ticket_no).toMatch(/-000001$/);
    const after = await snapshot(db);
    expect(after.orders.map((o) => o.upload)).toEqual(['unpaid']);
    expect(after.outbox).toEqual([]);
    expect(after.cart?.lines).toEqual([]);
    expect(await waitingCount(db)).toBe(0);
  });

  test('marked paid, one becomes a sale with its payment and the time it was paid, and is queued once', async () => {
    const db = openTestDb();
    const order = await sold(completeSale(db, sale(await withCart(db), { payAtCounter: true })));
    const paidAt = new Date(T0 + 60_000);
    const payments = paidInFull(order.totals.total, 'cash');
    expect(await markCounterOrderPaid(db, order.client_order_id, payments, paidAt)).toMatchObject({ ok: true, order: { upload: 'waiting', payments } });
    expect(await markCounterOrderPaid(db, order.client_order_id, payments, paidAt)).toEqual({ ok: false, reason: 'not-waiting' });
    const [row] = await db.orders.toArray();
    expect(row).toMatchObject({ upload: 'waiting', payments, created_at: paidAt.toISOString(), pay_at_counter: false });
    expect(await db.outbox.toArray()).toEqual([
      { client_order_id: order.client_order_id, queued_at: paidAt.getTime(), attempts: 0, next_attempt_at: 0, last_error: null },
    ]);
  });

  test('one left unpaid on an earlier day is still listed in Orders, after today\'s', async () => {
    const db = openTestDb();
    const days = ['2026-11-20T18:00:00.000Z', '2026-11-20T19:00:00.000Z', '2026-11-21T08:00:00.000Z'];
    for (const [i, iso] of days.entries()) {
      const cart = await withCart(db, { ...cartOf(2, exampleBurger), revision: i + 1 });
      await sold(completeSale(db, sale(cart, { now: () => new Date(iso), newId: () => `order-${i}`, payAtCounter: i === 0 })));
    }
    await markUploaded(db, 'order-1', 1, '2026-11-20T19:01:00.000Z');
    const shown = await ordersToShow(db, '2026-11-21T00:00:00.000Z');
    expect(shown.today.map((o) => o.client_order_id)).toEqual(['order-2']);
    expect(shown.earlier.map((o) => o.client_order_id)).toEqual(['order-0']);
  });

  test('a sale still waiting to upload from an earlier day is listed in Orders with why it waits', async () => {
    const db = openTestDb();
    const days = ['2026-11-20T22:00:00.000Z', '2026-11-20T23:00:00.000Z', '2026-11-21T08:00:00.000Z'];
    for (const [i, iso] of days.entries()) {
      const cart = await withCart(db, { ...cartOf(2, exampleBurger), revision: i + 1 });
      await sold(completeSale(db, sale(cart, { now: () => new Date(iso), newId: () => `order-${i}` })));
    }
    await markUploaded(db, 'order-0', 1, '2026-11-20T22:01:00.000Z');
    await deferEntry(db, 'order-1', { attempts: 4, next_attempt_at: 0, last_error: 'Server error 503: Busy' });
    const shown = await ordersToShow(db, '2026-11-21T00:00:00.000Z');
    expect(shown.today.map((o) => o.client_order_id)).toEqual(['order-2']);
    expect(shown.earlier.map((o) => [o.client_order_id, o.last_error ?? null])).toEqual([['order-1', 'Server error 503: Busy']]);
  });

  test('a paid sale cannot be marked paid again', async () => {
    const db = openTestDb();
    const order = await sold(completeSale(db, sale(await withCart(db))));
    expect(await markCounterOrderPaid(db, order.client_order_id, order.payments, new Date(T0))).toEqual({ ok: false, reason: 'not-waiting' });
  });
});

describe('2.10.8 Unify: the invoice, the receipt header and the refund name the same brand', () => {
  test('the first line\'s brand: brand_id on the order and its invoice, the header, and the refund of the sale', async () => {
    const db = openTestDb();
    await readSettings(db);
    // A Unify order (brand 0) whose first line is Green Bowl's (2), its second Burger Yard's (1).
    const cart: CartState = { ...cartOf(0, exampleBurger, makeLineRequest({ product_id: exampleBurger.product_id })), revision: 3 };
    const unify: CartState = { ...cart, lines: cart.lines.map((l, i) => ({ ...l, brand_id: i === 0 ? 2 : 1 })) };
    await withCart(db, unify);
    const order = await sold(completeSale(db, sale(unify, { brands: [makeBrand({ ...brandHeader, brand_id: 1, brand_name: 'Burger Yard' }), makeBrand({ ...brandHeader, brand_id: 2, brand_name: 'Green Bowl' })] })));
    expect(order.brand).toMatchObject({ brand_id: 2, brand_name: 'Green Bowl' });
    expect(order.brand_id).toBe(2);
    expect(invoiceBody(order).brand_id).toBe(2);
    const refund = await confirmRefund(db, { saleId: order.client_order_id, request: [{ of_line: 0, quantity: 1 }], reason: 'Cold' });
    expect(refund.ok && refund.refund.brand_id).toBe(2);
  });
});
