import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { expect, test } from 'vitest';
import { addToOrder, dispatchCart, readCart } from '../../src/db/cart';
import { connectTo } from '../kit/db';
import { money } from '../../src/core/money';
import { makeCatalog, makeLineRequest, makeProduct } from '../kit/factories';
import { added, contextFor, rules } from '../kit/cart';

const burger = makeProduct({ id: 41, name: 'Chicken burger', actual_price: money(1750) });
const water = makeProduct({ id: 47, name: 'Mineral water', actual_price: money(200) });
const catalog = makeCatalog({ products: [burger, water], channels: [{ channel_id: 4, channel_name: 'Delivery app' }] });

/** Connections to one IndexedDB database, as tabs (or reloads) of one terminal open it. */
function terminal() {
  const factory = new IDBFactory();
  return () => connectTo(factory);
}

function twoTabs() {
  const open = terminal();
  return [open(), open()] as const;
}

test('the open order survives a reload: a new connection reads the same lines', async () => {
  const open = terminal();
  const tab = open();
  const ctx = contextFor(catalog);
  await dispatchCart(tab, (cart) => added(cart, ctx, makeLineRequest({ product_id: 41 }), 'l1'), ctx, 1);
  tab.close();
  const reopened = open();
  const cart = await readCart(reopened, 1);
  expect(cart.lines.map((l) => l.name)).toEqual(['Chicken burger']);
});

test('two tabs share one cart: changes made in each both land, none overwrites the other', async () => {
  const [a, b] = twoTabs();
  const ctx = contextFor(catalog);
  await dispatchCart(a, (cart) => added(cart, ctx, makeLineRequest({ product_id: 41 }), 'l1'), ctx, 1);
  // Tab B last rendered an empty cart, yet its change applies to the cart as stored.
  await dispatchCart(b, (cart) => added(cart, ctx, makeLineRequest({ product_id: 47 }), 'l2'), ctx, 1);
  await dispatchCart(a, () => ({ type: 'quantityChanged', line_id: 'l2', quantity: 3 }), ctx, 1);

  const seenByA = await readCart(a, 1);
  const seenByB = await readCart(b, 1);
  expect(seenByB).toEqual(seenByA);
  expect(seenByA.lines.map((l) => [l.name, l.quantity])).toEqual([
    ['Chicken burger', 1],
    ['Mineral water', 3],
  ]);
  expect(seenByA.revision).toBe(3);
});

test('a line priced for the channel another tab just left is priced again from the stored cart', async () => {
  const delivery = makeProduct({
    id: 41,
    name: 'Chicken burger',
    actual_price: money(1750),
    price_levels: [{ channel_id: 4, channel_name: 'Delivery app', channel_actual_price: money(2000) }],
  });
  const ctx = contextFor(makeCatalog({ products: [delivery] }));
  const [a, b] = twoTabs();
  await dispatchCart(a, () => ({ type: 'channelChanged', channel_id: 4 }), ctx, 1);
  const result = await dispatchCart(b, (cart) => added(cart, ctx, makeLineRequest({ product_id: 41 }), 'l1'), ctx, 1);
  expect('ok' in result ? result.reason : result.lines[0]?.total).toBe(2000);
});

test('a refused change writes nothing', async () => {
  const [a] = twoTabs();
  const ctx = contextFor(catalog, rules({ isSoldOut: (id) => id === 47 }));
  const result = await dispatchCart(a, (cart) => added(cart, ctx, makeLineRequest({ product_id: 47 }), 'l1'), ctx, 1);
  expect('ok' in result && result.reason).toBe('sold-out');
  expect(await a.cart.count()).toBe(0);
});

test('2.10.9 after a reload the order keeps its brand: a new connection reads the brand stored with the lines', async () => {
  const open = terminal();
  const tab = open();
  const ctx = contextFor(catalog);
  await addToOrder(tab, 2, (cart) => added(cart, ctx, makeLineRequest({ product_id: 41 }), 'l1', 2), ctx);
  tab.close();
  // The reloaded screen has chosen nothing yet (its default brand is 1).
  const cart = await readCart(open(), 1);
  expect([cart.brand_id, cart.lines.map((l) => l.brand_id)]).toEqual([2, [2]]);
});

test('2.10.9 an empty order takes the brand of the menu its first line was chosen from', async () => {
  const [a] = twoTabs();
  const ctx = contextFor(catalog);
  await dispatchCart(a, () => ({ type: 'channelChanged', channel_id: 4 }), ctx, 1);
  const result = await addToOrder(a, 2, (cart) => added(cart, ctx, makeLineRequest({ product_id: 41 }), 'l1', 2), ctx);
  expect('ok' in result ? result.reason : [result.brand_id, result.channel_id, result.lines.length]).toEqual([2, 4, 1]);
});

test('2.10.9 a tab still showing another brand cannot add to the order the other tab filled: refused, nothing written', async () => {
  const [a, b] = twoTabs();
  const ctx = contextFor(catalog);
  await addToOrder(a, 2, (cart) => added(cart, ctx, makeLineRequest({ product_id: 41 }), 'l1', 2), ctx);
  const before = await readCart(a, 1);
  const result = await addToOrder(b, 1, (cart) => added(cart, ctx, makeLineRequest({ product_id: 47 }), 'l2', 1), ctx);
  expect(result).toEqual({ ok: false, reason: 'other-brand', orderBrandId: 2, menuBrandId: 1 });
  expect(await readCart(b, 1)).toEqual(before);
});
