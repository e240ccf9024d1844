import { beforeAll, describe, expect, test } from 'vitest';
import type { ProductRow } from '../../emulator/types';
import { callJson, emulatorPerFile } from '../kit/emulator';
import type { ProductsEnvelope } from '../kit/emulator';

const emu = emulatorPerFile();

const products = (query = '') => callJson<ProductsEnvelope>(emu, `/api/v2/products${query}`);

/** Every page of the listing, looping `current_page` the way 4.2 tells the client to. */
async function allPages(query: string, limit: number): Promise<ProductRow[]> {
  const rows: ProductRow[] = [];
  for (let page = 1; ; page++) {
    const { body } = await products(`?page_limit=${limit}&current_page=${page}${query}`);
    rows.push(...body.data.products);
    if (rows.length >= body.data.total_records || body.data.products.length === 0) return rows;
  }
}

const USED_FIELDS = [
  'id', 'name', 'actual_price', 'type', 'category_id', 'category_sort_order', 'image', 'is_sold_out', 'is_open_price',
  'is_weightage_item', 'discount_pct', 'barcode_value', 'location_id', 'is_addon', 'modifiers', 'is_combo', 'combo_price',
  'price_levels', 'is_overridden', 'is_disabled', 'is_archive', 'is_deleted', 'auto_selected_modifier_items',
];
const INFORMATIONAL_FIELDS = [
  'price', 'vat', 'tax_id', 'tax_name', 'tax_value', 'stock', 'description', 'localize_name', 'localize_description',
  'localized', 'sku_no', 'plu', 'label_id', 'barcode_type', 'image_path', 'web_image', 'customer_id', 'addons',
  'bundle_items', 'recipes', 'product_recipe_total', 'product_material_total', 'product_cost', 'new_cost_date',
  'is_stock_product', 'calories', 'old_price', 'base_price', 'is_auto_apply', 'sync_integration_a', 'sync_integration_b',
  'unit_id', 'preparation_time', 'menu_sort_order',
];

const isInt = (v: unknown) => Number.isInteger(v);
const intOrNull = (v: unknown) => v === null || Number.isInteger(v);
const flag = (v: unknown) => v === 0 || v === 1;

describe('list_selling_products envelope (4.2)', () => {
  test('4.2 the envelope is exactly {status, message, data:{current_page, records_per_page, total_records, products}}', async () => {
    const { status, body } = await products();
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['data', 'message', 'status']);
    expect(Object.keys(body.data).sort()).toEqual(['current_page', 'products', 'records_per_page', 'total_records']);
    expect(body.status).toBe(true);
  });

  test('4.2 the message is "Data found " with its trailing space when rows are returned', async () => {
    const { body } = await products();
    expect(body.message).toBe('Data found ');
  });

  test('4.2 nothing matched: status stays true, message "No data found", products empty', async () => {
    const { body } = await products('?k=no-such-dish-anywhere');
    expect(body).toEqual({
      status: true,
      message: 'No data found',
      data: { current_page: 1, records_per_page: 10, total_records: 0, products: [] },
    });
  });
});

describe('list_selling_products pagination (8)', () => {
  test('page_limit defaults to 10 and current_page to 1', async () => {
    const { body } = await products();
    expect(body.data.records_per_page).toBe(10);
    expect(body.data.current_page).toBe(1);
    expect(body.data.products).toHaveLength(10);
  });

  test('page_limit above 5000 is capped and records_per_page reports the limit used', async () => {
    const { body } = await products('?page_limit=9000');
    expect(body.data.records_per_page).toBe(5000);
    expect(body.data.products).toHaveLength(body.data.total_records);
  });

  test('8 pages = ceil(total_records / records_per_page): the last page holds the remainder, the next is empty', async () => {
    const { body: first } = await products('?page_limit=7');
    const total = first.data.total_records;
    const pages = Math.ceil(total / 7);
    const { body: last } = await products(`?page_limit=7&current_page=${pages}`);
    expect(last.data.products).toHaveLength(total - (pages - 1) * 7);
    const { body: beyond } = await products(`?page_limit=7&current_page=${pages + 1}`);
    expect(beyond.data.products).toEqual([]);
    expect(beyond.data.total_records).toBe(total);
    expect(beyond.status).toBe(true);
  });

  test('looping current_page until total_records are held gives every row once', async () => {
    const rows = await allPages('', 9);
    const { body } = await products('?page_limit=5000');
    expect(rows.map((r) => r.id)).toEqual(body.data.products.map((r) => r.id));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });
});

describe('list_selling_products rows (2.2)', () => {
  let rows: ProductRow[];
  beforeAll(async () => {
    rows = (await products('?page_limit=5000')).body.data.products;
  });

  test('2.2 every row carries the used fields and the informational ones, and nothing else', () => {
    for (const row of rows) {
      const expected = [...USED_FIELDS, ...INFORMATIONAL_FIELDS, ...(row.is_combo === 1 ? ['categories'] : [])];
      expect(Object.keys(row).sort()).toEqual(expected.sort());
    }
  });

  test('2.2 field types: ints, 0/1 flags, nullable fields, money as numbers', () => {
    for (const r of rows) {
      expect(isInt(r.id) && typeof r.name === 'string' && typeof r.actual_price === 'number').toBe(true);
      expect(r.type === null || typeof r.type === 'string').toBe(true);
      expect(intOrNull(r.category_id) && intOrNull(r.category_sort_order)).toBe(true);
      expect(flag(r.is_sold_out) && flag(r.is_open_price) && flag(r.is_addon) && flag(r.is_overridden)).toBe(true);
      expect(r.is_weightage_item === null || flag(r.is_weightage_item)).toBe(true);
      expect([0, 1, 2]).toContain(r.is_combo);
      expect([r.is_disabled, r.is_archive, r.is_deleted]).toEqual([0, 0, 0]);
      expect(r.location_id).toBe(3);
      expect(r.sku_no).toBe(`prod-12-${r.id}`);
      expect(r.customer_id).toBe(12);
      expect(typeof r.addons).toBe('string');
      expect(Array.isArray(r.modifiers) && Array.isArray(r.price_levels) && Array.isArray(r.auto_selected_modifier_items)).toBe(true);
    }
  });

  test('4.2 the default listing leaves add-ons out and keeps combos', () => {
    expect(rows.some((r) => r.is_addon === 1)).toBe(false);
    expect(rows.filter((r) => r.is_combo !== 0).length).toBeGreaterThanOrEqual(3);
  });

  test('2.2 combo slots are sent only on is_combo 1 rows', () => {
    for (const r of rows) expect('categories' in r).toBe(r.is_combo === 1);
    const combo = rows.find((r) => r.is_combo === 1) as ProductRow;
    expect(combo.categories?.[0]).toEqual({ category_id: expect.any(Number), max_allowed: expect.any(Number) });
  });

  test('rows come unsorted (not by id) in the same order on every call', async () => {
    const ids = rows.map((r) => r.id);
    expect(ids).not.toEqual([...ids].sort((a, b) => a - b));
    const again = (await products('?page_limit=5000')).body.data.products.map((r) => r.id);
    expect(again).toEqual(ids);
  });

  test('2.2 some rows have a null category_sort_order', () => {
    expect(rows.some((r) => r.category_sort_order === null)).toBe(true);
  });

  test('2.2 image is a full URL on the request host, or an empty string', () => {
    expect(rows.find((r) => r.id === 41)?.image).toBe(`${emu.url}/images/p/41.svg`);
    expect(rows.some((r) => r.image === '')).toBe(true);
    for (const r of rows) expect(r.image === '' || r.image.startsWith(`${emu.url}/images/p/`)).toBe(true);
  });

  test('2.3 modifier links carry modifier_id, min_allowed, max_allowed, priority', () => {
    const linked = rows.filter((r) => r.modifiers.length > 0);
    expect(linked.length).toBeGreaterThan(0);
    for (const r of linked) {
      for (const l of r.modifiers) expect(Object.keys(l).sort()).toEqual(['max_allowed', 'min_allowed', 'modifier_id', 'priority']);
    }
  });

  test('2.2 price_levels rows carry channel id, name, price, vat and the VAT-included price', () => {
    const level = rows.flatMap((r) => r.price_levels)[0];
    expect(Object.keys(level ?? {}).sort()).toEqual(['channel_actual_price', 'channel_id', 'channel_name', 'channel_price', 'channel_vat']);
  });
});

describe('list_selling_products filters', () => {
  test('assumed-contracts 3: addon=1 returns only add-ons, with a csv of category names in type', async () => {
    const { body } = await products('?addon=1&page_limit=100');
    expect(body.message).toBe('Data found ');
    expect(body.data.products.length).toBeGreaterThanOrEqual(3);
    expect(body.data.products.every((r) => r.is_addon === 1)).toBe(true);
    expect(body.data.products.find((r) => r.id === 77)?.type).toBe('Burgers, Wraps');
  });

  test('addon=0 is the same as no addon parameter', async () => {
    const a = await products('?addon=0&page_limit=5000');
    const b = await products('?page_limit=5000');
    expect(a.body.data.total_records).toBe(b.body.data.total_records);
  });

  test('k matches a substring of the name, case-insensitively', async () => {
    const { body } = await products('?k=BURGER&page_limit=100');
    expect(body.data.total_records).toBeGreaterThan(5);
    for (const r of body.data.products) expect(r.name.toLowerCase()).toContain('burger');
  });

  test('cat keeps rows filed under that category name, case-insensitively', async () => {
    const { body } = await products('?cat=hot%20drinks&page_limit=100');
    expect(body.data.total_records).toBe(11);
    for (const r of body.data.products) expect(r.type?.split(',')).toContain('Hot Drinks');
  });

  test('filters count into total_records and paginate like the full list', async () => {
    const { body } = await products('?k=burger&page_limit=3&current_page=2');
    expect(body.data.records_per_page).toBe(3);
    expect(body.data.products).toHaveLength(3);
    expect(body.data.total_records).toBeGreaterThan(6);
  });
});
