/**
 * Quota and sold-out checks (2.10.11, assumed-contracts 4): how many units of each product a
 * cart line holds, and whether a change may raise them.
 *
 * A line holds its product `quantity` times, each combo child `child quantity x line
 * quantity` times and each add-on `add-on quantity x line quantity` times: every line that
 * holds a product counts, whatever the role. A weighed line holds its product once: quotas
 * count pieces, and a weighing is one piece sold. A bill's share of a line split in equal parts
 * (src/checkout/split.ts) holds its share of the units (`0.5`), so the bills hold the order's
 * units once between them; sums are kept to the share's 3 decimals, free of float noise.
 */
import { msg } from '@lingui/core/macro';
import type { CartRules } from './rules';
import type { PricedLine } from './pricing';

export type StockRefusal =
  | { ok: false; reason: 'sold-out'; product_id: number }
  /** `remaining`: units of the product still free for the change, after the rest of the order. */
  | { ok: false; reason: 'quota'; product_id: number; remaining: number };

export type Usage = ReadonlyMap<number, number>;

type Held = { readonly product_id: number; readonly quantity: number };
export type StockLine = Pick<PricedLine, 'product_id' | 'quantity' | 'weight_g'> & {
  readonly addons: readonly Held[];
  readonly children: readonly Held[];
};

function count(into: Map<number, number>, productId: number, units: number): void {
  into.set(productId, Math.round(((into.get(productId) ?? 0) + units) * 1000) / 1000);
}

/** Units per product held by the lines (at `quantity` instead of their own, when given). */
export function usageOf(lines: readonly StockLine[], quantity?: number): Usage {
  const usage = new Map<number, number>();
  for (const line of lines) {
    // A weighing's quantity is 1, or a bill's share of it.
    const units = line.weight_g !== null ? line.quantity : (quantity ?? line.quantity);
    count(usage, line.product_id, units);
    for (const child of line.children) count(usage, child.product_id, child.quantity * units);
    for (const addon of line.addons) count(usage, addon.product_id, addon.quantity * units);
  }
  return usage;
}

/**
 * Refuses a change that takes a line's usage from `before` to `after` while the rest of the
 * order holds `held`, if it raises a sold-out product or pushes a product past its remaining
 * stock. Lowering is always allowed, so a cart caught above a shrunken quota can be fixed.
 */
export function checkStock(held: Usage, before: Usage, after: Usage, rules: CartRules): StockRefusal | null {
  for (const [productId, units] of after) {
    if (units <= (before.get(productId) ?? 0)) continue;
    if (rules.isSoldOut(productId)) return { ok: false, reason: 'sold-out', product_id: productId };
    const stock = rules.remainingStock(productId);
    const others = held.get(productId) ?? 0;
    if (stock !== null && others + units > stock) {
      return { ok: false, reason: 'quota', product_id: productId, remaining: Math.max(0, stock - others) };
    }
  }
  return null;
}

/** Why a sale or a payment is refused while lines are over what is left (a message of the catalogs). */
export const STOCK_CHANGED_MESSAGE = msg`Some lines are sold out or over what is left: settle the marked lines, then take payment again.`.id;
