import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import type { CartState } from '../../src/cart/cart';
import { CART_ID } from '../../src/db/cart';
import { completeSale, ordersSince, SaleNotSavedError, ticketPrefix, waitingCount, type CompleteSaleInput } from '../../src/db/orders';
import type { PosDb } from '../../src/db/schema';
import { readSettings } from '../../src/db/settings';
import { emptyCart } from '../../src/cart/cart';
import { money } from '../../src/core/money';
import { makeBrand, makeLineRequest, makeProduct, makeSession } from '../factories';
import { added, contextFor, run } from '../cart/fixtures';
import { kwdMenu } from '../cart/menu';
import { brandHeader, cartOf, cash, exampleBurger } from '../checkout/fixtures';
import { openTestDb } from './openTestDb';

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
    const order = await completeSale(db, sale(cart));
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
      tickets.push((await completeSale(db, sale(cart, { newId: () => `order-${i}` }))).ticket_no);
    }
    expect(tickets.map((t) => t.slice(-6))).toEqual(['000001', '000002', '000003', '000004']);
    expect(new Set(tickets).size).toBe(4);
    expect((await db.orders.orderBy('ticket_seq').toArray()).map((o) => o.ticket_seq)).toEqual([1, 2, 3, 4]);
  });

  test('a cart changed on another screen (another revision) throws and writes nothing', async () => {
    const db = openTestDb();
    const paidFor = await withCart(db);
    await db.cart.put({ id: CART_ID, ...paidFor, revision: paidFor.revision + 1 });
    const before = await snapshot(db);
    await expect(completeSale(db, sale(paidFor))).rejects.toBeInstanceOf(SaleNotSavedError);
    expect(await snapshot(db)).toEqual(before);
  });

  test('a failed sale does not use up a ticket number', async () => {
    const db = openTestDb();
    const paidFor = await withCart(db);
    await db.cart.put({ id: CART_ID, ...paidFor, revision: paidFor.revision + 1 });
    await expect(completeSale(db, sale(paidFor))).rejects.toThrow(SaleNotSavedError);
    const cart = await withCart(db, { ...paidFor, revision: 7 });
    expect((await completeSale(db, sale(cart))).ticket_no.slice(-6)).toBe('000001');
  });

  test('an empty order throws and writes nothing', async () => {
    const db = openTestDb();
    const empty = await withCart(db, { lines: [], channel_id: null, brand_id: 2, revision: 3 });
    const before = await snapshot(db);
    await expect(completeSale(db, sale(empty))).rejects.toBeInstanceOf(SaleNotSavedError);
    expect(await snapshot(db)).toEqual(before);
  });

  test('no sale completes with nothing paid: an order whose total is below zero throws and writes nothing', async () => {
    const db = openTestDb();
    // A row with a negative price (a decoder lets none through; this is the last line of defence).
    const voucher = contextFor(kwdMenu({ products: [makeProduct({ id: 99, name: 'Voucher', actual_price: money(-500) })] }));
    const start = emptyCart(2, null);
    const belowZero = run(start, voucher, added(start, voucher, makeLineRequest({ product_id: 99 }), 'l1', 2));
    await withCart(db, belowZero);
    const before = await snapshot(db);
    await expect(completeSale(db, sale(belowZero, { payments: [] }))).rejects.toThrow(/below zero/);
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
      await completeSale(db, sale(cart, { now: () => new Date(iso), newId: () => `order-${i}` }));
    }
    const today = await ordersSince(db, '2026-11-21T00:00:00.000Z');
    expect(today.map((o) => o.created_at)).toEqual(['2026-11-21T12:30:00.000Z', '2026-11-21T08:00:00.000Z']);
  });

  test('waitingCount counts the sales the server has not acknowledged', async () => {
    const db = openTestDb();
    expect(await waitingCount(db)).toBe(0);
    for (const i of [1, 2]) {
      const cart = await withCart(db, { ...cartOf(2, exampleBurger), revision: i });
      await completeSale(db, sale(cart, { newId: () => `order-${i}` }));
    }
    expect(await waitingCount(db)).toBe(2);
    await db.outbox.delete('order-1');
    expect(await waitingCount(db)).toBe(1);
  });
});
