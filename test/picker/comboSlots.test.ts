import { describe, expect, test } from 'vitest';
import type { Catalog, Product } from '../../src/core/catalog';
import { money } from '../../src/core/money';
import { childControls } from '../../src/picker/comboSlots';
import type { PickerEvent } from '../../src/picker/events';
import { pickerReducer } from '../../src/picker/reducer';
import { result } from '../../src/picker/result';
import { makeCategory, makeLink, makeProduct, makeProductIn } from '../kit/factories';
import { dealOf, groupOf, openPicker, replay } from './pickerTestKit';

const burgers = makeCategory({ id: 5, name: 'Burgers' });
const drinks = makeCategory({ id: 6, name: 'Drinks' });
const deal = dealOf;

function slotOffer(products: Product[], extra: Partial<Catalog> = {}) {
  const state = openPicker(deal([[5, 1]]), { categories: [burgers, drinks], products, ...extra });
  return state.slots[0]?.candidates.map((c) => c.product_id) ?? [];
}

describe('2.10.5 the products a combo slot offers', () => {
  test.each([
    ['exact case-sensitive type matches win over category_id matches', [makeProduct({ id: 1, type: 'Burgers' }), makeProduct({ id: 2, type: null, category_ids: [5] })], [1]],
    ['without an exact match, category_id or a case-insensitive type', [makeProduct({ id: 1, type: 'burgers' }), makeProduct({ id: 2, type: null, category_ids: [5] }), makeProduct({ id: 3, type: 'Drinks' })], [1, 2]],
    ['by category_sort_order (null = 0), then id', [makeProductIn(burgers, { id: 3, category_sort_order: 1 }), makeProductIn(burgers, { id: 2, category_sort_order: null }), makeProductIn(burgers, { id: 1, category_sort_order: 0 })], [1, 2, 3]],
    ['combos are never offered', [makeProductIn(burgers, { id: 1 }), makeProductIn(burgers, { id: 2, is_combo: 2 })], [1]],
    ['add-ons are never offered', [makeProductIn(burgers, { id: 1 }), makeProductIn(burgers, { id: 2, is_addon: 1 })], [1]],
    ['sold-out products are left out', [makeProductIn(burgers, { id: 1, is_sold_out: 1 }), makeProductIn(burgers, { id: 2 })], [2]],
  ])('2.10.5 %s', (_rule, products, ids) => {
    expect(slotOffer(products)).toEqual(ids);
  });

  test('2.10.11 a product sold out by the latest poll or a quota at 0 is left out', () => {
    const products = [makeProductIn(burgers, { id: 1 }), makeProductIn(burgers, { id: 2 }), makeProductIn(burgers, { id: 3, is_sold_out: 1 })];
    // The poll replaces the snapshot: 3 is back, 1 is out.
    expect(slotOffer(products, { soldOut: [1], quotas: [{ product_id: 2, quota: 4, remaining_stock: 0 }] })).toEqual([3]);
  });
});

describe('2.2 combo slots', () => {
  const products = [
    makeProductIn(burgers, { id: 1, name: 'Beef' }),
    makeProductIn(burgers, { id: 2, name: 'Chicken' }),
    makeProductIn(burgers, { id: 4, name: 'Fish' }),
    makeProductIn(drinks, { id: 3, name: 'Cola' }),
  ];

  test.each([
    ['one slot per categories[] entry, named by the category', [[5, 1], [6, 1]], ['Burgers', 'Drinks']],
    ['a slot whose category is unknown is kept, unnamed, so the deal is not sold without it', [[77, 1], [6, 1]], [null, 'Drinks']],
    ['a slot with no product to offer is kept, so the deal is not sold without it', [[5, 1], [8, 1]], ['Burgers', 'Desserts']],
  ] as Array<[string, Array<[number, number]>, Array<string | null>]>)('2.2 %s', (_rule, slots, names) => {
    const categories = [burgers, drinks, makeCategory({ id: 8, name: 'Desserts' })];
    expect(openPicker(deal(slots), { categories, products }).slots.map((s) => s.name)).toEqual(names);
  });

  test.each([
    ['every product of a slot sold out', [[5, 1], [6, 1]], { soldOut: [3] }, 'Unavailable: nothing left in Drinks'],
    ['a slot with no product at all', [[5, 1], [8, 1]], {}, 'Unavailable: no Desserts on this brand\'s menu'],
    ['a slot whose category the branch does not have', [[5, 1], [77, 1]], {}, 'Unavailable: one of its parts is not on the menu'],
  ] as Array<[string, Array<[number, number]>, Partial<Catalog>, string]>)(
    'combos are never sold short (2.2): %s blocks the deal with the reason, first',
    (_rule, slots, extra, message) => {
      const categories = [burgers, drinks, makeCategory({ id: 8, name: 'Desserts' })];
      const opened = openPicker(deal(slots), { categories, products, ...extra });
      const picked = pickerReducer(opened, { type: 'childToggled', slot: 0, product_id: 1 });
      expect(result(picked)).toMatchObject({ ok: false, unmet: [{ rule: 'slot-nothing-left', message }] });
    },
  );

  test('2.10.5 a slot offers what the grid lists under the deal\'s brand: another brand\'s category is left out', () => {
    const yardSpecials = makeCategory({ id: 11, name: 'Specials' });
    const bowlSpecials = makeCategory({ id: 12, name: 'Specials' });
    const specials = [makeProductIn(yardSpecials, { id: 74 }), makeProductIn(bowlSpecials, { id: 76 })];
    const catalog = { categories: [yardSpecials, bowlSpecials], products: specials };
    const offered = (scope: ReadonlySet<number> | null) =>
      openPicker(deal([[11, 1]]), catalog, { scope }).slots[0]!.candidates.map((c) => c.product_id);
    expect(offered(null)).toEqual([74, 76]);
    expect(offered(new Set([11]))).toEqual([74]);
    expect(offered(new Set([12]))).toEqual([76]);
  });

  test('2.10.5 the slot listing is the grid\'s: when the exact type matches only combos, category_id rows are not offered', () => {
    const rows = [makeProduct({ id: 1, type: 'Burgers', is_combo: 2 }), makeProduct({ id: 2, type: null, category_ids: [5] })];
    expect(openPicker(deal([[5, 1]]), { categories: [burgers], products: rows }).slots[0]!.candidates).toEqual([]);
  });

  const child = (slot: number, product_id: number): PickerEvent => ({ type: 'childToggled', slot, product_id });
  const pickedIn = (events: PickerEvent[], max: number) =>
    replay(openPicker(deal([[5, max]]), { categories: [burgers], products }), events).slots[0]!.picks.map((p) => p.product_id);

  test.each<[string, number, PickerEvent[], number[]]>([
    ['pick up to max_allowed: a third pick in a 2-slot is refused', 2, [child(0, 2), child(0, 1), child(0, 4)], [1, 2]],
    ['picks are kept in offer order', 2, [child(0, 2), child(0, 1)], [1, 2]],
    ['in a 1-slot a new pick replaces the old', 1, [child(0, 1), child(0, 2)], [2]],
    ['max_allowed 0 reads as 1', 0, [child(0, 1), child(0, 2)], [2]],
    ['a product the slot does not offer is ignored', 2, [child(0, 3)], []],
  ])('2.2 %s', (_rule, max, events, picked) => {
    expect(pickedIn(events, max)).toEqual(picked);
  });

  test('2.2 a full slot offers no further tick, but its picks can be unticked; a 1-slot always can be ticked', () => {
    const full = replay(openPicker(deal([[5, 2]]), { categories: [burgers], products }), [child(0, 1), child(0, 2)]);
    expect(childControls(full.slots[0]!, 4)).toMatchObject({ checked: false, canTick: false, canIncrease: false });
    expect(childControls(full.slots[0]!, 1)).toMatchObject({ checked: true, canTick: true, canIncrease: false, canDecrease: true });
    const single = replay(openPicker(deal([[5, 1]]), { categories: [burgers], products }), [child(0, 1)]);
    expect(childControls(single.slots[0]!, 2)).toMatchObject({ checked: false, canTick: true, stepper: false });
  });

  const more = (slot: number, product_id: number): PickerEvent => ({ type: 'childIncreased', slot, product_id });
  const fewer = (slot: number, product_id: number): PickerEvent => ({ type: 'childDecreased', slot, product_id });
  const quantitiesIn = (events: PickerEvent[], max: number) =>
    replay(openPicker(deal([[5, max]]), { categories: [burgers], products }), events).slots[0]!.picks.map((p) => [p.product_id, p.quantity]);

  test.each<[string, number, PickerEvent[], number[][]]>([
    ['a slot with max_allowed 2 may take the same product twice', 2, [child(0, 1), more(0, 1)], [[1, 2]]],
    ['the slot\'s total never passes max_allowed', 3, [child(0, 1), more(0, 1), more(0, 1), more(0, 1)], [[1, 3]]],
    ['a product stepped up leaves room only for the rest', 3, [child(0, 1), more(0, 1), child(0, 2), child(0, 4)], [[1, 2], [2, 1]]],
    ['a 1-slot takes one product once', 1, [child(0, 1), more(0, 1)], [[1, 1]]],
    ['stepping down from 1 unpicks the product', 2, [child(0, 1), more(0, 1), fewer(0, 1), fewer(0, 1)], []],
  ])('2.2 %s', (_rule, max, events, picked) => {
    expect(quantitiesIn(events, max)).toEqual(picked);
  });

  test('2.2 a product taken twice goes on the line as one child of quantity 2', () => {
    const state = replay(openPicker(deal([[5, 2]]), { categories: [burgers], products }), [child(0, 2), more(0, 2)]);
    expect(result(state)).toMatchObject({ ok: true, request: { children: [{ product_id: 2, slot_category_id: 5, quantity: 2 }] } });
  });

  test('2.2 each slot needs a pick, and the children go on the line at their combo price', () => {
    const opened = openPicker(deal([[5, 1], [6, 1]]), { categories: [burgers, drinks], products });
    expect(result(opened)).toMatchObject({ ok: false, unmet: [{ message: 'Choose 1 in Burgers' }, { message: 'Choose 1 in Drinks' }] });
    const done = replay(opened, [child(0, 2), child(1, 3)]);
    expect(result(done)).toMatchObject({
      ok: true,
      request: {
        product_id: 900,
        children: [
          { product_id: 2, slot_category_id: 5, quantity: 1, options: [] },
          { product_id: 3, slot_category_id: 6, quantity: 1, options: [] },
        ],
      },
    });
  });

  test("2.2 a child opens its own option groups, and its required groups count toward what's unmet", () => {
    const sauce = groupOf(10, 'Sauce', ['Ketchup', 'Mayo']);
    const beef = makeProductIn(burgers, { id: 1, name: 'Beef', combo_price: money(250), modifiers: [makeLink({ modifier_id: 10, min_allowed: 1, max_allowed: 2 })] });
    const opened = openPicker(deal([[5, 1]]), { categories: [burgers], products: [beef], modifierGroups: [sauce] });
    const picked = pickerReducer(opened, child(0, 1));
    expect(result(picked)).toMatchObject({ ok: false, unmet: [{ rule: 'group-min', child: { slot: 0, product_id: 1 }, message: 'Choose 1 in Sauce for Beef' }] });
    const sauced = pickerReducer(picked, { type: 'optionToggled', group_id: 10, item_id: 1002, child: { slot: 0, product_id: 1 } });
    expect(result(sauced)).toMatchObject({
      ok: true,
      request: { options: [], children: [{ product_id: 1, options: [{ item_id: 1002, modifier_id: 10, quantity: 1 }] }] },
    });
  });

  test('2.2 an option event for a child that is not picked changes nothing', () => {
    const opened = openPicker(deal([[5, 1]]), { categories: [burgers], products });
    expect(pickerReducer(opened, { type: 'optionToggled', group_id: 10, item_id: 1001, child: { slot: 0, product_id: 1 } })).toBe(opened);
    expect(pickerReducer(opened, child(7, 1))).toBe(opened);
  });

  test('2.2 is_combo 2 sells as a plain line', () => {
    const state = openPicker(deal([[5, 1]], { is_combo: 2 }), { categories: [burgers], products });
    expect(state.slots).toEqual([]);
    expect(result(state)).toMatchObject({ ok: true, request: { children: [] } });
  });

  test('combos are never sold short (2.2): a combo whose only slot offers nothing is never a plain line', () => {
    const state = openPicker(deal([[77, 1]]), { categories: [burgers], products });
    expect(state.slots).toHaveLength(1);
    expect(result(state)).toMatchObject({ ok: false });
  });
});
