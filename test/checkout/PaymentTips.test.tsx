// @vitest-environment jsdom
/** "Tip", added tenders and "Guests" in "Payment" (assumed-contracts 10, ui-contract "Staff and approvals"). */
import { afterEach, expect, test, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SettledPayment } from '../../src/checkout/payment';
import type { SaleExtras } from '../../src/checkout/payment';
import { PaymentDialog, type PaymentChoices } from '../../src/checkout/ui/PaymentDialog';
import { m } from '../kit/factories';
import { cash } from '../kit/orders';

afterEach(cleanup);

const CHOICES: PaymentChoices = { tenders: [{ code: 'knet', name: 'KNET', kind: 'card' }], askTip: true, askGuests: true };

function open(choices: PaymentChoices = CHOICES) {
  const user = userEvent.setup();
  const onComplete = vi.fn<(payments: SettledPayment[], extras: SaleExtras) => Promise<void>>(async () => {});
  render(<PaymentDialog total={m('4.600')} digits={3} onComplete={onComplete} onCancel={() => undefined} choices={choices} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Payment' }));
  return { user, dialog, onComplete, complete: () => dialog.getByRole('button', { name: 'Complete sale' }) };
}

test('15% adds 0.690 to what is due, and KNET is charged the total and the tip, with the guests', async () => {
  const { user, dialog, onComplete, complete } = open();
  const tip = within(dialog.getByRole('group', { name: 'Tip' }));
  await user.click(tip.getByRole('button', { name: '15%' }));
  expect(tip.getByRole('textbox', { name: 'Tip amount' })).toHaveValue('0.690');
  // The amount box, still at what was due, follows the tip.
  expect(dialog.getByRole('textbox', { name: 'Amount tendered' })).toHaveValue('5.290');
  expect(dialog.getByLabelText('Total to pay')).toHaveTextContent('4.600');
  await user.type(dialog.getByRole('textbox', { name: 'Guests' }), '3');
  await user.click(dialog.getByRole('button', { name: 'KNET' }));
  expect(dialog.getByRole('textbox', { name: 'Card amount' })).toHaveValue('5.290');
  await user.click(complete());
  expect(onComplete).toHaveBeenCalledWith(
    [{ method: 'knet', method_name: 'KNET', kind: 'card', amount: m('5.290'), tendered: m('5.290'), change: m('0'), tip: m('0.690') }],
    { tip: m('0.690'), guests: 3 },
  );
});

test('a tip typed counts in the cash change; "No tip" takes it off', async () => {
  const { user, dialog, onComplete, complete } = open();
  await user.type(dialog.getByRole('textbox', { name: 'Tip amount' }), '0.400');
  await user.clear(dialog.getByRole('textbox', { name: 'Amount tendered' }));
  await user.type(dialog.getByRole('textbox', { name: 'Amount tendered' }), '10');
  expect(dialog.getByLabelText('Change due')).toHaveTextContent('5.000');
  await user.click(dialog.getByRole('button', { name: 'No tip' }));
  expect(dialog.getByLabelText('Change due')).toHaveTextContent('5.400');
  await user.click(complete());
  expect(onComplete).toHaveBeenCalledWith([cash('4.600', '10.000')], { tip: 0, guests: null });
});

test('guests that are not a whole number from 1 hold "Complete sale"', async () => {
  const { user, dialog, complete } = open();
  expect(complete()).toBeEnabled();
  await user.type(dialog.getByRole('textbox', { name: 'Guests' }), '0');
  expect(complete()).toBeDisabled();
  expect(dialog.getByText(/Guests is a whole number/)).toHaveRole('alert');
});

test('with the options off there is no "Tip", no "Guests" and no added tender', () => {
  const { dialog } = open({ tenders: [], askTip: false, askGuests: false });
  expect(dialog.queryByRole('group', { name: 'Tip' })).toBeNull();
  expect(dialog.queryByRole('textbox', { name: 'Guests' })).toBeNull();
  expect(within(dialog.getByRole('group', { name: 'Payment method' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cash', 'Card']);
});
