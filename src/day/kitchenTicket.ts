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
 * ticket per kitchen station (stations.ts); a ticket after the order's first is marked ADDED,
 * a voided line VOID. The same model is drawn on screen and paper (ui/KitchenTicket.tsx) and
 * is what a kitchen printer receives.
 */
import { msg } from '@lingui/core/macro';
import type { CartLine } from '../cart/cart';
import { optionText, quantityText } from '../cart/lineText';
import type { CompletedOrder } from '../checkout/order';
import type { Channel } from '../core/catalog';
import { ENGLISH, type ReceiptWords } from '../checkout/receipt';
import type { Translate } from '../core/names';
import { kitchenUnits, unsentUnits, type LineVoid } from '../cart/kitchen';
import { byStation, type KitchenStation } from './stations';

export interface KitchenChild {
  name: string;
  /** Per unit of the line, as on the receipt. */
  quantity: number;
  options: string[];
}

export interface KitchenLine {
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

/** A channel the catalog no longer lists is still named by its id, so the kitchen sees it is not a counter order. */
function channelName(id: number | null, channels: readonly Channel[], t: Translate): string | null {
  if (id === null) return null;
  return channels.find((c) => c.channel_id === id)?.channel_name ?? t(msg`Channel ${id}`);
}

function kitchenLine(line: CartLine, { t, name }: ReceiptWords, isVoid = false): KitchenLine {
  return {
    name: name(line),
    quantity: quantityText(line, t(msg`kg`)),
    options: line.options.map((o) => optionText(o, name)),
    addons: line.addons.map((a) => optionText({ name: a.name, localize_name: a.localize_name, quantity: a.quantity, instructions: [] }, name)),
    children: line.children.map((c) => ({ name: name(c), quantity: c.quantity, options: c.options.map((o) => optionText(o, name)) })),
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
  };
}

/** An order as "Send to kitchen" reads it: the open order, or a sale at payment. */
export interface KitchenSource {
  lines: readonly CartLine[];
  voids?: readonly LineVoid<CartLine>[];
  /** Tickets the kitchen already had of the order. */
  kitchen_sends?: number;
  channel_id: number | null;
  /** A sale's ticket number; none for an open order. */
  ticket_no?: string;
  /** A kiosk sale's call number. */
  call_no?: number;
}

export interface KitchenSendInput extends KitchenTicketInput {
  /** ISO 8601 instant the ticket is sent. */
  at: string;
  stations: readonly KitchenStation[];
  /** The category ids the line's product is filed under (its station), from the catalog. */
  categoriesOf(productId: number): readonly number[];
  /** Only the voids not printed yet (a VOID slip right after a void). */
  voids_only?: boolean;
}

/**
 * The tickets "Send to kitchen" prints, one per station with something to make or stop: the
 * units of each line not sent yet, then the voids not printed yet, each marked VOID. Empty when
 * there is nothing to send.
 */
export function kitchenSend(source: KitchenSource, input: KitchenSendInput, words: ReceiptWords = ENGLISH): KitchenTicket[] {
  const added = input.voids_only
    ? []
    : source.lines.filter((l) => unsentUnits(l) > 0).map((l) => ({ line: l.weight_g === null ? { ...l, quantity: unsentUnits(l) } : l, isVoid: false }));
  const voided = (source.voids ?? []).filter((v) => !v.printed).map((v) => ({ line: v.line, isVoid: true }));
  const mark = added.length > 0 && (source.kitchen_sends ?? 0) > 0 ? 'ADDED' : null;
  return byStation([...added, ...voided], input.stations, (item) => input.categoriesOf(item.line.product_id)).map((group) => ({
    ticket_no: source.ticket_no ?? '',
    order_name: text(input.order_name),
    channel: channelName(source.channel_id, input.channels, words.t),
    created_at: input.at,
    order_note: text(input.order_note),
    lines: group.items.map((item) => kitchenLine(item.line, words, item.isVoid)),
    mark,
    station: group.station,
    ...(source.call_no !== undefined ? { call_no: source.call_no } : {}),
  }));
}
