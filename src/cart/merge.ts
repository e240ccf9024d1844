/**
 * Cart merge (2.10.7): adding a product with the same choices as a line already in the cart
 * raises that line's quantity instead of adding a line, when the line was quoted at the same
 * unit prices. `lineKey` is the one statement of "the same choices" and `priceKey` of "the
 * same prices"; everything else asks them.
 */
import type { ChosenOption, LineRequest } from '../core/line';
import { requestOf, type PricedLine, type PricedOption } from './pricing';

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
    // A line sold at a scale label's price is its own line (absent: the key lines always had).
    ...(request.label_price != null ? [{ label: request.label_price }] : []),
    request.note,
    sorted(request.options.map(optionKey)),
    sorted(request.addons.map((a) => [a.product_id, a.quantity])),
    sorted(
      request.children.map((c) => [c.slot_category_id, c.product_id, c.quantity, sorted(c.options.map(optionKey))]),
    ),
  ]);
}

/**
 * The unit prices a line was priced at, order-insensitive like `lineKey`: its own price, and
 * each option's, add-on's and combo child's. Two lines with the same choices but another
 * price key were quoted at different prices (a catalog sync came between them).
 */
export function priceKey(line: Pick<PricedLine, 'unit_price' | 'options' | 'addons' | 'children'>): string {
  const options = (list: readonly PricedOption[]) => sorted(list.map((o) => [o.modifier_id, o.item_id, o.unit_price]));
  return JSON.stringify([
    line.unit_price,
    options(line.options),
    sorted(line.addons.map((a) => [a.product_id, a.unit_price])),
    sorted(line.children.map((c) => [c.slot_category_id, c.product_id, c.unit_price, options(c.options)])),
  ]);
}

/**
 * The line an added priced line merges into, if any: the same choices (2.10.7) AT THE SAME
 * UNIT PRICES. A line quoted before a catalog sync changed a price keeps that price, and the
 * same product added after it starts a new line at the new price: a unit is never merged in
 * at a stale price. A line carrying a discount is left alone too: the cashier granted it to
 * those items, and raising its quantity would silently extend it.
 */
export function findMergeTarget<L extends PricedLine>(lines: readonly L[], added: PricedLine): L | undefined {
  const key = lineKey(requestOf(added));
  if (key === null) return undefined;
  const prices = priceKey(added);
  return lines.find((line) => line.discount_pct === 0 && lineKey(requestOf(line)) === key && priceKey(line) === prices);
}
