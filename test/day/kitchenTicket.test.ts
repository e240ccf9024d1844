import { describe, expect, test } from 'vitest';
import { kitchenTicket } from '../../src/day/kitchenTicket';
import { formatMoney } from '../../src/core/money';
import { makeLineRequest } from '../kit/factories';
import { ids } from '../kit/catalogs';
import { card, cartOf, exampleBurger, orderOf } from '../kit/orders';

const CHANNELS = [{ channel_id: 4, channel_name: 'Delivery app' }];

const order = orderOf(
  cartOf(
    2,
    exampleBurger,
    makeLineRequest({
      product_id: ids.deal,
      children: [{ product_id: ids.fries, slot_category_id: 5, quantity: 2, options: [{ item_id: 902, modifier_id: 90, quantity: 2, instructions: [] }] }],
    }),
    makeLineRequest({ product_id: ids.halloumi, weight_g: 333, note: ' Sliced ' }),
  ),
  [card('7.250')],
  { channel_id: 4 },
);

/** Every key anywhere in `value`. */
const keysOf = (value: unknown): string[] =>
  typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]) : [];

describe('the kitchen ticket', () => {
  test('ticket, order name, channel and note, then each line with its options, add-ons, combo children and note', () => {
    expect(kitchenTicket(order, { order_name: 'Table 4', order_note: 'Allergy: nuts', channels: CHANNELS })).toEqual({
      ticket_no: 'T3-000042',
      order_name: 'Table 4',
      channel: 'Delivery app',
      created_at: '2026-11-21T09:15:02.120Z',
      order_note: 'Allergy: nuts',
      lines: [
        { name: 'Chicken burger', quantity: '2', options: ['Cheese (Extra melted)'], addons: ['Garlic sauce'], children: [], note: null },
        { name: 'Burger deal', quantity: '1', options: [], addons: [], children: [{ name: 'Fries', quantity: 2, options: ['Ketchup ×2'] }], note: null },
        { name: 'Halloumi', quantity: '0.333 kg', options: [], addons: [], children: [], note: 'Sliced' },
      ],
    });
  });

  test('carries no price: the kitchen makes the order, it does not charge it', () => {
    const ticket = kitchenTicket(order, { order_name: 'Table 4', channels: CHANNELS });
    expect(keysOf(ticket).filter((k) => /price|amount|total|discount|payment|change/i.test(k))).toEqual([]);
    const printed = JSON.stringify(ticket);
    for (const line of order.lines) {
      for (const price of [line.unit_price, line.subtotal, line.total]) expect(printed).not.toContain(formatMoney(price, 3));
    }
  });

  test('an add-on taken twice says so', () => {
    const twice = orderOf(cartOf(2, { ...exampleBurger, addons: [{ product_id: ids.sauce, quantity: 2 }] }), [card('5.200')]);
    expect(kitchenTicket(twice, { channels: [] }).lines[0]?.addons).toEqual(['Garlic sauce ×2']);
  });

  test.each([
    ['no name or note given', {}, null, null],
    ['a blank name and note', { order_name: '  ', order_note: '' }, null, null],
    ['a name and note with spaces around', { order_name: ' Pickup 12 ', order_note: ' Ring the bell ' }, 'Pickup 12', 'Ring the bell'],
  ])('%s', (_label, extras, name, note) => {
    expect(kitchenTicket(order, { ...extras, channels: CHANNELS })).toMatchObject({ order_name: name, order_note: note });
  });

  test('an order on no channel has none; a channel the catalog no longer lists is named by its id', () => {
    expect(kitchenTicket({ ...order, channel_id: null }, { channels: CHANNELS }).channel).toBeNull();
    expect(kitchenTicket({ ...order, channel_id: 9 }, { channels: CHANNELS }).channel).toBe('Channel 9');
  });
});
