/**
 * The kitchen ticket of a completed order: what to make and for whom, never what it cost. It
 * reads the order's own line snapshots, so it prints without the catalog, and words options
 * as the receipt does (`Cheese ×2 (Extra melted)`). The order's name and note (assumed-contracts
 * 7) and its channel's name are passed in, as the order does not hold them. It prints in the
 * terminal's language (`words`: its messages and each name as it shows there), English by default.
 */
import { msg } from '@lingui/core/macro';
import type { CartLine } from '../cart/cart';
import { optionText, quantityText } from '../cart/lineText';
import type { CompletedOrder } from '../checkout/order';
import type { Channel } from '../core/catalog';
import { ENGLISH, type ReceiptWords } from '../checkout/receipt';
import type { Translate } from '../core/names';

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

function kitchenLine(line: CartLine, { t, name }: ReceiptWords): KitchenLine {
  return {
    name: name(line),
    quantity: quantityText(line, t(msg`kg`)),
    options: line.options.map((o) => optionText(o, name)),
    addons: line.addons.map((a) => optionText({ name: a.name, localize_name: a.localize_name, quantity: a.quantity, instructions: [] }, name)),
    children: line.children.map((c) => ({ name: name(c), quantity: c.quantity, options: c.options.map((o) => optionText(o, name)) })),
    note: text(line.note),
  };
}

export function kitchenTicket(order: CompletedOrder, input: KitchenTicketInput, words: ReceiptWords = ENGLISH): KitchenTicket {
  return {
    ticket_no: order.ticket_no,
    order_name: text(input.order_name),
    channel: channelName(order.channel_id, input.channels, words.t),
    created_at: order.created_at,
    order_note: text(input.order_note),
    lines: order.lines.map((line) => kitchenLine(line, words)),
  };
}
