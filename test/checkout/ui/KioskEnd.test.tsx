// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { KioskEnd } from '../../../src/checkout/ui/KioskEnd';
import { KioskPaymentDialog } from '../../../src/checkout/ui/KioskPaymentDialog';
import type { CardState } from '../../../src/checkout/cardPayment';
import type { CardFlow } from '../../../src/checkout/ui/CardPaymentPanel';
import type { SaleNotSaved } from '../../../src/checkout/saleNotSaved';
import { m } from '../../kit/factories';
import { cartOf, exampleBurger, orderOf } from '../../kit/orders';

const counterOrder = (call_no?: number) => ({ ...orderOf(cartOf(2, exampleBurger), []), pay_at_counter: true, ...(call_no === undefined ? {} : { call_no }) });

test('the end screen shows the call number in large type, then what to do with it, above the ticket number', () => {
  render(<KioskEnd order={counterOrder(42)} onDone={vi.fn()} />);
  const end = screen.getByRole('dialog', { name: 'Thank you!' });
  const call = within(end).getByLabelText('Call number');
  expect(call).toHaveTextContent(/^42$/);
  expect(call).toHaveClass('kiosk-end__call-number');
  const ticket = within(end).getByText('T3-000042');
  // Above: the call number comes first in the screen's order.
  expect(call.compareDocumentPosition(ticket) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const todo = within(end).getByText('Pay 4.600 at the counter with number 42');
  expect(todo).toHaveClass('kiosk-end__todo');
  expect(call.compareDocumentPosition(todo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(todo.compareDocumentPosition(ticket) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('an order stored before call numbers shows its ticket number alone', () => {
  render(<KioskEnd order={counterOrder()} onDone={vi.fn()} />);
  const end = screen.getByRole('dialog', { name: 'Thank you!' });
  expect(within(end).queryByLabelText('Call number')).toBeNull();
  expect(end).toHaveTextContent('Pay 4.600 at the counter with ticket T3-000042');
});

test('a paid kiosk order tells the customer to wait for their number', () => {
  render(<KioskEnd order={{ ...orderOf(cartOf(1, exampleBurger), []), call_no: 7 }} onDone={vi.fn()} />);
  expect(screen.getByRole('dialog', { name: 'Thank you!' })).toHaveTextContent('Paid. Wait for number 7 to be called.');
});

test('the kiosk payment asks the customer for no PIN and takes no card: "Pay at the counter" is the one way', async () => {
  const onPayAtCounter = vi.fn(() => Promise.resolve());
  render(<KioskPaymentDialog total={m('4.600')} digits={3} onPayAtCounter={onPayAtCounter} onCancel={vi.fn()} />);
  const payment = screen.getByRole('dialog', { name: 'Payment' });
  expect(within(payment).queryAllByRole('textbox')).toEqual([]);
  expect(payment.querySelectorAll('input')).toHaveLength(0);
  for (const name of ['Complete sale', 'Card', 'Cash']) expect(within(payment).queryByRole('button', { name })).toBeNull();
  await userEvent.click(within(payment).getByRole('button', { name: 'Pay at the counter' }));
  expect(onPayAtCounter).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog', { name: 'Manager approval' })).toBeNull();
});

test('an order the store refused to keep says why, and both ways stay offered', async () => {
  const onPayAtCounter = vi.fn<() => Promise<SaleNotSaved | void>>(() => Promise.resolve({ ok: false, reason: 'stock-changed', problems: [] }));
  render(<KioskPaymentDialog total={m('4.600')} digits={3} onPayAtCounter={onPayAtCounter} onCancel={vi.fn()} />);
  const payment = within(screen.getByRole('dialog', { name: 'Payment' }));
  await userEvent.click(payment.getByRole('button', { name: 'Pay at the counter' }));
  expect(payment.getByRole('alert')).toHaveTextContent(/^The order was not saved: Some lines are sold out or over what is left/);
  expect(payment.getByRole('button', { name: 'Pay at the counter' })).toBeEnabled();
});

/** A kiosk terminal whose payment is in `state` (null: none yet). */
function cardAt(state: CardState | null) {
  const start = vi.fn((..._args: Parameters<CardFlow['start']>) => Promise.resolve());
  const cancel = vi.fn(() => undefined);
  const flow: CardFlow = { terminalName: 'Counter 1', payment: state ? { state, cancel_asked: false } : null, start, cancel };
  return Object.assign(flow, { start, cancel });
}

test('with a card terminal the kiosk offers "Pay by card" first, for the whole order, and "Pay at the counter" beside it', async () => {
  const card = cardAt(null);
  render(<KioskPaymentDialog total={m('4.600')} digits={3} onPayAtCounter={vi.fn(() => Promise.resolve())} onCancel={vi.fn()} card={card} />);
  const payment = screen.getByRole('dialog', { name: 'Payment' });
  expect(within(payment).getByRole('button', { name: 'Pay by card' })).toHaveClass('btn--primary');
  expect(within(payment).getByRole('button', { name: 'Pay at the counter' })).not.toHaveClass('btn--primary');
  await userEvent.click(within(payment).getByRole('button', { name: 'Pay by card' }));
  expect(card.start).toHaveBeenCalledWith({ others: [], amount: m('4.600'), tip: m('0') }, {});
});

test('while the card waits the kiosk says so and offers only "Cancel payment"', async () => {
  const card = cardAt('pending');
  render(<KioskPaymentDialog total={m('4.600')} digits={3} onPayAtCounter={vi.fn(() => Promise.resolve())} onCancel={vi.fn()} card={card} />);
  const payment = screen.getByRole('dialog', { name: 'Payment' });
  expect(within(payment).getByRole('status', { name: 'Card payment' })).toHaveTextContent('Waiting for the card');
  for (const name of ['Pay by card', 'Pay at the counter', 'Cancel']) expect(within(payment).queryByRole('button', { name })).toBeNull();
  await userEvent.click(within(payment).getByRole('button', { name: 'Cancel payment' }));
  expect(card.cancel).toHaveBeenCalledTimes(1);
});

test('a declined card is said plainly and both ways to pay are offered again', () => {
  render(<KioskPaymentDialog total={m('4.600')} digits={3} onPayAtCounter={vi.fn(() => Promise.resolve())} onCancel={vi.fn()} card={cardAt('declined')} />);
  const payment = screen.getByRole('dialog', { name: 'Payment' });
  expect(within(payment).getByRole('alert')).toHaveTextContent('Your card was declined and nothing was charged.');
  expect(within(payment).getByRole('button', { name: 'Pay by card' })).toBeEnabled();
  expect(within(payment).getByRole('button', { name: 'Pay at the counter' })).toBeEnabled();
});
