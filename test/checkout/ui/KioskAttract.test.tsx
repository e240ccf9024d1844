// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { KioskAttract } from '../../../src/checkout/ui/KioskAttract';

const BRANDS = [
  { id: 1, name: 'Burger Yard', image: 'https://img.test/yard.png' },
  { id: 2, name: 'Green Bowl', image: '' },
];

test('with two brands the first screen is a large tile per brand, its name and image; the tile tapped starts the order on it', async () => {
  const onStart = vi.fn();
  const { container } = render(<KioskAttract title="Downtown" logo={null} brands={BRANDS} onStart={onStart} />);
  const tiles = within(screen.getByRole('list', { name: 'Brands' })).getAllByRole('button');
  expect(tiles.map((t) => t.textContent)).toEqual(['Burger Yard', 'GGreen Bowl']);
  expect(container.querySelector('img[src="https://img.test/yard.png"]')).not.toBeNull();
  expect(screen.queryByRole('button', { name: 'Tap to order' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Take away' }));
  await userEvent.click(screen.getByRole('button', { name: /Green Bowl/ }));
  expect(onStart).toHaveBeenCalledWith(2, 'take-away');
});

test('a single brand skips the choice: its name and "Tap to order"', async () => {
  const onStart = vi.fn();
  render(<KioskAttract title="Burger Yard" logo={null} brands={BRANDS.slice(0, 1)} onStart={onStart} />);
  expect(screen.getByRole('heading', { name: 'Burger Yard' })).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Brands' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Eat in' }));
  await userEvent.click(screen.getByRole('button', { name: 'Tap to order' }));
  expect(onStart).toHaveBeenCalledWith(null, 'eat-in');
});

test('the first screen asks "Eat in" or "Take away", chooses neither for the customer, and starts no order unanswered', async () => {
  const onStart = vi.fn();
  render(<KioskAttract title="Downtown" logo={null} brands={BRANDS} onStart={onStart} />);
  const where = screen.getByRole('group', { name: 'Where will you eat?' });
  const eatIn = within(where).getByRole('button', { name: 'Eat in' });
  const takeAway = within(where).getByRole('button', { name: 'Take away' });
  expect([eatIn, takeAway].map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
  await userEvent.click(screen.getByRole('button', { name: /Burger Yard/ }));
  expect(onStart).not.toHaveBeenCalled();
  expect(within(where).getByRole('alert')).toHaveTextContent('Choose "Eat in" or "Take away" first.');
  await userEvent.click(eatIn);
  expect([eatIn, takeAway].map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
  expect(within(where).queryByRole('alert')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: /Burger Yard/ }));
  expect(onStart).toHaveBeenCalledWith(1, 'eat-in');
});

test('the language buttons stay on the first screen either way', () => {
  render(<KioskAttract title="Downtown" logo={null} brands={BRANDS} onStart={vi.fn()} />);
  const languages = screen.getByRole('group', { name: 'Choose your language' });
  expect(within(languages).getByRole('button', { name: 'English' })).toBeInTheDocument();
  expect(within(languages).getByRole('button', { name: 'العربية' })).toBeInTheDocument();
});
