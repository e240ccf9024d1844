// @vitest-environment jsdom
/**
 * The held "Add to order": a tap on it opens (on a deal, the step of) the first rule not met,
 * marks the exact field or group with the rule's words, and puts the focus on its first choice.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { money } from '../../../src/core/money';
import { activateLanguage } from '../../../src/i18n/i18n';
import { unmetPlace, unmetRules } from '../../../src/picker/result';
import { AllChoices } from '../../../src/picker/ui/AllChoices';
import { makeCategory, makeLink, makeProduct, makeProductIn } from '../../kit/factories';
import { dealOf, groupOf, openPicker, replay } from '../pickerTestKit';
import { addButton, checkbox, renderPicker } from './renderPicker';

afterEach(cleanup);

const mains = makeCategory({ id: 50, name: 'Mains', localize_name: 'الأطباق الرئيسية' });
const drinks = makeCategory({ id: 51, name: 'Drinks', localize_name: 'المشروبات' });
const spice = { ...groupOf(60, 'Spice', ['Mild', 'Hot']), localize_name: 'الحرارة' };
spice.items = spice.items.map((item, i) => ({ ...item, localize_name: ['خفيف', 'حار'][i] ?? null }));
const chicken = makeProductIn(mains, {
  name: 'Chicken burger',
  localize_name: 'برغر دجاج',
  combo_price: money(0),
  modifiers: [makeLink({ modifier_id: 60, min_allowed: 1, max_allowed: 2 })],
});
const cola = makeProductIn(drinks, { name: 'Cola', localize_name: 'كولا', combo_price: money(0) });
const meal = dealOf(
  [
    [50, 1],
    [51, 1],
  ],
  { actual_price: money(2500) },
);
const catalog = { categories: [mains, drinks], modifierGroups: [spice], products: [chicken, cola] };

/** Where the held tap led: the group marked, its rule and what is missing said, its first choice focused. */
function expectLedTo(group: HTMLElement, said: string, first: HTMLElement) {
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(group).toHaveAccessibleDescription(said);
  expect(first).toHaveFocus();
}

const stepTiles = (list = 'Steps') => within(screen.getByRole('list', { name: list })).getAllByRole('button');

describe('a product chosen on one form', () => {
  test('the first required group left open is marked with its rule and its first choice takes the focus', async () => {
    const sauce = groupOf(10, 'Sauce', ['Ketchup', 'Mayo']);
    const burger = makeProduct({ name: 'Burger', modifiers: [makeLink({ modifier_id: 10, min_allowed: 1, max_allowed: 2 })] });
    const { user } = renderPicker(burger, { modifierGroups: [sauce] });
    const group = screen.getByRole('group', { name: 'Sauce' });
    expect(group).not.toHaveAttribute('aria-invalid');
    await user.click(addButton());
    expectLedTo(group, 'Required · choose 1 to 2 Choose 1 in Sauce', checkbox('Ketchup'));
  });

  test('with a price and a weight, a missing weight takes the focus to "Weight (kg)", not to the price', async () => {
    const fish = makeProduct({ name: 'Market fish', is_weightage_item: 1, is_open_price: 1 });
    const { user } = renderPicker(fish);
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '2');
    await user.click(addButton());
    const weight = screen.getByRole('textbox', { name: 'Weight (kg)' });
    expect(weight).toHaveFocus();
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(weight).toHaveAccessibleDescription('Type a weight');
  });
});

describe('a deal chosen step by step', () => {
  test('a picked item\'s required choice left open: its step opens, the group says what is missing, its first choice takes the focus', async () => {
    const { user } = renderPicker(meal, catalog);
    await user.click(checkbox('Chicken burger'));
    await user.click(stepTiles()[2]!);
    await user.click(checkbox('Cola'));
    expect(screen.queryByRole('group', { name: 'Spice' })).toBeNull();

    await user.click(addButton());
    expect(stepTiles()[1]).toHaveAttribute('aria-current', 'step');
    const group = screen.getByRole('group', { name: 'Spice' });
    expectLedTo(group, 'Required · choose 1 to 2 Choose 1 in Spice for Chicken burger', checkbox('Mild'));

    await user.click(checkbox('Hot'));
    expect(group).not.toHaveAttribute('aria-invalid');
  });

  test('an empty slot: its step opens, marked, with the focus on its first product', async () => {
    const { user } = renderPicker(meal, catalog);
    await user.click(stepTiles()[1]!);
    await user.click(checkbox('Cola'));
    await user.click(addButton());
    expect(stepTiles()[0]).toHaveAttribute('aria-current', 'step');
    const slot = screen.getByRole('group', { name: 'Mains' });
    expectLedTo(slot, 'Required · choose 1 Choose 1 in Mains', checkbox('Chicken burger'));
  });

  test('the deal\'s own required choice: the "Choices" step opens, marked, with the focus in it', async () => {
    const size = groupOf(20, 'Size', ['Regular', 'Large']);
    const sized = { ...meal, modifiers: [makeLink({ modifier_id: 20, min_allowed: 1, max_allowed: 2 })] };
    const { user } = renderPicker(sized, { ...catalog, modifierGroups: [spice, size] });
    await user.click(stepTiles()[2]!);
    await user.click(checkbox('Cola'));
    await user.click(stepTiles()[1]!);
    await user.click(checkbox('Chicken burger'));
    await user.click(checkbox('Hot'));
    await user.click(addButton());
    expect(stepTiles()[0]).toHaveAttribute('aria-current', 'step');
    const group = screen.getByRole('group', { name: 'Size' });
    expectLedTo(group, 'Required · choose 1 to 2 Choose 1 in Size', checkbox('Regular'));
  });

  describe('in Arabic', () => {
    afterEach(() => activateLanguage('en'));

    test('the picked item\'s missing choice is said and focused in Arabic', async () => {
      await act(() => activateLanguage('ar'));
      const { user } = renderPicker(meal, catalog);
      await user.click(checkbox('برغر دجاج'));
      await user.click(stepTiles('الخطوات')[2]!);
      await user.click(checkbox('كولا'));
      await user.click(screen.getByRole('button', { name: 'أضف إلى الطلب' }));
      const group = screen.getByRole('group', { name: 'الحرارة' });
      expectLedTo(group, 'إلزامي · اختر من 1 إلى 2 اختر 1 من الحرارة لـ برغر دجاج', checkbox('خفيف'));
    });
  });
});

test('on the one form of a deal, a picked item\'s missing choice marks its own group under the item, not the slot', () => {
  const state = replay(openPicker(meal, catalog), [{ type: 'childToggled', slot: 0, product_id: chicken.id }]);
  const unmet = unmetRules(state);
  const invalidAt = (place: string) => unmet.find((u) => unmetPlace(u) === place)?.message ?? null;
  render(<AllChoices state={state} digits={3} dispatch={() => {}} invalidAt={invalidAt} />);
  const group = screen.getByRole('group', { name: 'Spice' });
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(group).toHaveAccessibleDescription('Required · choose 1 to 2 Choose 1 in Spice for Chicken burger');
  expect(screen.getByRole('group', { name: 'Mains' })).not.toHaveAttribute('aria-invalid');
});
