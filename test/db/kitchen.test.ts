import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, test } from 'vitest';
import { dispatchCart, readCart } from '../../src/db/cart';
import { clearAsVoid, splitOrder } from '../../src/db/kitchen';
import { parkedOrders, reopenOrder } from '../../src/db/parked';
import { headOfQueue } from '../../src/db/outbox';
import type { PosDb } from '../../src/db/schema';
import { splitEqually } from '../../src/checkout/split';
import { voidBody } from '../../src/sync/contracts/voidBody';
import { setSignedIn } from '../../src/db/staff';
import { closeShift, openShift, readXReport } from '../../src/db/shifts';
import { voidEntries } from '../../src/sync/contracts/voidEntries';
import { connectTo } from '../kit/db';
import { written } from '../kit/day';
import { seedStaff } from '../kit/staff';
import { added, contextFor } from '../kit/cart';
import { ids, kwdMenu } from '../kit/catalogs';
import { m, makeBrand, makeLineRequest, makeSession } from '../kit/factories';
import { completeSale } from '../../src/db/orders';
import { orderTotals } from '../../src/cart/totals';
import { formatMoney } from '../../src/core/money';
import { brandHeader, cash, sold } from '../kit/orders';

const ctx = contextFor(kwdMenu());
const BRAND = 2;
const MANAGER = { staff_id: 'manager-pin', name: 'Manager' };
const NOW = new Date('2026-11-21T12:00:00.000Z');

async function ring(db: PosDb, quantity: number) {
  await dispatchCart(db, (cart) => added(cart, ctx, makeLineRequest({ product_id: ids.burger, quantity }), 'line-1', BRAND), ctx, BRAND);
  await dispatchCart(db, () => ({ type: 'noteChanged', note: 'Table by the window' }), ctx, BRAND);
}
const send = (db: PosDb) => dispatchCart(db, () => ({ type: 'kitchenSent', voids_only: false }), ctx, BRAND);
const clear = async (db: PosDb, id = 'void-1') =>
  clearAsVoid(db, { revision: (await readCart(db, BRAND)).revision, reason: 'changed-mind', approved_by: MANAGER, location_id: 3, digits: 3, brandId: BRAND, now: () => NOW, newId: () => id });

describe('clearing an order the kitchen had', () => {
  test('10 the void document, its outbox entry and the emptied order are written together; it uploads under its own key', async () => {
    const db = connectTo(new IDBFactory());
    await ring(db, 2);
    await send(db);
    await dispatchCart(db, (cart) => added(cart, ctx, makeLineRequest({ product_id: ids.burger, quantity: 1 }), 'line-2', BRAND), ctx, BRAND);
    expect(await clear(db)).toMatchObject({ ok: true, voided: { client_order_id: 'void-1' } });
    expect((await readCart(db, BRAND)).lines).toEqual([]);
    const head = await headOfQueue(db);
    expect(head?.entry).toMatchObject({ client_order_id: 'void-1', kind: 'void' });
    if (head?.document?.kind !== 'void') throw new Error('no void queued');
    // Only the 2 units the kitchen had are voided: the one added since was never made.
    expect(voidBody(head.document.voided)).toMatchObject({
      kind: 'void', client_order_id: 'void-1', total: 0, void_total: 3.5, reason: 'Customer changed mind', approved_by: MANAGER,
      lines: [expect.objectContaining({ product_id: ids.burger, quantity: 2, line_total: 3.5 })],
    });
  });

  test('10 the void document and its earlier voids name who voided them; with no staff list, no one', async () => {
    const db = connectTo(new IDBFactory());
    await ring(db, 3);
    await send(db);
    await clear(db, 'void-anon');
    const anon = await db.voids.get('void-anon');
    if (!anon) throw new Error('no void stored');
    expect(voidBody(anon)).toMatchObject({ cashier_id: null, cashier_name: null });

    await seedStaff(db, '246810', 'Ali', 'cashier', 'c1');
    await seedStaff(db, '135790', 'Sara', 'cashier', 'c2');
    await setSignedIn(db, 'c1');
    await ring(db, 3);
    await send(db);
    // Ali takes one back; Sara, signed in after him, clears the rest.
    await dispatchCart(db, () => ({ type: 'lineVoided', line_id: 'line-1', quantity: 2, reason: 'wrong-item', voided_at: NOW.toISOString(), approved_by: MANAGER, by: { staff_id: 'c1', name: 'Ali' } }), ctx, BRAND);
    await setSignedIn(db, 'c2');
    await clear(db, 'void-staff');
    const stored = await db.voids.get('void-staff');
    if (!stored) throw new Error('no void stored');
    expect(voidBody(stored)).toMatchObject({ cashier_id: 'c2', cashier_name: 'Sara', approved_by: MANAGER, void_total: 5.25 });
    expect(voidEntries(stored.voids, 3)).toEqual([expect.objectContaining({ cashier_id: 'c1', cashier_name: 'Ali', quantity: 1, line_total: 1.75 })]);
  });

  test('10 an order cleared in an open shift is counted in its X and Z reports, by who cleared it', async () => {
    const db = connectTo(new IDBFactory());
    await seedStaff(db, '246810', 'Ali', 'cashier', 'c1');
    await setSignedIn(db, 'c1');
    await openShift(db, { cashier_name: 'Ali', opening_float: m('10.000'), location_id: 3, digits: 3, newId: () => 'shift-1' });
    await ring(db, 2);
    await send(db);
    await clear(db, 'void-in-shift');
    expect((await db.voids.get('void-in-shift'))?.shift_id).toBe('shift-1');
    expect((await readXReport(db))?.report).toMatchObject({ voids_count: 1, voids_total: m('3.500') });
    const { report: z } = await written(closeShift(db, m('10.000'), NOW));
    expect(z.by_cashier?.map((r) => [r.name, r.voids_count, r.voids_total])).toEqual([['Ali', 1, m('3.500')]]);
  });

  test('an order the kitchen never had clears with no document; a changed order is not cleared', async () => {
    const db = connectTo(new IDBFactory());
    await ring(db, 1);
    expect(await clearAsVoid(db, { revision: 0, reason: 'other', approved_by: null, location_id: 3, digits: 3, brandId: BRAND })).toEqual({ ok: false, reason: 'changed' });
    expect(await clear(db)).toEqual({ ok: true, voided: null });
    expect(await headOfQueue(db)).toBeNull();
  });
});

describe('splitting the bill', () => {
  test('10 the first bill stays open, the others are parked as "Table 4 (2/2)"; every bill keeps the order\'s name and split_of', async () => {
    const db = connectTo(new IDBFactory());
    await ring(db, 3);
    await dispatchCart(db, () => ({ type: 'kitchenSent', voids_only: false }), ctx, BRAND);
    const cart = { ...(await readCart(db, BRAND)) };
    await db.cart.put({ ...cart, id: 'current', name: 'Table 4' });
    const split = splitEqually((await readCart(db, BRAND)).lines, 2);
    if (!split.ok) throw new Error(split.reason);
    const revision = (await readCart(db, BRAND)).revision;
    let n = 0;
    const done = await splitOrder(db, { revision, bills: split.bills, brandId: BRAND, billName: (name, part, parts) => `${name} (${part}/${parts})`, newId: () => `id-${++n}` });
    expect(done).toEqual({ ok: true, split_of: 'id-1' });
    expect(await readCart(db, BRAND)).toMatchObject({ name: 'Table 4', split_of: 'id-1', split_part: 1, revision: revision + 1 });
    const [parked] = await parkedOrders(db);
    expect(parked?.name).toBe('Table 4 (2/2)');
    await dispatchCart(db, () => ({ type: 'kitchenSent', voids_only: false }), ctx, BRAND);
    await reopenOrder(db, parked?.id ?? '', BRAND);
    // The second bill knows it is not the first: its payment does not ask the guests again.
    expect(await readCart(db, BRAND)).toMatchObject({ name: 'Table 4', split_of: 'id-1', split_part: 2 });
    expect(await splitOrder(db, { revision, bills: split.bills, brandId: BRAND, billName: () => 'x' })).toEqual({ ok: false, reason: 'changed' });
  });
});

describe('clearing the bills of a split order', () => {
  test('10 one bill paid, the other two cleared: their documents void only the shares no bill paid, each bill once', async () => {
    const db = connectTo(new IDBFactory());
    await ring(db, 2);
    await send(db);
    const order = await readCart(db, BRAND);
    const split = splitEqually(order.lines, 3);
    if (!split.ok) throw new Error(split.reason);
    let n = 0;
    await splitOrder(db, { revision: order.revision, bills: split.bills, brandId: BRAND, billName: (_name, part, parts) => `Table (${part}/${parts})`, newId: () => `split-${++n}` });
    // Bill 1 is paid: its 0.667 of a burger is sold.
    const first = await readCart(db, BRAND);
    const due = formatMoney(orderTotals(first).total, 3);
    await sold(completeSale(db, { cart: first, payments: [cash(due, due)], brands: [makeBrand(brandHeader)], session: makeSession(), now: () => NOW, newId: () => 'sale-1' }));
    const [second, third] = (await parkedOrders(db)).sort((a, b) => (a.cart.split_part ?? 0) - (b.cart.split_part ?? 0));
    await reopenOrder(db, second!.id, BRAND);
    await clear(db, 'void-2');
    // The bill still parked knows what bill 2 held and voided.
    expect((await db.parked.get(third!.id))?.cart.split_cleared).toEqual([{ part: 2, line_id: 'line-1', share: 667, sent: 0, voided: 667 }]);
    await reopenOrder(db, third!.id, BRAND);
    await clear(db, 'void-3');
    const documents = await Promise.all(['void-2', 'void-3'].map(async (id) => voidBody((await db.voids.get(id))!)));
    expect(documents.map((d) => d.lines.map((l) => l.quantity))).toEqual([[0.667], [0.666]]);
    // A clear repeated with the order as it was is refused; nothing is voided twice.
    expect(await clearAsVoid(db, { revision: 0, reason: 'other', approved_by: MANAGER, location_id: 3, digits: 3, brandId: BRAND })).toEqual({ ok: false, reason: 'changed' });
    expect(await db.voids.count()).toBe(2);
  });
});
