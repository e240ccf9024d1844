import { describe, expect, test } from 'vitest';
import { vatIncluded } from '../../src/checkout/vat';
import { money } from '../../src/core/money';

describe('assumed-contracts 11: the VAT inside a VAT-included total, rounded once', () => {
  test.each([
    // total (minor units), percent, VAT (minor units)
    [10500, 5, 500], // 10.500 KWD at 5 %: 0.500 exactly
    [4600, 5, 219], // 4.600 × 5/105 = 0.21904… → 0.219
    [1150, 15, 150], // 11.50 SAR at 15 %: 1.50 exactly
    [100, 15, 13], // 1.00 × 15/115 = 0.1304… → 0.13
    [1, 5, 0], // a fils at 5 %: 0.0476… → 0
    [21, 5, 1], // 0.021 × 5/105 = 0.001 exactly
    [31, 5, 1], // 0.031 × 5/105 = 0.00147… → 0.001
    [42, 5, 2], // exactly 2
    [525, 5, 25],
    [0, 5, 0],
    [10000, 0, 0],
    [10750, 7.5, 750], // 107.50 at 7.5 %: 7.50 exactly
    [1000, 7.125, 67], // 10.00 × 7.125/107.125 = 0.6651… → 0.67
  ])('%i at %s %% holds %i of VAT', (total, percent, vat) => {
    expect(vatIncluded(money(total), percent)).toBe(vat);
  });

  test('an exact half of a minor unit rounds away from zero', () => {
    // 1 × 100/200 = 0.5 of a unit → 1; 3 × 100/200 = 1.5 → 2.
    expect(vatIncluded(money(1), 100)).toBe(1);
    expect(vatIncluded(money(3), 100)).toBe(2);
  });

  test('a negative rate is refused, never silently read as 0', () => {
    expect(() => vatIncluded(money(100), -5)).toThrow(RangeError);
  });
});
