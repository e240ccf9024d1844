// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { CartEvent, CartState } from '../../../src/cart/cart';
import { emptyCart } from '../../../src/cart/cart';
import type { LineStockProblem } from '../../../src/cart/orderStock';
import { KioskCart } from '../../../src/checkout/ui/KioskCart';
import { cartOf, exampleBurger } from '../../kit/orders';

function renderCart(cart: CartState, problems: readonly LineStockProblem[] = []) {
  const onEvent = vi.fn((_event: CartEvent) => null);
  const onPay = vi.fn();
  render(<KioskCart cart={cart} digits={3} problems={problems} onEvent={onEvent} onPay={onPay} />);
  return { user: userEvent.setup(), onEvent, onPay, order: screen.getByRole('region', { name: 'Your order' }) };
}

test('an empty order says what to do, and "Pay" waits for a line', () => {
  const { order } = renderCart(emptyCart(2, null));
  expect(order).toHaveTextContent('Tap a product to add it to your order.');
  expect(within(order).getByLabelText('Order total')).toHaveTextContent('0.000');
  expect(within(order).getByRole('button', { name: 'Pay' })).toBeDisabled();
});

test('each line shows its name, what it was made of and its total; the order total and "Pay" are under them', async () => {
  const cart = cartOf(2, exampleBurger);
  const { user, order, onPay } = renderCart(cart);
  const [line] = within(within(order).getByRole('list', { name: 'Order' })).getAllByRole('listitem');
  expect(line).toHaveTextContent('Chicken burger');
  expect(line).toHaveTextContent('Garlic sauce');
  expect(within(line!).getByLabelText('Quantity')).toHaveTextContent('2');
  expect(within(line!).getByLabelText('Line total')).toHaveTextContent('4.600');
  expect(within(order).getByLabelText('Order total')).toHaveTextContent('4.600');
  await user.click(within(order).getByRole('button', { name: 'Pay' }));
  expect(onPay).toHaveBeenCalledTimes(1);
});

test('one more, one less and "Remove line" change the stored order; no discount, channel or note for a customer', async () => {
  const cart = cartOf(2, exampleBurger);
  const lineId = cart.lines[0]!.line_id;
  const { user, order, onEvent } = renderCart(cart);
  await user.click(within(order).getByRole('button', { name: 'Increase quantity' }));
  await user.click(within(order).getByRole('button', { name: 'Decrease quantity' }));
  await user.click(within(order).getByRole('button', { name: 'Remove line' }));
  expect(onEvent.mock.calls.map(([e]) => e)).toEqual([
    { type: 'quantityChanged', line_id: lineId, quantity: 3 },
    { type: 'quantityChanged', line_id: lineId, quantity: 1 },
    { type: 'lineRemoved', line_id: lineId },
  ]);
  for (const name of ['Discount', 'Clear order', 'Park order', 'Order note']) expect(screen.queryByRole('button', { name })).toBeNull();
  expect(screen.queryByRole('combobox')).toBeNull();
});

test('a line sold out since it was added is said, and "Pay" is refused until it is settled', async () => {
  const cart = cartOf(2, exampleBurger);
  const line = cart.lines[0]!;
  const { user, order, onPay } = renderCart(cart, [{ line_id: line.line_id, reason: 'sold-out', product_id: line.product_id, reduceTo: 0 }]);
  expect(await within(order).findByText(/Sold out/)).toBeInTheDocument();
  await user.click(within(order).getByRole('button', { name: 'Pay' }));
  expect(onPay).not.toHaveBeenCalled();
  expect(within(order).getByRole('alert')).toBeInTheDocument();
});
