import { describe, expect, test } from 'vitest';
import { convertDigits } from '../../src/core/moneyDigits';
import { add, isExact, formatMoney, money, mulDiv, sub, times } from '../../src/core/money';
import { parseServerMoney, toDecimal } from '../../src/core/moneyDecimal';
import { parseTypedMoney } from '../../src/core/typedNumber';

describe('server money is read from its decimal text, never as a float', () => {
  test.each([
    [1.75, 3, 1750],
    ['1.750', 3, 1750],
    [0.1 + 0.2, 2, 30],
    [1.005, 2, 101],
    ['2.5', 0, 3],
    ['-2.5', 0, -3],
    [0, 3, 0],
    [0.0005, 3, 1],
    [1e-7, 3, 0],
    ['12', 2, 1200],
  ] as const)('%s with %i digits is %i minor units', (input, digits, minor) => {
    expect(parseServerMoney(input, digits)).toBe(minor);
  });

  test('null and empty text are missing, not zero', () => {
    expect(parseServerMoney(null, 2)).toBeNull();
    expect(parseServerMoney('', 2)).toBeNull();
  });

  test('text that is not a number is rejected', () => {
    expect(parseServerMoney('abc', 2)).toBeUndefined();
    expect(parseServerMoney(Number.NaN, 2)).toBeUndefined();
    expect(parseServerMoney({}, 2)).toBeUndefined();
    expect(parseServerMoney('1e3', 2)).toBeUndefined();
    expect(parseServerMoney(Number.POSITIVE_INFINITY, 2)).toBeUndefined();
  });

  test('an amount too large to count exactly in minor units is rejected, not rounded', () => {
    expect(parseServerMoney(1e21, 2)).toBeUndefined();
    expect(parseServerMoney('90071992547409.92', 2)).toBeUndefined();
  });
});

test('typed amounts accept a comma and refuse more digits than the currency has', () => {
  expect(parseTypedMoney('2,5', 3)).toEqual({ ok: true, value: 2500 });
  expect(parseTypedMoney('2.345', 2)).toEqual({ ok: false, reason: 'too-many-digits' });
  expect(parseTypedMoney('-1', 2)).toEqual({ ok: false, reason: 'negative' });
  expect(parseTypedMoney(' ', 2)).toEqual({ ok: false, reason: 'empty' });
});

test.each([
  ['.5', 2, { ok: true, value: 50 }],
  ['5.', 2, { ok: true, value: 500 }],
  ['0.335', 3, { ok: true, value: 335 }],
  ['1,5', 0, { ok: false, reason: 'too-many-digits' }],
  ['abc', 2, { ok: false, reason: 'not-a-number' }],
  ['1.2.3', 2, { ok: false, reason: 'not-a-number' }],
  ['.', 2, { ok: false, reason: 'not-a-number' }],
  // 15 significant digits is the most a JSON number carries exactly to the server.
  ['9999999999999.99', 2, { ok: true, value: 999_999_999_999_999 }],
  ['10000000000000', 2, { ok: false, reason: 'too-large' }],
  ['9007199254740991', 0, { ok: true, value: Number.MAX_SAFE_INTEGER }],
  ['9007199254740992', 0, { ok: false, reason: 'too-large' }],
] as const)('typed %j with %i digits reads as %j', (input, digits, result) => {
  expect(parseTypedMoney(input, digits)).toEqual(result);
});

test('sums and products of money stay whole minor units and refuse fractions', () => {
  expect(add(money(100), money(200))).toBe(300);
  expect(add()).toBe(0);
  expect(sub(money(100), money(250))).toBe(-150);
  expect(times(money(1750), 3)).toBe(5250);
  expect(() => money(1.5)).toThrow(RangeError);
  expect(() => times(money(100), 0.5)).toThrow(RangeError);
  expect(() => add(money(Number.MAX_SAFE_INTEGER), money(1))).toThrow(RangeError);
});

test('a sum that passes 2^53 on the way and comes back is still exact', () => {
  const max = Number.MAX_SAFE_INTEGER;
  expect(add(money(max - 5), money(9), money(-10))).toBe(max - 6);
  expect(() => add(money(max), money(1))).toThrow(RangeError);
});

test('every amount the till accepts survives the trip to a JSON number and back', () => {
  for (const digits of [1, 2, 3] as const) {
    const largest = money(999_999_999_999_999);
    expect(isExact(largest, digits)).toBe(true);
    expect(parseServerMoney(JSON.parse(JSON.stringify(toDecimal(largest, digits))), digits)).toBe(largest);
    // One more digit and some decimals no longer survive: 9007199254740.991 comes back as .99.
    expect(isExact(money(9_007_199_254_740_991), digits)).toBe(false);
  }
  expect(isExact(money(Number.MAX_SAFE_INTEGER), 0)).toBe(true);
});

test('one rounding step, half away from zero', () => {
  // 0.333 kg at 1.500 per kg = 0.4995 -> 0.500
  expect(mulDiv(money(1500), 333, 1000)).toBe(500);
  expect(mulDiv(money(-1500), 333, 1000)).toBe(-500);
  expect(mulDiv(money(1000), 1, 3)).toBe(333);
});

test.each([
  [5, 1, 10, 1],
  [-5, 1, 10, -1],
  [15, 1, 10, 2],
  [-25, 1, 10, -3],
  [4, 1, 10, 0],
  [1500, 333, -1000, -500],
  [Number.MAX_SAFE_INTEGER, 3, 3, Number.MAX_SAFE_INTEGER],
])('mulDiv(%i, %i, %i) = %i: exact halves go away from zero, no float on the way', (a, num, den, expected) => {
  expect(mulDiv(money(a), num, den)).toBe(expected);
});

test('mulDiv refuses a fractional factor and a zero divisor', () => {
  expect(() => mulDiv(money(100), 0.5, 1)).toThrow(RangeError);
  expect(() => mulDiv(money(100), 1, 0)).toThrow(RangeError);
});

test('a zero result is never negative zero, so it prints and compares as 0', () => {
  expect(Object.is(mulDiv(money(-4), 1, 10), 0)).toBe(true);
  expect(Object.is(times(money(-5), 0), 0)).toBe(true);
});

test('amounts are shown with the currency digits', () => {
  expect(formatMoney(money(1750), 3)).toBe('1.750');
  expect(formatMoney(money(5), 2)).toBe('0.05');
  expect(formatMoney(money(-25), 2)).toBe('-0.25');
  expect(formatMoney(money(12), 0)).toBe('12');
  expect(formatMoney(money(0), 3)).toBe('0.000');
  expect(formatMoney(money(-1750), 3)).toBe('-1.750');
});

test.each([
  [1750, 3, 1.75],
  [4600, 3, 4.6],
  [-5, 2, -0.05],
  [12, 0, 12],
  [10, 3, 0.01],
  [30, 2, 0.3],
])('%i minor units with %i digits go to JSON as %d', (minor, digits, decimal) => {
  expect(toDecimal(money(minor), digits as 0 | 1 | 2 | 3)).toBe(decimal);
});


test.each([
  ['2 to 3 digits: 6.38 is 6.380', 638, 2, 3, 6380],
  ['3 to 2 digits when the last digit is 0: 6.380 is 6.38', 6380, 3, 2, 638],
  ['3 to 2 digits with a third decimal: no exact amount', 6382, 3, 2, null],
  ['0 to 3 digits', 12, 0, 3, 12000],
  ['the same digits', 1750, 3, 3, 1750],
  ['a negative amount keeps its sign', -50, 2, 3, -500],
] as const)('convertDigits %s', (_rule, amount, from, to, expected) => {
  expect(convertDigits(money(amount), from, to)).toBe(expected);
});
