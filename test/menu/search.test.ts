import { describe, expect, test } from 'vitest';
import type { Product } from '../../src/core/catalog';
import { buildMenuIndex } from '../../src/menu/fullMenuIndex';
import { menuView } from '../../src/menu/menuView';
import { foldText, searchKey } from '../../src/menu/search';
import { generateCatalog } from '../kit/catalogs';
import { listingsHolding, searchProducts } from '../../src/menu/searchProducts';
import { makeBrand, makeBrandGroup, makeCatalog, makeCategory, makeProduct, makeProductIn } from '../kit/factories';

describe('search folding is case- and accent-insensitive', () => {
  test.each([
    ['Café Latte', 'cafe latte'],
    ['ÉCLAIR', 'eclair'],
    ['Crème  Brûlée', 'creme brulee'],
    ['شَايٌ', 'شاي'],
    ['أرز', 'ارز'],
    ['كـــبة', 'كبة'],
  ])('%s folds to %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});

describe('product search', () => {
  const hot = makeCategory({ id: 1, name: 'Hot' });
  const cold = makeCategory({ id: 2, name: 'Cold' });
  const hidden = makeCategory({ id: 3, name: 'Staff' });
  const latte = makeProductIn(hot, { id: 10, name: 'Café Latte', localize_name: 'لاتيه' });
  const tea = makeProductIn(hot, { id: 11, name: 'Mint tea', localize_name: 'شَاي بالنعناع' });
  const iced = makeProductIn(cold, { id: 12, name: 'Iced latte' });
  const staff = makeProductIn(hidden, { id: 13, name: 'Staff latte' });
  const deal = makeProductIn(hot, { id: 14, name: 'Latte deal', is_combo: 1 });
  const addon = makeProductIn(hot, { id: 15, name: 'Latte shot', is_addon: 1 });
  const staffByName = makeProduct({ id: 16, name: 'Staff latte by name', type: 'Staff', category_ids: [] });
  const brand = makeBrand({
    brand_id: 2,
    groups: [makeBrandGroup({ group_id: 5, categories: [1, 2] }), makeBrandGroup({ group_id: 6, categories: [2] })],
  });
  const index = buildMenuIndex(
    makeCatalog({ brands: [brand], categories: [hot, cold, hidden], products: [latte, tea, iced, staff, deal, addon, staffByName] }),
  );
  const scope = menuView(index, { brandId: 2, groupId: 5, categoryId: null }).allowed;
  const ids = (found: readonly Product[]) => found.map((p) => p.id);

  test.each<[string, string, number[]]>([
    ['a name matches without its accents', 'cafe', [10]],
    ['a query with accents and capitals matches', 'CAFÉ', [10]],
    ['a substring anywhere in the name matches', 'att', [10, 12]],
    ['the second-language name matches', 'لاتيه', [10]],
    ['Arabic diacritics are ignored in the product name', 'شاي', [11]],
    ['Arabic diacritics are ignored in the query', 'شَاي', [11]],
    ['combos, add-ons and products outside the allowed categories are not found', 'latte', [10, 12]],
    ['a product filed only by the name of a hidden category is not found', 'by name', []],
    ['a query does not match across the name and the second-language name', 'teaشاي', []],
    ['blank text finds nothing', '   ', []],
  ])('%s', (_, text, expected) => {
    expect(ids(searchProducts(index, scope, text).products)).toEqual(expected);
  });

  test('a PLU typed in search finds that product first, in Latin or Arabic-Indic digits, leading zeros ignored', () => {
    const olives = makeProductIn(hot, { id: 20, name: 'Green olives', plu: '79' });
    const code = makeProductIn(hot, { id: 21, name: 'Latte 79 blend' });
    const withPlu = buildMenuIndex(makeCatalog({ brands: [brand], categories: [hot, cold, hidden], products: [code, olives] }));
    expect(ids(searchProducts(withPlu, scope, '79').products)).toEqual([20, 21]);
    expect(ids(searchProducts(withPlu, scope, '٠٠٧٩').products)).toEqual([20]);
    expect(searchProducts(withPlu, scope, '79').total).toBe(2);
    expect(searchProducts(withPlu, scope, '79').plu).toEqual({ productId: 20, listedIn: [1] });
  });

  test('a PLU finds its product whatever group or category is shown, as a scan does; a name still follows the rail', () => {
    const olives = makeProductIn(hot, { id: 20, name: 'Green olives', plu: '79' });
    const snack = makeProductIn(hidden, { id: 22, name: 'Staff snack 80', plu: '80' });
    const withPlu = buildMenuIndex(makeCatalog({ brands: [brand], categories: [hot, cold, hidden], products: [olives, snack, iced] }));
    const coldOnly = menuView(withPlu, { brandId: 2, groupId: 6, categoryId: null }).allowed;
    expect(ids(searchProducts(withPlu, coldOnly, '79').products)).toEqual([20]);
    expect(ids(searchProducts(withPlu, coldOnly, 'olives').products)).toEqual([]);
    // Listed in a category no group of the brand shows: found by its PLU, with where it is listed.
    const found = searchProducts(withPlu, scope, '80');
    expect(ids(found.products)).toEqual([22]);
    expect(found.plu).toEqual({ productId: 22, listedIn: [3] });
    expect(searchProducts(withPlu, scope, 'snack').products).toEqual([]);
  });

  test('the search follows the selected group: only categories the rail shows', () => {
    const coldOnly = menuView(index, { brandId: 2, groupId: 6, categoryId: null }).allowed;
    expect(ids(searchProducts(index, coldOnly, 'latte').products)).toEqual([12]);
  });

  test('a product listed in two categories is found while either of them is on the rail', () => {
    const juices = makeCategory({ id: 30, name: 'Juices' });
    const fresh = makeCategory({ id: 31, name: 'Fresh' });
    // Filed by name under Juices and by id under Fresh, which has no product filed by name.
    const orange = makeProduct({ id: 40, name: 'Orange juice', type: 'Juices', category_ids: [31] });
    const byGroup = (categories: number[]) => makeBrandGroup({ categories });
    const twoWays = buildMenuIndex(
      makeCatalog({
        brands: [makeBrand({ brand_id: 9, groups: [byGroup([30, 31]), byGroup([31]), byGroup([30])] })],
        categories: [juices, fresh],
        products: [orange, makeProductIn(juices, { id: 41, name: 'Apple juice', category_ids: [30] })],
      }),
    );
    const found = (groupIndex: number) => {
      const brand = twoWays.brands[0]!;
      const view = menuView(twoWays, { brandId: 9, groupId: brand.groups[groupIndex]!.group_id, categoryId: null });
      return ids(searchProducts(twoWays, view.allowed, 'orange').products);
    };
    expect(found(0)).toEqual([40]);
    expect(found(1)).toEqual([40]);
    expect(found(2)).toEqual([]);
  });

  test('2.6 a product filed by id under two categories (category_id csv) is found while either is allowed', () => {
    const juices = makeCategory({ id: 30, name: 'Juices' });
    const fresh = makeCategory({ id: 31, name: 'Fresh' });
    const orange = makeProduct({ id: 40, name: 'Orange juice', type: null, category_ids: [30, 31] });
    const groups = [makeBrandGroup({ categories: [30] }), makeBrandGroup({ categories: [31] })];
    const csvIndex = buildMenuIndex(
      makeCatalog({ brands: [makeBrand({ brand_id: 9, groups })], categories: [juices, fresh], products: [orange] }),
    );
    for (const group of groups) {
      const view = menuView(csvIndex, { brandId: 9, groupId: group.group_id, categoryId: null });
      expect(ids(searchProducts(csvIndex, view.allowed, 'orange').products)).toEqual([40]);
    }
  });

  test('results are capped and the total counts every match', () => {
    const many = Array.from({ length: 30 }, (_, i) => makeProductIn(hot, { id: 100 + i, name: `Bun ${i}` }));
    const big = buildMenuIndex(makeCatalog({ categories: [hot], products: many }));
    const found = searchProducts(big, null, 'bun', 5);
    expect(found.products).toHaveLength(5);
    expect(found.total).toBe(30);
  });
});

describe('the search table held as one string of keys', () => {
  test('finds what each product\'s own key holds, in rail order, each product once, never across two keys', () => {
    const catalog = generateCatalog({ products: 3000, categories: 40, brands: 3, groupsPerBrand: 4, seed: 7 });
    const index = buildMenuIndex(catalog);
    const { products } = index.search;
    for (const text of ['a', 'e', 'caf', 'latte 1', 'شاي', 'zzz', 'ee', '1']) {
      const query = foldText(text).trim();
      const expected = products.filter((p) => searchKey(p).includes(query)).map((p) => p.id);
      const found = searchProducts(index, null, text, Number.MAX_SAFE_INTEGER);
      if (found.plu) continue;
      expect(found.products.map((p) => p.id)).toEqual(expected);
      expect(found.total).toBe(expected.length);
    }
    // The end of one key and the start of the next never make a match.
    const last = searchKey(products[0]!).slice(-2);
    const first = searchKey(products[1]!).slice(0, 2);
    const across = searchProducts(index, null, last + first, Number.MAX_SAFE_INTEGER);
    expect(across.products.every((p) => searchKey(p).includes(foldText(last + first)))).toBe(true);
  });
});

describe('the search table held as two strings, the keys with Arabic apart', () => {
  const hot = makeCategory({ id: 1, name: 'Hot', menu_sort_order: 1 });
  const cold = makeCategory({ id: 2, name: 'Cold', menu_sort_order: 2 });
  const inHot = (order: number, id: number, name: string, localize_name: string | null = null) =>
    makeProductIn(hot, { id, name, localize_name, category_sort_order: order });
  // Given out of rail order; the keys of 52, 54, 55 and 57 hold a character above U+00FF.
  const products = [
    makeProductIn(cold, { id: 57, name: 'Iced latte', localize_name: 'لاتيه مثلج', category_sort_order: 1 }),
    inHot(5, 55, 'Œuf latte'),
    inHot(1, 51, 'Latte'),
    makeProductIn(cold, { id: 58, name: 'Iced latte, straße', category_sort_order: 2 }),
    inHot(3, 53, 'لاتيه بالحليب'),
    inHot(2, 52, 'Latte', 'لاتيه'),
    inHot(4, 54, 'Café latte', null),
  ];
  const index = buildMenuIndex(makeCatalog({ categories: [cold, hot], products }));
  const found = (text: string, limit = Number.MAX_SAFE_INTEGER) => {
    const result = searchProducts(index, null, text, limit);
    return { ids: result.products.map((p) => p.id), total: result.total };
  };

  test.each<[string, string, number[]]>([
    ['a Latin query finds keys of both strings, in rail order', 'latte', [51, 52, 54, 55, 57, 58]],
    ['an Arabic query finds the keys holding Arabic, in rail order', 'لاتيه', [52, 53, 57]],
    ['a Latin letter above U+00FF is found', 'œuf', [55]],
    ['a Latin letter below U+0100 past ASCII is found', 'straße', [58]],
    ['a query across a name and its Arabic name matches nothing', 'latteلاتيه', []],
    ['a query matching nothing', 'mocha', []],
  ])('%s', (_, text, expected) => {
    expect(found(text)).toEqual({ ids: expected, total: expected.length });
  });

  test('capped results are the first in rail order and the total counts both strings', () => {
    expect(found('latte', 3)).toEqual({ ids: [51, 52, 54], total: 6 });
    expect(found('لاتيه', 1)).toEqual({ ids: [52], total: 3 });
  });

  test('every query finds what each product\'s own key holds, in rail order', () => {
    const catalog = generateCatalog({ products: 2000, categories: 30, brands: 2, groupsPerBrand: 3, seed: 11 });
    const mixed = buildMenuIndex(catalog);
    const { products: table } = mixed.search;
    const keys = table.map(searchKey);
    expect(keys.some((k) => /[\u0600-\u06ff]/.test(k))).toBe(true);
    expect(keys.some((k) => !/[\u0100-\uffff]/.test(k))).toBe(true);
    for (const text of ['a', 'ا', 'ي', 'latte', 'شاي', ' ', '2']) {
      const query = foldText(text).trim();
      if (query === '') continue;
      const result = searchProducts(mixed, null, text, 25);
      if (result.plu) continue;
      const expected = table.filter((_, i) => keys[i]!.includes(query)).map((p) => p.id);
      expect(result.products.map((p) => p.id)).toEqual(expected.slice(0, 25));
      expect(result.total).toBe(expected.length);
    }
  });

  test('a product whose key holds Arabic is listed where it is, as a scan reads it', () => {
    expect(listingsHolding(index.search, 57)).toEqual([2]);
    expect(listingsHolding(index.search, 53)).toEqual([1]);
    expect(listingsHolding(index.search, 99)).toEqual([]);
  });
});
