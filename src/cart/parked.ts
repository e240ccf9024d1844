/**
 * Parked orders as rules on plain data: what a parked order is called, what the list shows of
 * it, and what the open order becomes when one is reopened. Storage (one transaction per park
 * or reopen, two tabs) is src/db/parked.ts's.
 *
 * A parked order is the cart as it was, quoted prices included: reopening never reprices it
 * (a line whose menu price changed since is marked stale as any other quoted line, and is
 * refused more units at its old price by the cart's own rule).
 */
import type { Money } from '../core/money';
import { isBlankOrder, type CartState } from './cart';
import { cleanName, ORDER_NAME_MAX, textLength } from './orderText';
import { orderTotals } from './totals';
import { msg } from '@lingui/core/macro';

/** Why an order was not parked or reopened. */
export type ParkRefusal =
  | { ok: false; reason: 'nothing-to-park' }
  | { ok: false; reason: 'name-too-long'; max: number }
  /** Two parked orders never share a name, so the cashier always opens the one meant. */
  | { ok: false; reason: 'name-taken'; name: string }
  /** Another screen reopened it first (or it was never there). */
  | { ok: false; reason: 'gone' };

/**
 * How a default name reads, `{number}` where its number goes: the first is the language on
 * screen's ("طلب {number}" in Arabic), and names made in the others ("Order 3") still count,
 * so a number is never given twice whichever language parked the order.
 */
export type NameFormats = readonly string[];

/** The source language's default name. */
export const ORDER_NAME_FORMAT = 'Order {number}';

const number = '{number}';
/** The default name as a message of the catalogs, `{number}` left where its number goes. */
export const ORDER_NAME_MESSAGE = msg`Order ${number}`;

const ENGLISH: NameFormats = [ORDER_NAME_FORMAT];

/** The number of a default name in `format`, or 0 when `name` is not one. */
function defaultNumber(name: string, format: string): number {
  const [before = '', after = ''] = format.split('{number}');
  const cleaned = cleanName(name).toLowerCase();
  const [b, a] = [cleanName(before).toLowerCase(), cleanName(after).toLowerCase()];
  if (!cleaned.startsWith(b) || !cleaned.endsWith(a) || cleaned.length <= b.length + a.length) return 0;
  const digits = cleaned.slice(b.length, cleaned.length - a.length).trim();
  const n = /^\d+$/.test(digits) ? Number(digits) : 0;
  return Number.isSafeInteger(n) ? n : 0;
}

/** Names are the same for the cashier whatever their case: "table 4" is "Table 4". */
export function sameName(a: string, b: string): boolean {
  return cleanName(a).toLowerCase() === cleanName(b).toLowerCase();
}

/**
 * The name an order gets when the cashier types none: "Order N" in the language on screen (the
 * first of `formats`), one above the highest default name parked now in any of them (so
 * "Order 3" beside "Order 1" and "Order 2", and never a name already parked).
 */
export function nextOrderName(parkedNames: readonly string[], formats: NameFormats = ENGLISH): string {
  let highest = 0;
  for (const name of parkedNames) for (const format of formats) highest = Math.max(highest, defaultNumber(name, format));
  return (formats[0] ?? ORDER_NAME_FORMAT).replace('{number}', String(highest + 1));
}

/**
 * The name the park form offers for `cart`: the name it was parked under before, when no
 * parked order holds it now, else the next number.
 */
export function suggestedName(cart: CartState, parkedNames: readonly string[], formats: NameFormats = ENGLISH): string {
  const own = cart.name;
  return own && !parkedNames.some((n) => sameName(n, own)) ? own : nextOrderName(parkedNames, formats);
}

/** The typed name, cleaned (an empty one takes the next number), or why it cannot be used. */
export function chooseOrderName(typed: string, parkedNames: readonly string[], formats: NameFormats = ENGLISH): { ok: true; name: string } | ParkRefusal {
  const name = cleanName(typed) || nextOrderName(parkedNames, formats);
  if (textLength(name) > ORDER_NAME_MAX) return { ok: false, reason: 'name-too-long', max: ORDER_NAME_MAX };
  if (parkedNames.some((n) => sameName(n, name))) return { ok: false, reason: 'name-taken', name };
  return { ok: true, name };
}

/** The order as it is kept while parked: under its name, everything else as it was. */
export function parkedCart(cart: CartState, name: string): CartState | ParkRefusal {
  if (isBlankOrder(cart)) return { ok: false, reason: 'nothing-to-park' };
  return { ...cart, name };
}

/**
 * The open order once `parked` is reopened in place of `current`: the parked order whole, its
 * revision one above the open order's, so a screen that still shows the order it replaced
 * cannot complete or change it (both check the stored revision).
 */
export function reopenedCart(parked: CartState, current: CartState): CartState {
  return { ...parked, revision: current.revision + 1 };
}

/** What "Parked orders" shows of one: its number of lines and its total. */
export function parkedSummary(cart: CartState): { lines: number; total: Money } {
  return { lines: cart.lines.length, total: orderTotals(cart).total };
}
