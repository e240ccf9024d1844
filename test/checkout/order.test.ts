import { describe, expect, test } from 'vitest';
import { formatTicketNo } from '../../src/checkout/order';
import { cartOf, exampleBurger, orderOf } from '../kit/orders';

describe('formatTicketNo', () => {
  test.each([
    ['T3', 42, 'T3-000042'],
    ['T3', 0, 'T3-000000'],
    ['K12', 999999, 'K12-999999'],
    ['T3', 1234567, 'T3-1234567'],
  ] as const)('%s and %i give %s', (prefix, n, expected) => {
    expect(formatTicketNo(prefix, n)).toBe(expected);
  });

  test.each([-1, 1.5, Number.NaN])('%s is not a ticket number', (n) => {
    expect(() => formatTicketNo('T3', n)).toThrow(RangeError);
  });
});

describe('completeOrder', () => {
  test('the sale keeps where a kiosk customer eats it; a till order nobody asked has no such field', () => {
    const cart = cartOf(1, exampleBurger);
    expect(orderOf({ ...cart, dining: 'take-away' }, []).dining).toBe('take-away');
    expect('dining' in orderOf(cart, [])).toBe(false);
  });
});
