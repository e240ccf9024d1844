import { describe, expect, test } from 'vitest';
import type { Product } from '../../src/core/catalog';
import { money } from '../../src/core/money';
import { requiredFirst } from '../../src/picker/groups';
import { buildPickerIndex } from '../../src/picker/pickerIndex';
import { result, unmetPlace, unmetRules } from '../../src/picker/result';
import { openingOf } from '../../src/picker/opening';
import { canModify, start, startFrom } from '../../src/picker/start';
import { makeCatalog, makeCategory, makeLineRequest, makeLink, makeProduct, makeProductIn } from '../kit/factories';
import { groupOf } from './pickerTestKit';

const burgers = makeCategory({ id: 5, name: 'Burgers' });
const catalog = makeCatalog({
  categories: [burgers],
  // Bun: 1001 Brioche, 1002 Sesame. Sauce: 2001 Ketchup, 2002 Mayo. Extras: 3001 Cheese, 3002 Bacon.
  modifierGroups: [groupOf(10, 'Bun', ['Brioche', 'Sesame']), groupOf(20, 'Sauce', ['Ketchup', 'Mayo']), groupOf(30, 'Extras', ['Cheese', 'Bacon'])],
  products: [makeProductIn(burgers, { id: 1 })],
  addons: [makeProduct({ id: 70, type: 'Fries', is_addon: 1 })],
});
const index = buildPickerIndex(catalog);
const required = (modifier_id: number, max = 1) => makeLink({ modifier_id, min_allowed: 1, max_allowed: max });
const optional = (modifier_id: number) => makeLink({ modifier_id, min_allowed: 0, max_allowed: 2 });
const burger = (over: Partial<Product>) => makeProduct({ id: 8, type: 'Burgers', ...over });

describe('the picker asks only what it must: where a tapped product goes', () => {
  test.each<[string, Product, 'order' | 'picker', 'order' | 'picker']>([
    // [case, product, at the till, at a kiosk]
    ['no choices at all', burger({}), 'order', 'order'],
    ['a required group with a pre-tick (auto-selected)', burger({ modifiers: [required(10, 2)], auto_selected_modifier_items: [1002] }), 'order', 'picker'],
    ['a required choose-1 group: its first item is the default (2.10.6)', burger({ modifiers: [required(10)] }), 'order', 'picker'],
    ['a required group with no default (up to 2, nothing auto-selected)', burger({ modifiers: [required(20, 2)] }), 'picker', 'picker'],
    ['every required group met, an optional group beside', burger({ modifiers: [required(10), optional(30)] }), 'order', 'picker'],
    ['one required group met, another not', burger({ modifiers: [required(10), required(20, 2)] }), 'picker', 'picker'],
    ['a required minimum of 2 with one pre-tick', burger({ modifiers: [makeLink({ modifier_id: 30, min_allowed: 2, max_allowed: 2 })], auto_selected_modifier_items: [3001] }), 'picker', 'picker'],
    ['optional groups only', burger({ modifiers: [optional(30)] }), 'order', 'picker'],
    ['add-ons only', makeProduct({ id: 9, type: 'Fries' }), 'order', 'picker'],
    ['an open price', burger({ is_open_price: 1 }), 'picker', 'picker'],
    ['sold by weight', burger({ is_weightage_item: 1 }), 'picker', 'picker'],
    ['a combo with slots', burger({ is_combo: 1, categories: [{ category_id: 5, max_allowed: 1 }] }), 'picker', 'picker'],
  ])('%s: the till %s, the kiosk %s', (_case, product, till, kiosk) => {
    expect(openingOf(product, index, { kiosk: false }).to).toBe(till);
    expect(openingOf(product, index, { kiosk: true }).to).toBe(kiosk);
  });

  test('straight to the order, the line is what "Add to order" makes of the picker as it opens: pre-ticks and all', () => {
    const product = burger({ modifiers: [required(10), optional(30)], auto_selected_modifier_items: [1002, 3002] });
    const opened = result(start(product, index));
    if (!opened.ok) throw new Error('unmet');
    expect(openingOf(product, index, { kiosk: false })).toEqual({ to: 'order', request: opened.request });
    expect(opened.request.options.map((o) => o.item_id)).toEqual([1002, 3002]);
  });
});

describe('"Modify" opens the picker on the line', () => {
  const product = burger({ modifiers: [required(10), optional(30)], auto_selected_modifier_items: [1001] });

  test('with the line\'s choices ticked instead of the pre-ticks, its add-ons and note; as is, it makes the same line', () => {
    const fries = makeProduct({ id: 9, type: 'Fries', modifiers: [optional(30)] });
    const line = makeLineRequest({
      product_id: 9,
      options: [{ item_id: 3002, modifier_id: 30, quantity: 2, instructions: [] }],
      addons: [{ product_id: 70, quantity: 1 }],
      note: 'Well done',
    });
    const state = startFrom(fries, index, line);
    expect(state.groups[0]?.picks).toEqual([{ item_id: 3002, quantity: 2, instructions: [] }]);
    expect(state.addons.find((a) => a.product_id === 70)?.quantity).toBe(1);
    expect(result(state)).toEqual({ ok: true, request: line });
  });

  test('a choice the catalog no longer has is dropped, and what is required is asked again', () => {
    const line = makeLineRequest({ product_id: 8, options: [{ item_id: 9999, modifier_id: 10, quantity: 1, instructions: [] }] });
    const state = startFrom(product, index, line);
    expect(state.groups.find((g) => g.id === 10)?.picks).toEqual([]);
    expect(unmetRules(state).map(unmetPlace)).toEqual(['group-10']);
  });

  test.each([
    ['a product with options', product, makeLineRequest({ product_id: 8 }), true],
    ['a product with no choices', burger({}), makeLineRequest({ product_id: 8 }), false],
    ['a deal with its parts', burger({ is_combo: 1, categories: [{ category_id: 5, max_allowed: 1 }] }), makeLineRequest({ product_id: 8, children: [{ product_id: 1, slot_category_id: 5, quantity: 1, options: [] }] }), false],
    ['a line sold at a scale label\'s price', product, { ...makeLineRequest({ product_id: 8 }), label_price: money(500) }, false],
  ])('%s: %s', (_case, p, request, can) => {
    expect(canModify(p, index, request)).toBe(can);
  });
});

describe('required groups come first; the held "Add to order" leads to the first unmet one', () => {
  test.each([
    [[0, 1, 0, 2], [1, 2, 0, 0]],
    [[0, 0], [0, 0]],
    [[1, 0, 1], [1, 1, 0]],
  ])('minimums %j show as %j, each part in display order', (mins, shown) => {
    const groups = mins.map((min, at) => ({ min, at }));
    const ordered = requiredFirst(groups);
    expect(ordered.map((g) => g.min)).toEqual(shown);
    const requiredAt = ordered.filter((g) => g.min > 0).map((g) => g.at);
    expect(requiredAt).toEqual([...requiredAt].sort((a, b) => a - b));
  });

  test.each([
    ['a typed price', { rule: 'price', reason: 'empty', message: '' } as const, 'price'],
    ['a top-level group', { rule: 'group-min', group_id: 20, min: 1, child: null, message: '' } as const, 'group-20'],
    ['a group of a product picked in slot 1', { rule: 'group-min', group_id: 20, min: 1, child: { slot: 1, product_id: 3 }, message: '' } as const, 'slot-1-3-group-20'],
    ['an empty slot', { rule: 'slot-empty', slot: 0, category_id: 5, message: '' } as const, 'slot-0'],
  ])('%s is found at %s', (_case, unmet, place) => {
    expect(unmetPlace(unmet)).toBe(place);
  });
});
