import { describe, expect, test } from 'vitest';
import { latinDigits, parseTypedMoney, readTypedDecimal, readTypedWhole, typedCount, typedUnits } from '../../src/core/typedNumber';
import { readWeight } from '../../src/picker/typedInput';
import { codeKey } from '../../src/core/digits';

describe('every digit a cashier can type reads as the number it says', () => {
  test.each([
    ['0123456789', '0123456789'],
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['٢٫٥', '2.5'],
    ['١٬٢٥٠٫٥٠٠', '1250.500'],
    ['\u200f٥\u200e', '5'],
    ['  ۱۲  ', '12'],
    ['1a', '1a'],
  ])('%s reads as %s', (typed, latin) => {
    expect(latinDigits(typed)).toBe(latin);
  });
});

describe('a PLU or item code is one code however it is written', () => {
  test.each([
    ['80', '80'],
    ['0080', '80'],
    [' ٠٠٨٠ ', '80'],
    ['00000', '0'],
    ['8O', null],
    ['', null],
  ])('%j is %j', (text, key) => {
    expect(codeKey(text)).toBe(key);
  });
});

describe('amounts typed in any digits are exact minor units', () => {
  test.each([
    ['٥', 3, 5000],
    ['٢٫٥', 3, 2500],
    ['٢,٥', 3, 2500],
    ['١٬٢٥٠٫٧٥٠', 3, 1250750],
    ['۱۲٫۵', 2, 1250],
    ['١٠', 0, 10],
  ] as const)('%s in a %i-digit currency is %i', (typed, digits, minor) => {
    expect(parseTypedMoney(typed, digits)).toEqual({ ok: true, value: minor });
  });

  test('the same refusals in Arabic digits as in Latin ones', () => {
    expect(parseTypedMoney('٢٫٣٤٥', 2)).toEqual({ ok: false, reason: 'too-many-digits' });
    expect(parseTypedMoney('-١', 2)).toEqual({ ok: false, reason: 'negative' });
    expect(parseTypedMoney('٢٫٥٫١', 2)).toEqual({ ok: false, reason: 'not-a-number' });
    expect(parseTypedMoney('\u200f', 2)).toEqual({ ok: false, reason: 'empty' });
  });

  test('a weight typed in Arabic digits is whole grams', () => {
    expect(readWeight('٠٫٣٣٥')).toEqual({ ok: true, grams: 335 });
  });

  test('a decimal is read in parts, never through a float', () => {
    expect(readTypedDecimal('-٠٫١')).toEqual({ ok: true, value: { negative: true, whole: '0', fraction: '1' } });
  });
});

describe('whole numbers: quantities, counts, percents, seconds', () => {
  test.each([
    ['٣', { ok: true, value: 3 }],
    ['۰۰۷', { ok: true, value: 7 }],
    ['', { ok: false, reason: 'empty' }],
    ['2.5', { ok: false, reason: 'not-a-number' }],
    ['-1', { ok: false, reason: 'not-a-number' }],
    ['9'.repeat(16), { ok: false, reason: 'too-large' }],
  ] as const)('%s', (typed, reading) => {
    expect(readTypedWhole(typed)).toEqual(reading);
  });

  test('a count box: empty is none, Arabic digits count, anything else is refused by its rule', () => {
    expect(typedCount('')).toBe(0);
    expect(typedCount('٤')).toBe(4);
    expect(typedCount('x')).toBeNaN();
  });
});

describe('a box of units to refund, which may hold a bill\'s share of a split line', () => {
  test.each([
    ['', 0],
    ['2', 2],
    ['0.5', 0.5],
    ['٠٫٦٦٧', 0.667],
  ])('%s reads %s', (typed, units) => {
    expect(typedUnits(typed)).toBe(units);
  });

  test.each(['-1', '0.0005', 'x'])('%s is not a number of units', (typed) => {
    expect(typedUnits(typed)).toBeNaN();
  });
});
