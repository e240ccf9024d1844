// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { money } from '../../../src/core/money';
import { makeCategory, makeLink, makeProduct, makeProductIn } from '../../kit/factories';
import { groupOf } from '../pickerTestKit';
import { addButton, checkbox, previewText, renderPicker } from './renderPicker';

afterEach(cleanup);

describe('add-ons', () => {
  const burgers = makeCategory({ id: 40, name: 'Burgers' });
  const burger = makeProductIn(burgers, { name: 'Burger', actual_price: money(1500) });
  const cheese = makeProduct({ name: 'Cheese slice', is_addon: 1, type: 'Burgers', actual_price: money(300) });

  test('an add-on is a checkbox in "Add-ons" with a quantity stepper once chosen, and reaches the line', async () => {
    const { user, onAdd } = renderPicker(burger, { categories: [burgers], addons: [cheese] });
    const addons = screen.getByRole('group', { name: 'Add-ons' });
    const box = within(addons).getByRole('checkbox', { name: /^Cheese slice/ });
    expect(box).toHaveAccessibleName('Cheese slice +0.300');
    expect(screen.queryByRole('button', { name: 'Increase Cheese slice' })).toBeNull();
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Increase Cheese slice' }));
    expect(screen.getByLabelText('Quantity of Cheese slice')).toHaveTextContent('2');
    expect(previewText()).toContain('Total 2.100');
    await user.click(addButton());
    expect(onAdd.mock.calls[0]?.[0].addons).toEqual([{ product_id: cheese.id, quantity: 2 }]);
  });

  test('decreasing an add-on from 1 unchooses it', async () => {
    const { user } = renderPicker(burger, { categories: [burgers], addons: [cheese] });
    await user.click(checkbox('Cheese slice'));
    await user.click(screen.getByRole('button', { name: 'Decrease Cheese slice' }));
    expect(checkbox('Cheese slice')).not.toBeChecked();
    expect(previewText()).toContain('Total 1.500');
  });
});

describe('combo slots', () => {
  const mains = makeCategory({ id: 50, name: 'Mains' });
  const drinks = makeCategory({ id: 51, name: 'Drinks' });
  const spice = groupOf(60, 'Spice', ['Mild', 'Hot']);
  const chicken = makeProductIn(mains, {
    name: 'Chicken burger',
    combo_price: money(0),
    modifiers: [makeLink({ modifier_id: 60, min_allowed: 1, max_allowed: 2 })],
  });
  const fish = makeProductIn(mains, { name: 'Fish burger', combo_price: money(500) });
  const cola = makeProductIn(drinks, { name: 'Cola', combo_price: money(0) });
  const meal = makeProduct({
    name: 'Meal deal',
    is_combo: 1,
    actual_price: money(2500),
    categories: [
      { category_id: 50, max_allowed: 1 },
      { category_id: 51, max_allowed: 1 },
    ],
  });
  const catalog = { categories: [mains, drinks], modifierGroups: [spice], products: [chicken, fish, cola] };

  test('one group per slot named by its category, and a picked child shows its own required group nested', async () => {
    const { user, onAdd } = renderPicker(meal, catalog);
    const mainsSlot = screen.getByRole('group', { name: 'Mains' });
    expect(within(mainsSlot).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Chicken burger',
      'Fish burger +0.500',
    ]);
    expect(screen.getByText('Choose 1 in Mains')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Spice' })).toBeNull();

    await user.click(within(mainsSlot).getByRole('checkbox', { name: /^Chicken burger/ }));
    const nested = within(mainsSlot).getByRole('group', { name: 'Spice' });
    expect(screen.getByText('Choose 1 in Spice for Chicken burger')).toBeVisible();
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(nested).getByRole('checkbox', { name: /^Hot/ }));
    expect(screen.getByText('Choose 1 in Drinks')).toBeVisible();
    await user.click(within(screen.getByRole('group', { name: 'Drinks' })).getByRole('checkbox', { name: /^Cola/ }));
    expect(addButton()).not.toHaveAttribute('aria-disabled');
    expect(previewText()).toContain('Total 2.600');

    await user.click(addButton());
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({
      product_id: meal.id,
      children: [
        { product_id: chicken.id, slot_category_id: 50, quantity: 1, options: [{ item_id: 6002, modifier_id: 60, quantity: 1, instructions: [] }] },
        { product_id: cola.id, slot_category_id: 51, quantity: 1, options: [] },
      ],
    });
  });

  test('in a slot of 1, picking another product replaces the first and drops its nested groups', async () => {
    const { user } = renderPicker(meal, catalog);
    await user.click(checkbox('Chicken burger'));
    await user.click(checkbox('Fish burger'));
    expect(checkbox('Chicken burger')).not.toBeChecked();
    expect(checkbox('Fish burger')).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Spice' })).toBeNull();
  });

  test('a meal step by step: one step per slot, the next marked current, done ones ticked; the picked item\'s required choice comes before its extras', async () => {
    const extras = groupOf(61, 'Extras', ['Cheese', 'Bacon']);
    const burger = makeProductIn(mains, {
      name: 'Chicken burger',
      combo_price: money(0),
      modifiers: [makeLink({ modifier_id: 61, min_allowed: 0, max_allowed: 2 }), makeLink({ modifier_id: 60, min_allowed: 1, max_allowed: 2 })],
    });
    const { user } = renderPicker(meal, { ...catalog, modifierGroups: [spice, extras], products: [burger, fish, cola] });
    const steps = screen.getByRole('list', { name: 'Steps' });
    const [main, drink] = within(steps).getAllByRole('button');
    expect([main, drink].map((b) => b?.textContent)).toEqual(['1. Mains', '2. Drinks']);
    expect(main).toHaveAttribute('aria-current', 'step');

    await user.click(checkbox('Chicken burger'));
    const nested = within(screen.getByRole('group', { name: 'Mains' })).getAllByRole('group').map((g) => g.getAttribute('aria-label') ?? g.querySelector('legend')?.textContent);
    expect(nested.map((n) => n?.replace(/\s.*$/, ''))).toEqual(['Spice', 'Extras']);
    // Still the main's step: its required choice is not made yet.
    expect(main).toHaveAttribute('aria-current', 'step');
    await user.click(checkbox('Hot'));
    expect(main).toHaveAccessibleName('1. Mains done');
    expect(drink).toHaveAttribute('aria-current', 'step');
  });
});
