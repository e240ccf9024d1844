import { describe, expect, test } from 'vitest';
import { emptyCart, isBlankOrder, isStale } from '../../src/cart/cart';
import { chooseOrderName, nextOrderName, parkedCart, parkedSummary, reopenedCart, sameName, suggestedName } from '../../src/cart/parked';
import { cartRulesFrom } from '../../src/cart/rules';
import { contextFor, run, withLines } from '../kit/cart';
import { ids, kwdMenu } from '../kit/catalogs';
import { m, makeLineRequest } from '../kit/factories';

const menu = kwdMenu();
const ctx = contextFor(menu, cartRulesFrom(menu));
const start = emptyCart(2, null);
const order = withLines(start, ctx, [makeLineRequest({ product_id: ids.burger, quantity: 2 }), makeLineRequest({ product_id: ids.fries })]);

describe('the next number', () => {
  test('with nothing parked the first order is "Order 1"', () => {
    expect(nextOrderName([])).toBe('Order 1');
  });

  test('one above the highest "Order N" parked, whatever else is parked', () => {
    expect(nextOrderName(['Order 1', 'Table 4', 'Order 2'])).toBe('Order 3');
    expect(nextOrderName(['order 7', 'Pickup 12'])).toBe('Order 8');
  });

  test('a number reopened in between is not handed out again while a higher one is parked', () => {
    expect(nextOrderName(['Order 2'])).toBe('Order 3');
  });
});

describe('names', () => {
  test('a typed name is trimmed and its runs of spaces made one', () => {
    expect(chooseOrderName('  Table   4 ', [])).toEqual({ ok: true, name: 'Table 4' });
  });

  test('no name typed takes the next number', () => {
    expect(chooseOrderName('   ', ['Order 1', 'Order 2'])).toEqual({ ok: true, name: 'Order 3' });
  });

  test('a name of 60 characters is kept, 61 are refused with the limit (assumed-contracts 7)', () => {
    expect(chooseOrderName('x'.repeat(60), [])).toEqual({ ok: true, name: 'x'.repeat(60) });
    expect(chooseOrderName('x'.repeat(61), [])).toEqual({ ok: false, reason: 'name-too-long', max: 60 });
  });

  test('two parked orders never share a name, whatever its case or spacing', () => {
    expect(sameName('table  4', 'Table 4')).toBe(true);
    expect(chooseOrderName('table 4', ['Table 4'])).toEqual({ ok: false, reason: 'name-taken', name: 'table 4' });
  });

  test('the park form offers the name the order was parked under before, unless another order took it', () => {
    const named = { ...order, name: 'Table 4' };
    expect(suggestedName(named, ['Order 1'])).toBe('Table 4');
    expect(suggestedName(named, ['Table 4', 'Order 1'])).toBe('Order 2');
    expect(suggestedName(order, ['Order 1'])).toBe('Order 2');
  });
});

describe('parking and reopening', () => {
  test('an order with no line and no note is not parked', () => {
    expect(parkedCart(start, 'Order 1')).toEqual({ ok: false, reason: 'nothing-to-park' });
    expect(isBlankOrder({ ...start, note: 'Pickup 18:30' })).toBe(false);
  });

  test('a parked order keeps its brand, channel, lines, quoted prices and note, under its name', () => {
    const noted = run(order, ctx, { type: 'noteChanged', note: 'Allergy: nuts' });
    expect(parkedCart(noted, 'Table 4')).toEqual({ ...noted, name: 'Table 4' });
  });

  test('reopened, the order is the parked one whole, one revision above the order it replaces', () => {
    const parked = { ...order, name: 'Table 4', revision: 2 };
    const current = { ...start, revision: 9 };
    expect(reopenedCart(parked, current)).toEqual({ ...parked, revision: 10 });
  });

  test('a price that changed while the order was parked stays as quoted, and the line says so', () => {
    const dearer = contextFor(kwdMenu({ products: menu.products.map((p) => (p.id === ids.burger ? { ...p, actual_price: m('2.000') } : p)) }));
    const reopened = reopenedCart({ ...order, name: 'Table 4' }, start);
    expect(reopened.lines[0]?.unit_price).toBe(m('1.750'));
    expect(reopened.lines.map((l) => isStale(l, reopened.channel_id, dearer.pricing))).toEqual([true, false]);
  });

  test('the list shows a parked order by its number of lines and its total', () => {
    expect(parkedSummary(order)).toEqual({ lines: 2, total: m('4.000') });
  });
});

describe('default names in the language on screen', () => {
  const arabic = ['طلب {number}', 'Order {number}'];

  test('an order parked in Arabic is named "طلب N", counted with the names parked in English', () => {
    expect(nextOrderName([], arabic)).toBe('طلب 1');
    expect(nextOrderName(['Order 1', 'طلب 2', 'Table 4'], arabic)).toBe('طلب 3');
    expect(nextOrderName(['طلب 5'])).toBe('Order 1');
    expect(nextOrderName(['طلب 5'], ['Order {number}', 'طلب {number}'])).toBe('Order 6');
  });

  test('an empty name typed in Arabic takes the next Arabic default', () => {
    expect(chooseOrderName('  ', ['طلب 1'], arabic)).toEqual({ ok: true, name: 'طلب 2' });
  });
});
