import { expect, test } from 'vitest';
import { decodeModifierGroups } from '../../../src/sync/decode/modifierGroup';
import { rawGroup, rawItem } from '../../kit/rows';

test('2.7 a group keeps its items unsorted as served, with prices in minor units', () => {
  const group = rawGroup({ id: 90, name: 'Extras', items: [rawItem({ id: 902, priority: 2, actual_price: 0.5 }), rawItem({ id: 901, priority: 1, actual_price: '0.250' })] });
  const { rows, dropped } = decodeModifierGroups([group], 3);
  expect(dropped).toEqual([]);
  expect(rows).toEqual([
    {
      id: 90,
      name: 'Extras',
      localize_name: null,
      items: [
        { id: 902, name: 'Raw option 902', localize_name: null, actual_price: 500, modifier_id: 90, priority: 2, instructions: [] },
        { id: 901, name: 'Raw option 901', localize_name: null, actual_price: 250, modifier_id: 90, priority: 1, instructions: [] },
      ],
    },
  ]);
});

test.each([
  ['2.8 an option price null is 0 (free)', { actual_price: null }, 'actual_price', 0],
  ['an option priority null is 0', { priority: null }, 'priority', 0],
  ['an option without a group id belongs to the group it is nested under', { modifier_id: undefined }, 'modifier_id', 77],
  ['instructions missing is an empty list', { instructions: undefined }, 'instructions', []],
])('%s', (_rule, overrides, field, expected) => {
  const item = rawItem({ id: 700, ...overrides });
  for (const [k, value] of Object.entries(overrides)) if (value === undefined) delete item[k];
  const { rows } = decodeModifierGroups([rawGroup({ id: 77, items: [item] })], 3);
  expect(rows[0]!.items[0]![field as 'priority']).toEqual(expected);
});

test('2.7 preset kitchen notes are read with their ids', () => {
  const item = rawItem({ instructions: [{ id: '3', instruction: 'On the side', priority: null }] });
  const { rows } = decodeModifierGroups([rawGroup({ items: [item] })], 3);
  expect(rows[0]!.items[0]!.instructions).toEqual([{ id: 3, instruction: 'On the side', priority: 0 }]);
});

test('a group with items missing keeps an empty item list (hidden by the picker)', () => {
  const group = rawGroup({ id: 5 });
  delete group.items;
  expect(decodeModifierGroups([group], 3).rows).toEqual([{ id: 5, name: 'Raw group 5', localize_name: null, items: [] }]);
});

test('a malformed option is dropped with its reason; its group and the other options stay', () => {
  const group = rawGroup({ id: 90, items: [rawItem({ id: 1, actual_price: 'free' }), rawItem({ id: 2 })] });
  const { rows, dropped } = decodeModifierGroups([group], 3);
  expect(rows[0]!.items.map((i) => i.id)).toEqual([2]);
  expect(dropped).toEqual([{ route: 'modifiers', id: 1, reason: 'item of group 90: actual_price: expected an amount, got "free"' }]);
});

test('a malformed group is dropped; the other groups stay', () => {
  const { rows, dropped } = decodeModifierGroups([rawGroup({ id: 'none' }), rawGroup({ id: 6 })], 3);
  expect(rows.map((g) => g.id)).toEqual([6]);
  expect(dropped).toHaveLength(1);
  expect(dropped[0]!.reason).toContain('id');
});

test('2.7 an option with a negative price is dropped with its reason; its group and the other options stay', () => {
  const group = rawGroup({ id: 90, items: [rawItem({ id: 1, actual_price: -0.25 }), rawItem({ id: 2, actual_price: 0 })] });
  const { rows, dropped } = decodeModifierGroups([group], 3);
  expect(rows[0]!.items.map((i) => [i.id, i.actual_price])).toEqual([[2, 0]]);
  expect(dropped).toEqual([{ route: 'modifiers', id: 1, reason: 'item of group 90: actual_price: a negative price is refused, got -0.25' }]);
});

test('2.7 each group\'s selection_allowed is kept beside the groups, for links without their own max_allowed', () => {
  const groups = [rawGroup({ id: 90, selection_allowed: 2 }), rawGroup({ id: 91, selection_allowed: '1' }), rawGroup({ id: 92 })];
  delete groups[2]!.selection_allowed;
  const { rows, limits } = decodeModifierGroups(groups, 3);
  expect(rows.map((g) => g.id)).toEqual([90, 91, 92]);
  expect([...limits]).toEqual([[90, 2], [91, 1], [92, 0]]);
});

test('2.7 selection_allowed is informational: an unreadable one reads as 0 (unlimited) and never drops its group', () => {
  const { rows, dropped, limits } = decodeModifierGroups([rawGroup({ id: 90, selection_allowed: 'many' })], 3);
  expect(rows.map((g) => g.id)).toEqual([90]);
  expect(dropped).toEqual([]);
  expect(limits.get(90)).toBe(0);
});

test('a group and its options keep their second-language names, shown in that language', () => {
  const group = rawGroup({ id: 91, name: 'Sauces', localize_name: 'صلصات', items: [rawItem({ id: 911, name: 'Garlic', localize_name: 'ثوم' })] });
  const { rows } = decodeModifierGroups([group], 3);
  expect(rows[0]!.localize_name).toBe('صلصات');
  expect(rows[0]!.items[0]!.localize_name).toBe('ثوم');
});
