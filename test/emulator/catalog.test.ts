import { describe, expect, test } from 'vitest';
import { call, callJson, emulatorPerFile } from '../kit/emulator';
import type { BrandsEnvelope, CategoriesBody, ModifiersEnvelope, ProductsEnvelope } from '../kit/emulator';

const emu = emulatorPerFile();

describe('list_selling_categories (2.6, 4.2)', () => {
  const CATEGORY_FIELDS = [
    'id', 'name', 'image', 'location_id', 'menu_sort_order', 'is_deleted', 'is_active', 'description', 'color',
    'customer_id', 'localize_name', 'localize_description', 'sku_no', 'web_image', 'sync_menu', 'sync_integration_a',
    'sync_integration_b', 'sync_integration_c', 'sync_integration_d',
  ].sort();

  test('2.6 a bare array of rows with the used and the unused fields', async () => {
    const { status, body } = await callJson<CategoriesBody>(emu, '/api/v2/categories');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThanOrEqual(12);
    for (const c of body) {
      expect(Object.keys(c).sort()).toEqual(CATEGORY_FIELDS);
      expect(c.is_active).toBe(1);
      expect(c.location_id).toBe(3);
      expect(c.image === '' || c.image === `${emu.url}/images/c/${c.id}.svg`).toBe(true);
    }
  });

  test('2.6 deleted categories are not filtered: a row with is_deleted 1 is present', async () => {
    const { body } = await callJson<CategoriesBody>(emu, '/api/v2/categories');
    expect(body.filter((c) => c.is_deleted === 1).map((c) => c.name)).toEqual(['Seasonal']);
  });

  test('4.2 rows come unsorted', async () => {
    const { body } = await callJson<CategoriesBody>(emu, '/api/v2/categories');
    const ids = body.map((c) => c.id);
    expect(ids).not.toEqual([...ids].sort((a, b) => a - b));
  });

  test('2.6 names are not unique: two categories are named Specials', async () => {
    const { body } = await callJson<CategoriesBody>(emu, '/api/v2/categories');
    expect(body.filter((c) => c.name === 'Specials').map((c) => c.id).sort()).toEqual([11, 12]);
  });

  test('k keeps categories whose name contains it', async () => {
    const { body } = await callJson<CategoriesBody>(emu, '/api/v2/categories?k=drink');
    expect(body.map((c) => c.name).sort()).toEqual(['Cold drinks', 'Hot drinks']);
  });
});

describe('list_selling_modifiers (2.7, 4.2)', () => {
  const GROUP_FIELDS = [
    'id', 'name', 'items', 'selection_allowed', 'selection_min_allowed', 'description', 'priority', 'location_id',
    'customer_id', 'is_deleted', 'localize_name', 'sku_no',
  ].sort();
  const ITEM_FIELDS = [
    'id', 'name', 'actual_price', 'modifier_id', 'priority', 'instructions', 'description', 'price', 'vat', 'image',
    'web_image', 'tax_id', 'tax_name', 'tax_value', 'location_id',
  ].sort();

  test.each([
    ['no body and no Content-Type', {}],
    ['an empty JSON body', { body: '', headers: { 'Content-Type': 'application/json' } }],
    ['a body of {}', { body: {} }],
  ])('1 POST with %s answers {status, message:"Record Found", data}', async (_label, opts) => {
    const { status, body } = await callJson<ModifiersEnvelope>(emu, '/api/v2/modifiers', { method: 'POST', ...opts });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['data', 'message', 'status']);
    expect(body.status).toBe(true);
    expect(body.message).toBe('Record Found');
  });

  test('GET is not a route: list_selling_modifiers is POST only', async () => {
    const res = await call(emu, '/api/v2/modifiers');
    expect(res.status).toBe(404);
  });

  test('2.7 groups and items carry the used and the unused fields', async () => {
    const { body } = await callJson<ModifiersEnvelope>(emu, '/api/v2/modifiers', { method: 'POST' });
    for (const g of body.data) {
      expect(Object.keys(g).sort()).toEqual(GROUP_FIELDS);
      for (const i of g.items) {
        expect(Object.keys(i).sort()).toEqual(ITEM_FIELDS);
        expect(i.modifier_id).toBe(g.id);
      }
    }
  });

  test('4.2 groups are sorted by name', async () => {
    const { body } = await callJson<ModifiersEnvelope>(emu, '/api/v2/modifiers', { method: 'POST' });
    const names = body.data.map((g) => g.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  test('2.7 items within a group are unsorted (not by priority)', async () => {
    const { body } = await callJson<ModifiersEnvelope>(emu, '/api/v2/modifiers', { method: 'POST' });
    const bun = body.data.find((g) => g.id === 91);
    const priorities = bun?.items.map((i) => i.priority) ?? [];
    expect(priorities).not.toEqual([...priorities].sort((a, b) => a - b));
  });

  test('4.2 items are not branch-filtered: an item of another branch is listed', async () => {
    const { body } = await callJson<ModifiersEnvelope>(emu, '/api/v2/modifiers', { method: 'POST' });
    const item = body.data.flatMap((g) => g.items).find((i) => i.id === 906);
    expect(item?.location_id).toEqual([5]);
  });

  test('2.7 kitchen instructions are {id, instruction, priority}', async () => {
    const { body } = await callJson<ModifiersEnvelope>(emu, '/api/v2/modifiers', { method: 'POST' });
    const bacon = body.data.flatMap((g) => g.items).find((i) => i.id === 901);
    expect(bacon?.instructions).toEqual([
      { id: 3, instruction: 'Extra crispy', priority: 1 },
      { id: 4, instruction: 'On the side', priority: 2 },
    ]);
  });

  test('2.3 a product links a group of another branch that the listing does not hold', async () => {
    const { body: groups } = await callJson<ModifiersEnvelope>(emu, '/api/v2/modifiers', { method: 'POST' });
    const { body: list } = await callJson<ProductsEnvelope>(emu, '/api/v2/products?page_limit=5000');
    const served = new Set(groups.data.map((g) => g.id));
    const foreign = list.data.products.flatMap((p) => p.modifiers.map((m) => m.modifier_id)).filter((id) => !served.has(id));
    expect(foreign).toEqual([120]);
  });

  test('2.7 a group with no items is listed (and linked by a product)', async () => {
    const { body } = await callJson<ModifiersEnvelope>(emu, '/api/v2/modifiers', { method: 'POST' });
    expect(body.data.find((g) => g.id === 102)?.items).toEqual([]);
  });
});

describe('list_selling_brands (2.9, 4.2)', () => {
  const BRAND_FIELDS = [
    'brand_id', 'brand_name', 'brand_address', 'brand_email', 'brand_phone', 'brand_thumbnail', 'location_id',
    'brand_color', 'brand_vat_no', 'groups',
  ].sort();
  const GROUP_FIELDS = ['group_id', 'group_name', 'group_thumbnail', 'group_description', 'brand_id', 'categories'].sort();

  test('4.2 the envelope is {status, message:"brands found", data} with shape 2.9', async () => {
    const { status, body } = await callJson<BrandsEnvelope>(emu, '/api/v2/brands');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['data', 'message', 'status']);
    expect(body.message).toBe('brands found');
    for (const b of body.data) {
      expect(Object.keys(b).sort()).toEqual(BRAND_FIELDS);
      expect(b.location_id).toBe(3);
      expect(b.brand_thumbnail).toBe(`${emu.url}/images/b/${b.brand_id}.svg`);
      for (const g of b.groups) {
        expect(Object.keys(g).sort()).toEqual(GROUP_FIELDS);
        expect(g.brand_id).toBe(b.brand_id);
      }
    }
  });

  test('2.9 Burger Yard has groups, Green Bowl none, both with address, phone and e-mail', async () => {
    const { body } = await callJson<BrandsEnvelope>(emu, '/api/v2/brands');
    const [yard, bowl] = body.data;
    expect(yard?.brand_name).toBe('Burger Yard');
    expect(yard?.groups.map((g) => g.group_name)).toEqual(['Mains', 'Drinks & Sides', 'Breakfast', 'Catering']);
    expect(bowl?.brand_name).toBe('Green Bowl');
    expect(bowl?.groups).toEqual([]);
    for (const b of body.data) expect([b.brand_address, b.brand_phone, b.brand_email].every((v) => typeof v === 'string')).toBe(true);
  });

  test('2.9 groups are not filtered by branch: one lists only category ids the category listing lacks', async () => {
    const { body } = await callJson<BrandsEnvelope>(emu, '/api/v2/brands');
    const { body: categories } = await callJson<CategoriesBody>(emu, '/api/v2/categories');
    const known = new Set(categories.map((c) => c.id));
    const foreign = body.data.flatMap((b) => b.groups).filter((g) => g.categories.length > 0 && g.categories.every((id) => !known.has(id)));
    expect(foreign.map((g) => g.group_name)).toEqual(['Catering']);
  });

  test('2.10.2 a group with an empty categories list exists', async () => {
    const { body } = await callJson<BrandsEnvelope>(emu, '/api/v2/brands');
    expect(body.data[0]?.groups.find((g) => g.group_name === 'Breakfast')?.categories).toEqual([]);
  });
});
