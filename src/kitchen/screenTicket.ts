/**
 * A kitchen ticket as the kitchen screen receives it (assumed-contracts 14): the ticket the
 * till prints (src/day/kitchenTicket.ts), one per station, in the contract's words. A station's
 * voided lines travel as a ticket of their own, kind `void`, so the screen shows them on the
 * order they change; what was added to an order the station already had is kind `added`.
 *
 * Pure: the ids, the time and what the catalog says of a product come in as arguments.
 */
import type { KitchenLine, KitchenTicket } from '../day/kitchenTicket';
import type { KitchenStation } from '../day/stations';

export type ScreenTicketKind = 'new' | 'added' | 'void' | 'copy';

export interface ScreenLine {
  line_id: string;
  product_id: number;
  name: string;
  quantity: string;
  /** Options, add-ons and a deal's items, each as the printed ticket words them. */
  options: string[];
  note: string | null;
  category_name: string;
  /** Minutes; null when the product has none. */
  preparation_time: number | null;
}

/** The body of `POST /api/v2/kitchen-tickets`. */
export interface ScreenTicket {
  ticket_id: string;
  client_order_id: string;
  terminal_id: string;
  location_id: number;
  station: string;
  kind: ScreenTicketKind;
  order_name: string | null;
  call_number: number | null;
  sent_at: string;
  lines: ScreenLine[];
}

/** What the catalog says of a product for the kitchen: its category's name and its preparation time. */
export interface ProductKitchenFacts {
  category_name: string;
  preparation_time: number | null;
}

export interface ScreenTicketContext {
  client_order_id: string;
  terminal_id: string;
  location_id: number;
  sent_at: string;
  newId(): string;
  factsOf(productId: number): ProductKitchenFacts;
}

/** Whether a station's tickets go to its kitchen screen. */
export function isScreenStation(stations: readonly KitchenStation[], station: string | null): boolean {
  return station !== null && stations.some((s) => s.name === station && s.screen === true);
}

function screenLine(line: KitchenLine, facts: ProductKitchenFacts): ScreenLine {
  const children = line.children.map((c) => `${c.name} ×${c.quantity}${c.options.length > 0 ? ` (${c.options.join(', ')})` : ''}`);
  return {
    line_id: line.line_id,
    product_id: line.product_id,
    name: line.name,
    quantity: line.quantity,
    options: [...line.options, ...line.addons, ...children],
    note: line.note,
    category_name: facts.category_name,
    preparation_time: facts.preparation_time,
  };
}

/**
 * The screen tickets of a station's printed ticket: its lines to make (kind `new`, or `added`
 * when the ticket is ADDED, `copy` when `copy`) and its voided lines (kind `void`), each a
 * ticket of its own; none for an empty part.
 */
export function screenTicketsOf(ticket: KitchenTicket & { station: string }, ctx: ScreenTicketContext, copy = false): ScreenTicket[] {
  const make = ticket.lines.filter((l) => !l.void);
  const voided = ticket.lines.filter((l) => l.void);
  const kind: ScreenTicketKind = copy ? 'copy' : ticket.mark === 'ADDED' ? 'added' : 'new';
  const parts: [ScreenTicketKind, KitchenLine[]][] = [
    [kind, make],
    ['void', voided],
  ];
  return parts
    .filter(([, lines]) => lines.length > 0)
    .map(([k, lines]) => ({
      ticket_id: ctx.newId(),
      client_order_id: ctx.client_order_id,
      terminal_id: ctx.terminal_id,
      location_id: ctx.location_id,
      station: ticket.station,
      kind: k,
      order_name: ticket.order_name,
      call_number: ticket.call_no ?? null,
      sent_at: ctx.sent_at,
      lines: lines.map((l) => screenLine(l, ctx.factsOf(l.product_id))),
    }));
}

/** Each station's ticket as the screen receives it, with the paper it would print (its lines of that part). */
export function screenTicketsFor(tickets: readonly (KitchenTicket & { station: string })[], ctx: ScreenTicketContext): { ticket: ScreenTicket; printable: KitchenTicket }[] {
  return tickets.flatMap((printable) =>
    screenTicketsOf(printable, ctx).map((ticket) => ({ ticket, printable: { ...printable, lines: printable.lines.filter((l) => (ticket.kind === 'void') === l.void) } })),
  );
}

/** Where an order's screen tickets come from: the id the screen knows it by, this till, its branch, when it was sent. */
export interface ScreenTicketSource {
  orderId: string;
  terminalId: string;
  locationId: number;
  sentAt: string;
  factsOf(productId: number): ProductKitchenFacts;
  newId(): string;
}

/**
 * The screen tickets of an order's kitchen tickets, as a sale and a kitchen send store them:
 * only those of the stations with a kitchen screen, each with its paper.
 */
export function screenTicketsOfOrder(
  tickets: readonly (KitchenTicket & { station: string | null })[],
  stations: readonly KitchenStation[],
  source: ScreenTicketSource,
): { ticket: ScreenTicket; printable: KitchenTicket }[] {
  const ctx: ScreenTicketContext = {
    client_order_id: source.orderId,
    terminal_id: source.terminalId,
    location_id: source.locationId,
    sent_at: source.sentAt,
    newId: source.newId,
    factsOf: source.factsOf,
  };
  return screenTicketsFor(splitByScreen(tickets, stations).screen, ctx);
}

/**
 * The tickets of an order split by where they go: the stations with a kitchen screen get
 * screen tickets, every other station its paper as before.
 */
export function splitByScreen<T extends { station: string | null }>(tickets: readonly T[], stations: readonly KitchenStation[]): { screen: (T & { station: string })[]; paper: T[] } {
  const screen: (T & { station: string })[] = [];
  const paper: T[] = [];
  for (const t of tickets) {
    if (isScreenStation(stations, t.station)) screen.push(t as T & { station: string });
    else paper.push(t);
  }
  return { screen, paper };
}

/**
 * What the kitchen screen is told of each product, from the catalog: the category it is filed
 * under by name (2.2 `type`), else its first category's name, and its `preparation_time`.
 */
export function kitchenFactsOf(
  products: ReadonlyMap<number, { type: string | null; category_ids: readonly number[]; preparation_time?: number | null }>,
  categories: readonly { id: number; name: string }[],
): (productId: number) => ProductKitchenFacts {
  return (productId) => {
    const product = products.get(productId);
    if (!product) return { category_name: '', preparation_time: null };
    const type = product.type?.trim() ?? '';
    const first = product.category_ids.map((id) => categories.find((c) => c.id === id)?.name).find((n) => n !== undefined) ?? '';
    return { category_name: type !== '' ? type : first, preparation_time: product.preparation_time ?? null };
  };
}
