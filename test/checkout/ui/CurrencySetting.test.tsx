// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CurrencySetting } from '../../../src/checkout/ui/CurrencySetting';
import { makeSession } from '../../kit/factories';

test('Settings says the money digits came from the currency code when the session sends none', () => {
  render(<CurrencySetting session={makeSession({ config: { currency_decimals: 3, currency_digits_from: 'currency' } })} />);
  expect(screen.getByText(/KWD with 3 digits after the decimal point, from the currency code/)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('an unknown currency falls back to 2 digits with a visible warning', () => {
  render(<CurrencySetting session={makeSession({ location: { currency: 'XYZ' }, config: { currency_decimals: 2, currency_digits_from: 'fallback' } })} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Unknown currency XYZ: amounts use 2 digits after the decimal point.');
});

test('a session that says its digits is shown as the server says', () => {
  render(<CurrencySetting session={makeSession()} />);
  expect(screen.getByText(/KWD with 3 digits after the decimal point, as the server says/)).toBeInTheDocument();
});
