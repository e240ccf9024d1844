import { describe, expect, test } from 'vitest';
import type { PickerEvent } from '../../src/picker/events';
import { optionControls } from '../../src/picker/options';
import { pickerReducer } from '../../src/picker/reducer';
import { result } from '../../src/picker/result';
import { makeLink, makeProduct } from '../kit/factories';
import { decreased, groupIn, groupOf, increased, openPicker, replay, ticked, toggled } from './pickerTestKit';

// Items are numbered group * 100 + position: Ketchup 1001, Mayo 1002, Chili 1003, Garlic 1004.
const sauce = groupOf(10, 'Sauce', ['Ketchup', 'Mayo', 'Chili', 'Garlic']);

function withSauce(link: { min_allowed?: number; max_allowed?: number }, auto: number[] = []) {
  const product = makeProduct({
    modifiers: [makeLink({ modifier_id: 10, ...link })],
    auto_selected_modifier_items: auto,
  });
  return openPicker(product, { modifierGroups: [sauce] });
}

describe('2.10.6 pre-ticks when the picker opens', () => {
  test.each([
    ['auto-selected items are ticked', { max_allowed: 0 }, [1003, 1001], [['Ketchup', 1], ['Chili', 1]]],
    ['at most max_allowed of them, in item order', { max_allowed: 2 }, [1004, 1003, 1002], [['Mayo', 1], ['Chili', 1]]],
    ['one in a max-1 group: the first in item order', { max_allowed: 1 }, [1003, 1002], [['Mayo', 1]]],
    ['an auto-selected id of another group is ignored', { max_allowed: 0 }, [2001], []],
    ['a required max-1 group with none gets its first item', { min_allowed: 1, max_allowed: 1 }, [], [['Ketchup', 1]]],
    ['a required group allowing 2 with none stays empty', { min_allowed: 1, max_allowed: 2 }, [], []],
    ['an optional max-1 group with none stays empty', { min_allowed: 0, max_allowed: 1 }, [], []],
    ['a required max-1 group keeps its auto-selected item over the first', { min_allowed: 1, max_allowed: 1 }, [1002], [['Mayo', 1]]],
  ])('2.10.6 %s', (_rule, link, auto, expected) => {
    expect(ticked(groupIn(withSauce(link, auto), 10))).toEqual(expected);
  });
});

describe('2.10.6 option quantities', () => {
  test.each<[string, { min_allowed?: number; max_allowed: number }, PickerEvent[], Array<[string, number]>]>([
    ['in a max-1 group a new tick replaces the old', { max_allowed: 1 }, [toggled(10, 1001), toggled(10, 1002)], [['Mayo', 1]]],
    ['in a max-1 group the quantity stays 1', { max_allowed: 1 }, [toggled(10, 1001), increased(10, 1001)], [['Ketchup', 1]]],
    ['in a max-3 group ticks add up to 3 and no more', { max_allowed: 3 }, [toggled(10, 1001), toggled(10, 1002), toggled(10, 1003), toggled(10, 1004)], [['Ketchup', 1], ['Mayo', 1], ['Chili', 1]]],
    ['quantities count toward the max', { max_allowed: 3 }, [toggled(10, 1001), increased(10, 1001), increased(10, 1001), increased(10, 1001), toggled(10, 1002)], [['Ketchup', 3]]],
    ['an unlimited group takes any quantity', { max_allowed: 0 }, [toggled(10, 1002), increased(10, 1002), increased(10, 1002), increased(10, 1002), increased(10, 1002)], [['Mayo', 5]]],
    ['picks are kept in item order, not tick order', { max_allowed: 0 }, [toggled(10, 1004), toggled(10, 1001)], [['Ketchup', 1], ['Garlic', 1]]],
    ['decrease steps down, and from 1 unticks', { max_allowed: 0 }, [toggled(10, 1001), increased(10, 1001), decreased(10, 1001), toggled(10, 1002), decreased(10, 1002)], [['Ketchup', 1]]],
    ['ticking a ticked item unticks it, whatever its quantity', { max_allowed: 0 }, [toggled(10, 1001), increased(10, 1001), toggled(10, 1001)], []],
    ['an item not in the group is ignored', { max_allowed: 0 }, [toggled(10, 2001)], []],
  ])('2.10.6 %s', (_rule, link, events, expected) => {
    expect(ticked(groupIn(replay(withSauce(link), events), 10))).toEqual(expected);
  });

  test.each([
    ['max 1: no stepper; the other items can still be ticked (they replace)', 1, { stepper: false, canIncrease: false, canDecrease: true }, true],
    ['max 2 full: stepper shown but + off; the other items cannot be ticked', 2, { stepper: true, canIncrease: false, canDecrease: true }, false],
    ['max 3 with room: + on, others can be ticked', 3, { stepper: true, canIncrease: true, canDecrease: true }, true],
    ['unlimited: + always on', 0, { stepper: true, canIncrease: true, canDecrease: true }, true],
  ])('2.10.6 controls, %s', (_rule, max, ketchup, otherCanTick) => {
    const state = replay(withSauce({ max_allowed: max }), max === 1 ? [toggled(10, 1001)] : [toggled(10, 1001), increased(10, 1001)]);
    const group = groupIn(state, 10);
    expect(optionControls(group, 1001)).toMatchObject({ checked: true, canTick: true, ...ketchup });
    expect(optionControls(group, 1002)).toMatchObject({ checked: false, quantity: 0, canTick: otherCanTick, canIncrease: false, canDecrease: false });
  });

  test('an event the rules refuse returns the same state object', () => {
    const state = replay(withSauce({ max_allowed: 2 }), [toggled(10, 1001), toggled(10, 1002)]);
    expect(pickerReducer(state, toggled(10, 1003))).toBe(state);
    expect(pickerReducer(state, increased(10, 1001))).toBe(state);
    expect(pickerReducer(state, toggled(99, 1001))).toBe(state);
  });
});

describe('required groups', () => {
  test.each([
    ['one of one', { min_allowed: 1, max_allowed: 0 }, [], 'Choose 1 in Sauce'],
    ['two, with one ticked', { min_allowed: 2, max_allowed: 0 }, [toggled(10, 1001)], 'Choose 2 in Sauce'],
  ])('cannot add until the group holds min_allowed: %s', (_case, link, events, message) => {
    const outcome = result(replay(withSauce(link), events));
    expect(outcome).toMatchObject({ ok: false, unmet: [{ rule: 'group-min', group_id: 10, message }] });
  });

  test.each([
    ['a quantity of 2 on one item meets a min of 2', { min_allowed: 2, max_allowed: 0 }, [toggled(10, 1001), increased(10, 1001)]],
    ['the pre-ticked first item meets a required max-1 group', { min_allowed: 1, max_allowed: 1 }, []],
  ])('the line can be added: %s', (_case, link, events) => {
    expect(result(replay(withSauce(link), events)).ok).toBe(true);
  });

  test('every unmet group is named, in display order', () => {
    const product = makeProduct({
      modifiers: [makeLink({ modifier_id: 20, min_allowed: 2, priority: 2 }), makeLink({ modifier_id: 10, min_allowed: 1, priority: 1 })],
    });
    const state = openPicker(product, { modifierGroups: [sauce, groupOf(20, 'Toppings', ['Cheese'])] });
    const outcome = result(state);
    expect(outcome.ok ? [] : outcome.unmet.map((u) => u.message)).toEqual(['Choose 1 in Sauce', 'Choose 2 in Toppings']);
  });
});
