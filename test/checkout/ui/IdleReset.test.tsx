// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { IdleReset } from '../../../src/checkout/ui/IdleReset';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A kiosk screen with an open order, its last tapped product focused, left alone for `idleSeconds`. */
function leaveIdle(onReset = vi.fn()) {
  render(
    <>
      <button type="button">Mineral water</button>
      <IdleReset idleSeconds={30} active onReset={onReset} />
    </>,
  );
  const product = screen.getByRole('button', { name: 'Mineral water' });
  product.focus();
  act(() => {
    vi.advanceTimersByTime(30_000);
  });
  return { product, onReset };
}

test('an idle kiosk order asks "Still there?" with the countdown, and "Continue order" has the focus', () => {
  leaveIdle();
  const question = screen.getByRole('alertdialog', { name: 'Still there?' });
  expect(question).toHaveAccessibleDescription('This order will be cleared in 15 seconds.');
  expect(screen.getByRole('button', { name: 'Continue order' })).toHaveFocus();
});

test('"Continue order" keeps the order and gives the focus back to where the customer was', () => {
  const { product, onReset } = leaveIdle();
  fireEvent.click(screen.getByRole('button', { name: 'Continue order' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(product).toHaveFocus();
  act(() => {
    vi.advanceTimersByTime(15_000);
  });
  expect(onReset).not.toHaveBeenCalled();
});

test('left unanswered, the countdown clears the order', () => {
  const { onReset } = leaveIdle();
  act(() => {
    vi.advanceTimersByTime(15_000);
  });
  expect(onReset).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});
