import { describe, expect, test } from 'vitest';
import type { Catalog, Product } from '../../src/core/catalog';
import { brandDeals, dealScope } from '../../src/menu/deals';
import { dealsList } from '../../src/menu/dealsList';
import { comboSlotProducts, dealAvailability, dealUnavailableText } from '../../src/menu/dealSlots';
import { UNIFY_BRAND } from '../../src/menu/brand';
import { buildMenuIndex } from '../../src/menu/fullMenuIndex';
import { menuView } from '../../src/menu/menuView';
import { makeBrand, makeBrandGroup, makeCatalog, makeCategory, makeProduct, makeProductIn } from '../kit/factories';

describe('deals list', () => {
  test('combos (is_combo 1 or 2) are listed by name, ignoring case, then id; other rows are not', () => {
    const rows = [
      makeProduct({ id: 5, name: 'meal 10', is_combo: 1 }),
      makeProduct({ id: 4, name: 'Meal 2', is_combo: 2 }),
      makeProduct({ id: 3, name: 'Burger', is_combo: 0 }),
      makeProduct({ id: 2, name: 'Family box', is_combo: 1 }),
      makeProduct({ id: 1, name: 'Family box', is_combo: 1 }),
      makeProduct({ id: 6, name: 'Add-on deal', is_combo: 1, is_addon: 1 }),
    ];
    expect(dealsList(rows).map((p) => p.id)).toEqual([1, 2, 4, 5]);
  });
});

const ids = (list: readonly Product[]) => list.map((p) => p.id);

describe('Deals lists the shown brand\'s deals only (2.10.1); Unify lists them all (2.10.8)', () => {
  const burgers = makeCategory({ id: 1, name: 'Burgers' });
  const bowls = makeCategory({ id: 2, name: 'Bowls' });
  const meals = makeCategory({ id: 10, name: 'Meals' });
  const burgerMeal = makeProductIn(meals, { id: 83, name: 'Burger meal', is_combo: 1 });
  const bowlCombo = makeProductIn(bowls, { id: 101, name: 'Bowl combo', is_combo: 1 });
  const unfiled = makeProduct({ id: 86, name: 'Coffee deal', is_combo: 2, category_ids: [] });
  const deals = [bowlCombo, burgerMeal, unfiled];
  const rail = [burgers, bowls, meals];
  const yard = makeBrand({ brand_id: 1, groups: [makeBrandGroup({ categories: [1] }), makeBrandGroup({ categories: [10] })] });
  const bowl = makeBrand({ brand_id: 2, groups: [makeBrandGroup({ categories: [2] })] });

  test.each([
    ['a brand lists the deals filed in its groups\' categories, and those filed nowhere', yard, [83, 86]],
    ['another brand its own', bowl, [101, 86]],
    ['a brand without groups lists them all', makeBrand({ brand_id: 3, groups: [] }), [101, 83, 86]],
    ['Unify lists them all', UNIFY_BRAND, [101, 83, 86]],
  ] as const)('%s', (_, brand, ids) => {
    expect(brandDeals(brand, deals, rail).map((d) => d.id)).toEqual(ids);
  });
});

describe('combo slot listing', () => {
  const sides = makeCategory({ id: 20, name: 'Sides' });
  const fries = makeProductIn(sides, { id: 1, category_sort_order: 2 });
  const salad = makeProductIn(sides, { id: 2, category_sort_order: 1 });
  const rings = makeProductIn(sides, { id: 3, is_sold_out: 1 });
  const wedges = makeProductIn(sides, { id: 4 });
  const sideDeal = makeProductIn(sides, { id: 5, is_combo: 1 });
  const products = [fries, salad, rings, wedges, sideDeal];
  const slot = { category_id: 20, max_allowed: 1 };
  const base: Partial<Catalog> = { categories: [sides], products };

  test.each<[string, Partial<Catalog>, number[]]>([
    ['a slot offers the 2.10.5 listing of its category without sold-out products', {}, [4, 2, 1]],
    ['2.10.11 a product whose quota has run out is not offered',
      { quotas: [{ product_id: 2, quota: 5, remaining_stock: 0 }] }, [4, 1]],
    ['the sold-out poll decides over the snapshot', { soldOut: [1] }, [3, 4, 2]],
  ])('%s', (_, overrides, expected) => {
    const index = buildMenuIndex(makeCatalog({ ...base, ...overrides }));
    expect(ids(comboSlotProducts(index, slot, null))).toEqual(expected);
  });

  test('a slot naming a category the branch does not have offers nothing', () => {
    const index = buildMenuIndex(makeCatalog(base));
    expect(comboSlotProducts(index, { category_id: 99, max_allowed: 1 }, null)).toEqual([]);
  });
});

describe('2.10.5 a deal slot lists its category for the brand the deal is sold under, allowed ids included', () => {
  // Two brands each file a "Specials" category; products of both say `type` "Specials", so the
  // exact type match lists all four under either id, and only the allowed-ids step tells them apart.
  const yardSpecials = makeCategory({ id: 11, name: 'Specials' });
  const bowlSpecials = makeCategory({ id: 12, name: 'Specials' });
  const drinks = makeCategory({ id: 7, name: 'Drinks' });
  const yard = makeBrand({ brand_id: 1, groups: [
    makeBrandGroup({ group_id: 1, categories: [11] }),
    makeBrandGroup({ group_id: 2, categories: [7] }),
  ] });
  const bowl = makeBrand({ brand_id: 2, groups: [makeBrandGroup({ group_id: 3, categories: [12, 7] })] });
  const catalog = makeCatalog({
    brands: [yard, bowl],
    categories: [yardSpecials, bowlSpecials, drinks],
    products: [
      makeProductIn(yardSpecials, { id: 74 }), makeProductIn(yardSpecials, { id: 75 }),
      makeProductIn(bowlSpecials, { id: 76 }), makeProductIn(bowlSpecials, { id: 78 }),
      makeProductIn(drinks, { id: 44 }),
    ],
  });
  const index = buildMenuIndex(catalog);
  const slot = { category_id: 11, max_allowed: 1 };

  test.each<[string, typeof yard, number[]]>([
    ['under its own brand: only that brand\'s products', yard, [74, 75]],
    ['a product filed under another brand\'s category never appears in that brand\'s deal', bowl, [76, 78]],
  ])('2.10.5 %s', (_rule, brand, expected) => {
    expect(ids(comboSlotProducts(index, slot, dealScope(brand, index.railCandidates)))).toEqual(expected);
  });

  test('2.10.2 the deal belongs to the brand, not to a group: a slot of the brand\'s other group is still offered', () => {
    const grid = menuView(index, { brandId: 1, groupId: 1, categoryId: null });
    expect(grid.rail.map((c) => c.id)).toEqual([11]);
    expect(ids(comboSlotProducts(index, { category_id: 7, max_allowed: 1 }, dealScope(yard, index.railCandidates)))).toEqual([44]);
  });

  test('the slot lists what the grid lists for the category under the brand, by the same listing', () => {
    const grid = menuView(index, { brandId: 2, groupId: null, categoryId: 12 });
    expect(ids(comboSlotProducts(index, { category_id: 12, max_allowed: 1 }, dealScope(bowl, index.railCandidates)))).toEqual(ids(grid.products));
  });

  test('2.10.2 a brand without groups (or the Unify pseudo brand) scopes nothing', () => {
    expect(dealScope(makeBrand({ groups: [] }), index.railCandidates)).toBeNull();
    expect(dealScope(null, index.railCandidates)).toBeNull();
  });

  test('2.10.3 a brand whose group ids would hide every category scopes nothing: its deal offers the whole listing', () => {
    const elsewhere = makeBrand({ brand_id: 3, groups: [makeBrandGroup({ group_id: 4, categories: [999] })] });
    const scope = dealScope(elsewhere, index.railCandidates);
    expect(ids(comboSlotProducts(index, slot, scope))).toEqual(ids(comboSlotProducts(index, slot, null)));
    expect(ids(comboSlotProducts(index, slot, scope))).toEqual([74, 75, 76, 78]);
  });
});

describe('a deal can be sold only when every slot has something left (2.2 combo slots)', () => {
  const burgers = makeCategory({ id: 5, name: 'Burgers' });
  const drinks = makeCategory({ id: 6, name: 'Drinks' });
  const deal = makeProduct({ id: 900, is_combo: 1, categories: [{ category_id: 5, max_allowed: 1 }, { category_id: 6, max_allowed: 1 }] });
  const products = [makeProductIn(burgers, { id: 1 }), makeProductIn(drinks, { id: 2 }), makeProductIn(drinks, { id: 3 }), deal];
  const check = (overrides: Partial<Catalog>, product: Product = deal) =>
    dealAvailability(product, buildMenuIndex(makeCatalog({ categories: [burgers, drinks], products, ...overrides })), null);

  test.each<[string, Partial<Catalog>, ReturnType<typeof check>]>([
    ['every slot offers a product: for sale', {}, { ok: true }],
    ['one drink sold out, another left: for sale', { soldOut: [2] }, { ok: true }],
    ['every drink sold out: unavailable, naming the slot', { soldOut: [2, 3] },
      { ok: false, reason: 'nothing-left', category_id: 6, category_name: 'Drinks' }],
    ['2.10.11 every drink at quota 0: unavailable', { quotas: [{ product_id: 2, quota: 1, remaining_stock: 0 }, { product_id: 3, quota: 1, remaining_stock: 0 }] },
      { ok: false, reason: 'nothing-left', category_id: 6, category_name: 'Drinks' }],
    ['the slot\'s category is absent from the branch: unavailable', { categories: [burgers] },
      { ok: false, reason: 'not-on-menu', category_id: 6, category_name: null }],
  ])('%s', (_rule, overrides, expected) => {
    expect(check(overrides)).toEqual(expected);
  });

  test('a slot whose category holds nothing for the deal\'s brand is not on its menu', () => {
    const index = buildMenuIndex(makeCatalog({ categories: [burgers, drinks], products }));
    expect(dealAvailability(deal, index, new Set([5]))).toEqual({ ok: false, reason: 'not-on-menu', category_id: 6, category_name: 'Drinks' });
  });

  test.each([
    [{ reason: 'nothing-left', category_id: 6, category_name: 'Drinks' }, 'Unavailable: nothing left in Drinks'],
    [{ reason: 'not-on-menu', category_id: 5, category_name: 'Bowls' }, 'Unavailable: no Bowls on this brand\'s menu'],
    [{ reason: 'not-on-menu', category_id: 77, category_name: null }, 'Unavailable: one of its parts is not on the menu'],
  ] as const)('the reason a deal cannot be sold is said plainly: %j', (problem, text) => {
    expect(dealUnavailableText(problem)).toBe(text);
  });

  test('a combo without slots, or is_combo 2, has no slot to fill', () => {
    expect(check({}, makeProduct({ is_combo: 1, categories: [] }))).toEqual({ ok: true });
    expect(check({ soldOut: [2, 3] }, makeProduct({ is_combo: 2, categories: [{ category_id: 6, max_allowed: 1 }] }))).toEqual({ ok: true });
  });
});
