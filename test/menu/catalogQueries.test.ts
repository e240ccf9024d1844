import { describe, expect, test } from 'vitest';
import type { Catalog, Product } from '../../src/core/catalog';
import { isKioskSellable } from '../../src/menu/kioskItems';
import { DEFAULT_SCALE_CONFIG, type ScaleBarcodeConfig } from '../../src/menu/barcode';
import { scanBarcode } from '../../src/menu/scanBarcode';
import { slotSourceOf } from '../../src/menu/deals';
import { dealAvailability } from '../../src/menu/dealSlots';
import { memoryQueries } from '../../src/menu/memoryQueries';
import { buildMenuIndex } from '../../src/menu/fullMenuIndex';
import { menuView } from '../../src/menu/menuView';
import { searchProducts } from '../../src/menu/searchProducts';
import { generateCatalog } from '../kit/catalogs';
import { ean13, makeBrand, makeBrandGroup, makeCatalog, makeCategory, makeProduct, makeProductIn } from '../kit/factories';

const GEN = 4;
const heldAs = (gen: number, catalog: Catalog) => memoryQueries((asked) => (asked === gen ? catalog : null));
const ids = (list: readonly Product[] | null | undefined) => list?.map((p) => p.id);

const sides = makeCategory({ id: 20, name: 'Sides' });
const cheeses = makeCategory({ id: 21, name: 'Cheese' });
const fries = makeProductIn(sides, { id: 1, name: 'Fries', barcode_value: '5449000000996' });
const salad = makeProductIn(sides, { id: 2, name: 'Cheese salad' });
const halloumi = makeProductIn(cheeses, { id: 3, name: 'Halloumi cheese', barcode_value: '12345', is_weightage_item: 1 });
const platter = makeProductIn(cheeses, { id: 4, name: 'Cheese platter by order', barcode_value: '777', is_open_price: 1 });
const feta = makeProductIn(cheeses, { id: 5, name: 'Feta cheese' });
const meal = makeProduct({ id: 9, name: 'Burger meal', is_combo: 1, categories: [{ category_id: 20, max_allowed: 1 }] });
const cheeseMeal = makeProduct({ id: 10, name: 'Cheese meal', is_combo: 1, categories: [{ category_id: 21, max_allowed: 1 }] });
const shop = makeCatalog({ categories: [sides, cheeses], products: [fries, salad, halloumi, platter, feta, meal, cheeseMeal] });
const halloumiLabel = ean13('201234501250');

describe('memoryQueries answers as the pure rules over the whole catalog', () => {
  const big = generateCatalog({ products: 3_000, categories: 40, brands: 2, groupsPerBrand: 3, seed: 7 });
  const index = buildMenuIndex(big);
  const queries = heldAs(GEN, big);
  const scopes = big.brands.flatMap((brand) => brand.groups.map((group) => menuView(index, { brandId: brand.brand_id, groupId: group.group_id, categoryId: null }).allowed));

  test.each(['caf', 'burger', 'Crème', 'شاي', 'latte 1', '12', 'nothing like it'])('search %s: searchProducts over every product, under each group\'s scope', async (text) => {
    for (const scope of [null, ...scopes]) {
      expect(await queries.search(GEN, text, scope, false)).toEqual(searchProducts(index, scope, text));
    }
  });

  test('a scan answers with the rail categories whose listing holds the product, so the screen knows its brands', async () => {
    const product = big.products.find((p) => p.barcode_value !== null && p.is_combo === 0 && p.is_addon === 0 && searchProducts(index, null, p.name).products.some((q) => q.id === p.id))!;
    const answer = await queries.scan(GEN, product.barcode_value!, DEFAULT_SCALE_CONFIG, false);
    const holding = index.railCandidates.filter((c) => index.listings.get(c.id)?.some((p) => p.id === product.id)).map((c) => c.id);
    expect(holding.length).toBeGreaterThan(0);
    expect(answer).toMatchObject({ kind: 'product', product, listedIn: holding });
  });

  test('scan: every product\'s barcode gives what scanBarcode gives over every product', async () => {
    for (const product of big.products.filter((p) => p.barcode_value !== null).slice(0, 200)) {
      expect(await queries.scan(GEN, product.barcode_value!, DEFAULT_SCALE_CONFIG, false)).toMatchObject(scanBarcode(index.barcodes, product.barcode_value!));
    }
  });
});

describe('a kiosk asks over its sellable products only: no open-price or weighed item', () => {
  const queries = heldAs(GEN, shop);

  test('a till finds every cheese; a kiosk finds neither the weighed nor the open-price one', async () => {
    expect(ids((await queries.search(GEN, 'cheese', null, false))?.products)).toEqual([2, 3, 4, 5]);
    expect(ids((await queries.search(GEN, 'cheese', null, true))?.products)).toEqual([2, 5]);
  });

  test.each<[string, string, ScaleBarcodeConfig, object, object]>([
    ['an exact barcode', fries.barcode_value!, DEFAULT_SCALE_CONFIG, { kind: 'product', product: fries }, { kind: 'product', product: fries }],
    ['the barcode of a weighed item', '12345', DEFAULT_SCALE_CONFIG, { kind: 'product', product: halloumi }, { kind: 'unknown', code: '12345' }],
    ['the barcode of an open-price item', '777', DEFAULT_SCALE_CONFIG, { kind: 'product', product: platter }, { kind: 'unknown', code: '777' }],
    ['a scale label with the weight', halloumiLabel, DEFAULT_SCALE_CONFIG, { kind: 'weighed', product: halloumi, weight_g: 1250 }, { kind: 'unknown', code: halloumiLabel }],
    ['a scale label with the price', halloumiLabel, { prefixes: ['20'], itemCodeLength: 5, embedded: 'price' }, { kind: 'priced', product: halloumi, price: 1250 }, { kind: 'unknown', code: halloumiLabel }],
  ])('scanning %s', async (_, code, scale, atTill, atKiosk) => {
    expect(await queries.scan(GEN, code, scale, false)).toMatchObject(atTill);
    expect(await queries.scan(GEN, code, scale, true)).toMatchObject(atKiosk);
  });
});

describe('products by id', () => {
  test('in the order asked, unknown ids left out, the first row of a repeated id', async () => {
    const second = makeProduct({ id: 2, name: 'A second row of id 2' });
    const queries = heldAs(GEN, { ...shop, products: [...shop.products, second] });
    const found = await queries.products(GEN, [5, 404, 2, 1]);
    expect(ids(found)).toEqual([5, 2, 1]);
    expect(found?.[1]).toBe(salad);
  });

  test('a kiosk\'s line may name any product of the catalog: the rows come from the whole catalog', async () => {
    const queries = heldAs(GEN, shop);
    await queries.search(GEN, 'cheese', null, true);
    expect(ids(await queries.products(GEN, [3, 4]))).toEqual([3, 4]);
  });
});

describe('deals answer with the availability the screen holds', () => {
  const queries = heldAs(GEN, shop);
  const rule = (deal: Product, availability: Pick<Catalog, 'quotas' | 'soldOut'>, kiosk = false) =>
    dealAvailability(deal, slotSourceOf({ ...shop, products: kiosk ? shop.products.filter(isKioskSellable) : shop.products, ...availability }), null);

  test.each<[string, Pick<Catalog, 'quotas' | 'soldOut'>]>([
    ['with nothing sold out every slot offers something', { quotas: [], soldOut: null }],
    ['a slot whose products the sold-out poll lists has nothing left', { quotas: [], soldOut: [1, 2] }],
    ['2.10.11 a slot whose products have no quota left has nothing left', { quotas: [{ product_id: 1, quota: 5, remaining_stock: 0 }, { product_id: 2, quota: 5, remaining_stock: 0 }], soldOut: null }],
  ])('%s', async (_, availability) => {
    const checks = await queries.deals(GEN, [9, 10], null, availability, false);
    expect(checks).toEqual(new Map([[9, rule(meal, availability)], [10, rule(cheeseMeal, availability)]]));
  });

  test('the sold-out poll empties the sides slot: the deal says nothing is left in Sides', async () => {
    const checks = await queries.deals(GEN, [9], null, { quotas: [], soldOut: [1, 2] }, false);
    expect(checks?.get(9)).toEqual({ ok: false, reason: 'nothing-left', category_id: 20, category_name: 'Sides' });
  });

  test('at a kiosk a slot offers only what the kiosk sells: Feta is left once it is sold out, then nothing', async () => {
    expect((await queries.deals(GEN, [10], null, { quotas: [], soldOut: [] }, true))?.get(10)).toEqual({ ok: true });
    const checks = await queries.deals(GEN, [10], null, { quotas: [], soldOut: [5] }, true);
    expect(checks?.get(10)).toEqual(rule(cheeseMeal, { quotas: [], soldOut: [5] }, true));
    expect(checks?.get(10)).toMatchObject({ ok: false, reason: 'nothing-left' });
    expect((await queries.deals(GEN, [10], null, { quotas: [], soldOut: [5] }, false))?.get(10)).toEqual({ ok: true });
  });

  test('a deal scoped to another brand\'s categories is not on the menu', async () => {
    const brand = makeBrand({ brand_id: 1, groups: [makeBrandGroup({ categories: [21] })] });
    const scoped = heldAs(GEN, { ...shop, brands: [brand] });
    const checks = await scoped.deals(GEN, [9], new Set([21]), { quotas: [], soldOut: null }, false);
    expect(checks?.get(9)).toMatchObject({ ok: false, reason: 'not-on-menu', category_id: 20 });
  });

  test('an unknown deal id is left out', async () => {
    expect(await queries.deals(GEN, [404, 9], null, { quotas: [], soldOut: null }, false)).toEqual(new Map([[9, { ok: true }]]));
  });
});

describe('every answer is about the generation asked', () => {
  test('a question about a generation that is not held answers null', async () => {
    const queries = heldAs(GEN, shop);
    expect(await queries.search(GEN + 1, 'cheese', null, false)).toBeNull();
    expect(await queries.scan(GEN - 1, fries.barcode_value!, DEFAULT_SCALE_CONFIG, true)).toBeNull();
    expect(await queries.products(GEN + 1, [1])).toBeNull();
    expect(await queries.deals(GEN + 1, [9], null, { quotas: [], soldOut: null }, false)).toBeNull();
  });

  test('after a new generation the answers are the new catalog\'s, never the old one\'s index', async () => {
    let held: { gen: number; catalog: Catalog } = { gen: GEN, catalog: shop };
    const queries = memoryQueries((gen) => (gen === held.gen ? held.catalog : null));
    expect(ids((await queries.search(GEN, 'fries', null, false))?.products)).toEqual([1]);
    const renamed = makeProductIn(sides, { id: 1, name: 'Curly fries', barcode_value: fries.barcode_value });
    held = { gen: GEN + 1, catalog: { ...shop, products: [renamed] } };
    expect(await queries.search(GEN, 'fries', null, false)).toBeNull();
    expect((await queries.search(GEN + 1, 'fries', null, false))?.products).toEqual([renamed]);
    expect(await queries.scan(GEN + 1, fries.barcode_value!, DEFAULT_SCALE_CONFIG, false)).toMatchObject({ kind: 'product', product: renamed });
  });
});
