/**
 * Hostile catalogs through the pure core: catalogs built from random raw rows by the real
 * decoders (what a till would hold), then random till intents through the menu, the search,
 * the scanner, the option picker, the cart and the payment. Nothing may throw out of a pure
 * function; every line and every order total must be the exact integer its parts make.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { cartReducer, isCartRefusal, type CartState } from '../../src/cart/cart';
import { priceLine, type PricedOption } from '../../src/cart/pricing';
import { orderTotals } from '../../src/cart/totals';
import { completeOrder } from '../../src/checkout/order';
import { invoiceBody } from '../../src/sync/contracts/invoiceBody';
import { receiptOf } from '../../src/checkout/receipt';
import type { Product } from '../../src/core/catalog';
import { money, type CurrencyDigits, type Money } from '../../src/core/money';
import { parseServerMoney } from '../../src/core/moneyDecimal';
import { menuView } from '../../src/menu/menuView';
import { searchProducts } from '../../src/menu/searchProducts';
import { pickerReducer } from '../../src/picker/reducer';
import { plainRequest, start } from '../../src/picker/start';
import { result } from '../../src/picker/result';
import { type GroupState } from '../../src/picker/state';
import { catalogs, edgeCatalogs } from './catalogWorld';
import { makeProduct } from '../kit/factories';
import { heldCatalog } from './heldCatalog';
import { amountIntent, pickIntent, tillIntent } from './intents';
import { apply, openTill, runPicker, type Till } from './till';

const MAX = Number.MAX_SAFE_INTEGER;

/** Add-ons are never sold on their own (assumed-contracts 3): the menu opens the picker on products only. */
const productPick = pickIntent.map((intent) => ({ ...intent, fromAddons: false }));

/** The ticked options as the picker shows them: name and price of each ticked item. */
const shownOptions = (groups: readonly GroupState[]) =>
  groups.flatMap((g) =>
    g.picks.map((pick) => {
      const item = g.items.find((i) => i.id === pick.item_id)!;
      return { item_id: item.id, name: item.name, unit_price: item.price };
    }),
  );
const optionSeen = (o: PricedOption) => ({ item_id: o.item_id, name: o.name, unit_price: o.unit_price });

/**
 * Prices a server may send: mostly positive, some negative (refused at decode, so those rows
 * never reach the till), up to 10^8 minor units. Amounts near 2^53 are the edge property's, so this one stays clear of the rounding
 * failures that one shows.
 */
const REALISTIC = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 20_000 }), weight: 8 },
  { arbitrary: fc.integer({ min: -2_000, max: -1 }), weight: 2 },
  { arbitrary: fc.integer({ min: 0, max: 1e8 }), weight: 1 },
);

/** Prices at the edge of exact integers, beside small ones, positive and negative. */
const EDGE = fc.oneof(
  { arbitrary: fc.constantFrom(MAX, MAX - 1, MAX - 5, 2 ** 52 + 1, -(2 ** 52), -MAX), weight: 3 },
  { arbitrary: fc.integer({ min: -12, max: 12 }), weight: 4 },
  { arbitrary: fc.integer({ min: 2 ** 52, max: MAX }), weight: 1 },
);

describe('random held catalogs, random till intents', () => {
  test('nothing throws out of the menu, search, scanner, picker, cart or payment; every line and the order total are exact integers equal to the sum of their parts', () => {
    fc.assert(
      fc.property(catalogs(REALISTIC), fc.array(tillIntent, { maxLength: 30, size: 'max' }), (catalog, intents) => {
        const till = openTill(catalog);
        for (const intent of intents) apply(till, intent);
      }),
      { numRuns: 120 },
    );
  });

  test('a product the grid lists is found by searching its own name, whatever its script, marks or markup', () => {
    fc.assert(
      fc.property(catalogs(REALISTIC), fc.option(fc.nat(14), { nil: null }), (catalog, categoryId) => {
        const index = openTill(catalog).menu;
        const view = menuView(index, { brandId: null, groupId: null, categoryId });
        for (const product of view.products) {
          if (product.name.trim() === '') continue;
          const found = searchProducts(index, view.allowed, product.name, MAX);
          expect(found.products.map((p) => p.id)).toContain(product.id);
        }
      }),
      { numRuns: 60 },
    );
  });

  test('2.3 / 2.7 what the picker shows is what the cart charges: a completed pick always prices, at the names and prices the picker showed', () => {
    fc.assert(
      fc.property(catalogs(REALISTIC, false), fc.array(productPick, { minLength: 1, maxLength: 6 }), (catalog, picks) => {
        const till = openTill(catalog);
        for (const intent of picks) {
          const picked = runPicker(till, intent);
          if (!picked?.request) continue;
          const priced = priceLine(picked.request, { index: till.ctx.pricing, channelId: null });
          if (!priced.ok && priced.reason === 'too-large') continue;
          expect(priced).toMatchObject({ ok: true });
          if (!priced.ok) continue;
          expect(priced.line.options.map(optionSeen)).toEqual(shownOptions(picked.state.groups));
          const addons = picked.state.addons.filter((a) => a.quantity > 0).map((a) => ({ product_id: a.product_id, name: a.name, unit_price: a.price }));
          expect(priced.line.addons.map((a) => ({ product_id: a.product_id, name: a.name, unit_price: a.unit_price }))).toEqual(addons);
          const children = picked.state.slots.flatMap((slot) =>
            slot.picks.map((pick) => {
              const candidate = slot.candidates.find((c) => c.product_id === pick.product_id)!;
              return { product_id: candidate.product_id, name: candidate.name, unit_price: candidate.combo_price, options: shownOptions(pick.groups) };
            }),
          );
          expect(
            priced.line.children.map((c) => ({ product_id: c.product_id, name: c.name, unit_price: c.unit_price, options: c.options.map(optionSeen) })),
          ).toEqual(children);
        }
      }),
      { numRuns: 80 },
    );
  });

  test('amounts at the edge of exact integers: the cart refuses what it cannot total exactly, and what it keeps stays exact (no float sum, no throw)', () => {
    fc.assert(
      fc.property(edgeCatalogs(EDGE), fc.array(amountIntent, { maxLength: 20, size: 'max' }), (catalog, intents) => {
        const till = openTill(catalog);
        for (const intent of intents) apply(till, intent);
      }),
      { numRuns: 600 },
    );
  });
});

/**
 * A held catalog of a few raw rows, in a currency of `digits`. `held` are products put in the
 * held catalog as they are, past the decoder: negative prices are refused at decode (2.2), yet
 * the cart's sums must stay exact for any amount it is given.
 */
function tillOf(digits: CurrencyDigits, rows: { products: unknown[]; modifiers?: unknown[]; held?: Product[] }): Till {
  const catalog = heldCatalog({
    session: {
      user: { id: 7, name: 'Front counter', brand_id: null },
      location: { id: 3, name: 'Downtown', currency: 'KWD', timezone: 'Asia/Kuwait' },
      config: { currency_decimals: digits },
    },
    brands: [],
    categories: [],
    modifiers: rows.modifiers ?? [],
    products: rows.products,
    addons: [],
    channels: [],
    quotas: [],
    soldOut: null,
  });
  return openTill({ ...catalog, products: [...catalog.products, ...(rows.held ?? [])] });
}

/** Adds one unit of each product, in order, as a tap on the grid would. */
function sell(till: Till, ...productIds: number[]): CartState {
  for (const id of productIds) {
    const request = plainRequest(till.ctx.pricing.products.get(id)!);
    const priced = priceLine(request, { index: till.ctx.pricing, channelId: null });
    if (!priced.ok) throw new Error(`product ${id} does not price: ${priced.reason}`);
    const next = cartReducer(till.cart, { type: 'lineAdded', line_id: `l${id}`, brand_id: 1, request, priced: priced.line }, till.ctx);
    if (isCartRefusal(next)) throw new Error(`product ${id} refused: ${next.reason}`);
    till.cart = next;
  }
  return till.cart;
}

describe('the smallest cases of those properties', () => {
  test('2.7 an option id served under two groups: the line carries the option the picker showed, with its price and its kitchen instruction', () => {
    const till = tillOf(3, {
      modifiers: [
        { id: 1, name: 'Sauce', items: [{ id: 5, name: 'Garlic', actual_price: '0.250', instructions: [{ id: 9, instruction: 'extra' }] }] },
        { id: 2, name: 'Size', items: [{ id: 5, name: 'Large', actual_price: '1.000' }] },
      ],
      products: [{ id: 10, name: 'Burger', actual_price: '2.000', modifiers: [{ modifier_id: 1, min_allowed: 1, max_allowed: 1 }] }],
    });
    // 2.10.6: the required max-1 group pre-ticks its first item, Garlic at 0.250.
    let state = start(till.ctx.pricing.products.get(10)!, till.picker);
    expect(state.groups[0]!.items).toEqual([expect.objectContaining({ id: 5, name: 'Garlic', price: 250 })]);
    state = pickerReducer(state, { type: 'instructionToggled', group_id: 1, item_id: 5, instruction_id: 9 });
    const picked = result(state);
    if (!picked.ok) throw new Error('the picker refused a met group');

    const priced = priceLine(picked.request, { index: till.ctx.pricing, channelId: null });
    expect(priced).toMatchObject({
      ok: true,
      line: { options: [{ item_id: 5, modifier_id: 1, name: 'Garlic', unit_price: 250, instructions: [{ id: 9, instruction: 'extra' }] }], total: 2250 },
    });
  });

  test('an order of positive and negative amounts near 2^53: its total is the exact sum of its lines (no float rounding)', () => {
    const till = tillOf(0, {
      products: [
        { id: 1, name: 'A', actual_price: String(MAX - 5) },
        { id: 2, name: 'Extra', actual_price: '3' },
      ],
      held: [makeProduct({ id: 3, name: 'Voucher', actual_price: money(-10) })],
    });
    sell(till, 1, 2, 3);
    // 2 x 3 more: the float sum passes 2^53 on the way (MAX - 5 + 9) and rounds, then falls back below it.
    const next = cartReducer(till.cart, { type: 'quantityChanged', line_id: 'l2', quantity: 3 }, till.ctx);
    if (isCartRefusal(next)) {
      expect(next).toEqual({ ok: false, reason: 'too-large' });
      return;
    }
    expect(orderTotals(next).total).toBe(MAX - 6);
  });

  test('a discount that would take the order total past 2^53 is refused as too large, and the order total can still be read', () => {
    const till = tillOf(0, {
      products: [
        { id: 1, name: 'A', actual_price: String(MAX) },
        { id: 3, name: 'Extra', actual_price: '2' },
      ],
      held: [makeProduct({ id: 2, name: 'Voucher', actual_price: money(-2), discount_pct: 100 })],
    });
    const state = sell(till, 1, 2, 3);
    expect(orderTotals(state).total).toBe(MAX);
    // 100% off the voucher makes the total MAX + 2, which no Money can hold.
    const next = cartReducer(state, { type: 'discountApplied', line_id: 'l2', percent: 100 }, till.ctx);
    expect(next).toEqual({ ok: false, reason: 'too-large' });
    expect(() => orderTotals(isCartRefusal(next) ? state : next)).not.toThrow();
  });

  test('assumed-contracts 6: the invoice carries the total the receipt printed, to the fils, for any sale the cart accepts', () => {
    const till = tillOf(3, { products: [{ id: 1, name: 'Gold bar', actual_price: '9007199254740.991' }] });
    const priced = priceLine(plainRequest(till.ctx.pricing.products.get(1)!), { index: till.ctx.pricing, channelId: null });
    if (!priced.ok) {
      expect(priced.reason).toBe('too-large');
      return;
    }
    const state = sell(till, 1);
    const due = orderTotals(state).total;
    const order = completeOrder({
      cart: state, client_order_id: 'c1', ticket_no: 'T3-000001', created_at: '2026-11-21T09:15:02.120Z', location_id: 3,
      brand: { brand_id: 1, brand_name: 'Grill', brand_address: null, brand_phone: null, brand_email: null, brand_thumbnail: '' },
      payments: [{ method: 'card', amount: due, tendered: due, change: 0 as Money }], digits: 3,
    });
    const sent = JSON.parse(JSON.stringify(invoiceBody(order))) as { total: number };
    expect(receiptOf(order, '').total).toBe('9007199254740.991');
    expect(parseServerMoney(sent.total, 3)).toBe(due);
  });
});
