import { describe, expect, test } from 'vitest';
import { brandTabs, chooseBrand, joinOrderBrand, lineBrandId, pinnedBrandId, scannedBrandId, UNIFY_BRAND_ID } from '../../src/menu/brand';
import { makeBrand, makeBrandGroup, makeCategory, makeProduct, makeSession } from '../kit/factories';

const burgers = makeBrand({ brand_id: 2, brand_name: 'Burgers' });
const pizza = makeBrand({ brand_id: 3, brand_name: 'Pizza' });

describe('2.10.9 brand choice', () => {
  test.each([
    ["the user's own brand when it is listed", [burgers, pizza], 3, 3],
    ["the first brand when the user's brand is not listed", [burgers, pizza], 9, 2],
    ['the first brand when the user has no brand', [pizza, burgers], null, 3],
    ['no brand when none is served', [], 2, null],
  ] as const)('2.10.9 %s', (_, brands, own, expected) => {
    const session = makeSession({ user: { brand_id: own } });
    expect(chooseBrand(brands, session)?.brand_id ?? null).toBe(expected);
  });
});

describe('2.10.8 Unify mode', () => {
  test('2.10.8 Unify mode adds a pseudo brand 0 named Unify Brand as the first tab, with no scoping', () => {
    const tabs = brandTabs([burgers, pizza], makeSession({ config: { unify_mode: 1 } }));
    expect(tabs.map((b) => [b.brand_id, b.brand_name])).toEqual([
      [0, 'Unify Brand'],
      [2, 'Burgers'],
      [3, 'Pizza'],
    ]);
    expect(tabs[0]?.groups).toEqual([]);
  });

  test('2.10.8 without Unify mode the tabs are the served brands', () => {
    expect(brandTabs([burgers, pizza], makeSession()).map((b) => b.brand_id)).toEqual([2, 3]);
  });

  test('2.10.9 under Unify a user without a listed brand starts on the Unify tab', () => {
    const session = makeSession({ user: { brand_id: null }, config: { unify_mode: 1 } });
    expect(chooseBrand(brandTabs([burgers], session), session)?.brand_id).toBe(UNIFY_BRAND_ID);
  });
});

describe('2.10.8 the brand id of a line is never 0', () => {
  const drinks = makeCategory({ id: 50, name: 'Drinks' });
  const sides = makeCategory({ id: 51, name: 'Sides' });
  const a = makeBrand({ brand_id: 4, groups: [makeBrandGroup({ categories: [60] })] });
  const b = makeBrand({ brand_id: 5, groups: [makeBrandGroup({ categories: [70] }), makeBrandGroup({ categories: [50] })] });
  const c = makeBrand({ brand_id: 6, groups: [makeBrandGroup({ categories: [50, 51] })] });
  const cola = makeProduct({ type: 'Drinks', category_ids: [50] });
  const fries = makeProduct({ type: 'sides', category_ids: [] });
  const loose = makeProduct({ type: null, category_ids: [] });

  test.each([
    ['a real brand selected goes on the line as is', 5, cola, [a, b, c], 5],
    ['under Unify the first brand in order whose groups hold the category', 0, cola, [a, b, c], 5],
    ['under Unify a product filed by type only is found through its category name', 0, fries, [a, b, c], 6],
    ['under Unify with no brand holding the category, brand 1', 0, cola, [a], 1],
    ['under Unify a product in no category gets brand 1', 0, loose, [a, b, c], 1],
    ['under Unify with no brand at all, brand 1', 0, cola, [], 1],
    ['with no brand selected, brand 1', null, cola, [], 1],
  ] as const)('2.10.8 %s', (_, selected, product, brands, expected) => {
    expect(lineBrandId(selected, product, brands, [drinks, sides])).toBe(expected);
  });
});

describe('2.10.9 one order, one brand', () => {
  const line = { product_id: 41 };
  test.each([
    ['an order holding lines pins the menu to its stored brand', { brand_id: 2, lines: [line] }, 2],
    ['an order under Unify pins the Unify tab', { brand_id: 0, lines: [line] }, 0],
    ['an empty order pins nothing: the cashier\'s choice applies', { brand_id: 2, lines: [] }, null],
    ['an order not read yet pins nothing', undefined, null],
  ] as const)('%s', (_rule, order, pinned) => {
    expect(pinnedBrandId(order)).toBe(pinned);
  });

  test.each([
    ['a line of the order\'s brand joins it', { brand_id: 2, lines: [line] }, 2, { ok: true, brandFirst: false }],
    ['an empty order takes the brand of its first line (nothing is lost)', { brand_id: 1, lines: [] }, 2, { ok: true, brandFirst: true }],
    ['an empty order of that brand already just takes the line', { brand_id: 2, lines: [] }, 2, { ok: true, brandFirst: false }],
    ['a line chosen under another brand never joins an order holding lines', { brand_id: 2, lines: [line] }, 1,
      { ok: false, reason: 'other-brand', orderBrandId: 2, menuBrandId: 1 }],
    ['a line chosen on the Unify tab never joins an order of a real brand', { brand_id: 2, lines: [line] }, 0,
      { ok: false, reason: 'other-brand', orderBrandId: 2, menuBrandId: 0 }],
  ] as const)('%s', (_rule, order, menuBrandId, join) => {
    expect(joinOrderBrand(order, menuBrandId)).toEqual(join);
  });
});

describe('2.10.1, 2.10.9: a scan never crosses brands silently', () => {
  const mains = makeCategory({ id: 1, name: 'Burgers' });
  const salads = makeCategory({ id: 4, name: 'Salads' });
  const yard = makeBrand({ brand_id: 1, groups: [makeBrandGroup({ group_id: 1, brand_id: 1, categories: [1] })] });
  const bowl = makeBrand({ brand_id: 2, groups: [makeBrandGroup({ group_id: 2, brand_id: 2, categories: [4] })] });
  const everything = makeBrand({ brand_id: 3, groups: [] });
  const rail = [mains, salads];
  const burger = makeProduct({ id: 10, category_ids: [1] });
  const salad = makeProduct({ id: 20, category_ids: [4] });

  test.each([
    ['a product the shown brand lists is sold under it', 1, burger, [1], [yard, bowl], 1],
    ['a product only another brand lists is sold under that brand', 1, salad, [4], [yard, bowl], 2],
    ['the first brand that lists it, in brand order', 1, salad, [4], [yard, everything, bowl], 3],
    ['a brand without groups lists everything', 3, salad, [4], [yard, bowl, everything], 3],
    ['a product no brand lists stays with the shown brand', 1, salad, [], [yard, bowl], 1],
    ['Unify shows every brand: its lines take their own brands', 0, salad, [4], [yard, bowl], 0],
    ['a listing in the brand\'s scope, but a category_id outside it, is not the brand\'s (2.10.5 allowed ids)', 1, makeProduct({ id: 30, category_ids: [4] }), [1, 4], [yard, bowl], 2],
  ] as const)('%s', (_, shown, product, listedIn, brands, expected) => {
    expect(scannedBrandId(shown, product, listedIn, brands, rail)).toBe(expected);
  });
});
