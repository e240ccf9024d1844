import { describe, expect, test } from 'vitest';
import { buildPickerIndex } from '../../src/picker/pickerIndex';
import { start } from '../../src/picker/start';
import { makeCatalog, makeItem, makeLink, makeModifierGroup, makeProduct } from '../kit/factories';
import { groupOf, openPicker } from './pickerTestKit';

const sauce = groupOf(10, 'Sauce', ['Ketchup', 'Mayo']);
const sides = groupOf(20, 'Sides', ['Fries']);
const drinks = groupOf(30, 'Drinks', ['Cola']);
const empty = makeModifierGroup({ id: 40, name: 'Empty', items: [] });
const modifierGroups = [sauce, sides, drinks, empty];

describe('2.3 which groups the picker shows, and in what order', () => {
  test.each([
    ['a link to a group the branch does not have (another branch) is skipped', [makeLink({ modifier_id: 999 }), makeLink({ modifier_id: 10 })], ['Sauce']],
    ['a group with no items is hidden', [makeLink({ modifier_id: 40 }), makeLink({ modifier_id: 20 })], ['Sides']],
    ['groups follow the link priority, ascending', [makeLink({ modifier_id: 10, priority: 2 }), makeLink({ modifier_id: 20, priority: 1 })], ['Sides', 'Sauce']],
    ['a link without priority comes last', [makeLink({ modifier_id: 10, priority: null }), makeLink({ modifier_id: 30, priority: 5 })], ['Drinks', 'Sauce']],
    ['equal priorities fall back to the group id', [makeLink({ modifier_id: 30, priority: 1 }), makeLink({ modifier_id: 10, priority: 1 })], ['Sauce', 'Drinks']],
    ['a group linked twice shows once', [makeLink({ modifier_id: 10 }), makeLink({ modifier_id: 10, priority: 0 })], ['Sauce']],
    ['no links, no groups', [], []],
  ])('%s', (_rule, modifiers, names) => {
    const state = openPicker(makeProduct({ modifiers }), { modifierGroups });
    expect(state.groups.map((g) => g.name)).toEqual(names);
  });

  test('2.7 items are ordered by priority, then id, whatever the served order', () => {
    const group = makeModifierGroup({
      id: 50,
      name: 'Toppings',
      items: [
        makeItem({ id: 3, name: 'Olives', modifier_id: 50, priority: 1 }),
        makeItem({ id: 9, name: 'Cheese', modifier_id: 50, priority: 0 }),
        makeItem({ id: 2, name: 'Onion', modifier_id: 50, priority: 1 }),
      ],
    });
    const state = openPicker(makeProduct({ modifiers: [makeLink({ modifier_id: 50 })] }), { modifierGroups: [group] });
    expect(state.groups[0]!.items.map((i) => i.name)).toEqual(['Cheese', 'Onion', 'Olives']);
  });

  test.each([
    ['the link max wins over the group default', { min_allowed: 0, max_allowed: 3 }, { min: 0, max: 3 }],
    ['a required link', { min_allowed: 2, max_allowed: 0 }, { min: 2, max: 0 }],
    ['a legacy negative min reads as optional', { min_allowed: -1, max_allowed: 1 }, { min: 0, max: 1 }],
    ['a min above a positive max is lowered to the max, so it can be met', { min_allowed: 3, max_allowed: 2 }, { min: 2, max: 2 }],
  ])('2.3 %s', (_rule, limits, expected) => {
    const state = openPicker(makeProduct({ modifiers: [makeLink({ modifier_id: 10, ...limits })] }), { modifierGroups });
    expect({ min: state.groups[0]!.min, max: state.groups[0]!.max }).toEqual(expected);
  });

  test('2.3 a prebuilt index gives the same picker as the catalog it was built from', () => {
    const catalog = makeCatalog({ modifierGroups });
    const product = makeProduct({ modifiers: [makeLink({ modifier_id: 20 }), makeLink({ modifier_id: 10 })] });
    expect(start(product, buildPickerIndex(catalog))).toEqual(start(product, catalog));
  });
});
