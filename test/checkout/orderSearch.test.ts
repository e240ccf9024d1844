import { describe, expect, test } from 'vitest';
import { searchFor, searchKey } from '../../src/checkout/orderSearch';
import { m } from '../kit/factories';

const burgerSale = searchKey('T3-AB12-000042', m('4.500'), [{ name: 'Chicken burger', localize_name: 'برجر دجاج' }, { name: 'Cola' }]);

describe('searchFor', () => {
  test.each([
    ['', null],
    ['   ', null],
  ])('nothing typed (%j) narrows nothing', (typed, expected) => {
    expect(searchFor(typed, 3)).toBe(expected);
  });

  test.each([
    ['the whole ticket', 'T3-AB12-000042', true],
    ['part of the ticket, any case', 'ab12-0000', true],
    ['the running number', '42', true],
    ['the amount with every decimal', '4.500', true],
    ['the amount as read aloud', '4.5', true],
    ['the amount with a decimal comma', '4,5', true],
    ['the amount in Arabic-Indic digits', '٤٫٥', true],
    ['another amount', '4.600', false],
    ['an item by part of its name, any case', 'burg', true],
    ['an item by its second-language name', 'دجاج', true],
    ['an item the sale does not hold', 'fries', false],
    ['words around the text', '  cola ', true],
  ])('%s (%j): %s', (_, typed, found) => {
    expect(searchFor(typed, 3)?.(burgerSale)).toBe(found);
  });

  test('an amount finds only the sales of exactly that total', () => {
    const other = searchKey('T3-AB12-000043', m('14.500'), [{ name: 'Fries' }]);
    const test = searchFor('4.5', 3)!;
    expect([burgerSale, other].filter(test)).toEqual([burgerSale]);
  });

  test.each([
    ['cafe', 'Café latte', 'قهوة'],
    ['CAFÉ', 'Cafe latte', 'قهوة'],
    ['قهوة', 'Latte', 'قَهْوَة'],
  ])('an item is found as the menu finds it, accents and vowel marks aside (%j in %j / %j)', (typed, name, localize_name) => {
    expect(searchFor(typed, 3)?.(searchKey('T3-AB12-000044', m('1.000'), [{ name, localize_name }]))).toBe(true);
  });
});
