import { expect, test } from 'vitest';
import { defaultNotes, quickCashAmounts } from '../../src/checkout/quickAmounts';
import { formatMoney, type CurrencyDigits } from '../../src/core/money';
import { m } from '../kit/factories';

const kwdNotes = ['0.250', '0.500', '1', '5', '10', '20'].map((n) => m(n));

test.each([
  ['4.600 KWD with the default notes: exact, then 5, 10, 20', '4.600', 3, null, ['4.600', '5.000', '10.000', '20.000']],
  ['a round amount offers no rounding to itself', '5.000', 3, null, ['5.000', '10.000', '20.000', '50.000']],
  ['a small amount', '0.350', 3, null, ['0.350', '1.000', '5.000', '10.000']],
  ['KWD quarter and half dinar notes round to the nearest note above', '4.600', 3, kwdNotes, ['4.600', '4.750', '5.000', '10.000']],
  ['beyond the largest note the amount rounds up to its multiple', '230.000', 3, null, ['230.000', '240.000', '250.000', '300.000']],
  ['a 2-digit currency', '12.34', 2, null, ['12.34', '13.00', '15.00', '20.00']],
  ['nothing due: no quick amounts', '0', 3, null, []],
] as const)('%s', (_case, due, digits, notes, expected) => {
  const d = digits as CurrencyDigits;
  const amounts = quickCashAmounts(m(due, d), notes ?? defaultNotes(d));
  expect(amounts.map((a) => formatMoney(a, d))).toEqual(expected);
});

test('the count of rounded amounts can be chosen; non-positive notes are ignored', () => {
  expect(quickCashAmounts(m('4.600'), [m('0'), m('1'), m('5'), m('10')], 1)).toEqual([m('4.600'), m('5.000')]);
});
