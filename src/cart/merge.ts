/**
 * Cart merge (2.10.7): adding a product with the same choices as a line already in the cart
 * raises that line's quantity instead of adding a line. `lineKey` is the one statement of
 * "the same choices"; everything else asks it.
 */
import type { ChosenOption, LineRequest } from '../core/line';

const optionKey = (o: ChosenOption) =>
  [o.modifier_id, o.item_id, o.quantity, [...o.instructions].sort((a, b) => a - b)] as const;

/** Order-insensitive: the same choices ticked in another order are the same line. */
const sorted = (items: readonly unknown[]): string[] => items.map((item) => JSON.stringify(item)).sort();

/**
 * The identity of a line's choices: product, options (ids, quantities and instructions),
 * add-ons, combo children with their options, note and, for open-price items, the typed
 * price. Null for a weighed line: each weighing is its own line and never merges.
 */
export function lineKey(request: LineRequest): string | null {
  if (request.weight_g !== null) return null;
  return JSON.stringify([
    request.product_id,
    request.open_price,
    request.note,
    sorted(request.options.map(optionKey)),
    sorted(request.addons.map((a) => [a.product_id, a.quantity])),
    sorted(
      request.children.map((c) => [c.slot_category_id, c.product_id, c.quantity, sorted(c.options.map(optionKey))]),
    ),
  ]);
}

export function canMerge(a: LineRequest, b: LineRequest): boolean {
  const key = lineKey(a);
  return key !== null && key === lineKey(b);
}

/**
 * The line an added request merges into, if any. A line carrying a discount is left alone:
 * the cashier granted it to those items, and raising its quantity would silently extend it.
 */
export function findMergeTarget<L extends { discount_pct: number }>(
  lines: readonly L[],
  request: LineRequest,
  requestOfLine: (line: L) => LineRequest,
): L | undefined {
  const key = lineKey(request);
  if (key === null) return undefined;
  return lines.find((line) => line.discount_pct === 0 && lineKey(requestOfLine(line)) === key);
}
