import { describe, expect, test } from 'vitest';
import { demoTenant } from '../../emulator/demo';
import type { ProductRow } from '../../emulator/types';

const demo = demoTenant();
const product = (id: number) => demo.products.find((p) => p.id === id) as ProductRow;
const selling = demo.products.filter((p) => p.is_addon === 0 && p.is_combo === 0);
const groupsById = new Map(demo.modifierGroups.map((g) => [g.id, g]));
const validEan13 = (code: string) =>
  /^\d{13}$/.test(code) && [...code].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0) % 10 === 0;

describe('demo tenant (DEMO.md)', () => {
  test('session: Front counter of brand 1 at Downtown (3), KWD with 3 decimals', () => {
    expect(demo.session).toEqual({
      user: { id: 7, name: 'Front counter', brand_id: 1 },
      location: { id: 3, name: 'Downtown', currency: 'KWD', timezone: 'Asia/Kuwait' },
      config: { currency_decimals: 3, unify_mode: 0 },
    });
    expect(demo.customer_id).toBe(12);
  });

  test('at least 12 categories and 80 products with believable names and images', () => {
    expect(demo.categories.length).toBeGreaterThanOrEqual(12);
    expect(demo.products.length).toBeGreaterThanOrEqual(80);
    expect(demo.products.filter((p) => p.image !== '').length).toBeGreaterThan(80);
  });

  test('category quirks: combo (10), deleted Seasonal (14), empty Kids meals (13), two Specials (11, 12)', () => {
    const name = (id: number) => demo.categories.find((c) => c.id === id)?.name;
    expect([name(10), name(14), name(13), name(11), name(12)]).toEqual(['combo', 'Seasonal', 'Kids meals', 'Specials', 'Specials']);
    expect(demo.categories.find((c) => c.id === 14)?.is_deleted).toBe(1);
    expect(demo.products.some((p) => p.category_id === 13 || p.type?.toLowerCase() === 'kids meals')).toBe(false);
  });

  test('2.10.5 every Hot drinks (8) product is typed "Hot Drinks" (Affogato "Hot Drinks,Desserts"): no exact name match', () => {
    const rows = demo.products.filter((p) => p.category_id === 8);
    expect(rows.length).toBe(11);
    expect(rows.every((p) => p.type === 'Hot Drinks' || (p.id === 105 && p.type === 'Hot Drinks,Desserts'))).toBe(true);
  });

  test('every category_id and combo slot names a category of the listing', () => {
    const ids = new Set(demo.categories.map((c) => c.id));
    for (const p of demo.products) if (p.category_id !== null) expect(ids.has(p.category_id)).toBe(true);
    for (const p of demo.products) for (const slot of p.categories ?? []) expect(ids.has(slot.category_id)).toBe(true);
  });

  test('option groups: defaults, required, max 1, unlimited and max 3 links; kitchen instructions', () => {
    const links = demo.products.flatMap((p) => p.modifiers);
    expect(links.some((l) => l.min_allowed >= 1)).toBe(true);
    expect(new Set(links.map((l) => l.max_allowed))).toEqual(new Set([0, 1, 2, 3]));
    expect(demo.products.filter((p) => p.auto_selected_modifier_items.length > 0).length).toBeGreaterThan(10);
    expect(demo.modifierGroups.flatMap((g) => g.items).filter((i) => i.instructions.length > 0).length).toBeGreaterThanOrEqual(3);
  });

  test('2.10.6 pre-ticked items belong to a group the product links', () => {
    for (const p of demo.products) {
      const linked = p.modifiers.flatMap((l) => groupsById.get(l.modifier_id)?.items.map((i) => i.id) ?? []);
      for (const id of p.auto_selected_modifier_items) expect(linked).toContain(id);
    }
  });

  test('2.3 Double smash burger (3) links group 120 of another branch; Garlic bread (42) has no category_id', () => {
    expect(product(3).modifiers.map((m) => m.modifier_id)).toContain(120);
    expect(groupsById.has(120)).toBe(false);
    expect(product(42)).toMatchObject({ category_id: null, type: 'Sides' });
  });

  test('add-ons carry a csv of category names; combos have slots; one is_combo 2; children with combo_price', () => {
    const addons = demo.products.filter((p) => p.is_addon === 1);
    expect(addons.length).toBeGreaterThanOrEqual(5);
    expect(addons.some((p) => (p.type ?? '').includes(','))).toBe(true);
    const combos = demo.products.filter((p) => p.is_combo === 1);
    expect(combos.length).toBeGreaterThanOrEqual(3);
    for (const c of combos) expect(c.categories?.length).toBeGreaterThan(1);
    expect(product(86).is_combo).toBe(2);
    expect(selling.filter((p) => p.combo_price > 0).length).toBeGreaterThanOrEqual(3);
  });

  test('sold by weight (79, 80) with barcodes; open price Custom cake (81)', () => {
    expect(product(79)).toMatchObject({ is_weightage_item: 1, actual_price: 3.5 });
    expect(validEan13(product(79).barcode_value ?? '')).toBe(true);
    expect(product(81)).toMatchObject({ is_open_price: 1, actual_price: 0 });
  });

  test('many EAN-13 barcodes; channel prices for channels 4 and 5; Arabic names', () => {
    const codes = demo.products.map((p) => p.barcode_value).filter((b): b is string => b !== null);
    expect(codes.length).toBeGreaterThanOrEqual(30);
    expect(codes.every(validEan13)).toBe(true);
    expect(new Set(demo.products.flatMap((p) => p.price_levels.map((l) => l.channel_id)))).toEqual(new Set([4, 5]));
    expect(demo.products.filter((p) => /[\u0600-\u06FF]/.test(p.localize_name ?? '')).length).toBeGreaterThanOrEqual(8);
  });

  test('quota: Chicken tenders 5 pcs (18) at 0, Wagyu burger (74) at 2; sold out: 9 and 51', () => {
    expect(demo.quotas.find((q) => q.product_id === 18)?.remaining_stock).toBe(0);
    expect(demo.quotas.find((q) => q.product_id === 74)?.remaining_stock).toBe(2);
    expect(demo.soldOut).toEqual([9, 51]);
    expect(demo.products.filter((p) => p.is_sold_out === 1).map((p) => p.id).sort((a, b) => a - b)).toEqual([9, 51]);
  });

  test('the invoice example of assumed-contracts 6 fits the demo: 41 at 1.750, item 901 of group 90 at 0.250, add-on 77 at 0.300', () => {
    expect(product(41)).toMatchObject({ name: 'Chicken burger', actual_price: 1.75 });
    expect(groupsById.get(90)?.items.find((i) => i.id === 901)).toMatchObject({ actual_price: 0.25 });
    expect(product(77)).toMatchObject({ is_addon: 1, actual_price: 0.3 });
  });
});
