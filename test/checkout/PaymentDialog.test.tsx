// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SettledPayment } from '../../src/checkout/payment';
import { PaymentDialog, type PaymentDialogProps } from '../../src/checkout/ui/PaymentDialog';
import { m } from '../kit/factories';
import { card, cash } from '../kit/orders';

// Testing Library unmounts after each test only when Vitest globals are on; they are not.
afterEach(cleanup);

function open(props: Partial<PaymentDialogProps> = {}) {
  const user = userEvent.setup();
  const onComplete = vi.fn<(payments: SettledPayment[]) => Promise<void>>(async () => {});
  const onCancel = vi.fn();
  render(<PaymentDialog total={m('4.600')} digits={3} onComplete={onComplete} onCancel={onCancel} {...props} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Payment' }));
  const complete = () => dialog.getByRole('button', { name: 'Complete sale' });
  const tendered = () => dialog.getByRole('textbox', { name: 'Amount tendered' });
  return { user, dialog, complete, tendered, onComplete, onCancel };
}

/** Types over the amount box's text, as a cashier does after selecting it. */
async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

describe('cash', () => {
  test('"Amount tendered" starts at the exact amount due: exact cash is Pay, then Complete sale', async () => {
    const { user, dialog, complete, tendered, onComplete } = open();
    expect(tendered()).toHaveValue('4.600');
    expect(dialog.getByLabelText('Change due')).toHaveTextContent('0.000');
    await user.click(complete());
    expect(onComplete).toHaveBeenCalledWith([cash('4.600', '4.600')], { tip: 0, guests: null });
  });

  test('the keypad types the amount tendered: its first key replaces the exact amount, the next ones add to it', async () => {
    const { user, dialog, complete, tendered, onComplete } = open();
    const keypad = within(dialog.getByRole('group', { name: 'Number keypad' }));
    expect(tendered()).toHaveAttribute('inputmode', 'none');
    for (const name of ['1', '0', 'Decimal point', '5']) await user.click(keypad.getByRole('button', { name }));
    expect(tendered()).toHaveValue('10.5');
    expect(dialog.getByLabelText('Change due')).toHaveTextContent('5.900');
    await user.click(keypad.getByRole('button', { name: 'Backspace' }));
    expect(tendered()).toHaveValue('10.');
    await user.click(dialog.getByRole('button', { name: '20.000' }));
    await user.click(keypad.getByRole('button', { name: '5' }));
    expect(tendered()).toHaveValue('5');
    await user.click(complete());
    expect(onComplete).toHaveBeenCalledWith([cash('4.600', '5.000')], { tip: 0, guests: null });
  });

  test('Complete sale stays disabled until the tendered amount covers the total; change due follows', async () => {
    const { user, dialog, complete, tendered, onComplete } = open();
    await retype(user, tendered(), '4');
    expect(complete()).toBeDisabled();
    expect(dialog.getByLabelText('Amount due')).toHaveTextContent('0.600');
    expect(dialog.getByLabelText('Change due')).toHaveTextContent('0.000');
    await user.clear(tendered());
    await retype(user, tendered(), '5');
    expect(dialog.getByLabelText('Change due')).toHaveTextContent('0.400');
    expect(complete()).toBeEnabled();
    await user.click(complete());
    expect(onComplete).toHaveBeenCalledWith([cash('4.600', '5.000')], { tip: 0, guests: null });
  });

  test('cash typed in Arabic-Indic digits with the Arabic decimal separator is read as the amount it says', async () => {
    const { user, dialog, complete, tendered, onComplete } = open();
    await retype(user, tendered(), '٥٫٠٠٠');
    expect(dialog.getByLabelText('Change due')).toHaveTextContent('0.400');
    await user.click(complete());
    expect(onComplete).toHaveBeenCalledWith([cash('4.600', '5.000')], { tip: 0, guests: null });
  });

  test('while lines are over what is left (a poll came in during the payment), Complete sale is held with the reason', async () => {
    const { user, dialog, complete, tendered } = open({ blocked: 'Some lines are sold out or over what is left' });
    await retype(user, tendered(), '5');
    expect(complete()).toBeDisabled();
    expect(dialog.getByRole('alert')).toHaveTextContent('Some lines are sold out or over what is left');
  });

  test('quick amounts: the exact amount and the next round notes fill the amount tendered', async () => {
    const { user, dialog, tendered } = open();
    const quick = within(dialog.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button');
    expect(quick.map((b) => b.textContent)).toEqual(['Exact 4.600', '5.000', '10.000', '20.000']);
    await user.click(dialog.getByRole('button', { name: '10.000' }));
    expect(tendered()).toHaveValue('10.000');
    expect(dialog.getByLabelText('Change due')).toHaveTextContent('5.400');
  });

  test('an amount that is not money is explained and does not count', async () => {
    const { user, dialog, complete, tendered } = open();
    await retype(user, tendered(), '5.0001');
    expect(dialog.getByRole('alert')).toHaveTextContent('Use at most 3 decimals');
    expect(complete()).toBeDisabled();
  });
});

describe('splits', () => {
  test('part in cash, the rest by card: what is still owed is shown, no tender is pre-chosen for it, and Card offers it', async () => {
    const { user, dialog, complete, tendered, onComplete } = open();
    await retype(user, tendered(), '2');
    await user.click(dialog.getByRole('button', { name: 'Add payment' }));
    expect(dialog.getByLabelText('Amount due')).toHaveTextContent('2.600');
    expect(within(dialog.getByRole('list', { name: 'Payments' })).getByRole('listitem')).toHaveTextContent(/Cash\s*2\.000/);
    // Nothing is counted as taken until the cashier says how the rest is paid.
    expect(dialog.queryByRole('textbox', { name: 'Amount tendered' })).not.toBeInTheDocument();
    for (const name of ['Cash', 'Card']) expect(dialog.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    expect(complete()).toBeDisabled();

    await user.click(dialog.getByRole('button', { name: 'Card' }));
    expect(dialog.getByRole('textbox', { name: 'Card amount' })).toHaveValue('2.600');
    expect(complete()).toBeEnabled();
    await user.click(complete());
    expect(onComplete).toHaveBeenCalledWith([cash('2.000', '2.000'), card('2.600')], { tip: 0, guests: null });
  });

  test('part by card, the rest in cash with change', async () => {
    const { user, dialog, complete, onComplete } = open();
    await user.click(dialog.getByRole('button', { name: 'Card' }));
    const cardAmount = dialog.getByRole('textbox', { name: 'Card amount' });
    await user.clear(cardAmount);
    await user.type(cardAmount, '3');
    await user.click(dialog.getByRole('button', { name: 'Add payment' }));
    await user.click(dialog.getByRole('button', { name: 'Cash' }));
    await user.click(dialog.getByRole('button', { name: '2.000' }));
    expect(dialog.getByLabelText('Change due')).toHaveTextContent('0.400');
    await user.click(complete());
    expect(onComplete).toHaveBeenCalledWith([card('3.000'), cash('1.600', '2.000')], { tip: 0, guests: null });
  });

  test('a card above what is due is refused with the most it can pay', async () => {
    const { user, dialog, complete } = open();
    await user.click(dialog.getByRole('button', { name: 'Card' }));
    const cardAmount = dialog.getByRole('textbox', { name: 'Card amount' });
    await user.clear(cardAmount);
    await user.type(cardAmount, '5');
    expect(dialog.getByRole('alert')).toHaveTextContent('A card can pay at most 4.600');
    expect(complete()).toBeDisabled();
  });

  test('a recorded payment can be removed, which reopens the amount due', async () => {
    const { user, dialog, complete, tendered } = open();
    await retype(user, tendered(), '4.600');
    await user.click(dialog.getByRole('button', { name: 'Add payment' }));
    expect(complete()).toBeEnabled();
    await user.click(dialog.getByRole('button', { name: 'Remove payment' }));
    expect(dialog.queryByRole('list', { name: 'Payments' })).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Amount due')).toHaveTextContent('4.600');
    expect(complete()).toBeDisabled();
  });
});

describe('completing', () => {
  test('a failed save shows an alert and keeps the dialog and its payments to retry', async () => {
    const { user, dialog, complete, tendered, onComplete } = open();
    onComplete.mockRejectedValueOnce(new Error('storage is full'));
    await retype(user, tendered(), '5');
    await user.click(complete());
    expect(dialog.getByRole('alert')).toHaveTextContent('The sale was not saved: storage is full. Try again.');
    expect(screen.getByRole('dialog', { name: 'Payment' })).toBeInTheDocument();
    expect(complete()).toBeEnabled();
    await user.click(complete());
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  test('a sale the store refused says why, and keeps the dialog and its payments to take again', async () => {
    const onComplete = vi.fn<PaymentDialogProps['onComplete']>().mockResolvedValueOnce({ ok: false, reason: 'changed' }).mockResolvedValueOnce(undefined);
    const { user, dialog, complete, tendered } = open({ onComplete });
    await retype(user, tendered(), '5');
    await user.click(complete());
    expect(dialog.getByRole('alert')).toHaveTextContent(/^The sale was not saved: The order was changed on another screen\. Check it and take payment again/);
    expect(complete()).toBeEnabled();
    await user.click(complete());
    expect(onComplete).toHaveBeenLastCalledWith([cash('4.600', '5.000')], { tip: 0, guests: null });
    expect(dialog.queryByRole('alert')).toBeNull();
  });

  test('Complete sale is held while the sale is being saved, so it is recorded once', async () => {
    let finish = () => {};
    const { user, complete, tendered, onComplete } = open();
    onComplete.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    await retype(user, tendered(), '5');
    await user.click(complete());
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Saving…' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
    finish();
  });

  test('Cancel calls onCancel', async () => {
    const { user, dialog, onCancel } = open();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

test('a barcode read into "Amount tendered" is refused with a message, and the sale cannot complete with it', async () => {
  const { user, dialog, complete, tendered, onComplete } = open();
  await retype(user, tendered(), '036000291452'); // a UPC-A code
  expect(dialog.getByRole('alert')).toHaveTextContent('far more than is due');
  expect(dialog.getByLabelText('Change due')).toHaveTextContent('0.000');
  expect(complete()).toBeDisabled();
  await user.clear(tendered());
  await retype(user, tendered(), '460');
  expect(complete()).toBeEnabled();
  await user.click(complete());
  expect(onComplete).toHaveBeenCalledWith([cash('4.600', '460.000')], { tip: 0, guests: null });
});

describe('no sale completes with nothing paid', () => {
  test('a total below zero is refused with a message saying what to do; Complete sale stays disabled', async () => {
    const { user, dialog, complete, tendered, onComplete } = open({ total: m('-0.500') });
    expect(dialog.getByRole('alert')).toHaveTextContent('The total is below zero');
    expect(dialog.getByRole('alert')).toHaveTextContent('remove the line');
    expect(complete()).toBeDisabled();
    await retype(user, tendered(), '1');
    expect(complete()).toBeDisabled();
    expect(onComplete).not.toHaveBeenCalled();
  });
});
