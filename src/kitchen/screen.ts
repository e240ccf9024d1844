/**
 * What the kitchen screen shows of a station's tickets (assumed-contracts 14 `list_kds_orders`):
 * one card per order, oldest first, its first ticket and then the ADDED and VOID tickets that
 * change it, each part marked; a timer coloured by the lines' `preparation_time`. "Bump" moves
 * every open ticket of a card to ready; "Recall" brings back the card bumped last.
 *
 * Pure: the clock comes in as an argument.
 */
import type { ScreenTicket } from './screenTicket';

export type KdsState = 'new' | 'preparing' | 'ready' | 'served';

export interface ListedTicket extends ScreenTicket {
  state: KdsState;
  state_at: string;
}

export interface OrderCard {
  client_order_id: string;
  order_name: string | null;
  call_number: number | null;
  /** The earliest open ticket's time: the card's timer starts there. */
  sent_at: string;
  /** The order's open tickets, oldest first: the first one plain, later ones ADDED or VOID. */
  tickets: ListedTicket[];
}

const isOpen = (t: ListedTicket) => t.state === 'new' || t.state === 'preparing';
const byTime = (a: { sent_at: string }, b: { sent_at: string }) => Date.parse(a.sent_at) - Date.parse(b.sent_at);

/** The station's open orders as cards, oldest first; an order whose tickets are all bumped is not shown. */
export function orderCards(tickets: readonly ListedTicket[]): OrderCard[] {
  const cards = new Map<string, OrderCard>();
  for (const t of [...tickets].filter(isOpen).sort(byTime)) {
    const card = cards.get(t.client_order_id);
    if (card) {
      card.tickets.push(t);
      card.order_name ??= t.order_name;
      card.call_number ??= t.call_number;
    } else cards.set(t.client_order_id, { client_order_id: t.client_order_id, order_name: t.order_name, call_number: t.call_number, sent_at: t.sent_at, tickets: [t] });
  }
  return [...cards.values()];
}

/** The mark a ticket carries on its card: none for the order's first ticket. */
export function ticketMark(t: Pick<ListedTicket, 'kind'>): 'ADDED' | 'VOID' | 'COPY' | null {
  switch (t.kind) {
    case 'added':
      return 'ADDED';
    case 'void':
      return 'VOID';
    case 'copy':
      return 'COPY';
    case 'new':
      return null;
    default: {
      const never: never = t.kind;
      return never;
    }
  }
}

/** Minutes a card's lines take when none of them says (`preparation_time` null). */
export const DEFAULT_PREPARATION_MINUTES = 10;

export type TimerColour = 'on-time' | 'due' | 'late';

/**
 * A card's timer colour: on time until three quarters of its longest preparation time, due
 * until all of it, late after. Void lines are not made and do not count.
 */
export function timerColour(card: OrderCard, now: number): TimerColour {
  const minutes = card.tickets
    .filter((t) => t.kind !== 'void')
    .flatMap((t) => t.lines)
    .map((l) => l.preparation_time)
    .filter((m): m is number => m !== null && m > 0);
  const budget = (minutes.length > 0 ? Math.max(...minutes) : DEFAULT_PREPARATION_MINUTES) * 60_000;
  const elapsed = now - Date.parse(card.sent_at);
  if (elapsed >= budget) return 'late';
  return elapsed >= budget * 0.75 ? 'due' : 'on-time';
}

/** The card's elapsed time as `m:ss` (`h:mm:ss` past an hour), never negative. */
export function elapsedText(sentAt: string, now: number): string {
  const total = Math.max(0, Math.floor((now - Date.parse(sentAt)) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The ids "Bump" moves to ready: the card's open tickets. */
export function bumpIds(card: OrderCard): string[] {
  return card.tickets.filter(isOpen).map((t) => t.ticket_id);
}

/**
 * The ids "Recall" brings back to preparing: the tickets of the order bumped last (the latest
 * `state_at` among ready tickets), every ready ticket of that order; empty when none is ready.
 */
export function recallIds(tickets: readonly ListedTicket[]): string[] {
  const ready = tickets.filter((t) => t.state === 'ready');
  if (ready.length === 0) return [];
  const last = ready.reduce((a, b) => (Date.parse(b.state_at) > Date.parse(a.state_at) ? b : a));
  return ready.filter((t) => t.client_order_id === last.client_order_id).map((t) => t.ticket_id);
}
