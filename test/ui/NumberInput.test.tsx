// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '../../src/ui/Dialog';
import { NumberInput } from '../../src/ui/NumberInput';

afterEach(cleanup);

function TwoFields() {
  const [pin, setPin] = useState('');
  const [quantity, setQuantity] = useState('2');
  return (
    <Dialog title="Refund" footer={null}>
      <label>
        Refund quantity
        <NumberInput value={quantity} onText={setQuantity} />
      </label>
      <label>
        Manager PIN
        <NumberInput secret value={pin} onText={setPin} />
      </label>
    </Dialog>
  );
}

test('a dialog shows one keypad for all its number fields, typing into the one last focused', async () => {
  const user = userEvent.setup();
  render(<TwoFields />);
  const dialog = within(screen.getByRole('dialog', { name: 'Refund' }));
  expect(dialog.getAllByRole('group', { name: 'Number keypad' })).toHaveLength(1);
  const keypad = within(dialog.getByRole('group', { name: 'Number keypad' }));
  const quantity = dialog.getByRole('textbox', { name: 'Refund quantity' });
  expect(quantity).toHaveAttribute('inputmode', 'none');
  // The first field until another is focused; its first key replaces what it held.
  await user.click(keypad.getByRole('button', { name: '1' }));
  await user.click(keypad.getByRole('button', { name: '2' }));
  expect(quantity).toHaveValue('12');
  await user.click(dialog.getByLabelText('Manager PIN'));
  for (const key of ['4', '0', '4', '0']) await user.click(keypad.getByRole('button', { name: key }));
  expect(dialog.getByLabelText('Manager PIN')).toHaveValue('4040');
  expect(dialog.getByLabelText('Manager PIN')).toHaveAttribute('type', 'password');
  expect(quantity).toHaveValue('12');
  // Digits only: a quantity and a PIN take no decimal point.
  expect(keypad.getByRole('button', { name: 'Decimal point' })).toBeDisabled();
});

test('a physical keyboard (or a scanner) still types into a number field', async () => {
  const user = userEvent.setup();
  render(<TwoFields />);
  const quantity = screen.getByRole('textbox', { name: 'Refund quantity' });
  await user.clear(quantity);
  await user.type(quantity, '3');
  expect(quantity).toHaveValue('3');
});

test('a field tapped again after typing starts afresh: the next key replaces its value ("10" re-tapped, then "15")', async () => {
  const user = userEvent.setup();
  render(<TwoFields />);
  const dialog = within(screen.getByRole('dialog', { name: 'Refund' }));
  const keypad = within(dialog.getByRole('group', { name: 'Number keypad' }));
  const quantity = dialog.getByRole('textbox', { name: 'Refund quantity' });
  await user.click(quantity);
  await user.click(keypad.getByRole('button', { name: '1' }));
  await user.click(keypad.getByRole('button', { name: '0' }));
  expect(quantity).toHaveValue('10');
  await user.click(quantity);
  await user.click(keypad.getByRole('button', { name: '1' }));
  await user.click(keypad.getByRole('button', { name: '5' }));
  expect(quantity).toHaveValue('15');
});
