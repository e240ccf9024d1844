/**
 * Carts built through the real cart reducer: rules stated directly, a cart context over a
 * catalog, lines priced and added as the option picker adds them.
 */
import type { Catalog } from '../../src/core/catalog';
import type { LineRequest } from '../../src/core/line';
import { cartReducer, isCartRefusal, type CartContext, type CartEvent, type CartState } from '../../src/cart/cart';
import { buildPricingIndex, priceLine, type PricedLine } from '../../src/cart/pricing';
import type { CartRules } from '../../src/cart/rules';

/** No quota, nothing sold out, any discount allowed, unless overridden. */
export function rules(overrides: Partial<CartRules> = {}): CartRules {
  return { remainingStock: () => null, isSoldOut: () => false, discountCap: () => 100, ...overrides };
}

export function contextFor(catalog: Catalog, cartRules: CartRules = rules()): CartContext {
  return { rules: cartRules, pricing: buildPricingIndex(catalog) };
}

/** Prices a request that is expected to price, for the cart's current channel. */
export function priced(request: LineRequest, ctx: CartContext, channelId: number | null): PricedLine {
  const result = priceLine(request, { index: ctx.pricing, channelId });
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.line;
}

/** A `lineAdded` event priced on the cart's channel, as the option picker would dispatch it. */
export function added(state: CartState, ctx: CartContext, request: LineRequest, lineId: string, brandId = 1): CartEvent {
  return { type: 'lineAdded', line_id: lineId, brand_id: brandId, request, priced: priced(request, ctx, state.channel_id) };
}

/** Applies events that are expected to succeed. */
export function run(state: CartState, ctx: CartContext, ...events: CartEvent[]): CartState {
  return events.reduce((s, event) => {
    const next = cartReducer(s, event, ctx);
    if (isCartRefusal(next)) throw new Error(`refused ${event.type}: ${next.reason}`);
    return next;
  }, state);
}

/** `start` with each request added in turn as a new line `l1`, `l2`, ... of brand `brandId`. */
export function withLines(start: CartState, ctx: CartContext, requests: readonly LineRequest[], brandId = 1): CartState {
  return requests.reduce((s, r, i) => run(s, ctx, added(s, ctx, r, `l${i + 1}`, brandId)), start);
}
