/**
 * The kitchen ticket: what to make and for whom, never what it cost. It reads the order's own
 * line snapshots, so it prints without the catalog, and words options as the receipt does
 * (`Cheese ×2 (Extra melted)`, preset instructions in brackets). The order's name and note
 * (assumed-contracts 7) and its channel's name are passed in, as the order does not hold them.
 * It prints in the terminal's language (`words`: its messages and each name as it shows
 * there), English by default.
 *
 * `kitchenTicket` is a completed order's whole ticket (a reprint from "Orders"): the whole units
 * the kitchen made of it (a bill of a split order, the units that bill made). `kitchenSend`
 * is what "Send to kitchen" prints: the units not sent yet and the voids not printed yet, one
 * ticket per kitchen station (stations.ts, a deal's items each at its own station); a
 * station's ticket after its first of the order is marked ADDED, a voided line VOID.
 * `kitchenCopy` is a completed order's tickets per station again, for a reprint. The same model is drawn on screen and paper (ui/KitchenTicket.tsx) and
 * is what a kitchen printer receives.
 */
import { msg } from '@lingui/core/macro';
import type { CartLine, Dining } from '../cart/cart';
import { optionText, quantityText } from '../cart/lineText';
import type { CompletedOrder } from '../checkout/order';
import type { Channel } from '../core/catalog';
import { ENGLISH, type ReceiptWords } from '../checkout/receipt';
import type { Translate } from '../core/names';
import type { PricedChild } from '../cart/pricing';
import { kitchenUnits, sentUnits, unsentUnits, type LineVoid } from '../cart/kitchen';
import type { KitchenStation, StationLinks } from './stations';
import { byStation } from './stationOrder';

export interface KitchenChild {
  name: string;
  /** Per unit of the line, as on the receipt. */
  quantity: number;
  options: string[];
}

export interface KitchenLine {
  /** The order line it comes from (a deal's items at another station share their deal's). */
  line_id: string;
  /** The product made: the line's, or of a deal's item at its own station, that item's. */
  product_id: number;
  name: string;
  /** `2`, or `0.333 kg` for a weighed line. */
  quantity: string;
  options: string[];
  /** `Garlic sauce`, `Garlic sauce ×2`. */
  addons: string[];
  children: KitchenChild[];
  /** The line's note; null when it has none. */
  note: string | null;
  /** Units the kitchen must NOT make any more: printed "VOID". */
  void: boolean;
}

export interface KitchenTicket {
  ticket_no: string;
  /** The name the order was parked or called under ("Table 4"); null when it has none. */
  order_name: string | null;
  /** The sales channel's name; null for an order sold on no channel. */
  channel: string | null;
  created_at: string;
  order_note: string | null;
  lines: KitchenLine[];
  /** `ADDED`: a later ticket of an order the kitchen already has, carrying only what was added. */
  mark: 'ADDED' | null;
  /** The kitchen station this ticket is for; null when the kitchen is one station. */
  station: string | null;
  /** A kiosk order's call number, the one the customer holds and the counter calls out; absent on a till's order. */
  call_no?: number;
  /** "EAT IN" or "TAKE AWAY" in the kitchen's language; absent when nobody was asked. */
  dining?: string;
  /** Printed because the station's kitchen screen did not take it in time: marked "(screen offline)". */
  screen_offline?: boolean;
}

export interface KitchenTicketInput {
  order_name?: string | null;
  order_note?: string | null;
  /** The catalog's channels, to name the order's. */
  channels: readonly Channel[];
}

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

const DINING_WORDS = { 'eat-in': msg`EAT IN`, 'take-away': msg`TAKE AWAY` } as const;

/** Where the order is eaten, as the kitchen reads it; nothing when nobody was asked. */
function diningText(dining: Dining | undefined, t: Translate): { dining?: string } {
  return dining ? { dining: t(DINING_WORDS[dining]) } : {};
}

/** A channel the catalog no longer lists is still named by its id, so the kitchen sees it is not a counter order. */
function channelName(id: number | null, channels: readonly Channel[], t: Translate): string | null {
  if (id === null) return null;
  return channels.find((c) => c.channel_id === id)?.channel_name ?? t(msg`Channel ${id}`);
}

/** A line as one station reads it: a deal's own choices only where `own`, and the children given. */
function kitchenLine(line: CartLine, { t, name }: ReceiptWords, isVoid = false, children: readonly PricedChild[] = line.children, own = true): KitchenLine {
  return {
    line_id: line.line_id,
    product_id: own ? line.product_id : (children[0]?.product_id ?? line.product_id),
    name: name(line),
    quantity: quantityText(line, t(msg`kg`)),
    options: own ? line.options.map((o) => optionText(o, name)) : [],
    addons: own ? line.addons.map((a) => optionText({ name: a.name, localize_name: a.localize_name, quantity: a.quantity, instructions: [] }, name)) : [],
    children: children.map((c) => ({ name: name(c), quantity: c.quantity, options: c.options.map((o) => optionText(o, name)) })),
    note: text(line.note),
    void: isVoid,
  };
}

export function kitchenTicket(order: CompletedOrder, input: KitchenTicketInput, words: ReceiptWords = ENGLISH): KitchenTicket {
  return {
    ticket_no: order.ticket_no,
    order_name: text(input.order_name),
    channel: channelName(order.channel_id, input.channels, words.t),
    created_at: order.created_at,
    order_note: text(input.order_note),
    lines: order.lines.filter((l) => kitchenUnits(l) > 0).map((line) => kitchenLine(line.weight_g === null ? { ...line, quantity: kitchenUnits(line) } : line, words)),
    mark: null,
    station: null,
    ...(order.call_no !== undefined ? { call_no: order.call_no } : {}),
    ...diningText(order.dining, words.t),
  };
}

/** An order as "Send to kitchen" reads it: the open order, or a sale at payment. */
export interface KitchenSource {
  lines: readonly CartLine[];
  voids?: readonly LineVoid<CartLine>[];
  channel_id: number | null;
  /** A sale's ticket number; none for an open order. */
  ticket_no?: string;
  /** A kiosk sale's call number. */
  call_no?: number;
  /** Eat in or take away, when the customer was asked. */
  dining?: Dining;
}

export interface KitchenStationsInput extends KitchenTicketInput {
  stations: readonly KitchenStation[];
  /** The links the line's product has to categories (its station: `stationLinksOf`), from the catalog. */
  linksOf(productId: number): StationLinks;
}

export interface KitchenSendInput extends KitchenStationsInput {
  /** ISO 8601 instant the ticket is sent. */
  at: string;
  /** Only the voids not printed yet (a VOID slip right after a void). */
  voids_only?: boolean;
}

/** What a station makes of a line: the whole line, or of a deal its own choices (`own`) or one of its items. */
interface Part {
  line: CartLine;
  isVoid: boolean;
  product_id: number;
  children: PricedChild[];
  own: boolean;
}

/**
 * A line cut into what each station makes: a plain line whole; a deal's items each at its own
 * product's station, and the deal's own options and add-ons, when it has some, at the deal's.
 */
function partsOf(line: CartLine, isVoid: boolean): Part[] {
  if (line.children.length === 0) return [{ line, isVoid, product_id: line.product_id, children: [], own: true }];
  const own = line.options.length > 0 || line.addons.length > 0 ? [{ line, isVoid, product_id: line.product_id, children: [], own: true }] : [];
  return [...own, ...line.children.map((child) => ({ line, isVoid, product_id: child.product_id, children: [child], own: false }))];
}

/** A station's parts back as lines: the parts of one line, in their order, drawn as one line. */
function linesOf(parts: readonly Part[], words: ReceiptWords): KitchenLine[] {
  const joined: { line: CartLine; isVoid: boolean; children: PricedChild[]; own: boolean }[] = [];
  for (const part of parts) {
    const same = joined.find((j) => j.line === part.line && j.isVoid === part.isVoid);
    if (same) {
      same.children.push(...part.children);
      same.own ||= part.own;
    } else joined.push({ line: part.line, isVoid: part.isVoid, children: [...part.children], own: part.own });
  }
  return joined.map((j) => kitchenLine(j.line, words, j.isVoid, j.children, j.own));
}

/** One ticket per station of `parts`, each marked by `markOf` from its station and its parts. */
function stationTickets(
  parts: readonly Part[],
  source: KitchenSource,
  input: KitchenStationsInput & { at: string },
  words: ReceiptWords,
  markOf: (station: string | null, parts: readonly Part[]) => KitchenTicket['mark'],
): KitchenTicket[] {
  return byStation(parts, input.stations, (part) => input.linksOf(part.product_id)).map((group) => ({
    ticket_no: source.ticket_no ?? '',
    order_name: text(input.order_name),
    channel: channelName(source.channel_id, input.channels, words.t),
    created_at: input.at,
    order_note: text(input.order_note),
    lines: linesOf(group.items, words),
    mark: markOf(group.station, group.items),
    station: group.station,
    ...(source.call_no !== undefined ? { call_no: source.call_no } : {}),
    ...diningText(source.dining, words.t),
  }));
}

/**
 * The stations that already had a ticket of the order: those of the units sent, and of the
 * voids printed (units the kitchen had before they were taken back).
 */
function stationsServed(source: KitchenSource, input: KitchenStationsInput): Set<string | null> {
  const had = [...source.lines.filter((l) => sentUnits(l) > 0), ...(source.voids ?? []).filter((v) => v.printed).map((v) => v.line)];
  const parts = had.flatMap((line) => partsOf(line, false));
  return new Set(byStation(parts, input.stations, (part) => input.linksOf(part.product_id)).map((g) => g.station));
}

/**
 * The tickets "Send to kitchen" prints, one per station with something to make or stop: the
 * units of each line not sent yet, then the voids not printed yet, each marked VOID. A deal's
 * items go to their own stations. A station's ticket is ADDED when that station already had
 * one of the order (another station's ticket does not count); voids alone are never ADDED.
 * Empty when there is nothing to send.
 */
export function kitchenSend(source: KitchenSource, input: KitchenSendInput, words: ReceiptWords = ENGLISH): KitchenTicket[] {
  const added = input.voids_only
    ? []
    : source.lines.filter((l) => unsentUnits(l) > 0).flatMap((l) => partsOf(l.weight_g === null ? { ...l, quantity: unsentUnits(l) } : l, false));
  const voided = (source.voids ?? []).filter((v) => !v.printed).flatMap((v) => partsOf(v.line, true));
  const served = stationsServed(source, input);
  return stationTickets([...added, ...voided], source, input, words, (station, parts) =>
    served.has(station) && parts.some((p) => !p.isVoid) ? 'ADDED' : null,
  );
}

/**
 * A completed order's whole kitchen ticket again, one per station as it was sent (a deal's
 * items at their own stations), for "Orders" to print marked COPY on the stations' printers.
 */
export function kitchenCopy(order: CompletedOrder, input: KitchenStationsInput, words: ReceiptWords = ENGLISH): KitchenTicket[] {
  const parts = order.lines.flatMap((line) => partsOf(line, false));
  return stationTickets(parts, order, { ...input, at: order.created_at }, words, () => null);
}
