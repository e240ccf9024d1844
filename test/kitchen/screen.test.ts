import { describe, expect, test } from 'vitest';
import { bumpIds, elapsedText, orderCards, recallIds, ticketMark, timerColour, type ListedTicket } from '../../src/kitchen/screen';

const T0 = Date.parse('2026-11-29T09:00:00.000Z');
const iso = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
const listed = (overrides: Partial<ListedTicket> = {}): ListedTicket => ({
  ticket_id: 'k-1',
  client_order_id: 'o-1',
  terminal_id: 't-1',
  location_id: 3,
  station: 'Grill',
  kind: 'new',
  order_name: 'Table 4',
  call_number: 12,
  sent_at: iso(0),
  lines: [{ line_id: 'l-1', product_id: 41, name: 'Burger', quantity: '1', options: [], note: null, category_name: 'Burgers', preparation_time: 8 }],
  state: 'new',
  state_at: iso(0),
  ...overrides,
});

describe("the kitchen screen's cards", () => {
  test('one card per order, oldest first; ADDED and VOID tickets on the order they change', () => {
    const cards = orderCards([
      listed({ ticket_id: 'k-3', client_order_id: 'o-1', kind: 'added', sent_at: iso(3) }),
      listed({ ticket_id: 'k-2', client_order_id: 'o-2', sent_at: iso(1), order_name: 'Table 9' }),
      listed({ ticket_id: 'k-1', client_order_id: 'o-1', sent_at: iso(0) }),
      listed({ ticket_id: 'k-4', client_order_id: 'o-1', kind: 'void', sent_at: iso(4) }),
    ]);
    expect(cards.map((c) => [c.order_name, c.tickets.map((t) => ticketMark(t))])).toEqual([
      ['Table 4', [null, 'ADDED', 'VOID']],
      ['Table 9', [null]],
    ]);
  });

  test('a bumped order leaves the screen; recall brings back the order bumped last, all its tickets', () => {
    const tickets = [
      listed({ ticket_id: 'k-1', state: 'ready', state_at: iso(5) }),
      listed({ ticket_id: 'k-2', state: 'ready', state_at: iso(5) }),
      listed({ ticket_id: 'k-3', client_order_id: 'o-2', state: 'ready', state_at: iso(2) }),
      listed({ ticket_id: 'k-4', client_order_id: 'o-3', state: 'preparing' }),
    ];
    expect(orderCards(tickets).map((c) => c.client_order_id)).toEqual(['o-3']);
    expect(recallIds(tickets)).toEqual(['k-1', 'k-2']);
    expect(recallIds([listed()])).toEqual([]);
  });

  test('bump moves every open ticket of the card', () => {
    const [card] = orderCards([listed({ ticket_id: 'k-1' }), listed({ ticket_id: 'k-2', kind: 'added', sent_at: iso(1), state: 'preparing' })]);
    expect(bumpIds(card!)).toEqual(['k-1', 'k-2']);
  });

  test.each([
    [5, 'on-time'],
    [6, 'due'],
    [8, 'late'],
  ])('an 8-minute card after %s minutes is %s', (minutes, colour) => {
    const [card] = orderCards([listed()]);
    expect(timerColour(card!, T0 + minutes * 60_000)).toBe(colour);
  });

  test('with no preparation time the card is late after 10 minutes; void lines do not count', () => {
    const none = listed({ lines: [{ ...listed().lines[0]!, preparation_time: null }] });
    const voided = listed({ ticket_id: 'v', kind: 'void', lines: [{ ...listed().lines[0]!, preparation_time: 60 }] });
    const [card] = orderCards([none, voided]);
    expect(timerColour(card!, T0 + 9 * 60_000)).toBe('due');
    expect(timerColour(card!, T0 + 10 * 60_000)).toBe('late');
  });

  test('the timer reads m:ss, and h:mm:ss past an hour', () => {
    expect(elapsedText(iso(0), T0 + 65_000)).toBe('1:05');
    expect(elapsedText(iso(0), T0 + 3_725_000)).toBe('1:02:05');
    expect(elapsedText(iso(1), T0)).toBe('0:00');
  });
});
