// @vitest-environment jsdom
import { msg } from '@lingui/core/macro';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';

afterEach(cleanup);

test('a part that fails to render says so in its place, the rest stays, and "Try again" renders it anew', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  let broken = true;
  function Menu() {
    if (broken) throw new Error('price_levels is not iterable');
    return <p>Menu</p>;
  }
  render(
    <>
      <button type="button">Sync now</button>
      <ErrorBoundary part={msg`The selling screen`}>
        <Menu />
      </ErrorBoundary>
    </>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('The selling screen stopped working');
  expect(alert).toHaveTextContent('The open order and every completed sale are kept');
  expect(alert).toHaveTextContent('price_levels is not iterable');
  expect(screen.getByRole('button', { name: 'Sync now' })).toBeInTheDocument();

  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByText('Menu')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
