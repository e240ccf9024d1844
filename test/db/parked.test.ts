import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, test } from 'vitest';
import { dispatchCart, readCart } from '../../src/db/cart';
import { parkedOrders, parkOrder, reopenOrder } from '../../src/db/parked';
import { completeSale } from '../../src/db/orders';
import type { PosDb } from '../../src/db/schema';
import { invoiceBody } from '../../src/sync/contracts/invoiceBody';
import { connectTo } from '../kit/db';
import { seedStaff } from '../kit/staff';
import { setSignedIn } from '../../src/db/staff';
import { added, contextFor } from '../kit/cart';
import { ids, kwdMenu } from '../kit/catalogs';
import { makeBrand, makeLineRequest, makeSession } from '../kit/factories';
import { brandHeader, cash, sold } from '../kit/orders';

const ctx = contextFor(kwdMenu());
const BRAND = 2;

/** Connections to one IndexedDB database, as tabs (or a reload) of one terminal open it. */
function terminal() {
  const factory = new IDBFactory();
  return () => connectTo(factory);
}

let ids_ = 0;
const clock = { now: () => 1_000 + ids_, newId: () => `parked-${++ids_}` };

async function ring(db: PosDb, productId: number, note?: string) {
  await dispatchCart(db, (cart) => added(cart, ctx, makeLineRequest({ product_id: productId }), `line-${productId}`, BRAND), ctx, BRAND);
  if (note) await dispatchCart(db, () => ({ type: 'noteChanged', note }), ctx, BRAND);
}

const names = async (db: PosDb) => (await parkedOrders(db)).map((p) => p.name);

describe('parking', () => {
  test('the order is kept under its name with its lines and note, and an empty order starts', async () => {
    const db = terminal()();
    await ring(db, ids.burger, 'Allergy: nuts');
    const before = await readCart(db, BRAND);
    expect(await parkOrder(db, ' Table 4 ', BRAND, clock)).toEqual({ ok: true, name: 'Table 4' });
    const [parked] = await parkedOrders(db);
    expect(parked?.cart).toEqual({ ...before, name: 'Table 4' });
    const open = await readCart(db, BRAND);
    expect([open.lines, open.note, open.name, open.revision]).toEqual([[], undefined, undefined, before.revision + 1]);
  });

  test('assumed-contracts 10: a parked order names who parked it; with nobody signed in it names no one', async () => {
    const db = terminal()();
    await ring(db, ids.burger);
    await parkOrder(db, 'Table 1', BRAND, clock);
    await seedStaff(db, '246810', 'Ali', 'cashier', 'c1');
    await setSignedIn(db, 'c1');
    await ring(db, ids.burger);
    await parkOrder(db, 'Table 2', BRAND, clock);
    expect((await parkedOrders(db)).map((p) => [p.name, p.parked_by ?? null])).toEqual([
      ['Table 1', null],
      ['Table 2', { staff_id: 'c1', name: 'Ali' }],
    ]);
  });

  test('no name typed parks under the next number', async () => {
    const db = terminal()();
    await ring(db, ids.burger);
    await parkOrder(db, '', BRAND, clock);
    await ring(db, ids.fries);
    await parkOrder(db, '', BRAND, clock);
    expect(await names(db)).toEqual(['Order 1', 'Order 2']);
  });

  test('an empty order, a name too long or a name already parked is refused and nothing is written', async () => {
    const db = terminal()();
    expect(await parkOrder(db, 'Table 4', BRAND, clock)).toEqual({ ok: false, reason: 'nothing-to-park' });
    await ring(db, ids.burger);
    await parkOrder(db, 'Table 4', BRAND, clock);
    await ring(db, ids.fries);
    const open = await readCart(db, BRAND);
    expect(await parkOrder(db, 'table 4', BRAND, clock)).toMatchObject({ ok: false, reason: 'name-taken' });
    expect(await parkOrder(db, 'x'.repeat(61), BRAND, clock)).toMatchObject({ ok: false, reason: 'name-too-long' });
    expect(await readCart(db, BRAND)).toEqual(open);
    expect(await names(db)).toEqual(['Table 4']);
  });

  test('parked orders survive a reload: a new connection lists them', async () => {
    const open = terminal();
    const tab = open();
    await ring(tab, ids.burger);
    await parkOrder(tab, 'Pickup 12', BRAND, clock);
    tab.close();
    expect(await names(open())).toEqual(['Pickup 12']);
  });
});

describe('reopening', () => {
  test('the parked order becomes the open order whole and leaves the list', async () => {
    const db = terminal()();
    await ring(db, ids.burger, 'Allergy: nuts');
    await parkOrder(db, 'Table 4', BRAND, clock);
    const [parked] = await parkedOrders(db);
    const emptied = await readCart(db, BRAND);
    expect(await reopenOrder(db, parked!.id, BRAND, clock)).toEqual({ ok: true, name: 'Table 4', parkedAs: null });
    expect(await readCart(db, BRAND)).toEqual({ ...parked!.cart, revision: emptied.revision + 1 });
    expect(await names(db)).toEqual([]);
  });

  test('an open order that holds something is parked first under the next number, never lost', async () => {
    const db = terminal()();
    await ring(db, ids.burger);
    await parkOrder(db, 'Table 4', BRAND, clock);
    await ring(db, ids.fries, 'To go');
    const walkIn = await readCart(db, BRAND);
    const [table4] = await parkedOrders(db);
    expect(await reopenOrder(db, table4!.id, BRAND, clock)).toEqual({ ok: true, name: 'Table 4', parkedAs: 'Order 1' });
    const [kept] = await parkedOrders(db);
    expect(kept?.cart).toEqual({ ...walkIn, name: 'Order 1' });
    expect((await readCart(db, BRAND)).name).toBe('Table 4');
  });

  test('a reopened order parked again goes back under its own name', async () => {
    const db = terminal()();
    await ring(db, ids.burger);
    await parkOrder(db, 'Table 4', BRAND, clock);
    const [table4] = await parkedOrders(db);
    await reopenOrder(db, table4!.id, BRAND, clock);
    await ring(db, ids.fries);
    await parkOrder(db, '', BRAND, clock);
    await ring(db, ids.fries);
    const [again] = await parkedOrders(db);
    expect(await reopenOrder(db, again!.id, BRAND, clock)).toMatchObject({ parkedAs: 'Order 1' });
  });

  test('two tabs: both list the order, one reopens it, the other is told it is gone and keeps its own order', async () => {
    const open = terminal();
    const [a, b] = [open(), open()];
    await ring(a, ids.burger);
    await parkOrder(a, 'Table 4', BRAND, clock);
    const [seenByA] = await parkedOrders(a);
    const [seenByB] = await parkedOrders(b);
    expect(seenByB).toEqual(seenByA);
    const [first, second] = await Promise.all([reopenOrder(a, seenByA!.id, BRAND, clock), reopenOrder(b, seenByB!.id, BRAND, clock)]);
    expect([first, second].filter((r) => r.ok)).toHaveLength(1);
    expect([first, second].filter((r) => !r.ok)).toEqual([{ ok: false, reason: 'gone' }]);
    expect(await names(a)).toEqual([]);
    expect((await readCart(b, BRAND)).lines.map((l) => l.product_id)).toEqual([ids.burger]);
  });
});

test('assumed-contracts 7: a reopened order sold sends its parked name and its note on the invoice', async () => {
  const db = terminal()();
  await ring(db, ids.burger, 'Allergy: nuts');
  await parkOrder(db, 'Table 4', BRAND, clock);
  const [parked] = await parkedOrders(db);
  await reopenOrder(db, parked!.id, BRAND, clock);
  const cart = await readCart(db, BRAND);
  const order = await sold(completeSale(db, { cart, payments: [cash('1.750', '1.750')], brands: [makeBrand(brandHeader)], session: makeSession() }));
  expect(invoiceBody(order)).toMatchObject({ order_name: 'Table 4', order_note: 'Allergy: nuts' });
  const next = await readCart(db, BRAND);
  expect([next.name, next.note]).toEqual([undefined, undefined]);
});
