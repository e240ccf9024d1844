import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Catalog } from '../../src/core/catalog';
import { lineBrandId } from '../../src/menu/brand';
import { isGridProduct } from '../../src/menu/categoryProducts';
import { productsInCategory } from '../kit/menuRules';
import { buildMenuIndex } from '../../src/menu/fullMenuIndex';
import { menuView, type MenuSelection } from '../../src/menu/menuView';
import { searchProducts } from '../../src/menu/searchProducts';
import { makeBrand, makeBrandGroup, makeCatalog, makeCategory, makeProduct, makeProductIn, makeSession } from '../kit/factories';

const drinks = makeCategory({ id: 1, name: 'Drinks' });
const burgers = makeCategory({ id: 2, name: 'Burgers' });
const sides = makeCategory({ id: 3, name: 'Sides' });
const empty = makeCategory({ id: 4, name: 'Desserts' });
const products = [
  makeProductIn(drinks, { id: 10 }),
  makeProductIn(burgers, { id: 20, category_sort_order: 2 }),
  makeProductIn(burgers, { id: 21, category_sort_order: 1 }),
  makeProductIn(sides, { id: 30 }),
];
const grill = makeBrand({
  brand_id: 2,
  brand_name: 'Grill',
  groups: [
    makeBrandGroup({ group_id: 7, group_name: 'Mains', categories: [2, 3] }),
    makeBrandGroup({ group_id: 8, group_name: 'Drinks', categories: [1] }),
    makeBrandGroup({ group_id: 9, group_name: 'Sweets', categories: [4] }),
  ],
});
const cafe = makeBrand({ brand_id: 3, brand_name: 'Cafe', groups: [] });
const catalog = (overrides: Partial<Catalog> = {}) =>
  makeCatalog({ brands: [grill, cafe], categories: [drinks, burgers, sides, empty], products, ...overrides });

const summary = (c: Catalog, selection: MenuSelection) => {
  const view = menuView(buildMenuIndex(c), selection);
  return {
    brands: view.brands.map((b) => b.brand_id),
    brand: view.brand?.brand_id ?? null,
    groups: view.groups.map((g) => g.group_id),
    group: view.group?.group_id ?? null,
    rail: view.rail.map((x) => x.id),
    category: view.category?.id ?? null,
    products: view.products.map((p) => p.id),
  };
};
const none: MenuSelection = { brandId: null, groupId: null, categoryId: null };

describe('2.10.1 the menu follows brand, group, categories, products', () => {
  test.each<[string, Catalog, MenuSelection, ReturnType<typeof summary>]>([
    ['2.10.9 and 2.10.2 defaults: the first brand, its first group, the first rail category', catalog(), none,
      { brands: [2, 3], brand: 2, groups: [7, 8, 9], group: 7, rail: [2, 3], category: 2, products: [21, 20] }],
    ['2.10.2 selecting a group scopes the rail to its categories', catalog(), { brandId: 2, groupId: 8, categoryId: null },
      { brands: [2, 3], brand: 2, groups: [7, 8, 9], group: 8, rail: [1], category: 1, products: [10] }],
    ['2.10.3 a group whose categories are all empty shows every category', catalog(), { brandId: 2, groupId: 9, categoryId: 3 },
      { brands: [2, 3], brand: 2, groups: [7, 8, 9], group: 9, rail: [1, 2, 3], category: 3, products: [30] }],
    ['2.10.2 a brand without groups shows every category', catalog(), { brandId: 3, groupId: 7, categoryId: 1 },
      { brands: [2, 3], brand: 3, groups: [], group: null, rail: [1, 2, 3], category: 1, products: [10] }],
    ['2.10.9 the user’s own brand is the default', catalog({ session: makeSession({ user: { brand_id: 3 } }) }), none,
      { brands: [2, 3], brand: 3, groups: [], group: null, rail: [1, 2, 3], category: 1, products: [10] }],
    ['2.10.8 Unify mode starts on the Unify tab with no scoping', catalog({ session: makeSession({ config: { unify_mode: 1 } }) }), none,
      { brands: [0, 2, 3], brand: 0, groups: [], group: null, rail: [1, 2, 3], category: 1, products: [10] }],
    ['a stale selection falls back to the defaults', catalog(), { brandId: 99, groupId: 99, categoryId: 99 },
      { brands: [2, 3], brand: 2, groups: [7, 8, 9], group: 7, rail: [2, 3], category: 2, products: [21, 20] }],
    ['a category outside the group is not selected; the first rail category is', catalog(), { brandId: 2, groupId: 7, categoryId: 1 },
      { brands: [2, 3], brand: 2, groups: [7, 8, 9], group: 7, rail: [2, 3], category: 2, products: [21, 20] }],
    ['an empty catalog gives an empty menu', makeCatalog(), none,
      { brands: [], brand: null, groups: [], group: null, rail: [], category: null, products: [] }],
  ])('%s', (_, c, selection, expected) => {
    expect(summary(c, selection)).toEqual(expected);
  });
});

const NAMES = ['Drinks', 'drinks', 'DRINKS', 'Combo', 'Food', 'Café', 'Sides'];
const id = (max: number) => fc.integer({ min: 1, max });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

const arbCatalog = fc
  .record({
    categories: fc.array(fc.record({ id: id(8), name: fc.constantFrom(...NAMES), is_deleted: fc.constantFrom<0 | 1>(0, 0, 0, 1) }), { maxLength: 8 }),
    products: fc.array(
      fc.record({
        name: fc.constantFrom('Latte', 'latté', 'Tea', 'شَاي', 'Burger'),
        type: maybe(fc.constantFrom(...NAMES, 'Other')),
        // 2.6: none, one, or several ids (a csv on the wire).
        category_ids: fc.uniqueArray(id(10), { maxLength: 3 }),
        category_sort_order: maybe(fc.integer({ min: -2, max: 3 })),
        is_combo: fc.constantFrom<0 | 1 | 2>(0, 0, 1, 2),
        is_addon: fc.constantFrom<0 | 1>(0, 0, 0, 1),
      }),
      { maxLength: 30 },
    ),
    brands: fc.array(
      fc.record({
        brand_id: id(4),
        groups: fc.array(fc.record({ group_id: id(6), categories: fc.array(id(10), { maxLength: 4 }) }), { maxLength: 3 }),
      }),
      { maxLength: 3 },
    ),
    userBrand: maybe(fc.integer({ min: 0, max: 4 })),
    unify: fc.constantFrom<0 | 1>(0, 1),
  })
  .map(
    ({ categories, products: rows, brands, userBrand, unify }): Catalog =>
      makeCatalog({
        session: makeSession({ user: { brand_id: userBrand }, config: { unify_mode: unify } }),
        categories: categories.map((c) => makeCategory(c)),
        products: rows.map((p, i) => makeProduct({ ...p, id: i + 1 })),
        brands: brands.map((b) => makeBrand({ ...b, groups: b.groups.map((g) => makeBrandGroup(g)) })),
      }),
  );
const arbSelection = fc.record({ brandId: maybe(fc.integer({ min: 0, max: 4 })), groupId: maybe(id(6)), categoryId: maybe(id(10)) });

describe('menu view on random catalogs', () => {
  test('2.10.4 and 2.10.5 the view never throws, selects a rail category and lists only its grid products', () => {
    fc.assert(
      fc.property(arbCatalog, arbSelection, (c, selection) => {
        const view = menuView(buildMenuIndex(c), selection);
        if (view.rail.length > 0) expect(view.category).not.toBeNull();
        if (view.category !== null) expect(view.rail).toContain(view.category);
        if (view.allowed !== null) for (const r of view.rail) expect(view.allowed.has(r.id)).toBe(true);
        const category = view.category;
        for (const p of view.products) {
          expect(isGridProduct(p)).toBe(true);
          const lowerName = category!.name.toLowerCase();
          expect(p.type === category!.name || p.category_ids.includes(category!.id) || p.type?.toLowerCase() === lowerName).toBe(true);
        }
        const expected = category === null ? [] : productsInCategory(category, c.products, view.allowed);
        expect(view.products).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  test('search finds exactly the matching products reachable through the rail', () => {
    fc.assert(
      fc.property(arbCatalog, arbSelection, fc.constantFrom('lat', 'LATTE', 'شاي', 'e'), (c, selection, text) => {
        const index = buildMenuIndex(c);
        const view = menuView(index, selection);
        const reachable = new Set(view.rail.flatMap((r) => productsInCategory(r, c.products, view.allowed)));
        const folded = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
        const expected = [...reachable].filter((p) => folded(p.name).includes(folded(text)));
        const found = searchProducts(index, view.allowed, text);
        expect(found.total).toBe(expected.length);
        expect(new Set(found.products)).toEqual(new Set(expected));
      }),
      { numRuns: 300 },
    );
  });

  test('2.10.8 no line ever carries brand 0', () => {
    fc.assert(
      fc.property(arbCatalog, arbSelection, (c, selection) => {
        const index = buildMenuIndex(c);
        const view = menuView(index, selection);
        for (const p of c.products) {
          expect(lineBrandId(view.brand?.brand_id ?? null, p, index.realBrands, c.categories)).not.toBe(0);
        }
      }),
      { numRuns: 200 },
    );
  });
});
