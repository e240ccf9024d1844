/**
 * The events of a change made to a line through the option picker or its note ("Modify", "Just
 * this one"), built from the order as stored when the change is written; loaded with the
 * first such change, not with the page.
 */
import type { CartEvent, CartState } from '../cart/cart';
import { priceLine, type PricingIndex } from '../cart/pricing';
import type { LineRequest } from '../core/line';
import type { OrderRefusal } from '../db/cart';

/**
 * The event giving line `lineId` the choices of `request` at its own quantity (a weighed line
 * at its weight), priced on the order's channel; its place, discount and brand stay.
 */
export function lineModified(lineId: string, request: LineRequest, pricing: PricingIndex) {
  return (current: CartState): CartEvent | OrderRefusal => {
    const line = current.lines.find((l) => l.line_id === lineId);
    if (!line) return { ok: false, reason: 'unknown-line', line_id: lineId };
    const wanted = line.weight_g === null ? { ...request, quantity: line.quantity } : request;
    const priced = priceLine(wanted, { index: pricing, channelId: current.channel_id });
    if (!priced.ok) return priced;
    return { type: 'lineModified', line_id: lineId, request: wanted, priced: priced.line };
  };
}

/**
 * The event giving one unit of line `lineId` the choices of `request`, as the new line
 * `newLineId`, priced on the order's channel.
 */
export function unitModified(lineId: string, newLineId: string, request: LineRequest, pricing: PricingIndex) {
  return (current: CartState): CartEvent | OrderRefusal => {
    const unit = { ...request, quantity: 1 };
    const priced = priceLine(unit, { index: pricing, channelId: current.channel_id });
    if (!priced.ok) return priced;
    return { type: 'unitModified', line_id: lineId, new_line_id: newLineId, request: unit, priced: priced.line };
  };
}
