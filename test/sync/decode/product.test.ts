import { describe, expect, test } from 'vitest';
import { decodeProducts, PART_DROPPED } from '../../../src/sync/decode/product';
import { rawProduct } from '../../kit/rows';

const one = (overrides: Record<string, unknown>, digits: 0 | 1 | 2 | 3 = 3) => decodeProducts([rawProduct(overrides)], digits);
const kept = (overrides: Record<string, unknown>, digits: 0 | 1 | 2 | 3 = 3) => {
  const { rows, dropped } = one(overrides, digits);
  expect(dropped).toEqual([]);
  return rows[0]!;
};

describe('2.2 selling product rows', () => {
  test('a documented row decodes with money in minor units of the session currency', () => {
    const product = kept({ id: 41, actual_price: 1.75, combo_price: 0.5 });
    expect(product).toMatchObject({ id: 41, actual_price: 1750, combo_price: 500 });
  });

  test.each([
    [3, 1.75, 1750],
    [2, 1.75, 175],
    [0, 12, 12],
    [3, '2.125', 2125],
  ] as const)('with %i currency digits, actual_price %s is %i minor units', (digits, price, minor) => {
    expect(kept({ actual_price: price }, digits).actual_price).toBe(minor);
  });

  test('ids, category ids and sort orders sent as numeric strings are read as numbers', () => {
    const product = kept({ id: '41', category_id: '3', category_sort_order: '2', auto_selected_modifier_items: ['901', 902] });
    expect(product).toMatchObject({ id: 41, category_ids: [3], category_sort_order: 2, auto_selected_modifier_items: [901, 902] });
  });

  test.each([
    ['one id', 3, [3]],
    ['one id as text', '3', [3]],
    ['a csv of ids', '3,5', [3, 5]],
    ['a csv with spaces and a trailing comma', ' 3 , 5,', [3, 5]],
    ['a csv with an empty part', '3,,5', [3, 5]],
    ['an id repeated in the csv, kept once', '5,3,5', [5, 3]],
    ['null', null, []],
    ['an empty text', '', []],
  ] as const)('2.6 category_id given as %s is read as the list of ids the product is filed under', (_form, value, ids) => {
    expect(kept({ category_id: value }).category_ids).toEqual(ids);
  });

  test.each([
    ['is_weightage_item null is 0', { is_weightage_item: null }, 'is_weightage_item', 0],
    ['discount_pct null is 0 (no discount allowed)', { discount_pct: null }, 'discount_pct', 0],
    ['modifiers missing is an empty list', { modifiers: undefined }, 'modifiers', []],
    ['modifiers null (management view) is an empty list', { modifiers: null }, 'modifiers', []],
    ['price_levels missing is an empty list', { price_levels: undefined }, 'price_levels', []],
    ['auto_selected_modifier_items null is an empty list', { auto_selected_modifier_items: null }, 'auto_selected_modifier_items', []],
    ['category_sort_order null stays null (keep API order)', { category_sort_order: null }, 'category_sort_order', null],
    ['image null is an empty string', { image: null }, 'image', ''],
    ['combo_price null is 0', { combo_price: null }, 'combo_price', 0],
    ['localize_name missing is null', { localize_name: undefined }, 'localize_name', null],
    ['a numeric barcode is read as its text', { barcode_value: 6281234567890 }, 'barcode_value', '6281234567890'],
    ['an empty barcode is no barcode', { barcode_value: '' }, 'barcode_value', null],
    ['8: a discount cap above 100 is stored as 0', { discount_pct: 150 }, 'discount_pct', 0],
    ['2.4 plu is kept as its digits without leading zeros', { plu: 79 }, 'plu', '79'],
    ['2.4 a plu sent as zero-padded text reads the same', { plu: '00079' }, 'plu', '79'],
    ['2.4 plu null or missing is none', { plu: null }, 'plu', null],
  ])('%s', (_rule, overrides, field, expected) => {
    const raw = rawProduct(overrides);
    for (const [k, value] of Object.entries(overrides)) if (value === undefined) delete raw[k];
    const { rows, dropped } = decodeProducts([raw], 3);
    expect(dropped).toEqual([]);
    expect(rows[0]![field as keyof (typeof rows)[0]]).toEqual(expected);
  });

  test('2.3 a link keeps priority null as null, a missing min_allowed is 0, a missing max_allowed waits for its group (null)', () => {
    const product = kept({ modifiers: [{ modifier_id: 90, min_allowed: 1, max_allowed: 1, priority: null }, { modifier_id: '91' }] });
    expect(product.modifiers).toEqual([
      { modifier_id: 90, min_allowed: 1, max_allowed: 1, priority: null },
      { modifier_id: 91, min_allowed: 0, max_allowed: null, priority: null },
    ]);
  });

  test('2.3 a link to a group the branch does not have is kept (the picker skips it)', () => {
    const product = kept({ modifiers: [{ modifier_id: 999999, min_allowed: 1, max_allowed: 1, priority: 1 }] });
    expect(product.modifiers.map((m) => m.modifier_id)).toEqual([999999]);
  });

  test.each([
    ['missing', { category_id: 4 }],
    ['null', { category_id: 4, max_allowed: null }],
  ])('2.2 a combo slot with max_allowed %s reads as 1 (pick one), and the combo is kept', (_case, slot) => {
    expect(kept({ is_combo: 1, categories: [slot, { category_id: 5, max_allowed: 2 }] }).categories).toEqual([
      { category_id: 4, max_allowed: 1 },
      { category_id: 5, max_allowed: 2 },
    ]);
  });

  test('2.2 combo slots are read only on is_combo 1 rows', () => {
    const slots = [{ category_id: 4, max_allowed: 1 }];
    expect(kept({ is_combo: 1, categories: slots }).categories).toEqual(slots);
    expect(kept({ is_combo: 2, categories: slots }).categories).toEqual([]);
    expect(kept({ is_combo: 0, categories: 'not a list' }).categories).toEqual([]);
    expect(kept({ is_combo: 1, categories: undefined }).categories).toEqual([]);
  });

  test('2.2 a channel price is read as money, VAT included', () => {
    const product = kept({
      price_levels: [{ channel_id: 4, channel_name: 'Delivery app', channel_price: 1.9, channel_vat: 0.1, channel_actual_price: 2.0 }],
    });
    expect(product.price_levels).toEqual([{ channel_id: 4, channel_name: 'Delivery app', channel_actual_price: 2000 }]);
  });

  test('an open-price product without a price is kept at 0 (the cashier types it)', () => {
    expect(kept({ is_open_price: 1, actual_price: null }).actual_price).toBe(0);
  });

  test('fields the client does not use are not carried and extra fields are tolerated', () => {
    const product = kept({ brand_new_field: { nested: true } });
    expect(product).not.toHaveProperty('brand_new_field');
    expect(product).not.toHaveProperty('price');
    expect(product).not.toHaveProperty('sku_no');
  });
});

describe('malformed product rows are dropped with a reason, the rest are kept', () => {
  test.each([
    ['a priced product without a price', { id: 7, actual_price: null }, 'actual_price'],
    ['a price that is not a number', { id: 7, actual_price: 'abc' }, 'actual_price'],
    ['an id that is not a number', { id: 'x7' }, 'id'],
    ['a missing name', { id: 7, name: undefined }, 'name: missing'],
    ['a flag outside 0 and 1', { id: 7, is_sold_out: 5 }, 'is_sold_out'],
    ['a link without a group id', { id: 7, modifiers: [{ min_allowed: 1 }] }, 'modifiers[0].modifier_id'],
    ['a combo slot that is not a slot', { id: 7, is_combo: 1, categories: [{ max_allowed: 1 }] }, 'categories[0].category_id'],
    ['a negative price', { id: 7, actual_price: -1.5 }, 'actual_price: a negative price is refused, got -1.5'],
    ['a negative price in decimal text', { id: 7, actual_price: '-0.250' }, 'actual_price: a negative price is refused'],
    ['a negative open price', { id: 7, is_open_price: 1, actual_price: -1 }, 'actual_price: a negative price is refused'],
    ['a negative combo price', { id: 7, combo_price: -0.5 }, 'combo_price: a negative price is refused, got -0.5'],
    ['a combo slot whose max_allowed is not a number', { id: 7, is_combo: 1, categories: [{ category_id: 4, max_allowed: 'two' }] }, 'categories[0].max_allowed'],
  ])('%s', (_case, overrides, reasonStart) => {
    const bad = rawProduct(overrides);
    for (const [k, value] of Object.entries(overrides)) if (value === undefined) delete bad[k];
    const good = rawProduct({ id: 8 });
    const { rows, dropped } = decodeProducts([bad, good], 3);
    expect(rows.map((r) => r.id)).toEqual([8]);
    expect(dropped).toHaveLength(1);
    expect(dropped[0]!.route).toBe('products');
    expect(dropped[0]!.reason).toContain(reasonStart);
    expect(dropped[0]!.id).toBe(typeof overrides.id === 'number' ? 7 : null);
  });

  test('a row that is not an object is dropped without an id', () => {
    const { rows, dropped } = decodeProducts([42, null, rawProduct({ id: 9 })], 3, 'addons');
    expect(rows.map((r) => r.id)).toEqual([9]);
    expect(dropped).toEqual([
      { route: 'addons', id: null, reason: 'expected an object, got number' },
      { route: 'addons', id: null, reason: 'expected an object, got null' },
    ]);
  });
});

describe('the unit of rejection is the smallest bad piece: the row is kept, the piece is left out and reported with the row id', () => {
  const withLevels = (levels: unknown) =>
    decodeProducts([rawProduct({ id: 7, actual_price: 1.5, price_levels: levels })], 3);

  test.each([
    ['without channel_actual_price', { channel_id: 4, channel_name: 'Delivery app' }, 'price_levels[0].channel_actual_price: missing'],
    ['with channel_actual_price null', { channel_id: 4, channel_name: 'Delivery app', channel_actual_price: null }, 'price_levels[0].channel_actual_price'],
    ['with a negative channel_actual_price', { channel_id: 4, channel_name: 'Delivery app', channel_actual_price: -2 }, 'price_levels[0].channel_actual_price: a negative price is refused, got -2'],
    ['without a channel id', { channel_name: 'Delivery app', channel_actual_price: 2 }, 'price_levels[0].channel_id: missing'],
  ])('2.2 a price level %s is dropped on its own; the product and its other channel prices stay', (_case, bad, reason) => {
    const good = { channel_id: 5, channel_name: 'Drive-thru', channel_actual_price: 1.85 };
    const { rows, dropped } = withLevels([bad, good]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actual_price).toBe(1500);
    expect(rows[0]!.price_levels).toEqual([{ channel_id: 5, channel_name: 'Drive-thru', channel_actual_price: 1850 }]);
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toMatchObject({ route: 'products', id: 7 });
    expect(dropped[0]!.reason.startsWith(PART_DROPPED)).toBe(true);
    expect(dropped[0]!.reason).toContain(reason);
    expect(dropped[0]!.reason).toContain('that channel sells at actual_price');
  });

  test('2.4 a plu that is not a whole number is left out on its own; the product sells without it', () => {
    const { rows, dropped } = decodeProducts([rawProduct({ id: 8, plu: 'A-12' })], 3);
    expect(rows[0]).toMatchObject({ id: 8, plu: null });
    expect(dropped).toEqual([{ route: 'products', id: 8, reason: `${PART_DROPPED}plu: expected a whole number, got "A-12"` }]);
  });

  test('2.2 price_levels that is not a list is left out whole; the product sells at actual_price on every channel', () => {
    const { rows, dropped } = withLevels('4:2.000');
    expect(rows[0]!.price_levels).toEqual([]);
    expect(dropped).toEqual([{ route: 'products', id: 7, reason: `${PART_DROPPED}price_levels: expected a list, got "4:2.000"` }]);
  });

  test.each([
    ['a csv with a part that is not an id', '3,x,5', [3, 5], `${PART_DROPPED}category_id: "x" is not a category id`],
    ['a csv with two bad parts', '3,x,-1', [3], `${PART_DROPPED}category_id: 2 parts are not category ids, the first "x"`],
    ['an id that is not a number', 'abc', [], `${PART_DROPPED}category_id: "abc" is not a category id`],
    ['an object', { id: 3 }, [], `${PART_DROPPED}category_id: expected an id or a csv of ids, got {"id":3}`],
  ])('2.6 category_id as %s: the readable ids stay, the rest is reported', (_case, value, ids, reason) => {
    const { rows, dropped } = decodeProducts([rawProduct({ id: 7, category_id: value })], 3);
    expect(rows.map((r) => r.category_ids)).toEqual([ids]);
    expect(dropped).toEqual([{ route: 'products', id: 7, reason }]);
  });

  test('each piece left out is reported on its own, so the report counts pieces as it counts rows', () => {
    const { rows, dropped } = decodeProducts(
      [rawProduct({ id: 7, category_id: '3,x', price_levels: [{ channel_id: 4, channel_actual_price: -1 }, { channel_id: 5 }] })],
      3,
      'addons',
    );
    expect(rows).toHaveLength(1);
    expect(dropped.map((d) => [d.route, d.id])).toEqual([['addons', 7], ['addons', 7], ['addons', 7]]);
  });
});
