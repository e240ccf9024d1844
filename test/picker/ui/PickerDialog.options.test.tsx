// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { money } from '../../../src/core/money';
import { makeLink, makeProduct } from '../../kit/factories';
import { groupOf } from '../pickerTestKit';
import { addButton, checkbox, previewText, renderPicker } from './renderPicker';

afterEach(cleanup);

// Items are numbered group * 100 + position and cost 0.100 each unless said otherwise.
const sauce = groupOf(10, 'Sauce', ['Ketchup', 'Mayo', 'Chili']);
const size = groupOf(20, 'Size', ['Small', 'Medium', 'Large'], () => ({ actual_price: money(0) }));
const extras = groupOf(30, 'Extras', ['Cheese', 'Bacon'], (i) => ({
  actual_price: money(250),
  instructions: i === 0 ? [{ id: 7, instruction: 'Melted', priority: 0 }] : [],
}));
const catalog = { modifierGroups: [sauce, size, extras] };

function burger(links: Parameters<typeof makeLink>[0][], auto: number[] = []) {
  return makeProduct({ name: 'Burger', actual_price: money(1500), modifiers: links.map(makeLink), auto_selected_modifier_items: auto });
}

describe('option groups', () => {
  test('one group per visible option group, named by the group, in display order, with its rule shown', () => {
    renderPicker(
      burger([
        { modifier_id: 30, max_allowed: 3, priority: 2 },
        { modifier_id: 10, min_allowed: 1, max_allowed: 1, priority: 1 },
      ]),
      catalog,
    );
    expect(screen.getAllByRole('group')).toHaveLength(2);
    const [first, second] = screen.getAllByRole('group', { name: /^(Sauce|Extras)$/ });
    expect(first).toBe(screen.getByRole('group', { name: 'Sauce' }));
    expect(second).toBe(screen.getByRole('group', { name: 'Extras' }));
    const boxes = within(first!).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    expect(boxes[0]).toHaveAccessibleName('Ketchup +0.100');
    expect(boxes[2]).toHaveAccessibleName('Chili +0.100');
    expect(screen.getByRole('group', { name: 'Sauce' })).toHaveAccessibleDescription('Required · choose 1');
    expect(screen.getByRole('group', { name: 'Extras' })).toHaveAccessibleDescription('Optional · up to 3');
  });

  test('a required group keeps "Add to order" disabled with the rule shown, and choosing enables it', async () => {
    const { user } = renderPicker(burger([{ modifier_id: 10, min_allowed: 1, max_allowed: 2 }]), catalog);
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Choose 1 in Sauce')).toBeVisible();
    await user.click(checkbox('Mayo'));
    expect(addButton()).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('Choose 1 in Sauce')).toBeNull();
  });

  test('2.10.6 an auto-selected item is checked when the picker opens', () => {
    renderPicker(burger([{ modifier_id: 20, max_allowed: 1 }], [2002]), catalog);
    expect(checkbox('Medium')).toBeChecked();
    expect(checkbox('Small')).not.toBeChecked();
  });

  test('2.10.6 a required max-1 group without auto-selection opens with its first item checked', () => {
    renderPicker(burger([{ modifier_id: 20, min_allowed: 1, max_allowed: 1 }]), catalog);
    expect(checkbox('Small')).toBeChecked();
    expect(addButton()).not.toHaveAttribute('aria-disabled');
  });

  test('2.10.6 in a max-1 group checking one unchecks the other, and there is no quantity stepper', async () => {
    const { user, onAdd } = renderPicker(burger([{ modifier_id: 20, min_allowed: 1, max_allowed: 1 }]), catalog);
    await user.click(checkbox('Large'));
    expect(checkbox('Large')).toBeChecked();
    expect(checkbox('Small')).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Increase Large' })).toBeNull();
    await user.click(addButton());
    expect(onAdd.mock.calls[0]?.[0].options).toEqual([{ item_id: 2003, modifier_id: 20, quantity: 1, instructions: [] }]);
  });

  test('2.10.6 a group at its max refuses another tick', async () => {
    const { user } = renderPicker(burger([{ modifier_id: 10, max_allowed: 2 }]), catalog);
    await user.click(checkbox('Ketchup'));
    await user.click(checkbox('Mayo'));
    expect(checkbox('Chili')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase Ketchup' })).toBeDisabled();
  });

  test('2.10.6 Increase and Decrease in an unlimited group change the shown quantity and the total', async () => {
    const { user, onAdd } = renderPicker(burger([{ modifier_id: 30, max_allowed: 0 }]), catalog);
    expect(previewText()).toContain('Total 1.500');
    await user.click(screen.getByRole('button', { name: 'Increase Cheese' }));
    await user.click(screen.getByRole('button', { name: 'Increase Cheese' }));
    await user.click(screen.getByRole('button', { name: 'Increase Cheese' }));
    expect(checkbox('Cheese')).toBeChecked();
    expect(screen.getByLabelText('Quantity of Cheese')).toHaveTextContent('3');
    expect(previewText()).toContain('Total 2.250');
    await user.click(screen.getByRole('button', { name: 'Decrease Cheese' }));
    expect(screen.getByLabelText('Quantity of Cheese')).toHaveTextContent('2');
    expect(previewText()).toContain('Total 2.000');
    await user.click(addButton());
    expect(onAdd.mock.calls[0]?.[0].options).toEqual([{ item_id: 3001, modifier_id: 30, quantity: 2, instructions: [] }]);
  });

  test('a ticked item shows its preset instructions as toggles, and the chosen ones and the note reach the line', async () => {
    const product = burger([{ modifier_id: 30, max_allowed: 0 }]);
    const { user, onAdd } = renderPicker(product, catalog);
    expect(screen.queryByRole('button', { name: 'Melted' })).toBeNull();
    await user.click(checkbox('Cheese'));
    const melted = screen.getByRole('button', { name: 'Melted' });
    expect(melted).toHaveAttribute('aria-pressed', 'false');
    await user.click(melted);
    expect(melted).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), '  well done ');
    await user.click(addButton());
    expect(onAdd).toHaveBeenCalledWith({
      product_id: product.id,
      quantity: 1,
      weight_g: null,
      open_price: null,
      options: [{ item_id: 3001, modifier_id: 30, quantity: 1, instructions: [7] }],
      addons: [],
      children: [],
      note: 'well done',
    });
  });
});
