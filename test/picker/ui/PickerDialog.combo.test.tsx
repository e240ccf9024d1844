// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { money } from '../../../src/core/money';
import { makeCategory, makeLink, makeProduct, makeProductIn } from '../../kit/factories';
import { dealOf, groupOf } from '../pickerTestKit';
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
  const meal = dealOf(
    [
      [50, 1],
      [51, 1],
    ],
    { actual_price: money(2500) },
  );
  const catalog = { categories: [mains, drinks], modifierGroups: [spice], products: [chicken, fish, cola] };

  const next = () => screen.getByRole('button', { name: 'Next' });
  const back = () => screen.getByRole('button', { name: 'Back' });

  test('one step at a time: a group per slot named by its category; a picked child\'s required group is the step after its slot', async () => {
    const { user, onAdd } = renderPicker(meal, catalog);
    const mainsSlot = screen.getByRole('group', { name: 'Mains' });
    expect(within(mainsSlot).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Chicken burger',
      'Fish burger +0.500',
    ]);
    expect(screen.getByText('Choose 1 in Mains')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Drinks' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Spice' })).toBeNull();
    expect(back()).toBeDisabled();

    await user.click(within(mainsSlot).getByRole('checkbox', { name: /^Chicken burger/ }));
    // The slot is done: the burger's required choice is shown next, on its own.
    const spiceGroup = screen.getByRole('group', { name: 'Spice' });
    expect(screen.queryByRole('group', { name: 'Mains' })).toBeNull();
    expect(screen.getByText('Choose 1 in Spice for Chicken burger')).toBeVisible();
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(spiceGroup).getByRole('checkbox', { name: /^Hot/ }));
    expect(screen.getByText('Choose 1 in Drinks')).toBeVisible();
    await user.click(next());
    await user.click(within(screen.getByRole('group', { name: 'Drinks' })).getByRole('checkbox', { name: /^Cola/ }));
    expect(addButton()).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
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

  test('in a slot of 1, picking another product replaces the first and drops its steps', async () => {
    const { user } = renderPicker(meal, catalog);
    await user.click(checkbox('Chicken burger'));
    expect(screen.getByRole('group', { name: 'Spice' })).toBeVisible();
    await user.click(back());
    await user.click(checkbox('Fish burger'));
    expect(checkbox('Fish burger')).toBeChecked();
    await user.click(back());
    expect(checkbox('Chicken burger')).not.toBeChecked();
    expect(checkbox('Fish burger')).toBeChecked();
    expect(within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['1. Mains ✓ done', '2. Drinks']);
  });

  test('the tiles show each step\'s state and open any step; the required choice comes before the extras; the held "Add to order" opens the step missing a choice', async () => {
    const extras = groupOf(61, 'Extras', ['Cheese', 'Bacon']);
    const burger = makeProductIn(mains, {
      name: 'Chicken burger',
      combo_price: money(0),
      modifiers: [makeLink({ modifier_id: 61, min_allowed: 0, max_allowed: 2 }), makeLink({ modifier_id: 60, min_allowed: 1, max_allowed: 2 })],
    });
    const { user } = renderPicker(meal, { ...catalog, modifierGroups: [spice, extras], products: [burger, fish, cola] });
    const steps = () => within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('button');
    expect(steps().map((b) => b.textContent)).toEqual(['1. Mains', '2. Drinks']);
    expect(steps()[0]).toHaveAttribute('aria-current', 'step');

    // The drink first, by its tile; then the held "Add to order" leads back to the main.
    await user.click(steps()[1]!);
    await user.click(checkbox('Cola'));
    expect(steps()[1]).toHaveAccessibleName('2. Drinks done');
    await user.click(addButton());
    expect(steps()[0]).toHaveAttribute('aria-current', 'step');

    await user.click(checkbox('Chicken burger'));
    expect(steps().map((b) => b.textContent)).toEqual(['1. Mains ✓ done', '2. Chicken burger', '3. Chicken burger extras', '4. Drinks ✓ done']);
    expect(steps()[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('group', { name: 'Spice' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Extras' })).toBeNull();
    await user.click(checkbox('Hot'));
    expect(steps()[1]).toHaveAccessibleName('2. Chicken burger done');
    await user.click(next());
    expect(steps()[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('group', { name: 'Extras' })).toBeVisible();
    expect(addButton()).not.toHaveAttribute('aria-disabled');
  });

  test('every default accepted costs no more taps than the one form: a pre-ticked required choice is passed by itself', async () => {
    const burger = makeProductIn(mains, {
      name: 'Chicken burger',
      combo_price: money(0),
      modifiers: [makeLink({ modifier_id: 60, min_allowed: 1, max_allowed: 1 })],
    });
    const { user, onAdd } = renderPicker(meal, { ...catalog, products: [burger, fish, cola] });
    // Main, drink, "Add to order": three taps, as before.
    await user.click(checkbox('Chicken burger'));
    await user.click(checkbox('Cola'));
    await user.click(addButton());
    expect(onAdd.mock.calls[0]?.[0].children.map((c) => [c.product_id, c.options.map((o) => o.item_id)])).toEqual([
      [burger.id, [6001]],
      [cola.id, []],
    ]);
  });
});
