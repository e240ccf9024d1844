import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { cartReducer, emptyCart } from '../../src/cart/cart';
import { quotasAfterSales } from '../../src/cart/quotaSales';
import { cartRulesFrom } from '../../src/cart/rules';
import { CART_ID } from '../../src/db/cart';
import { markUploaded } from '../../src/db/outbox';
import { completeSale } from '../../src/db/orders';
import { readQuotaSales } from '../../src/db/quotaSales';
import { cancelCounterOrder, lapseCounterOrders } from '../../src/db/counterOrders';
import { EMPTY_SYNC_META, type PosDb } from '../../src/db/schema';
import type { SyncReport } from '../../src/core/syncReport';
import { makeBrand, makeLineRequest, makeSession } from '../kit/factories';
import { added, contextFor } from '../kit/cart';
import { brandHeader, cartOf, cash, saleMenu, sold } from '../kit/orders';
import { ids } from '../kit/catalogs';
import { openTestDb } from '../kit/db';

const SYNC_START = '2026-11-21T08:00:00.000Z';
const POLL = '2026-11-21T12:00:00.000Z';
const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);

/** An active catalog generation whose last quota poll said 3 burgers were left. */
async function tillWithQuota(polled_at: string | null = POLL): Promise<PosDb> {
  const db = openTestDb();
  await db.syncMeta.put({ ...EMPTY_SYNC_META, activeGen: 1, lastGen: 1, lastSuccessAt: SYNC_START,
    lastReport: { generation: 1, startedAt: SYNC_START } as SyncReport });
  await db.quotas.put({ gen: 1, product_id: ids.burger, quota: 20, remaining_stock: 3, ...(polled_at ? { polled_at } : {}) });
  return db;
}

/** Completes a sale of `quantity` burgers at `when`, offline (nothing is uploaded). */
async function sellBurgers(db: PosDb, quantity: number, when: Date, id: string, payAtCounter = false): Promise<void> {
  const cart = { ...cartOf(2, makeLineRequest({ product_id: ids.burger, quantity })), revision: when.getTime() };
  await db.cart.put({ id: CART_ID, ...cart });
  await sold(completeSale(db, {
    cart, payments: payAtCounter ? [] : [cash('1.750', '20.000')], brands: [makeBrand(brandHeader)], session: makeSession(),
    now: () => when, newId: () => id, payAtCounter,
  }));
}

/** What the till allows now: the menu's quota rows after the sales, as the cart reads them. */
async function burgersLeft(db: PosDb): Promise<number | null> {
  const { quotas, sold } = await readQuotaSales(db);
  return cartRulesFrom({ ...saleMenu, quotas: quotasAfterSales(quotas, sold) }).remainingStock(ids.burger);
}

describe('quotas hold offline: completed sales count against remaining_stock across orders (2.10.11, assumed-contracts 4)', () => {
  test('two sales completed offline leave one burger of the three polled, and the cart refuses a second', async () => {
    const db = await tillWithQuota();
    await sellBurgers(db, 1, at(POLL, 30), 'sale-1');
    await sellBurgers(db, 1, at(POLL, 90), 'sale-2');
    expect(await burgersLeft(db)).toBe(1);

    const { quotas, sold } = await readQuotaSales(db);
    const ctx = contextFor(saleMenu, cartRulesFrom({ ...saleMenu, quotas: quotasAfterSales(quotas, sold) }));
    const start = emptyCart(2, null);
    expect(cartReducer(start, added(start, ctx, makeLineRequest({ product_id: ids.burger, quantity: 2 }), 'l1'), ctx))
      .toEqual({ ok: false, reason: 'quota', product_id: ids.burger, remaining: 1 });
  });

  test('a kiosk order waiting to be paid at the counter holds its burgers too', async () => {
    const db = await tillWithQuota();
    await sellBurgers(db, 2, at(POLL, 30), 'counter-1', true);
    expect(await db.orders.get('counter-1')).toMatchObject({ upload: 'unpaid' });
    expect(await burgersLeft(db)).toBe(1);
  });

  test('a counter order cancelled unpaid, by staff or as lapsed, gives its burgers back', async () => {
    const db = await tillWithQuota();
    await sellBurgers(db, 2, at(POLL, 30), 'counter-1', true);
    await sellBurgers(db, 1, at(POLL, 31), 'counter-2', true);
    expect(await burgersLeft(db)).toBe(0);
    expect(await cancelCounterOrder(db, 'counter-1', 'not-collected', at(POLL, 40))).toBe(true);
    expect(await burgersLeft(db)).toBe(2);
    expect(await lapseCounterOrders(db, at(POLL, 31 + 30))).toBe(1);
    expect(await burgersLeft(db)).toBe(3);
  });

  test('a sale uploaded after the poll was sent still counts; the first poll sent after its upload counts it instead', async () => {
    const db = await tillWithQuota();
    await sellBurgers(db, 1, at(POLL, 30), 'sale-1');
    await markUploaded(db, 'sale-1', 501, at(POLL, 45).toISOString());
    expect(await burgersLeft(db)).toBe(2);

    // The next poll, sent after the upload, holds the sale: 2 left, and it no longer counts twice.
    await db.quotas.put({ gen: 1, product_id: ids.burger, quota: 20, remaining_stock: 2, polled_at: at(POLL, 46).toISOString() });
    expect(await burgersLeft(db)).toBe(2);
  });

  test('a quota row the full sync wrote counts from the sync\'s start; sales acknowledged before it are in the row', async () => {
    const db = await tillWithQuota(null);
    await sellBurgers(db, 1, at(SYNC_START, -30), 'earlier');
    await markUploaded(db, 'earlier', 500, at(SYNC_START, -20).toISOString());
    await sellBurgers(db, 1, at(SYNC_START, 30), 'later');
    await markUploaded(db, 'later', 501, at(SYNC_START, 31).toISOString());
    expect(await burgersLeft(db)).toBe(2);
  });

  test('products without a quota, and a till with no quotas, read nothing', async () => {
    const db = await tillWithQuota();
    await db.quotas.clear();
    await sellBurgers(db, 1, at(POLL, 30), 'sale-1');
    expect(await readQuotaSales(db)).toEqual({ quotas: [], sold: [] });
  });
});

describe('the whole order is checked in the transaction that stores the sale (2.10.11)', () => {
  test('a parked order of 2 reopened after 2 of the 3 left were sold is refused, and nothing is written', async () => {
    const db = await tillWithQuota();
    await sellBurgers(db, 2, at(POLL, 30), 'sale-1');
    const cart = { ...cartOf(2, makeLineRequest({ product_id: ids.burger, quantity: 2 })), revision: 99 };
    await db.cart.put({ id: CART_ID, ...cart });
    const sale = completeSale(db, { cart, payments: [cash('3.500', '5.000')], brands: [makeBrand(brandHeader)], session: makeSession(), now: () => at(POLL, 40), newId: () => 'sale-2' });
    await expect(sale).resolves.toEqual({ ok: false, reason: 'stock-changed', problems: [{ line_id: 'l1', product_id: ids.burger, reason: 'quota', remaining: 1, reduceTo: 1 }] });
    expect(await db.orders.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.cart.get(CART_ID))?.lines[0]?.quantity).toBe(2);
  });

  test('a product the sold-out poll lists now is refused, as is one whose own flag says sold out with no poll stored', async () => {
    const db = await tillWithQuota();
    const cart = { ...cartOf(2, makeLineRequest({ product_id: ids.fries, quantity: 1 })), revision: 7 };
    await db.cart.put({ id: CART_ID, ...cart });
    const input = { cart, payments: [cash('1.000', '1.000')], brands: [makeBrand(brandHeader)], session: makeSession(), now: () => at(POLL, 5), newId: () => 'sale-3' };
    await expect(completeSale(db, { ...input, soldOutSnapshot: (id) => id === ids.fries })).resolves.toMatchObject({ ok: false, reason: 'stock-changed' });
    await db.soldOut.put({ id: 'latest', product_ids: [ids.fries], fetched_at: POLL });
    await expect(completeSale(db, input)).resolves.toMatchObject({ ok: false, reason: 'stock-changed', problems: [{ reason: 'sold-out', product_id: ids.fries }] });
    await db.soldOut.put({ id: 'latest', product_ids: [], fetched_at: POLL });
    await expect(completeSale(db, { ...input, soldOutSnapshot: (id) => id === ids.fries })).resolves.toMatchObject({ ok: true, order: { client_order_id: 'sale-3' } });
  });
});
