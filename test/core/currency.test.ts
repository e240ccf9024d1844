import { expect, test } from 'vitest';
import { isoCurrencyDigits, sessionCurrencyDigits } from '../../src/core/currency';

test.each([
  ['KWD', 3], ['BHD', 3], ['OMR', 3], ['JOD', 3], ['TND', 3], ['LYD', 3], ['IQD', 3],
  ['JPY', 0], ['KRW', 0], ['EUR', 2], ['USD', 2], ['AED', 2], [' sar ', 2],
] as const)('ISO 4217: %s has %i digits', (code, digits) => {
  expect(isoCurrencyDigits(code)).toBe(digits);
});

test('an unlisted code has no digits of its own', () => {
  expect(isoCurrencyDigits('XYZ')).toBeNull();
  expect(isoCurrencyDigits('')).toBeNull();
});

test('the session says the digits; else its currency; else 2, said as a fallback', () => {
  expect(sessionCurrencyDigits(2, 'KWD')).toEqual({ digits: 2, from: 'session' });
  expect(sessionCurrencyDigits(null, 'KWD')).toEqual({ digits: 3, from: 'currency' });
  expect(sessionCurrencyDigits(null, 'XYZ')).toEqual({ digits: 2, from: 'fallback' });
});
