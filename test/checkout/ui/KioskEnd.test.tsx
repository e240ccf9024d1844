// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { KioskEnd } from '../../../src/checkout/ui/KioskEnd';
import { KioskPaymentDialog } from '../../../src/checkout/ui/KioskPaymentDialog';
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
