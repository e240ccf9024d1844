import { describe, expect, test } from 'vitest';
import { formatMoney, money, mulDiv, parseServerMoney, parseTypedMoney } from '../../src/core/money';

describe('server money is read from its decimal text, never as a float', () => {
  test.each([
    [1.75, 3, 1750],
    ['1.750', 3, 1750],
    [0.1 + 0.2, 2, 30],
    [1.005, 2, 101],
    ['2.5', 0, 3],
    ['-2.5', 0, -3],
    [0, 3, 0],
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
  });
});

test('typed amounts accept a comma and refuse more digits than the currency has', () => {
  expect(parseTypedMoney('2,5', 3)).toEqual({ ok: true, value: 2500 });
  expect(parseTypedMoney('2.345', 2)).toEqual({ ok: false, reason: 'too-many-digits' });
  expect(parseTypedMoney('-1', 2)).toEqual({ ok: false, reason: 'negative' });
  expect(parseTypedMoney(' ', 2)).toEqual({ ok: false, reason: 'empty' });
});

test('one rounding step, half away from zero', () => {
  // 0.333 kg at 1.500 per kg = 0.4995 -> 0.500
  expect(mulDiv(money(1500), 333, 1000)).toBe(500);
  expect(mulDiv(money(-1500), 333, 1000)).toBe(-500);
  expect(mulDiv(money(1000), 1, 3)).toBe(333);
});

test('amounts are shown with the currency digits', () => {
  expect(formatMoney(money(1750), 3)).toBe('1.750');
  expect(formatMoney(money(5), 2)).toBe('0.05');
  expect(formatMoney(money(-25), 2)).toBe('-0.25');
  expect(formatMoney(money(12), 0)).toBe('12');
});
