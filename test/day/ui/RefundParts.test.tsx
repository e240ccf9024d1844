// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { useState } from 'react';
import { ReasonChips, RefundLineField, RefundSummary, RefundToChoice, stepped } from '../../../src/day/ui/RefundParts';
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

describe('the stepper of a line', () => {
  test.each([
    ['+ from an empty box', '', 1, 3, '1'],
    ['+ up to what is left', '2', 1, 3, '3'],
    ['+ never past what is left', '3', 1, 3, '3'],
    ['- down to an empty box', '1', -1, 3, ''],
    ['- never below 0', '', -1, 3, ''],
    ['- from more than is left typed, to one below what is left', '9', -1, 3, '2'],
    ['+ from a box that holds no number starts from 0', 'x', 1, 3, '1'],
    ['+ on a line with nothing left', '', 1, 0, ''],
    ['Arabic-Indic digits are counted', '٢', 1, 3, '3'],
  ] as const)('%s', (_, text, step, max, next) => {
    expect(stepped(text, step, max)).toBe(next);
  });

  /** The line with `quantity` left, its box kept here as the dialog keeps it. */
  function Stepper({ quantity }: { quantity: number }) {
    const [value, setValue] = useState('');
    return <RefundLineField line={burger} left={left(quantity, '4.600')} digits={3} value={value} onText={setValue} />;
  }

  test('- and + around "Refund quantity" step it, never above what is left nor below 0', async () => {
    render(<Stepper quantity={2} />);
    const less = screen.getByRole('button', { name: 'Decrease refund quantity' });
    const more = screen.getByRole('button', { name: 'Increase refund quantity' });
    const box = screen.getByRole('textbox', { name: 'Refund quantity' });
    expect(less).toBeDisabled();
    await userEvent.click(more);
    await userEvent.click(more);
    expect(box).toHaveValue('2');
    expect(more).toBeDisabled();
    await userEvent.click(less);
    expect(box).toHaveValue('1');
    expect(more).toBeEnabled();
    await userEvent.click(less);
    expect(box).toHaveValue('');
    expect(less).toBeDisabled();
  });

  test('a line with nothing left takes no step', () => {
    render(<Stepper quantity={0} />);
    expect(screen.getByRole('button', { name: 'Increase refund quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease refund quantity' })).toBeDisabled();
  });
});

test('the reason chips are radios in the language on screen; the textbox "Reason" takes another reason or more detail', async () => {
  const onChoose = vi.fn();
  const onType = vi.fn();
  render(<ReasonChips chosen="damaged" typed="" onChoose={onChoose} onType={onType} />);
  const group = screen.getByRole('radiogroup', { name: 'Reason' });
  expect(Array.from(group.querySelectorAll('label')).map((l) => l.textContent)).toEqual(['Customer changed mind', 'Wrong item', 'Damaged', 'Other']);
  expect(screen.getByRole('radio', { name: 'Damaged' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: 'Wrong item' }));
  expect(onChoose).toHaveBeenCalledWith('wrong-item');
  await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'x');
  expect(onType).toHaveBeenCalledWith('x');
});

test('the footer says the total, the reason and that "Refund" asks a manager', () => {
  const { rerender } = render(<RefundSummary total="2.300" reason="Wrong item: no onions" />);
  expect(screen.getByLabelText('Refund total')).toHaveTextContent('2.300');
  expect(screen.getByText('Reason: Wrong item: no onions')).toBeInTheDocument();
  expect(screen.getByText('"Refund" asks for "Manager approval".')).toBeInTheDocument();
  rerender(<RefundSummary total="0.000" reason="" />);
  expect(screen.getByText('No reason yet')).toBeInTheDocument();
});
