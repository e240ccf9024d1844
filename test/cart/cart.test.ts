import { describe, expect, test } from 'vitest';
import { makeLineRequest, makeProduct, m } from '../kit/factories';
import { cartReducer, emptyCart, isStale, type CartEvent, type CartState } from '../../src/cart/cart';
import { cartRulesFrom } from '../../src/cart/rules';
import { orderTotals } from '../../src/cart/totals';
import type { LineRequest } from '../../src/core/line';
import { money } from '../../src/core/money';
import { added, contextFor, priced, rules, run, withLines } from '../kit/cart';
import { DELIVERY, ids, kwdMenu } from '../kit/catalogs';

const menu = kwdMenu();
const ctx = contextFor(menu, cartRulesFrom(menu));
const start = emptyCart(2, null);

const burger = (overrides: Partial<LineRequest> = {}) => makeLineRequest({ product_id: ids.burger, ...overrides });
const fries = (quantity = 1) => makeLineRequest({ product_id: ids.fries, quantity });
const halloumi = (weight_g: number) => makeLineRequest({ product_id: ids.halloumi, weight_g });
const cake = (price: string) => makeLineRequest({ product_id: ids.cake, open_price: m(price) });
const dealWithFries = (count: number) =>
  makeLineRequest({ product_id: ids.deal, children: [{ product_id: ids.fries, slot_category_id: 5, quantity: count, options: [] }] });
const withCheese = { options: [{ item_id: ids.cheese, modifier_id: 90, quantity: 1, instructions: [] }] };

/** Adds each request as a new line `l1`, `l2`, ... in turn. */
function cartOf(...requests: LineRequest[]): CartState {
  return withLines(start, ctx, requests);
}
const reduce = (state: CartState, event: CartEvent) => cartReducer(state, event, ctx);
const summary = (state: CartState) => state.lines.map((l) => [l.line_id, l.quantity, l.total]);

describe('lineAdded', () => {
  test('lines keep the order they were first added, each with its id and brand', () => {
    const cart = cartOf(burger(), fries(), burger(withCheese));
    expect(summary(cart)).toEqual([['l1', 1, m('1.750')], ['l2', 1, m('0.500')], ['l3', 1, m('2.000')]]);
    expect(cart.lines.map((l) => l.brand_id)).toEqual([1, 1, 1]);
    expect(cart.revision).toBe(3);
  });

  test('2.10.8 a line is never given brand 0', () => {
    const cart = run(start, ctx, added(start, ctx, burger(), 'l1', 0));
    expect(cart.lines[0]?.brand_id).toBe(1);
  });

  test('2.10.7 the same choices again raise the first line and keep its place', () => {
    const cart = cartOf(burger(withCheese), fries(), burger({ ...withCheese, quantity: 2 }));
    expect(summary(cart)).toEqual([['l1', 3, m('6.000')], ['l2', 1, m('0.500')]]);
  });

  test.each([
    ['open price, the same typed price: one line', [cake('3.250'), cake('3.250')], [['l1', 2, m('6.500')]]],
    ['open price, another typed price: two lines', [cake('3.250'), cake('3.000')], [['l1', 1, m('3.250')], ['l2', 1, m('3.000')]]],
    ['weighed lines never merge', [halloumi(333), halloumi(333)], [['l1', 1, m('0.500')], ['l2', 1, m('0.500')]]],
  ] as const)('2.10.7 %s', (_case, requests, lines) => {
    expect(summary(cartOf(...requests))).toEqual(lines);
  });

  test('a discounted line is not merged into: the new items come without its discount', () => {
    const discounted = run(cartOf(burger()), ctx, { type: 'discountApplied', line_id: 'l1', percent: 10 });
    const cart = run(discounted, ctx, added(discounted, ctx, burger(), 'l2'));
    expect(summary(cart)).toEqual([['l1', 1, m('1.575')], ['l2', 1, m('1.750')]]);
  });

  test('a line priced for another channel than the cart is refused', () => {
    const event: CartEvent = { type: 'lineAdded', line_id: 'l1', brand_id: 1, request: burger(), priced: priced(burger(), ctx, DELIVERY) };
    expect(reduce(start, event)).toEqual({ ok: false, reason: 'stale-price' });
  });

  test('a priced line that does not match its request is refused', () => {
    const event: CartEvent = { type: 'lineAdded', line_id: 'l1', brand_id: 1, request: burger({ quantity: 2 }), priced: priced(burger(), ctx, null) };
    expect(reduce(start, event)).toEqual({ ok: false, reason: 'price-mismatch' });
  });

  test('an order whose total would be too large to send exactly is refused', () => {
    // Each line fits (600 billion KWD); their sum passes 15 significant digits, the most a JSON number carries.
    const huge = makeProduct({ id: 1, actual_price: money(600_000_000_000_000) });
    const bigCtx = contextFor(kwdMenu({ products: [huge, makeProduct({ ...huge, id: 2 })] }));
    const one = run(start, bigCtx, added(start, bigCtx, makeLineRequest({ product_id: 1 }), 'l1'));
    expect(cartReducer(one, added(one, bigCtx, makeLineRequest({ product_id: 2 }), 'l2'), bigCtx)).toEqual({ ok: false, reason: 'too-large' });
  });

  test('a second line with an id already in the cart is refused', () => {
    const cart = cartOf(burger());
    expect(reduce(cart, added(cart, ctx, fries(), 'l1'))).toEqual({ ok: false, reason: 'duplicate-line-id', line_id: 'l1' });
  });
});

describe('2.10.11 sold-out products cannot be added', () => {
  const soldOut = { ok: false, reason: 'sold-out' } as const;
  test.each([
    ['is_sold_out in the product snapshot', kwdMenu(), makeLineRequest({ product_id: ids.soldOutSnapshot }), ids.soldOutSnapshot],
    ['listed by the latest sold-out poll', kwdMenu({ soldOut: [ids.fries] }), fries(), ids.fries],
    ['a quota with remaining_stock 0', kwdMenu(), makeLineRequest({ product_id: ids.noStockLeft }), ids.noStockLeft],
    ['a sold-out combo child', kwdMenu({ soldOut: [ids.fries] }), dealWithFries(1), ids.fries],
    ['a sold-out add-on', kwdMenu({ soldOut: [ids.sauce] }), burger({ addons: [{ product_id: ids.sauce, quantity: 1 }] }), ids.sauce],
  ] as const)('%s', (_case, catalog, request, productId) => {
    const c = contextFor(catalog, cartRulesFrom(catalog));
    expect(cartReducer(start, added(start, c, request, 'l1'), c)).toEqual({ ...soldOut, product_id: productId });
  });

  test('the sold-out poll replaces the snapshot: a product it does not list is back on sale', () => {
    const catalog = kwdMenu({ soldOut: [] });
    const c = contextFor(catalog, cartRulesFrom(catalog));
    const request = makeLineRequest({ product_id: ids.soldOutSnapshot });
    expect(run(start, c, added(start, c, request, 'l1')).lines).toHaveLength(1);
  });

  test('a line whose product sold out since can be lowered but not raised', () => {
    const cart = cartOf(fries(2));
    const later = kwdMenu({ soldOut: [ids.fries] });
    const c = contextFor(later, cartRulesFrom(later));
    expect(cartReducer(cart, { type: 'quantityChanged', line_id: 'l1', quantity: 3 }, c)).toEqual({ ...soldOut, product_id: ids.fries });
    expect(summary(run(cart, c, { type: 'quantityChanged', line_id: 'l1', quantity: 1 }))).toEqual([['l1', 1, m('0.500')]]);
  });
});

describe('2.10.11 the quantity of a product over all lines never exceeds remaining_stock', () => {
  test.each([
    ['3 left: 2 in the cart, 2 more asked', [burger({ quantity: 2 })], burger({ quantity: 2 }), ids.burger, 1],
    ['the same product with other options counts too', [burger(withCheese), burger()], burger({ quantity: 2 }), ids.burger, 1],
    ['combo children count: a deal holding 2 fries leaves none', [dealWithFries(2)], fries(), ids.fries, 0],
    ['combo children count against a fries line', [fries()], dealWithFries(2), ids.fries, 1],
    ['3 deals holding one fries each need 3 fries', [], makeLineRequest({ ...dealWithFries(1), quantity: 3 }), ids.fries, 2],
    ['a weighed line counts as one piece', [halloumi(250), halloumi(400)], halloumi(100), ids.halloumi, 0],
  ] as const)('%s', (_case, inCart, request, productId, remaining) => {
    const cart = cartOf(...inCart);
    expect(reduce(cart, added(cart, ctx, request, 'new'))).toEqual({ ok: false, reason: 'quota', product_id: productId, remaining });
  });

  test('up to remaining_stock is allowed, including by merging', () => {
    expect(summary(cartOf(burger({ quantity: 2 }), burger()))).toEqual([['l1', 3, m('5.250')]]);
  });

  test('raising a quantity counts the other lines; remaining is what this line may hold', () => {
    const cart = cartOf(burger(withCheese), burger());
    expect(reduce(cart, { type: 'quantityChanged', line_id: 'l2', quantity: 3 })).toEqual({ ok: false, reason: 'quota', product_id: ids.burger, remaining: 2 });
    expect(summary(run(cart, ctx, { type: 'quantityChanged', line_id: 'l2', quantity: 2 }))[1]).toEqual(['l2', 2, m('3.500')]);
  });

  test('a cart caught above a shrunken quota can still be lowered', () => {
    const cart = cartOf(burger({ quantity: 3 }));
    const tighter = { ...ctx, rules: rules({ remainingStock: () => 1 }) };
    const lowered = cartReducer(cart, { type: 'quantityChanged', line_id: 'l1', quantity: 2 }, tighter);
    expect('lines' in lowered && summary(lowered)).toEqual([['l1', 2, m('3.500')]]);
  });
});

describe('quantityChanged and lineRemoved', () => {
  const cart = cartOf(burger(), halloumi(333));

  test.each([
    ['zero', 'l1', 0, { ok: false, reason: 'invalid-quantity' }],
    ['a fraction', 'l1', 1.5, { ok: false, reason: 'invalid-quantity' }],
    ['a weighed line', 'l2', 2, { ok: false, reason: 'weighed-line' }],
    ['an unknown line', 'zz', 2, { ok: false, reason: 'unknown-line', line_id: 'zz' }],
  ] as const)('a quantity change to %s is refused', (_case, lineId, quantity, refusal) => {
    expect(reduce(cart, { type: 'quantityChanged', line_id: lineId, quantity })).toEqual(refusal);
  });

  test('a quantity too large to total exactly is refused', () => {
    const noQuota = contextFor(menu);
    expect(cartReducer(cart, { type: 'quantityChanged', line_id: 'l1', quantity: Number.MAX_SAFE_INTEGER }, noQuota))
      .toEqual({ ok: false, reason: 'invalid-quantity' });
  });

  test('the same quantity changes nothing: the same state object', () => {
    expect(reduce(cart, { type: 'quantityChanged', line_id: 'l1', quantity: 1 })).toBe(cart);
  });

  test('removing a line keeps the others in order', () => {
    const three = cartOf(burger(), fries(), halloumi(333));
    expect(summary(run(three, ctx, { type: 'lineRemoved', line_id: 'l2' })).map(([id]) => id)).toEqual(['l1', 'l3']);
    expect(reduce(three, { type: 'lineRemoved', line_id: 'zz' })).toEqual({ ok: false, reason: 'unknown-line', line_id: 'zz' });
  });
});

describe('discountApplied: above the product cap is refused with the cap (not clamped)', () => {
  const cart = cartOf(burger({ quantity: 2 }), fries(), halloumi(333));
  test.each([
    ['within the cap', 'l1', 10, { subtotal: '3.500', discount: '0.350', total: '3.150' }],
    ['weighed line, rounded once: 15% of 0.500', 'l3', 15, { subtotal: '0.500', discount: '0.075', total: '0.425' }],
  ] as const)('%s', (_case, lineId, percent, amounts) => {
    const next = run(cart, ctx, { type: 'discountApplied', line_id: lineId, percent });
    const line = next.lines.find((l) => l.line_id === lineId);
    expect([line?.subtotal, line?.discount, line?.total]).toEqual([m(amounts.subtotal), m(amounts.discount), m(amounts.total)]);
  });

  test('assumed-contracts 10: the line keeps who gave its discount and the manager who approved it, sends them, and drops them with the discount', async () => {
    const { invoiceLine } = await import('../../src/sync/contracts/invoiceBody');
    const ali = { staff_id: 'c1', name: 'Ali' };
    const mona = { staff_id: 'm1', name: 'Mona' };
    const given = run(cart, ctx, { type: 'discountApplied', line_id: 'l1', percent: 10, by: ali, approved_by: mona });
    const line = given.lines[0]!;
    expect([line.discount_by, line.discount_approved_by]).toEqual([ali, mona]);
    expect(invoiceLine(line, 3)).toMatchObject({ discount_pct: 10, discount_by: ali, approved_by: mona });
    const back = run(given, ctx, { type: 'discountApplied', line_id: 'l1', percent: 0, by: ali });
    expect(back.lines[0]).not.toHaveProperty('discount_by');
    expect(invoiceLine(back.lines[0]!, 3)).not.toHaveProperty('approved_by');
  });

  test.each([
    ['above the cap of 10', 'l1', 11, { ok: false, reason: 'discount-cap', cap: 10 }],
    ['any discount when the cap is 0', 'l2', 5, { ok: false, reason: 'discount-cap', cap: 0 }],
    ['a negative percent', 'l1', -1, { ok: false, reason: 'invalid-discount' }],
    ['a fractional percent', 'l1', 2.5, { ok: false, reason: 'invalid-discount' }],
    ['above 100', 'l1', 101, { ok: false, reason: 'invalid-discount' }],
    ['an unknown line', 'zz', 5, { ok: false, reason: 'unknown-line', line_id: 'zz' }],
  ] as const)('refused: %s', (_case, lineId, percent, refusal) => {
    expect(reduce(cart, { type: 'discountApplied', line_id: lineId, percent })).toEqual(refusal);
  });

  test('0 takes a discount off again', () => {
    const next = run(cart, ctx, { type: 'discountApplied', line_id: 'l1', percent: 10 }, { type: 'discountApplied', line_id: 'l1', percent: 0 });
    expect(next.lines[0]).toMatchObject({ discount_pct: 0, discount: 0, total: m('3.500') });
  });

  test('the same percent again changes nothing', () => {
    const once = run(cart, ctx, { type: 'discountApplied', line_id: 'l1', percent: 10 });
    expect(reduce(once, { type: 'discountApplied', line_id: 'l1', percent: 10 })).toBe(once);
  });
});

describe('channelChanged reprices every line', () => {
  const cart = run(
    cartOf(burger({ ...withCheese, quantity: 2, addons: [{ product_id: ids.sauce, quantity: 1 }] }), fries(), halloumi(333)),
    ctx,
    { type: 'discountApplied', line_id: 'l1', percent: 10 },
  );

  test('channel prices replace product prices; options, add-ons, quantities and discounts stay', () => {
    const onDelivery = run(cart, ctx, { type: 'channelChanged', channel_id: DELIVERY });
    // (2.100 + 0.250 + 0.300) x 2 = 5.300, less 10% = 4.770; fries and halloumi have no delivery price.
    expect(summary(onDelivery)).toEqual([['l1', 2, m('4.770')], ['l2', 1, m('0.500')], ['l3', 1, m('0.500')]]);
    expect(onDelivery.channel_id).toBe(DELIVERY);
    expect(orderTotals(onDelivery).total).toBe(m('5.770'));
  });

  test('switching back restores the original prices', () => {
    const back = run(cart, ctx, { type: 'channelChanged', channel_id: DELIVERY }, { type: 'channelChanged', channel_id: null });
    expect(back.lines).toEqual(cart.lines);
    expect(back.revision).toBe(cart.revision + 2);
  });

  test('the same channel changes nothing', () => {
    expect(reduce(cart, { type: 'channelChanged', channel_id: null })).toBe(cart);
  });

  test('a line whose product left the catalog blocks repricing and says which', () => {
    const shrunk = contextFor(kwdMenu({ products: [] }));
    expect(cartReducer(cart, { type: 'channelChanged', channel_id: DELIVERY }, shrunk)).toEqual({
      ok: false, reason: 'reprice-failed', line_id: 'l1', cause: { ok: false, reason: 'unknown-product', product_id: ids.burger },
    });
  });
});

describe('pricesRefreshed: a catalog re-sync changes lines only when asked to', () => {
  const cart = cartOf(burger({ quantity: 2 }));
  const dearer = kwdMenu();
  dearer.products = dearer.products.map((p) => (p.id === ids.burger ? { ...p, actual_price: m('2.000') } : p));

  test('the new catalog prices apply on refresh', () => {
    expect(summary(run(cart, contextFor(dearer), { type: 'pricesRefreshed' }))).toEqual([['l1', 2, m('4.000')]]);
  });

  test('an unchanged catalog gives back the same state', () => {
    expect(reduce(cart, { type: 'pricesRefreshed' })).toBe(cart);
  });
});

describe('no silent money change after a sync: a quoted price stays, and lines merge only at the same unit price (2.10.7)', () => {
  // The catalog re-synced while the order was open: the burger and the cheese option cost more now.
  const dearer = kwdMenu();
  dearer.products = dearer.products.map((p) => (p.id === ids.burger ? { ...p, actual_price: m('2.000') } : p));
  dearer.modifierGroups = dearer.modifierGroups.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, actual_price: m('0.300') })) }));
  const after = contextFor(dearer, cartRulesFrom(dearer));
  const quoted = cartOf(burger({ quantity: 2 }), fries());

  test('the line quoted before the sync keeps its price', () => {
    expect(summary(quoted)).toEqual([['l1', 2, m('3.500')], ['l2', 1, m('0.500')]]);
  });

  test('the same product added after its price changed is a new line at the new price, not merged at the stale one', () => {
    const cart = run(quoted, after, added(quoted, after, burger(), 'l3'));
    expect(summary(cart)).toEqual([['l1', 2, m('3.500')], ['l2', 1, m('0.500')], ['l3', 1, m('2.000')]]);
    expect(orderTotals(cart).total).toBe(m('6.000'));
  });

  test('an option whose price changed keeps the lines apart as well', () => {
    const before = cartOf(burger(withCheese));
    const cart = run(before, after, added(before, after, burger(withCheese), 'l2'));
    expect(summary(cart)).toEqual([['l1', 1, m('2.000')], ['l2', 1, m('2.300')]]);
  });

  test('a product whose price did not change still merges into its line', () => {
    const cart = run(quoted, after, added(quoted, after, fries(), 'l3'));
    expect(summary(cart)).toEqual([['l1', 2, m('3.500')], ['l2', 2, m('1.000')]]);
  });

  test('"Increase quantity" on a line at a stale price is refused, saying so; it never adds units at the old price', () => {
    expect(cartReducer(quoted, { type: 'quantityChanged', line_id: 'l1', quantity: 3 }, after))
      .toEqual({ ok: false, reason: 'price-changed', line_id: 'l1', gone: false });
  });

  test('lowering a stale line is allowed: it takes units off at the price they were quoted', () => {
    expect(summary(run(quoted, after, { type: 'quantityChanged', line_id: 'l1', quantity: 1 }))).toEqual([['l1', 1, m('1.750')], ['l2', 1, m('0.500')]]);
  });

  test('a line whose product left the menu cannot be raised either', () => {
    const gone = contextFor(kwdMenu({ products: kwdMenu().products.filter((p) => p.id !== ids.burger) }));
    expect(cartReducer(quoted, { type: 'quantityChanged', line_id: 'l1', quantity: 3 }, gone))
      .toEqual({ ok: false, reason: 'price-changed', line_id: 'l1', gone: true });
  });

  test('a channel change, a cashier action, reprices every line at the new catalog', () => {
    expect(summary(run(quoted, after, { type: 'channelChanged', channel_id: 99 }))).toEqual([['l1', 2, m('4.000')], ['l2', 1, m('0.500')]]);
  });

  test('a stale line is told apart from a current one', () => {
    expect(quoted.lines.map((l) => isStale(l, quoted.channel_id, after.pricing))).toEqual([true, false]);
    expect(quoted.lines.map((l) => isStale(l, quoted.channel_id, ctx.pricing))).toEqual([false, false]);
  });
});

describe('2.10.9 brandSwitched and orderCleared empty the cart', () => {
  const cart = cartOf(burger(), fries());

  test('switching brand empties the cart and keeps the channel', () => {
    const onDelivery = run(cart, ctx, { type: 'channelChanged', channel_id: DELIVERY });
    const next = run(onDelivery, ctx, { type: 'brandSwitched', brand_id: 5 });
    expect([next.lines, next.brand_id, next.channel_id]).toEqual([[], 5, DELIVERY]);
  });

  test('the same brand again changes nothing', () => {
    expect(reduce(cart, { type: 'brandSwitched', brand_id: 2 })).toBe(cart);
  });

  test('clearing empties the order; clearing an empty order changes nothing', () => {
    const cleared = run(cart, ctx, { type: 'orderCleared' });
    expect([cleared.lines, cleared.brand_id, cleared.revision]).toEqual([[], 2, cart.revision + 1]);
    expect(reduce(cleared, { type: 'orderCleared' })).toBe(cleared);
  });
});

describe('diningChosen: where a kiosk customer eats the order', () => {
  test('"Take away" is kept on the order, one revision on; the same answer again changes nothing', () => {
    const chosen = run(start, ctx, { type: 'diningChosen', dining: 'take-away' });
    expect([chosen.dining, chosen.revision]).toEqual(['take-away', start.revision + 1]);
    expect(reduce(chosen, { type: 'diningChosen', dining: 'take-away' })).toBe(chosen);
    expect(run(chosen, ctx, { type: 'diningChosen', dining: 'eat-in' }).dining).toBe('eat-in');
  });

  test('the answer stays while the brand of an empty order is chosen, and goes when the order is cleared for the next customer', () => {
    const chosen = run(start, ctx, { type: 'diningChosen', dining: 'eat-in' });
    expect(run(chosen, ctx, { type: 'brandSwitched', brand_id: 5 }).dining).toBe('eat-in');
    expect(run(chosen, ctx, { type: 'orderCleared' }).dining).toBeUndefined();
  });
});

describe('noteChanged: one note for the whole order (assumed-contracts 7)', () => {
  const cart = cartOf(burger());

  test('the note is kept trimmed, one revision on; the lines are untouched', () => {
    const noted = run(cart, ctx, { type: 'noteChanged', note: '  No onions, ring at the back door \n' });
    expect([noted.note, noted.revision, noted.lines]).toEqual(['No onions, ring at the back door', cart.revision + 1, cart.lines]);
  });

  test('the same note again changes nothing; an empty note removes it', () => {
    const noted = run(cart, ctx, { type: 'noteChanged', note: 'Allergy: nuts' });
    expect(reduce(noted, { type: 'noteChanged', note: ' Allergy: nuts ' })).toBe(noted);
    const removed = run(noted, ctx, { type: 'noteChanged', note: '   ' });
    expect('note' in removed).toBe(false);
    expect(reduce(cart, { type: 'noteChanged', note: '' })).toBe(cart);
  });

  test('a note of 200 characters is kept, 201 are refused whole (never cut), counted as a person counts them', () => {
    const longest = 'é'.repeat(199) + '🍔';
    expect(run(cart, ctx, { type: 'noteChanged', note: longest }).note).toBe(longest);
    expect(reduce(cart, { type: 'noteChanged', note: longest + 'x' })).toEqual({ ok: false, reason: 'note-too-long', max: 200 });
  });

  test('a note may be written before the first line', () => {
    expect(run(start, ctx, { type: 'noteChanged', note: 'Pickup 18:30' }).note).toBe('Pickup 18:30');
  });

  test('clearing the order takes its note and its name too: the next customer starts blank', () => {
    const noted = run({ ...cart, name: 'Table 4' }, ctx, { type: 'noteChanged', note: 'Allergy: nuts' });
    const cleared = run(noted, ctx, { type: 'orderCleared' });
    expect(cleared).toEqual({ lines: [], channel_id: null, brand_id: 2, revision: noted.revision + 1 });
    const noteOnly = run(start, ctx, { type: 'noteChanged', note: 'Pickup 18:30' });
    expect(run(noteOnly, ctx, { type: 'orderCleared' }).note).toBeUndefined();
  });

  test('2.10.9 "Switch brand?" empties the order whole: its lines, its note and its name', () => {
    const noted = run({ ...cart, name: 'Table 4' }, ctx, { type: 'noteChanged', note: 'Allergy: nuts' });
    expect(run(noted, ctx, { type: 'brandSwitched', brand_id: 5 })).toEqual({ lines: [], channel_id: null, brand_id: 5, revision: noted.revision + 1 });
  });

  test('an order with no line yet keeps its note and name when its first line gives it a brand', () => {
    const noted = run({ ...start, name: 'Pickup 12' }, ctx, { type: 'noteChanged', note: 'Pickup 18:30' });
    expect(run(noted, ctx, { type: 'brandSwitched', brand_id: 5 })).toMatchObject({ brand_id: 5, note: 'Pickup 18:30', name: 'Pickup 12' });
  });
});
