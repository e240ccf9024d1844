// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { RefundLineField, RefundToChoice } from '../../../src/app/refund/RefundDialog';
import { refundableLines } from '../../../src/day/refunds';
import { m } from '../../kit/factories';
import { card, cash, orderRow } from '../../kit/orders';

const sale = orderRow();
const burger = sale.lines[0]!;
/** What is left of the burger line with `quantity` units (`amount`) still to refund. */
const left = (quantity: number, amount: string) => ({ ...refundableLines(sale, [])[0]!, quantity, amount: m(amount) });

test('a line says what was sold, paid and is left, and its "Refund quantity" passes on what is typed', async () => {
  const onText = vi.fn();
  render(<RefundLineField line={burger} left={left(1, '2.300')} digits={3} value="" onText={onText} />);
  const group = screen.getByRole('group', { name: 'Chicken burger' });
  expect(group).toHaveTextContent(`Sold ${burger.quantity}`);
  expect(group).toHaveTextContent('1 left to refund (2.300)');
  await userEvent.type(screen.getByRole('textbox', { name: 'Refund quantity' }), '1');
  expect(onText).toHaveBeenLastCalledWith('1');
});

test('a line with nothing left to refund cannot be typed in', () => {
  render(<RefundLineField line={burger} left={left(0, '0')} digits={3} value="" onText={() => undefined} />);
  expect(screen.getByRole('textbox', { name: 'Refund quantity' })).toBeDisabled();
  expect(screen.getByRole('group', { name: 'Chicken burger' })).toHaveTextContent('0 left to refund (0.000)');
});

test('"Refund to" offers "As paid (card first)" and each tender, and says which was chosen', async () => {
  const onChange = vi.fn();
  render(<RefundToChoice tenders={['card', 'cash']} payments={[card('1.000'), cash('3.600', '4.000')]} to={null} onChange={onChange} />);
  const group = screen.getByRole('radiogroup', { name: 'Refund to' });
  expect(screen.getByRole('radio', { name: 'As paid (card first)' })).toBeChecked();
  expect(group).toHaveTextContent('Cash');
  await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
  expect(onChange).toHaveBeenCalledWith('cash');
});
