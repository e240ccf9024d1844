import { describe, expect, test } from 'vitest';
import { buildMenuIndex } from '../../src/menu/fullMenuIndex';
import { searchProducts } from '../../src/menu/searchProducts';
import { shareEqualValues } from '../../src/menu/sharedValues';
import { generateCatalog } from '../kit/catalogs';
import { makeProduct } from '../kit/factories';

const plain = () => [
  makeProduct({ id: 1, name: 'Latte', type: 'Coffee', category_ids: [3] }),
  makeProduct({ id: 2, name: 'Mocha', type: 'Coffee', category_ids: [3] }),
  makeProduct({ id: 3, name: 'Tea', type: 'Tea', category_ids: [4, 3] }),
  makeProduct({
    id: 4, name: 'Deal', type: null, category_ids: [],
    modifiers: [{ modifier_id: 9, min_allowed: 0, max_allowed: 1, priority: 1 }],
    price_levels: [{ channel_id: 2, channel_name: 'Delivery', channel_actual_price: 900 as never }],
  }),
];

describe('shareEqualValues: the catalog worker holds equal values once', () => {
  test('every product keeps the same values', () => {
    const products = plain();
    const before = structuredClone(products);
    shareEqualValues(products);
    expect(products).toEqual(before);
  });

  test('products filed under one category share one list of ids and one type; empty lists are one', () => {
    const [latte, mocha, tea, deal] = shareEqualValues(structuredClone(plain()));
    expect(latte!.category_ids).toBe(mocha!.category_ids);
    expect(tea!.category_ids).not.toBe(latte!.category_ids);
    expect(latte!.type).toBe(mocha!.type);
    expect(latte!.modifiers).toBe(mocha!.modifiers);
    expect(latte!.modifiers).toBe(tea!.price_levels);
    expect(deal!.modifiers).toHaveLength(1);
    expect(deal!.price_levels).toHaveLength(1);
  });

  test('a shared list cannot be changed through one product', () => {
    const [latte, mocha] = shareEqualValues(structuredClone(plain()));
    expect(() => (latte!.category_ids as number[]).push(9)).toThrow(TypeError);
    expect(() => (latte!.modifiers as unknown[]).push({})).toThrow(TypeError);
    expect(mocha!.category_ids).toEqual([3]);
  });

  test('a search over the shared catalog finds what it found before, in the same order', () => {
    const catalog = generateCatalog({ products: 3_000, categories: 12, brands: 2, groupsPerBrand: 3, seed: 7 });
    const shared = { ...catalog, products: shareEqualValues(structuredClone(catalog.products)) };
    for (const text of ['latte', 'شاي', '12', 'café b']) {
      const before = searchProducts(buildMenuIndex(catalog), null, text);
      const after = searchProducts(buildMenuIndex(shared), null, text);
      expect(after.total).toBe(before.total);
      expect(after.products.map((p) => p.id)).toEqual(before.products.map((p) => p.id));
      expect(after.products).toEqual(before.products);
    }
  });
});
