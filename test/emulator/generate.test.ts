import { describe, expect, test } from 'vitest';
import { generateTenant, LARGE_STORE } from '../../emulator/generate';
import { callJson, start } from '../kit/emulator';
import type { CategoriesBody, ProductsEnvelope } from '../kit/emulator';

const validEan13 = (code: string) => {
  if (!/^\d{13}$/.test(code)) return false;
  const sum = [...code.slice(0, 12)].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === Number(code[12]);
};

describe('generateTenant', () => {
  const tenant = generateTenant({ products: 4000, seed: 'proportions' });
  const regular = tenant.products.filter((p) => p.is_addon === 0 && p.is_combo === 0);

  test('the same seed and size give the same JSON; another seed gives another tenant', () => {
    const again = generateTenant({ products: 4000, seed: 'proportions' });
    expect(JSON.stringify(again)).toBe(JSON.stringify(tenant));
    expect(JSON.stringify(generateTenant({ products: 4000, seed: 'other' }))).not.toBe(JSON.stringify(tenant));
  });

  test('sizes are proportionate: ~N/40 categories, ~N/50 option groups of 2 to 12 items', () => {
    expect(tenant.products).toHaveLength(4000);
    expect(tenant.categories).toHaveLength(100);
    const groups = tenant.modifierGroups.filter((g) => g.items.length > 0);
    expect(groups).toHaveLength(80);
    for (const g of groups) expect(g.items.length).toBeGreaterThanOrEqual(2);
    for (const g of groups) expect(g.items.length).toBeLessThanOrEqual(12);
  });

  test('about 40% of products link option groups, 2% are add-ons, 1% combos', () => {
    const linked = regular.filter((p) => p.modifiers.length > 0).length / regular.length;
    expect(linked).toBeGreaterThan(0.35);
    expect(linked).toBeLessThan(0.45);
    expect(tenant.products.filter((p) => p.is_addon === 1)).toHaveLength(80);
    expect(tenant.products.filter((p) => p.is_combo !== 0)).toHaveLength(40);
    expect(tenant.products.filter((p) => p.is_combo === 2)).toHaveLength(1);
  });

  test('barcodes are valid EAN-13, channel prices use channels 4 and 5', () => {
    const codes = regular.map((p) => p.barcode_value).filter((b): b is string => b !== null);
    expect(codes.length).toBeGreaterThan(regular.length / 2);
    expect(codes.every(validEan13)).toBe(true);
    const channels = new Set(regular.flatMap((p) => p.price_levels.map((l) => l.channel_id)));
    expect([...channels].sort()).toEqual([4, 5]);
  });

  test('quotas include one product at remaining_stock 0 and one at 2; sold-outs match their flags', () => {
    expect(tenant.quotas.map((q) => q.remaining_stock)).toEqual(expect.arrayContaining([0, 2]));
    const flagged = tenant.products.filter((p) => p.is_sold_out === 1).map((p) => p.id);
    expect([...tenant.soldOut].sort((a, b) => a - b)).toEqual(flagged.sort((a, b) => a - b));
    expect(flagged.length).toBeGreaterThan(0);
  });

  test('the demo quirks are there: combo, deleted and empty categories, a shared name, a different-case type', () => {
    const names = tenant.categories.map((c) => c.name);
    expect(names).toContain('combo');
    expect(tenant.categories.filter((c) => c.is_deleted === 1)).toHaveLength(1);
    expect(names.length - new Set(names).size).toBeGreaterThanOrEqual(1);
    const used = new Set(tenant.products.map((p) => p.category_id));
    expect(tenant.categories.some((c) => c.name !== 'combo' && !used.has(c.id))).toBe(true);
    expect(regular.some((p) => p.type !== null && p.type === p.type.toUpperCase() && /[A-Z]/.test(p.type))).toBe(true);
  });

  test('the product quirks are there: no category_id, a foreign group link, weight and open-price items', () => {
    expect(regular.some((p) => p.category_id === null && p.type !== null)).toBe(true);
    const served = new Set(tenant.modifierGroups.map((g) => g.id));
    expect(regular.some((p) => p.modifiers.some((m) => !served.has(m.modifier_id)))).toBe(true);
    expect(regular.some((p) => p.is_weightage_item === 1 && p.barcode_value !== null)).toBe(true);
    expect(regular.some((p) => p.is_open_price === 1)).toBe(true);
  });

  test('brand 1 has groups (one empty, one of another branch), brand 2 has none', () => {
    const [one, two] = tenant.brands;
    const known = new Set(tenant.categories.map((c) => c.id));
    expect(one?.groups.some((g) => g.categories.length === 0)).toBe(true);
    expect(one?.groups.some((g) => g.categories.length > 0 && g.categories.every((id) => !known.has(id)))).toBe(true);
    expect(two?.groups).toEqual([]);
  });

  test.each([1, 7, 30])('a tiny tenant of %i products still generates', (n) => {
    const small = generateTenant({ products: n, seed: 1 });
    expect(small.products).toHaveLength(n);
    expect(small.categories.length).toBeGreaterThanOrEqual(12);
  });
});

describe('scale', () => {
  test('50,000 products generate and a 5000-row page is served with the right totals', async () => {
    const big = generateTenant({ products: 50_000, seed: 'scale' });
    const emu = await start({ tenant: big });
    try {
      const selling = big.products.filter((p) => p.is_addon === 0).length;
      const { body } = await callJson<ProductsEnvelope>(emu, '/api/v2/products?page_limit=5000&current_page=2');
      expect(body.data.records_per_page).toBe(5000);
      expect(body.data.total_records).toBe(selling);
      expect(body.data.products).toHaveLength(5000);
      const pages = Math.ceil(selling / 5000);
      const { body: last } = await callJson<ProductsEnvelope>(emu, `/api/v2/products?page_limit=5000&current_page=${pages}`);
      expect(last.data.products).toHaveLength(selling - (pages - 1) * 5000);
      const { body: categories } = await callJson<CategoriesBody>(emu, '/api/v2/categories');
      expect(categories).toHaveLength(1250);
    } finally {
      await emu.close();
    }
  });

  test('a large store has four brands of at most 18 group tabs, over many categories; smaller tenants keep two brands', () => {
    const large = generateTenant({ products: LARGE_STORE + 1, seed: 'large' });
    expect(large.categories.length).toBeGreaterThan(1000);
    expect(large.brands.map((b) => b.brand_id)).toEqual([1, 2, 3, 4]);
    const [one, two, three, four] = large.brands;
    // 16 aisles, then the demo's empty group and its group of another branch.
    expect(one!.groups.length).toBeLessThanOrEqual(18);
    expect(one!.groups.some((g) => g.categories.length === 0)).toBe(true);
    expect(two!.groups).toEqual([]);
    for (const brand of [three!, four!]) {
      expect(brand.groups.length).toBeGreaterThan(1);
      expect(brand.groups.length).toBeLessThanOrEqual(16);
      expect(brand.groups.every((g) => g.categories.length > 10)).toBe(true);
    }
    expect(generateTenant({ products: LARGE_STORE, seed: 'large' }).brands).toHaveLength(2);
  });
});
