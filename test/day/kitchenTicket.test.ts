import { describe, expect, test } from 'vitest';
import { kitchenCopy, kitchenSend, kitchenTicket, type KitchenSendInput } from '../../src/day/kitchenTicket';
import { NO_LINKS, stationLinks, stationLinksOf } from '../../src/day/stations';
import { makeCategory, makeProduct } from '../kit/factories';
import { formatMoney } from '../../src/core/money';
import type { CartLine } from '../../src/cart/cart';
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
        expect.objectContaining({ name: 'Chicken burger', quantity: '2', options: ['Cheese (Extra melted)'], addons: ['Garlic sauce'], children: [], note: null, void: false }),
        expect.objectContaining({ name: 'Burger deal', quantity: '1', options: [], addons: [], children: [{ name: 'Fries', quantity: 2, options: ['Ketchup ×2'] }], note: null, void: false }),
        expect.objectContaining({ name: 'Halloumi', quantity: '0.333 kg', options: [], addons: [], children: [], note: 'Sliced', void: false }),
      ],
      mark: null,
      station: null,
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

const AT = '2026-11-21T12:00:00.000Z';
const send = (input: Partial<KitchenSendInput> = {}): KitchenSendInput => ({ channels: CHANNELS, at: AT, stations: [], linksOf: () => NO_LINKS, ...input });
const [burger, deal, halloumi] = order.lines as [CartLine, CartLine, CartLine];

describe('"Send to kitchen": what the kitchen has not had yet', () => {
  test('a first send carries every line, unmarked, at the time it is sent, with the order\'s name and no ticket number', () => {
    const [ticket] = kitchenSend({ lines: order.lines, channel_id: null }, send({ order_name: 'Table 4' }));
    expect(ticket).toMatchObject({ ticket_no: '', order_name: 'Table 4', created_at: AT, mark: null, station: null });
    expect(ticket?.lines.map((l) => [l.name, l.quantity])).toEqual([['Chicken burger', '2'], ['Burger deal', '1'], ['Halloumi', '0.333 kg']]);
  });

  test.each([
    ['nothing sent: all of it', [0, 0, 0], [['Chicken burger', '2'], ['Burger deal', '1'], ['Halloumi', '0.333 kg']], null],
    ['one more burger after a send: only that unit, ADDED', [1, 1, 1], [['Chicken burger', '1']], 'ADDED'],
    ['everything sent: no ticket', [2, 1, 1], [], null],
  ] as const)('%s', (_label, sent, expected, mark) => {
    const lines = [burger, deal, halloumi].map((l, i) => ({ ...l, sent: sent[i] ?? 0 }));
    const tickets = kitchenSend({ lines, channel_id: null }, send());
    expect(tickets.flatMap((t) => t.lines.map((l) => [l.name, l.quantity]))).toEqual(expected);
    expect(tickets.every((t) => t.mark === mark)).toBe(true);
  });

  test('a void not printed yet prints VOID; one printed already does not print again; voids alone are not ADDED', () => {
    const voids = [
      { line: { ...burger, quantity: 1 }, reason: 'wrong-item' as const, voided_at: AT, approved_by: null, printed: false },
      { line: deal, reason: 'other' as const, voided_at: AT, approved_by: null, printed: true },
    ];
    const tickets = kitchenSend({ lines: [{ ...burger, sent: 1, quantity: 1 }], voids, channel_id: null }, send({ voids_only: true }));
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.mark).toBeNull();
    expect(tickets[0]?.lines.map((l) => [l.void, l.quantity, l.name])).toEqual([[true, '1', 'Chicken burger']]);
  });

  test('a kiosk sale\'s tickets carry its call number, each station\'s alike; an open order at the till has none', () => {
    const stations = [
      { name: 'Grill', category_ids: [1] },
      { name: 'Fryer', category_ids: [5] },
    ];
    const linksOf = (id: number) => ({ main: [], others: id === burger.product_id ? [1] : id === ids.fries ? [5] : [99] });
    const kiosk = { ...order, call_no: 42 };
    expect(kitchenSend(kiosk, send({ stations, linksOf })).map((t) => [t.station, t.call_no])).toEqual([
      ['Grill', 42],
      ['Fryer', 42],
    ]);
    expect(kitchenTicket(kiosk, { channels: [] }).call_no).toBe(42);
    expect(kitchenSend({ lines: order.lines, channel_id: null }, send()).every((t) => t.call_no === undefined)).toBe(true);
  });

  test('a kiosk order eaten in or taken away says so on every ticket, in the kitchen\'s words; an order nobody asked says nothing', () => {
    const stations = [
      { name: 'Grill', category_ids: [1] },
      { name: 'Fryer', category_ids: [5] },
    ];
    const linksOf = (id: number) => ({ main: [], others: id === burger.product_id ? [1] : id === ids.fries ? [5] : [99] });
    const takeAway = { ...order, call_no: 42, dining: 'take-away' as const };
    expect(kitchenSend(takeAway, send({ stations, linksOf })).map((t) => [t.station, t.dining])).toEqual([
      ['Grill', 'TAKE AWAY'],
      ['Fryer', 'TAKE AWAY'],
    ]);
    expect(kitchenTicket({ ...order, dining: 'eat-in' }, { channels: [] }).dining).toBe('EAT IN');
    expect('dining' in kitchenTicket(order, { channels: [] })).toBe(false);
  });

  test('each station gets its own ticket with its lines only; a line of no station goes to the first', () => {
    const stations = [
      { name: 'Grill', category_ids: [1] },
      { name: 'Fryer', category_ids: [5] },
    ];
    const linksOf = (id: number) => ({ main: [], others: id === burger.product_id ? [1] : id === ids.fries ? [5] : [99] });
    const tickets = kitchenSend({ lines: order.lines, channel_id: null }, send({ stations, linksOf }));
    expect(tickets.map((t) => [t.station, t.lines.map((l) => l.name)])).toEqual([
      ['Grill', ['Chicken burger', 'Halloumi']],
      ['Fryer', ['Burger deal']],
    ]);
  });
});

const GRILL_DRINKS = [
  { name: 'Grill', category_ids: [1] },
  { name: 'Drinks', category_ids: [2] },
];

describe('stations by the catalog\'s own link', () => {
  const categories = [makeCategory({ id: 1, name: 'Burgers' }), makeCategory({ id: 2, name: 'Drinks' }), makeCategory({ id: 3, name: 'Deals' })];

  test('a product goes to the station of its main category (its `type`), before its `category_id`', () => {
    // Filed by name under Burgers, with a secondary link to Drinks: the grill makes it.
    const links = stationLinks(makeProduct({ type: 'Burgers', category_ids: [2] }), categories);
    expect(links).toEqual({ main: [1], others: [2] });
    const tickets = kitchenSend({ lines: [burger], channel_id: null }, send({ stations: GRILL_DRINKS, linksOf: () => links }));
    expect(tickets.map((t) => t.station)).toEqual(['Grill']);
  });

  test.each([
    ['its type in another case', 'burgers', [2], 'Grill'],
    ['a type no category has: its category_id', 'Sandwiches', [2], 'Drinks'],
    ['no type: its category_id', null, [2], 'Drinks'],
    ['neither a station makes: the first station', 'Deals', [3], 'Grill'],
  ] as const)('%s', (_label, type, categoryIds, station) => {
    const linksOf = stationLinksOf(new Map([[burger.product_id, makeProduct({ type, category_ids: [...categoryIds] })]]), categories);
    expect(kitchenSend({ lines: [burger], channel_id: null }, send({ stations: GRILL_DRINKS, linksOf })).map((t) => t.station)).toEqual([station]);
  });

  test('a product the catalog no longer has goes to the first station', () => {
    expect(stationLinksOf(new Map(), categories)(burger.product_id)).toEqual(NO_LINKS);
  });
});

describe('a deal\'s items at their own stations', () => {
  const meal = orderOf(
    cartOf(
      2,
      makeLineRequest({
        product_id: ids.deal,
        children: [
          { product_id: ids.burger, slot_category_id: 1, quantity: 1, options: [] },
          { product_id: ids.fries, slot_category_id: 2, quantity: 1, options: [] },
        ],
        note: 'No salt',
      }),
    ),
    [card('5.000')],
  );
  // The deal is filed under Deals, which no station makes; its burger at the grill, its fries with the drinks.
  const linksOf = (id: number) => ({ main: id === ids.burger ? [1] : id === ids.fries ? [2] : [3], others: [] });

  test('each item prints at its own product\'s station, under the deal\'s name and note, not all at the deal\'s', () => {
    const tickets = kitchenSend(meal, send({ stations: GRILL_DRINKS, linksOf }));
    expect(tickets.map((t) => [t.station, t.lines.map((l) => [l.name, l.children.map((c) => c.name), l.note])])).toEqual([
      ['Grill', [['Burger deal', ['Chicken burger'], 'No salt']]],
      ['Drinks', [['Burger deal', ['Fries'], 'No salt']]],
    ]);
  });

  test('with one kitchen the deal is one line with all its items', () => {
    const [ticket] = kitchenSend(meal, send({ linksOf }));
    expect(ticket?.lines.map((l) => l.children.map((c) => c.name))).toEqual([['Chicken burger', 'Fries']]);
  });

  test('a reprint from "Orders" is the order\'s tickets per station again, unmarked', () => {
    const copies = kitchenCopy(meal, { channels: [], stations: GRILL_DRINKS, linksOf });
    expect(copies.map((t) => [t.station, t.ticket_no, t.mark, t.lines.flatMap((l) => l.children.map((c) => c.name))])).toEqual([
      ['Grill', meal.ticket_no, null, ['Chicken burger']],
      ['Drinks', meal.ticket_no, null, ['Fries']],
    ]);
  });
});

describe('ADDED per station', () => {
  const linksOf = (id: number) => ({ main: id === burger.product_id ? [1] : [2], others: [] });
  const cola = { ...halloumi, line_id: 'cola', product_id: 999, name: 'Cola', weight_g: null, quantity: 1 };

  test('a station\'s first ticket of an order is not ADDED, though another station had one; its second is', () => {
    const lines = [{ ...burger, sent: 1 }, cola];
    const tickets = kitchenSend({ lines, channel_id: null }, send({ stations: GRILL_DRINKS, linksOf }));
    expect(tickets.map((t) => [t.station, t.mark])).toEqual([
      ['Grill', 'ADDED'],
      ['Drinks', null],
    ]);
  });

  test('a station that made units later voided had a ticket: its next one is ADDED', () => {
    const voids = [{ line: { ...cola, quantity: 1 }, reason: 'other' as const, voided_at: AT, approved_by: null, printed: true }];
    const tickets = kitchenSend({ lines: [cola], voids, channel_id: null }, send({ stations: GRILL_DRINKS, linksOf }));
    expect(tickets.map((t) => [t.station, t.mark])).toEqual([['Drinks', 'ADDED']]);
  });
});
