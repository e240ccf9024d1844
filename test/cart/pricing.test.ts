import { describe, expect, test } from 'vitest';
import { makeCatalog, makeItem, makeLineRequest, makeModifierGroup, makeProduct, m } from '../kit/factories';
import {
  buildPricingIndex,
  priceLine,
  requestOf,
  weighedAmount,
  withDiscount,
  withQuantity,
  type PricedLine,
  type PricingContext,
} from '../../src/cart/pricing';
import type { Catalog } from '../../src/core/catalog';
import type { LineRequest } from '../../src/core/line';
import { labelledRequest } from '../../src/picker/start';

const DELIVERY = 4;

// A KWD menu (3 digits): a burger with a delivery price, a cheese option with a kitchen note,
// a sauce add-on, a weighed cheese, an open-price item and a combo with two possible children.
const cheese = makeItem({ id: 901, modifier_id: 90, name: 'Extra cheese', actual_price: m('0.250'),
  instructions: [{ id: 3, instruction: 'Melted', priority: 0 }] });
const onion = makeItem({ id: 902, modifier_id: 90, name: 'Onion', actual_price: m('0.100') });
const burger = makeProduct({ id: 41, name: 'Chicken burger', actual_price: m('1.750'),
  price_levels: [{ channel_id: DELIVERY, channel_name: 'Delivery app', channel_actual_price: m('2.100') }] });
const fries = makeProduct({ id: 42, name: 'Fries', actual_price: m('0.500'), combo_price: m('0.150') });
const cola = makeProduct({ id: 43, name: 'Cola', actual_price: m('0.300'), combo_price: m('0') });
const deal = makeProduct({ id: 50, name: 'Burger deal', actual_price: m('2.500'), is_combo: 1,
  price_levels: [{ channel_id: DELIVERY, channel_name: 'Delivery app', channel_actual_price: m('2.900') }] });
const meal = makeProduct({ id: 51, name: 'Burger meal', actual_price: m('2.750'), is_combo: 1,
  categories: [{ category_id: 5, max_allowed: 1 }, { category_id: 6, max_allowed: 2 }] });
const weighed = makeProduct({ id: 60, name: 'Halloumi', actual_price: m('1.500'), is_weightage_item: 1 });
const weighedDelivery = makeProduct({ id: 61, name: 'Olives', actual_price: m('2.000'), is_weightage_item: 1,
  price_levels: [{ channel_id: DELIVERY, channel_name: 'Delivery app', channel_actual_price: m('2.400') }] });
const custom = makeProduct({ id: 70, name: 'Cake by order', actual_price: m('0'), is_open_price: 1,
  price_levels: [{ channel_id: DELIVERY, channel_name: 'Delivery app', channel_actual_price: m('9.000') }] });
const sauce = makeProduct({ id: 77, name: 'Garlic sauce', actual_price: m('0.300'), is_addon: 1 });

const catalog: Catalog = makeCatalog({
  products: [burger, fries, cola, deal, meal, weighed, weighedDelivery, custom],
  addons: [sauce],
  modifierGroups: [makeModifierGroup({ id: 90, name: 'Extras', items: [cheese, onion] })],
});
const index = buildPricingIndex(catalog);
const at = (channelId: number | null): PricingContext => ({ index, channelId });

function price(request: LineRequest, channelId: number | null = null): PricedLine {
  const result = priceLine(request, at(channelId));
  if (!result.ok) throw new Error(result.reason);
  return result.line;
}

const opt = (item_id: number, quantity = 1, instructions: number[] = []) => ({ item_id, modifier_id: 90, quantity, instructions });

describe('unit price of the product', () => {
  test.each([
    ['no channel: actual_price', burger.id, null, null, '1.750'],
    ['a channel the product has a price level for: channel_actual_price', burger.id, DELIVERY, null, '2.100'],
    ['a channel the product has no price level for: actual_price', fries.id, DELIVERY, null, '0.500'],
    ['an unknown channel: actual_price', burger.id, 99, null, '1.750'],
    ['open price replaces actual_price', custom.id, null, '3.250', '3.250'],
    ['open price replaces the channel price too', custom.id, DELIVERY, '3.250', '3.250'],
  ] as const)('%s', (_rule, productId, channelId, open, expected) => {
    const line = price(makeLineRequest({ product_id: productId, open_price: open === null ? null : m(open) }), channelId);
    expect(line.unit_price).toBe(m(expected));
    expect(line.total).toBe(m(expected));
  });
});

describe('line amounts, exact in fils', () => {
  test.each([
    ['options add their price x option quantity', makeLineRequest({ product_id: 41, options: [opt(901, 2)] }), null, '2.250'],
    ['the invoice example: (1.750 + 0.250 + 0.300) x 2', makeLineRequest({ product_id: 41, quantity: 2,
      options: [opt(901)], addons: [{ product_id: 77, quantity: 1 }] }), null, '4.600'],
    ['options and add-ons keep their price on a channel', makeLineRequest({ product_id: 41, quantity: 2,
      options: [opt(901)], addons: [{ product_id: 77, quantity: 1 }] }), DELIVERY, '5.300'],
    ['add-on quantity multiplies its price', makeLineRequest({ product_id: 42, addons: [{ product_id: 77, quantity: 3 }] }), null, '1.400'],
    ['combo children add combo_price x quantity and their own options', makeLineRequest({ product_id: 50,
      children: [
        { product_id: 42, slot_category_id: 5, quantity: 2, options: [opt(902)] },
        { product_id: 43, slot_category_id: 6, quantity: 1, options: [] },
      ] }), null, '3.000'],
    ['a combo on a channel: its own channel price, children unchanged', makeLineRequest({ product_id: 50, quantity: 2,
      children: [{ product_id: 42, slot_category_id: 5, quantity: 1, options: [] }] }), DELIVERY, '6.100'],
  ] as const)('%s', (_rule, request, channelId, expected) => {
    expect(price(request, channelId).total).toBe(m(expected));
  });

  test('0.1 + 0.2 is exactly 0.3: server decimals are read as text, summed as integers', () => {
    const dime = makeProduct({ id: 1, actual_price: m('0.1', 2) });
    const twenty = makeItem({ id: 2, modifier_id: 3, actual_price: m('0.2', 2) });
    const cents = buildPricingIndex(makeCatalog({ products: [dime], modifierGroups: [makeModifierGroup({ id: 3, items: [twenty] })] }));
    const result = priceLine(makeLineRequest({ product_id: 1, quantity: 3,
      options: [{ item_id: 2, modifier_id: 3, quantity: 1, instructions: [] }] }), { index: cents, channelId: null });
    expect(result.ok && result.line.total).toBe(90);
  });
});

describe('weighed lines: weight x actual_price / 1000 rounded once (2.2), options and add-ons once (2.7)', () => {
  test.each([
    ['0.333 kg at 1.500/kg = 0.4995, half away from zero', 60, 333, [], null, '0.500'],
    ['1 kg at 1.500/kg', 60, 1000, [], null, '1.500'],
    ['0.001 kg at 1.500/kg = 0.0015', 60, 1, [], null, '0.002'],
    ['a weighed line adds its options once, not per kg (2.2, 2.7): 0.335 kg at 1.500/kg + 0.100 = 0.503 + 0.100',
      60, 335, [opt(902)], null, '0.603'],
    ['an option quantity multiplies the option, never the weight (2.7): 0.500 kg at 1.500/kg + 2 x 0.250',
      60, 500, [opt(901, 2)], null, '1.250'],
    ['0.333 kg on a channel: channel price per kg (2.400 x 0.333 = 0.7992)', 61, 333, [], DELIVERY, '0.799'],
  ] as const)('%s', (_rule, productId, grams, options, channelId, expected) => {
    const line = price(makeLineRequest({ product_id: productId, weight_g: grams, options: [...options] }), channelId);
    expect(line.total).toBe(m(expected));
    expect(line.quantity).toBe(1);
  });

  test('add-ons on a weighed line are added once, not per kg', () => {
    const line = price(makeLineRequest({ product_id: 60, weight_g: 500, addons: [{ product_id: 77, quantity: 1 }] }));
    expect(line.total).toBe(m('1.050'));
  });

  test('a weighed line is one line whatever quantity the request carries', () => {
    const line = price(makeLineRequest({ product_id: 60, weight_g: 500, quantity: 4 }));
    expect(line.quantity).toBe(1);
    expect(line.total).toBe(m('0.750'));
  });
});

describe('a price-embedded scale label sells the line at the label\'s price, the weight derived and shown', () => {
  const labelled = (product: typeof weighed, price: string) => labelledRequest(makeLineRequest({ product_id: product.id }), product, m(price));

  test('the weighed part is the label\'s price as printed, never priced again from the derived weight', () => {
    // 0.601 at 1.500/kg derives 0.40067 kg, shown as 0.401 kg; 0.401 x 1.500 would be 0.602.
    const line = price(labelled(weighed, '0.601'));
    expect(line).toMatchObject({ weight_g: 401, unit_price: m('1.500'), label_price: m('0.601'), total: m('0.601') });
    expect(weighedAmount(line)).toBe(m('0.601'));
  });

  test('the label sells at its price on any channel; the per kg price shown is the one the scale used', () => {
    const line = price(labelled(weighedDelivery, '1.000'), DELIVERY);
    expect(line).toMatchObject({ weight_g: 500, unit_price: m('2.000'), total: m('1.000') });
  });

  test('the label\'s line reprices to itself and keeps its options on top', () => {
    const line = price({ ...labelled(weighed, '0.750'), options: [opt(902)] });
    expect(line.total).toBe(m('0.850'));
    expect(price(requestOf(line))).toEqual(line);
  });

  test('a price label on a unit product sells one unit at the label\'s price', () => {
    expect(price(labelled(burger, '1.600'))).toMatchObject({ weight_g: null, quantity: 1, unit_price: m('1.600'), total: m('1.600') });
  });

  test('a label\'s weight that cannot be derived (no price per kg) is refused, never sold at 0 kg', () => {
    const free = makeProduct({ id: 62, actual_price: m('0'), is_weightage_item: 1 });
    const result = priceLine(labelledRequest(makeLineRequest({ product_id: 62 }), free, m('0.500')), { index: buildPricingIndex(makeCatalog({ products: [free] })), channelId: null });
    expect(result).toEqual({ ok: false, reason: 'invalid-label-price' });
  });
});

describe('discount: percent of the line amount, rounded once, half away from zero', () => {
  test.each([
    ['10% of 4.600', makeLineRequest({ product_id: 41, quantity: 2, options: [opt(901)], addons: [{ product_id: 77, quantity: 1 }] }), 10, '0.460', '4.140'],
    ['15% of 0.335 = 0.05025', makeLineRequest({ product_id: 60, weight_g: 223 }), 15, '0.050', '0.285'],
    ['5% of 0.500 = 0.025 exactly', makeLineRequest({ product_id: 42 }), 5, '0.025', '0.475'],
    ['33% of 1.750 = 0.5775 rounds up', makeLineRequest({ product_id: 41 }), 33, '0.578', '1.172'],
    ['1% of 0.050 = 0.0005 rounds away from zero', makeLineRequest({ product_id: 60, weight_g: 33 }), 1, '0.001', '0.049'],
    ['a weighed line is discounted as a whole, its options included: 15% of (0.503 + 0.100) = 0.09045',
      makeLineRequest({ product_id: 60, weight_g: 335, options: [opt(902)] }), 15, '0.090', '0.513'],
    ['100% leaves nothing to pay', makeLineRequest({ product_id: 41 }), 100, '1.750', '0'],
    ['0% is no discount', makeLineRequest({ product_id: 41 }), 0, '0', '1.750'],
  ] as const)('%s', (_rule, request, percent, discount, total) => {
    const line = withDiscount(price(request), percent);
    expect(line.discount).toBe(m(discount));
    expect(line.total).toBe(m(total));
    expect(line.subtotal - line.discount).toBe(line.total);
  });

  test('a discount follows quantity changes of the line', () => {
    const line = withQuantity(withDiscount(price(makeLineRequest({ product_id: 41 })), 10), 3);
    expect([line?.subtotal, line?.discount, line?.total]).toEqual([m('5.250'), m('0.525'), m('4.725')]);
  });

  test('a quantity too large to price exactly is refused, not rounded', () => {
    const line = price(makeLineRequest({ product_id: 41 }));
    expect(withQuantity(line, 2 ** 50)).toBeNull();
    expect(priceLine(makeLineRequest({ product_id: 41, quantity: 2 ** 50 }), at(null))).toEqual({ ok: false, reason: 'too-large' });
  });
});

describe('refusals are values naming what is wrong', () => {
  test.each([
    ['unknown product', makeLineRequest({ product_id: 999 }), { reason: 'unknown-product', product_id: 999 }],
    ['unknown option', makeLineRequest({ product_id: 41, options: [opt(999)] }), { reason: 'unknown-option', modifier_id: 90, item_id: 999 }],
    ['unknown instruction', makeLineRequest({ product_id: 41, options: [opt(901, 1, [8])] }),
      { reason: 'unknown-instruction', item_id: 901, instruction_id: 8 }],
    ['unknown add-on', makeLineRequest({ product_id: 41, addons: [{ product_id: 42, quantity: 1 }] }), { reason: 'unknown-addon', product_id: 42 }],
    ['unknown combo child', makeLineRequest({ product_id: 50, children: [{ product_id: 999, slot_category_id: 5, quantity: 1, options: [] }] }),
      { reason: 'unknown-child', product_id: 999 }],
    ['zero quantity', makeLineRequest({ product_id: 41, quantity: 0 }), { reason: 'invalid-quantity' }],
    ['fractional quantity', makeLineRequest({ product_id: 41, quantity: 1.5 }), { reason: 'invalid-quantity' }],
    ['zero option quantity', makeLineRequest({ product_id: 41, options: [opt(901, 0)] }), { reason: 'invalid-quantity' }],
    ['weighed product without a weight', makeLineRequest({ product_id: 60 }), { reason: 'invalid-weight' }],
    ['weighed product with a fractional gram', makeLineRequest({ product_id: 60, weight_g: 12.5 }), { reason: 'invalid-weight' }],
    ['a weight on a unit product', makeLineRequest({ product_id: 41, weight_g: 300 }), { reason: 'invalid-weight' }],
    ['open-price product without a typed price', makeLineRequest({ product_id: 70 }), { reason: 'open-price-missing' }],
    ['open-price product with a negative typed price', makeLineRequest({ product_id: 70, open_price: m('-1.000') }), { reason: 'open-price-missing' }],
    ['a typed price on a fixed-price product', makeLineRequest({ product_id: 41, open_price: m('0.100') }), { reason: 'open-price-not-allowed' }],
  ] as const)('%s', (_case, request, refusal) => {
    expect(priceLine(request, at(null))).toEqual({ ok: false, ...refusal });
  });
});

describe('combos are never sold short (2.2 combo slots)', () => {
  const child = (product_id: number, slot_category_id: number, quantity = 1) => ({ product_id, slot_category_id, quantity, options: [] });

  test.each([
    ['a combo with slots and no child at all is not a plain line', [], 5],
    ['a slot left without a child refuses the line, naming the slot', [child(42, 5)], 6],
  ] as const)('%s', (_rule, children, category_id) => {
    expect(priceLine(makeLineRequest({ product_id: 51, children: [...children] }), at(null)))
      .toEqual({ ok: false, reason: 'combo-incomplete', category_id });
  });

  test('a child in every slot prices the deal; a product taken twice in a 2-slot is one child of quantity 2', () => {
    expect(price(makeLineRequest({ product_id: 51, children: [child(42, 5), child(43, 6, 2)] })).total).toBe(m('2.900'));
  });
});

describe('the priced line is a snapshot', () => {
  const request = makeLineRequest({ product_id: 50, quantity: 2, note: 'no salt', options: [],
    children: [{ product_id: 42, slot_category_id: 5, quantity: 1, options: [opt(901, 1, [3])] }],
    addons: [{ product_id: 77, quantity: 1 }] });

  test('it carries every name and unit price needed to show it', () => {
    const line = price(request);
    expect(line.name).toBe('Burger deal');
    expect(line.children[0]).toMatchObject({ name: 'Fries', unit_price: m('0.150'),
      options: [{ name: 'Extra cheese', unit_price: m('0.250'), instructions: [{ id: 3, instruction: 'Melted' }] }] });
    expect(line.addons[0]).toMatchObject({ name: 'Garlic sauce', unit_price: m('0.300') });
  });

  test('a later catalog with new prices does not change it; requantifying uses its own prices', () => {
    const line = price(request);
    const cheaper = buildPricingIndex(makeCatalog({ ...catalog, products: [{ ...deal, actual_price: m('1.000') }, fries] }));
    const fresh = priceLine(request, { index: cheaper, channelId: null });
    expect(fresh.ok && fresh.line.total).toBe(m('3.400'));
    expect(line.total).toBe(m('6.400'));
    expect(withQuantity(line, 3)?.total).toBe(m('9.600'));
  });

  test('requestOf gives back the choices, so repricing reproduces the line', () => {
    const line = price(request, DELIVERY);
    expect(requestOf(line)).toEqual(request);
    expect(price(requestOf(line), DELIVERY)).toEqual(line);
  });
});
