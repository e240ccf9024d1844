import { describe, expect, test } from 'vitest';
import { money } from '../../src/core/money';
import type { PickerEvent } from '../../src/picker/events';
import { unmetRules } from '../../src/picker/result';
import type { PickerState } from '../../src/picker/state';
import { currentStep, firstStep, mealSteps, neighbour, stepAfterTick, stepGroups, stepKeyOf } from '../../src/picker/steps';
import { makeCategory, makeLink, makeProductIn } from '../kit/factories';
import { dealOf, groupOf, openPicker, replay } from './pickerTestKit';

const mains = makeCategory({ id: 50, name: 'Mains' });
const sides = makeCategory({ id: 51, name: 'Sides' });
const drinks = makeCategory({ id: 52, name: 'Drinks' });
const sauce = groupOf(60, 'Sauce', ['Garlic mayo', 'Ketchup']);
const bun = groupOf(61, 'Bun', ['Brioche', 'Sesame']);
const extras = groupOf(62, 'Extras', ['Cheese', 'Bacon']);
// Extras linked first: the step order still puts the required choices before them.
const burger = makeProductIn(mains, {
  name: 'Chicken burger',
  modifiers: [makeLink({ modifier_id: 62, min_allowed: 0, max_allowed: 2 }), makeLink({ modifier_id: 60, min_allowed: 1, max_allowed: 1 }), makeLink({ modifier_id: 61, min_allowed: 1, max_allowed: 1 })],
  auto_selected_modifier_items: [6001],
});
const wrap = makeProductIn(mains, { name: 'Wrap' });
const fries = makeProductIn(sides, { name: 'Fries' });
const cola = makeProductIn(drinks, { name: 'Cola' });
const meal = dealOf(
  [
    [50, 1],
    [51, 1],
    [52, 1],
  ],
  { name: 'Chicken burger meal', actual_price: money(2500) },
);
const catalog = { categories: [mains, sides, drinks], modifierGroups: [sauce, bun, extras], products: [burger, wrap, fries, cola] };

const picked = (slot: number, product_id: number): PickerEvent => ({ type: 'childToggled', slot, product_id });
const stepsOf = (state: PickerState) => mealSteps(state, unmetRules(state));
const keys = (state: PickerState) => stepsOf(state).map((s) => [s.key, s.done]);

describe('a meal step by step', () => {
  test('the slots in the deal\'s order; the picked main adds its required choices, then its extras, before the side', () => {
    const open = openPicker(meal, catalog);
    expect(keys(open)).toEqual([
      ['slot-0', false],
      ['slot-1', false],
      ['slot-2', false],
    ]);
    const withBurger = replay(open, [picked(0, burger.id)]);
    const main = `slot-0-${burger.id}`;
    expect(keys(withBurger)).toEqual([
      ['slot-0', true],
      [`${main}-required`, true],
      [`${main}-extras`, true],
      ['slot-1', false],
      ['slot-2', false],
    ]);
    const required = stepsOf(withBurger)[1]!;
    // Both required groups are pre-ticked (the bun as the first of a required group of one).
    expect(stepGroups(withBurger, required).map((g) => g.name)).toEqual(['Sauce', 'Bun']);
    expect(stepGroups(withBurger, stepsOf(withBurger)[2]!).map((g) => g.name)).toEqual(['Extras']);
    // A main with no groups adds no step.
    expect(keys(replay(open, [picked(0, wrap.id)])).map(([k]) => k)).toEqual(['slot-0', 'slot-1', 'slot-2']);
  });

  test('a required choice left open is a step not done, where its unmet rule leads', () => {
    const state = replay(openPicker(meal, catalog), [picked(0, burger.id), { type: 'optionToggled', group_id: 60, item_id: 6001, child: { slot: 0, product_id: burger.id } }]);
    const steps = stepsOf(state);
    expect(steps.find((s) => s.kind === 'required')?.done).toBe(false);
    expect(unmetRules(state).map(stepKeyOf)).toEqual([`slot-0-${burger.id}-required`, 'slot-1', 'slot-2']);
    expect(firstStep(steps)?.key).toBe(`slot-0-${burger.id}-required`);
  });

  test('a tick that completes a step of one goes on to the next step still missing a choice: pre-ticked choices and extras cost no tap', () => {
    const open = openPicker(meal, catalog);
    const withBurger = replay(open, [picked(0, burger.id)]);
    expect(stepAfterTick(stepsOf(open), stepsOf(withBurger), 'slot-0')).toBe('slot-1');
    const withFries = replay(withBurger, [picked(1, fries.id)]);
    expect(stepAfterTick(stepsOf(withBurger), stepsOf(withFries), 'slot-1')).toBe('slot-2');
    // The last choice leaves the picker where it is, "Add to order" now enabled.
    const all = replay(withFries, [picked(2, cola.id)]);
    expect(stepAfterTick(stepsOf(withFries), stepsOf(all), 'slot-2')).toBe('slot-2');
    expect(unmetRules(all)).toEqual([]);
    // Changing a choice on a step already done stays on it.
    const swapped = replay(all, [picked(0, wrap.id)]);
    expect(stepAfterTick(stepsOf(all), stepsOf(swapped), 'slot-0')).toBe('slot-0');
  });

  test('a sauce left open: the main leads to its required choices, and answering them to the side', () => {
    const noSauce = makeProductIn(mains, { ...burger, id: burger.id, auto_selected_modifier_items: [], modifiers: [makeLink({ modifier_id: 60, min_allowed: 1, max_allowed: 2 })] });
    const open = openPicker(meal, { ...catalog, products: [noSauce, fries, cola] });
    const withBurger = replay(open, [picked(0, noSauce.id)]);
    const required = `slot-0-${noSauce.id}-required`;
    expect(stepAfterTick(stepsOf(open), stepsOf(withBurger), 'slot-0')).toBe(required);
    // Up to 2 sauces: one tick does not end the step, the cashier goes on with "Next".
    const withSauce = replay(withBurger, [{ type: 'optionToggled', group_id: 60, item_id: 6001, child: { slot: 0, product_id: noSauce.id } }]);
    expect(stepAfterTick(stepsOf(withBurger), stepsOf(withSauce), required)).toBe(required);
    expect(neighbour(stepsOf(withSauce), required, 1)?.key).toBe('slot-1');
    expect(neighbour(stepsOf(withSauce), required, -1)?.key).toBe('slot-0');
    expect(neighbour(stepsOf(withSauce), 'slot-0', -1)).toBeNull();
  });

  test('a step whose product was unpicked falls back to its slot; a slot of a category the branch lacks is no step', () => {
    const withBurger = replay(openPicker(meal, catalog), [picked(0, burger.id)]);
    const extrasKey = `slot-0-${burger.id}-extras`;
    expect(currentStep(stepsOf(withBurger), extrasKey)?.key).toBe(extrasKey);
    const withWrap = replay(withBurger, [picked(0, wrap.id)]);
    expect(currentStep(stepsOf(withWrap), extrasKey)?.key).toBe('slot-0');
    const lacking = openPicker(meal, { ...catalog, categories: [mains, sides] });
    expect(stepsOf(lacking).map((s) => s.key)).toEqual(['slot-0', 'slot-1']);
  });

  test("the deal's own required choices come first, its own extras and add-ons last", () => {
    const size = groupOf(70, 'Size', ['Regular', 'Large']);
    const own = { ...meal, modifiers: [makeLink({ modifier_id: 62, min_allowed: 0, max_allowed: 2 }), makeLink({ modifier_id: 70, min_allowed: 1, max_allowed: 1 })] };
    const state = openPicker(own, { ...catalog, modifierGroups: [sauce, bun, extras, size] });
    const steps = stepsOf(state);
    expect(steps.map((s) => s.key)).toEqual(['options', 'slot-0', 'slot-1', 'slot-2', 'more']);
    expect(stepGroups(state, steps[0]!).map((g) => g.name)).toEqual(['Size']);
    expect(stepGroups(state, steps[4]!).map((g) => g.name)).toEqual(['Extras']);
  });
});
