import { describe, expect, test } from 'vitest';
import type { Catalog, Product } from '../../src/core/catalog';
import { comboSlotProducts, dealsList } from '../../src/menu/deals';
import { buildMenuIndex } from '../../src/menu/menuIndex';
import { makeCatalog, makeCategory, makeProduct, makeProductIn } from '../factories';

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

describe('combo slot listing', () => {
  const sides = makeCategory({ id: 20, name: 'Sides' });
  const fries = makeProductIn(sides, { id: 1, category_sort_order: 2 });
  const salad = makeProductIn(sides, { id: 2, category_sort_order: 1 });
  const rings = makeProductIn(sides, { id: 3, is_sold_out: 1 });
  const wedges = makeProductIn(sides, { id: 4 });
  const sideDeal = makeProductIn(sides, { id: 5, is_combo: 1 });
  const products = [fries, salad, rings, wedges, sideDeal];
  const slot = { category_id: 20, max_allowed: 1 };
  const ids = (list: readonly Product[]) => list.map((p) => p.id);
  const base: Partial<Catalog> = { categories: [sides], products };

  test.each<[string, Partial<Catalog>, number[]]>([
    ['a slot offers the 2.10.5 listing of its category without sold-out products', {}, [4, 2, 1]],
    ['2.10.11 a product whose quota has run out is not offered',
      { quotas: [{ product_id: 2, quota: 5, remaining_stock: 0 }] }, [4, 1]],
    ['the sold-out poll decides over the snapshot', { soldOut: [1] }, [3, 4, 2]],
  ])('%s', (_, overrides, expected) => {
    const index = buildMenuIndex(makeCatalog({ ...base, ...overrides }));
    expect(ids(comboSlotProducts(index, slot))).toEqual(expected);
  });

  test('a slot naming a category the branch does not have offers nothing', () => {
    const index = buildMenuIndex(makeCatalog(base));
    expect(comboSlotProducts(index, { category_id: 99, max_allowed: 1 })).toEqual([]);
  });
});
