import { describe, expect, test } from 'vitest';
import { itemsAtGlance, paymentsAtGlance } from '../../src/checkout/orderGlance';
import { m } from '../kit/factories';
import { card, cash } from '../kit/orders';

const line = (name: string, quantity = 1, weight_g: number | null = null) => ({ name, localize_name: null, quantity, weight_g });

describe('itemsAtGlance', () => {
  test.each([
    ['no lines: nothing named, nothing more', [], [], 0],
    ['one unit is named alone', [line('Cola')], [['Cola', null]], 0],
    ['more than one unit carries its quantity', [line('Burger', 2), line('Cola')], [['Burger', 2], ['Cola', null]], 0],
    ['a weighed line is named without a quantity', [line('Cheese', 1, 450)], [['Cheese', null]], 0],
    ['past the first two, the rest is counted', [line('Burger', 2), line('Cola'), line('Fries'), line('Salad'), line('Water', 3)], [['Burger', 2], ['Cola', null]], 3],
  ] as const)('%s', (_, lines, named, more) => {
    const glance = itemsAtGlance(lines);
    expect(glance.items.map((i) => [i.line.name, i.quantity])).toEqual(named);
    expect(glance.more).toBe(more);
  });
});

describe('paymentsAtGlance', () => {
  test('each tender once, in the order first used, with its recorded name; the tip, or zero', () => {
    const knet = { method: 'knet', method_name: 'KNET', kind: 'card' as const, amount: m('1.000'), tendered: m('1.000'), change: m('0') };
    expect(paymentsAtGlance({ payments: [card('1.000'), cash('1.000', '1.000'), knet, card('0.500')], tip: m('0.250') })).toEqual({
      methods: [card('1.000'), cash('1.000', '1.000'), knet],
      tip: m('0.250'),
    });
    expect(paymentsAtGlance({ payments: [cash('1.000', '2.000')] }).tip).toBe(0);
  });
});
