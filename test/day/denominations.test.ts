import { describe, expect, test } from 'vitest';
import {
  countingOrder,
  countTotal,
  denominationsFor,
  KWD_DENOMINATIONS,
  TWO_DECIMAL_DENOMINATIONS,
  type DenominationCount,
} from '../../src/day/denominations';
import { formatMoney, money } from '../../src/core/money';
import { m } from './fixtures';

const count = (value: string, n: number, digits: 2 | 3 = 3): DenominationCount => ({ value: m(value, digits), count: n });

describe('the denominations of a currency', () => {
  test('KWD: 5 to 100 fils in coins, then ¼, ½, 1, 5, 10 and 20 dinar notes', () => {
    expect(KWD_DENOMINATIONS.map((d) => `${formatMoney(d.value, 3)} ${d.kind}`)).toEqual([
      '0.005 coin', '0.010 coin', '0.020 coin', '0.050 coin', '0.100 coin',
      '0.250 note', '0.500 note', '1.000 note', '5.000 note', '10.000 note', '20.000 note',
    ]);
  });

  test('the generic 2-digit set: 0.01 to 2.00 in coins, 5 to 100 in notes', () => {
    expect(TWO_DECIMAL_DENOMINATIONS.map((d) => `${formatMoney(d.value, 2)} ${d.kind}`)).toEqual([
      '0.01 coin', '0.02 coin', '0.05 coin', '0.10 coin', '0.20 coin', '0.50 coin', '1.00 coin', '2.00 coin',
      '5.00 note', '10.00 note', '20.00 note', '50.00 note', '100.00 note',
    ]);
  });

  test.each([
    ['KWD with 3 digits', 'KWD', 3, KWD_DENOMINATIONS],
    ['kwd written in lower case', 'kwd', 3, KWD_DENOMINATIONS],
    ['any currency of 2 digits', 'EUR', 2, TWO_DECIMAL_DENOMINATIONS],
    ['a 3-digit currency other than KWD (its coins are not KWD\'s): none, the total is typed', 'BHD', 3, null],
    ['a currency without decimals: none', 'JPY', 0, null],
  ] as const)('%s', (_label, currency, digits, set) => {
    expect(denominationsFor(currency, digits)).toBe(set);
  });
});

describe('the total of a count', () => {
  test('each face value times its count, in exact minor units', () => {
    expect(countTotal([count('20.000', 5), count('1.000', 3), count('0.250', 1), count('0.005', 3), count('0.100', 0)]))
      .toEqual({ ok: true, total: m('103.265') });
  });

  test('0.10 counted three times is 0.30 exactly, not 0.30000000000000004', () => {
    expect(countTotal([count('0.10', 3, 2)])).toEqual({ ok: true, total: m('0.30', 2) });
  });

  test('nothing counted is 0', () => {
    expect(countTotal([])).toEqual({ ok: true, total: m('0') });
  });

  test.each([
    ['a part of a coin', 2.5],
    ['a count below zero', -1],
    ['no count at all', Number.NaN],
  ])('%s is refused naming the denomination', (_label, n) => {
    expect(countTotal([count('1.000', 2), count('0.050', n)])).toEqual({ ok: false, reason: 'invalid-count', value: m('0.050') });
  });

  test('a count beyond exact money is refused, not rounded', () => {
    expect(countTotal([{ value: money(20000), count: Number.MAX_SAFE_INTEGER }])).toEqual({ ok: false, reason: 'too-large' });
  });
});

test('the drawer is counted notes first, then coins, each from the largest face down', () => {
  const order = countingOrder(KWD_DENOMINATIONS);
  expect(order.map((d) => d.kind)).toEqual([...Array(6).fill('note'), ...Array(5).fill('coin')]);
  expect(order.map((d) => d.value)).toEqual([20000, 10000, 5000, 1000, 500, 250, 100, 50, 20, 10, 5]);
});
