// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { AUTO_NEW_SALE_SECONDS, AutoNewSale } from '../../../src/checkout/ui/AutoNewSale';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wait = (seconds: number) =>
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });

test('the receipt gives way to a new sale by itself, saying when', () => {
  const onNewSale = vi.fn();
  render(<AutoNewSale onNewSale={onNewSale} />);
  expect(screen.getByText(`New sale in ${AUTO_NEW_SALE_SECONDS} s`)).toBeInTheDocument();
  wait(AUTO_NEW_SALE_SECONDS - 1);
  expect(screen.getByText('New sale in 1 s')).toBeInTheDocument();
  expect(onNewSale).not.toHaveBeenCalled();
  wait(1);
  expect(onNewSale).toHaveBeenCalledOnce();
});

test('the screen drawing again does not restart the countdown', () => {
  const first = vi.fn();
  const second = vi.fn();
  const { rerender } = render(<AutoNewSale onNewSale={first} />);
  wait(AUTO_NEW_SALE_SECONDS - 2);
  rerender(<AutoNewSale onNewSale={second} />);
  wait(2);
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledOnce();
});

test('"Keep receipt" keeps it on screen for this sale', () => {
  const onNewSale = vi.fn();
  render(<AutoNewSale onNewSale={onNewSale} />);
  fireEvent.click(screen.getByRole('button', { name: 'Keep receipt' }));
  wait(AUTO_NEW_SALE_SECONDS * 3);
  expect(onNewSale).not.toHaveBeenCalled();
  expect(screen.queryByText(/New sale in/)).toBeNull();
});
