import { describe, expect, test } from 'vitest';
import type { Catalog } from '../../src/core/catalog';
import { buildMenuIndex } from '../../src/menu/fullMenuIndex';
import { kioskBrands, kioskMenuView } from '../../src/menu/kioskMenu';
import { makeBrand, makeBrandGroup, makeCatalog, makeCategory, makeProductIn, makeSession } from '../kit/factories';

const drinks = makeCategory({ id: 1, name: 'Drinks' });
const burgers = makeCategory({ id: 2, name: 'Burgers' });
const sides = makeCategory({ id: 3, name: 'Sides' });
const bowls = makeCategory({ id: 5, name: 'Bowls' });
const products = [
  makeProductIn(drinks, { id: 10 }),
  makeProductIn(burgers, { id: 20, category_sort_order: 2 }),
  makeProductIn(burgers, { id: 21, category_sort_order: 1 }),
  makeProductIn(sides, { id: 30 }),
  makeProductIn(bowls, { id: 50 }),
];
const grill = makeBrand({
  brand_id: 2,
  brand_name: 'Grill',
  groups: [
    makeBrandGroup({ group_id: 7, group_name: 'Mains', categories: [2, 3] }),
    makeBrandGroup({ group_id: 8, group_name: 'Drinks', categories: [1] }),
  ],
});
const bowl = makeBrand({ brand_id: 3, brand_name: 'Bowl', groups: [makeBrandGroup({ group_id: 9, categories: [5, 1] })] });
const cafe = makeBrand({ brand_id: 4, brand_name: 'Cafe', groups: [] });
const catalog = (overrides: Partial<Catalog> = {}) =>
  makeCatalog({ brands: [grill, bowl, cafe], categories: [drinks, burgers, sides, bowls], products, ...overrides });

const summary = (c: Catalog, brandId: number | null, categoryId: number | null) => {
  const view = kioskMenuView(buildMenuIndex(c), brandId, categoryId);
  return { brand: view.brand?.brand_id ?? null, groups: view.groups.length, rail: view.rail.map((x) => x.id), category: view.category?.id ?? null, products: view.products.map((p) => p.id) };
};

describe('the kiosk menu: one rail per brand, no groups', () => {
  test.each<[string, Catalog, number | null, number | null, ReturnType<typeof summary>]>([
    ['the rail holds the categories of every group of the brand, in id order', catalog(), 2, null,
      { brand: 2, groups: 0, rail: [1, 2, 3], category: 1, products: [10] }],
    ['a category of another group of the brand is one tap away', catalog(), 2, 2,
      { brand: 2, groups: 0, rail: [1, 2, 3], category: 2, products: [21, 20] }],
    ['another brand has its own rail', catalog(), 3, null,
      { brand: 3, groups: 0, rail: [1, 5], category: 1, products: [10] }],
    ['a category off the brand\'s rail falls back to its first', catalog(), 3, 2,
      { brand: 3, groups: 0, rail: [1, 5], category: 1, products: [10] }],
    ['a brand without groups scopes nothing', catalog(), 4, 5,
      { brand: 4, groups: 0, rail: [1, 2, 3, 5], category: 5, products: [50] }],
    ['no brand chosen: the user\'s own brand (2.10.9)', catalog({ session: makeSession({ user: { brand_id: 3 } }) }), null, null,
      { brand: 3, groups: 0, rail: [1, 5], category: 1, products: [10] }],
    ['groups naming only categories this branch lacks show every category (2.10.3)',
      catalog({ brands: [makeBrand({ brand_id: 6, groups: [makeBrandGroup({ categories: [99] })] })] }), 6, null,
      { brand: 6, groups: 0, rail: [1, 2, 3, 5], category: 1, products: [10] }],
  ])('%s', (_rule, c, brandId, categoryId, expected) => {
    expect(summary(c, brandId, categoryId)).toEqual(expected);
  });

  test('a customer chooses among the served brands; the Unify pseudo brand is not one of them', () => {
    const index = buildMenuIndex(catalog({ session: makeSession({ config: { unify_mode: 1 } }) }));
    expect(index.brands.map((b) => b.brand_id)).toContain(0);
    expect(kioskBrands(index).map((b) => b.brand_id)).toEqual([2, 3, 4]);
  });
});
