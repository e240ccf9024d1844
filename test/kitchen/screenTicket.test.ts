import { describe, expect, test } from 'vitest';
import type { KitchenLine, KitchenTicket } from '../../src/day/kitchenTicket';
import { isScreenStation, kitchenFactsOf, screenTicketsFor, splitByScreen } from '../../src/kitchen/screenTicket';

const line = (overrides: Partial<KitchenLine> = {}): KitchenLine => ({
  line_id: 'l-1',
  product_id: 41,
  name: 'Chicken burger',
  quantity: '2',
  options: ['Cheese'],
  addons: ['Garlic sauce'],
  children: [],
  note: 'No onion',
  void: false,
  ...overrides,
});
const ticket = (overrides: Partial<KitchenTicket> = {}): KitchenTicket & { station: string } => ({
  ticket_no: '',
  order_name: 'Table 4',
  channel: null,
  created_at: '2026-11-29T09:00:00.000Z',
  order_note: null,
  lines: [line()],
  mark: null,
  station: 'Grill',
  ...overrides,
}) as KitchenTicket & { station: string };

let n = 0;
const ctx = {
  client_order_id: 'o-1',
  terminal_id: 't-1',
  location_id: 3,
  sent_at: '2026-11-29T09:00:00.000Z',
  newId: () => `k-${++n}`,
  factsOf: () => ({ category_name: 'Burgers', preparation_time: 8 }),
};
const STATIONS = [
  { name: 'Grill', category_ids: [1], screen: true },
  { name: 'Drinks', category_ids: [2] },
];

describe('a station ticket in the kitchen screen contract (assumed-contracts 14)', () => {
  test('a first ticket is kind new with its lines, options, add-ons, note, category and preparation time', () => {
    const [made] = screenTicketsFor([ticket()], ctx);
    expect(made?.ticket).toMatchObject({
      client_order_id: 'o-1',
      station: 'Grill',
      kind: 'new',
      order_name: 'Table 4',
      call_number: null,
      lines: [{ line_id: 'l-1', product_id: 41, name: 'Chicken burger', quantity: '2', options: ['Cheese', 'Garlic sauce'], note: 'No onion', category_name: 'Burgers', preparation_time: 8 }],
    });
  });

  test('an ADDED ticket is kind added; its voided lines go as a VOID ticket of their own, each with its paper', () => {
    const made = screenTicketsFor([ticket({ mark: 'ADDED', call_no: 12, lines: [line(), line({ line_id: 'l-2', name: 'Fries', void: true })] })], ctx);
    expect(made.map((m) => [m.ticket.kind, m.ticket.call_number, m.ticket.lines.map((l) => l.name)])).toEqual([
      ['added', 12, ['Chicken burger']],
      ['void', 12, ['Fries']],
    ]);
    expect(made.map((m) => m.printable.lines.map((l) => l.name))).toEqual([['Chicken burger'], ['Fries']]);
    expect(new Set(made.map((m) => m.ticket.ticket_id)).size).toBe(2);
  });

  test("a deal's items are named with their choices among the line's options", () => {
    const [made] = screenTicketsFor([ticket({ lines: [line({ options: [], addons: [], children: [{ name: 'Fries', quantity: 2, options: ['Ketchup'] }] })] })], ctx);
    expect(made?.ticket.lines[0]?.options).toEqual(['Fries ×2 (Ketchup)']);
  });

  test('only a station set to a kitchen screen goes to the screen; the others print as before', () => {
    expect(isScreenStation(STATIONS, 'Grill')).toBe(true);
    expect(isScreenStation(STATIONS, 'Drinks')).toBe(false);
    expect(isScreenStation(STATIONS, null)).toBe(false);
    const { screen, paper } = splitByScreen([ticket(), ticket({ station: 'Drinks' })], STATIONS);
    expect(screen.map((t) => t.station)).toEqual(['Grill']);
    expect(paper.map((t) => t.station)).toEqual(['Drinks']);
  });

  test("a product's category is the one it is filed under by name, else its first category; its preparation time or null", () => {
    const products = new Map([
      [1, { type: 'Burgers', category_ids: [7], preparation_time: 12 }],
      [2, { type: null, category_ids: [8, 7] }],
    ]);
    const facts = kitchenFactsOf(products, [{ id: 7, name: 'Grill' }, { id: 8, name: 'Cold drinks' }]);
    expect(facts(1)).toEqual({ category_name: 'Burgers', preparation_time: 12 });
    expect(facts(2)).toEqual({ category_name: 'Cold drinks', preparation_time: null });
    expect(facts(99)).toEqual({ category_name: '', preparation_time: null });
  });
});
