// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { money } from '../../../src/core/money';
import { buildPickerIndex } from '../../../src/picker/pickerIndex';
import { PickerDialog } from '../../../src/picker/ui/PickerDialog';
import { makeCatalog, makeLink, makeProduct } from '../../kit/factories';
import { groupOf } from '../pickerTestKit';
import { renderPicker } from './renderPicker';

afterEach(cleanup);

const size = groupOf(20, 'Size', ['Small', 'Large']);
const tea = makeProduct({ name: 'Tea', actual_price: money(500), modifiers: [makeLink({ modifier_id: 20, min_allowed: 1, max_allowed: 1 })] });

test('the dialog is named by the product, modal, and takes focus when it opens', () => {
  const { dialog } = renderPicker(tea, { modifierGroups: [size] });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('heading', { name: 'Tea' })).toBeVisible();
  expect(dialog.contains(document.activeElement)).toBe(true);
});

test('an open-price product opens with the focus in "Price", except on a kiosk', () => {
  const product = makeProduct({ name: 'Donation', is_open_price: 1 });
  renderPicker(product);
  expect(screen.getByRole('textbox', { name: 'Price' })).toHaveFocus();
  cleanup();
  const { dialog } = renderPicker(product, {}, { kiosk: true });
  expect(dialog).toHaveFocus();
});

test('the till\'s picker takes a note for the kitchen; a kiosk\'s customer is offered no free text', () => {
  renderPicker(tea, { modifierGroups: [size] });
  expect(screen.getByRole('textbox', { name: 'Note' })).toBeInTheDocument();
  cleanup();
  const { dialog } = renderPicker(tea, { modifierGroups: [size] }, { kiosk: true });
  expect(dialog.querySelectorAll('input[type="text"], textarea')).toHaveLength(0);
});

test('Escape and "Cancel" cancel without adding', async () => {
  const { user, onCancel, onAdd } = renderPicker(tea, { modifierGroups: [size] });
  await user.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(2);
  expect(onAdd).not.toHaveBeenCalled();
});

test('focus returns to what was focused before the dialog opened when it closes', () => {
  const catalog = makeCatalog({ products: [tea], modifierGroups: [size] });
  const props = { product: tea, index: buildPickerIndex(catalog), digits: 3 as const, price: () => null, onAdd: vi.fn(), onCancel: vi.fn() };
  const { rerender } = render(
    <>
      <button type="button">Tea tile</button>
    </>,
  );
  screen.getByRole('button', { name: 'Tea tile' }).focus();
  rerender(
    <>
      <button type="button">Tea tile</button>
      <PickerDialog {...props} />
    </>,
  );
  expect(screen.getByRole('dialog', { name: 'Tea' }).contains(document.activeElement)).toBe(true);
  rerender(
    <>
      <button type="button">Tea tile</button>
    </>,
  );
  expect(screen.getByRole('button', { name: 'Tea tile' })).toHaveFocus();
});

test('the preview shows "Total —" while the line cannot be priced', () => {
  renderPicker(makeProduct({ name: 'Donation', is_open_price: 1 }));
  expect(screen.getByRole('status', { name: 'Preview' })).toHaveTextContent('Total —');
});
