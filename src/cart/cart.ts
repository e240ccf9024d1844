/**
 * The cart as a pure state machine: `cartReducer(state, event, ctx)` returns the next state,
 * the same state object when the event changes nothing, or a refusal value saying which rule
 * stopped it. Lines keep the order they were first added. `revision` rises by one on every
 * change, so two tabs editing the same stored cart can tell a stale write.
 *
 * Prices are snapshots (see pricing.ts): only `channelChanged` and `pricesRefreshed` reprice
 * lines against the catalog; every other change works from the line's own prices. A catalog
 * sync while the order is open therefore never changes a line's price: the price the
 * customer was quoted stays. Money still never changes silently the other way: a new unit is
 * never merged into a line at a stale price (`findMergeTarget` merges only at the same unit
 * prices), and "Increase quantity" on a stale line is refused with `price-changed`.
 */
import type { StaffRef } from '../staff/staff';
import { wireBrandId } from '../core/brandId';
import type { LineRequest } from '../core/line';
import { findMergeTarget, lineKey, priceKey } from './merge';
import { isExact, sub, type CurrencyDigits } from '../core/money';
import { cleanNote, ORDER_NOTE_MAX, textLength } from './orderText';
import {
  lineIsExact,
  priceLine,
  requestOf,
  withDiscount,
  withQuantity,
  type PricedLine,
  type PricingIndex,
  type PricingRefusal,
} from './pricing';
import type { CartRules } from './rules';
import { checkStock, usageOf, type StockRefusal } from './stock';
import { orderTotals } from './totals';
import { hasKitchenHistory, isSplitShare, kitchenUnits, sentUnits, unsentUnits, voidedPart, voidedUnits, type ApprovedBy, type ClearedShare, type LineVoid, type VoidReason } from './kitchen';
import type { DiscountShare } from './orderDiscount';
import { approvedAmount, isApprovalRefusal, keptApproval, type ApprovalRefusal, type DiscountApproval } from './discountApproval';

/**
 * assumed-contracts 10 (`DiscountApproval`): who gave the line's manual discount, the manager
 * who approved it when it was above the limit, and the amount they approved.
 */
export interface CartLine extends PricedLine, DiscountApproval {
  /** Made by the caller when the line is first added; stays while the line exists. */
  line_id: string;
  /** Brand sent with the line: the selected brand, never 0 (2.9, 2.10.8). */
  brand_id: number;
  /** Units the kitchen has had ("Send to kitchen"); absent = none. Taking them back is a void (kitchen.ts). */
  sent?: number;
  /**
   * On a bill's share of a line split in equal parts (src/checkout/split.ts; `quantity` is the
   * share, `0.5`): the whole units of the line the kitchen makes with this bill. Its amounts are
   * that share, fixed (kitchen.ts `isSplitShare`). Absent on every other line.
   */
  kitchen_units?: number;
}

/** "Eat in" or "Take away": the kitchen packs a take-away order to go. */
export type Dining = 'eat-in' | 'take-away';

export interface CartState {
  /** In the order they were first added. */
  readonly lines: readonly CartLine[];
  readonly channel_id: number | null;
  /** The selected brand (0 = the Unify pseudo brand); switching it empties the cart, note and name too (2.10.9). */
  readonly brand_id: number;
  readonly revision: number;
  /** A note for the whole order (assumed-contracts 7), cleaned; absent when there is none. */
  readonly note?: string;
  /** The name the order was parked under ("Table 4"), kept once it is reopened; absent before. */
  readonly name?: string;
  /** Where the customer eats it, as asked by a kiosk's first screen; absent when nobody was asked. */
  readonly dining?: Dining;
  /** Kitchen tickets sent for the order so far; absent = none (a later one is marked ADDED). */
  readonly kitchen_sends?: number;
  /**
   * The id the kitchen screen knows the order by (assumed-contracts 14 `client_order_id`), given
   * by its first send; the sale's own tickets carry it too, so they land on the same order.
   */
  readonly kitchen_order_id?: string;
  /** Units taken back after the kitchen had them (assumed-contracts 10); absent = none. */
  readonly voids?: readonly LineVoid<CartLine>[];
  /** On each bill of a split order: the id the order had before it was split (assumed-contracts 10). */
  readonly split_of?: string;
  /** On each bill of a split order: which bill, from 1 (the one left open); the guests are asked on bill 1 only. */
  readonly split_part?: number;
  /** On a bill of a split order: the order's bills cleared so far, what they held and voided of each line (src/day/splitVoid.ts). */
  readonly split_cleared?: readonly ClearedShare[];
}

/**
 * Facts, in the past tense. Event fields are snake_case in every event union of the till
 * (`brand_id`, `line_id`), as the service's rows name the ids most events carry.
 */
export type CartEvent =
  | { type: 'lineAdded'; line_id: string; brand_id: number; request: LineRequest; priced: PricedLine }
  /**
   * `approved_by` on the events that can raise a line's discount: a manager approved the
   * change past what the line's approval allowed (the refusal `approval`).
   */
  | { type: 'quantityChanged'; line_id: string; quantity: number; approved_by?: StaffRef }
  /** The line's choices changed ("Modify"): it keeps its place, id, brand, quantity and discount. */
  | { type: 'lineModified'; line_id: string; request: LineRequest; priced: PricedLine; approved_by?: StaffRef }
  /**
   * One unit of the line took other choices ("Modify", "Just this one"): it leaves the line
   * and becomes the line `new_line_id`, right after it (`priced` is that one unit).
   */
  | { type: 'unitModified'; line_id: string; new_line_id: string; request: LineRequest; priced: PricedLine; approved_by?: StaffRef }
  | { type: 'lineRemoved'; line_id: string }
  | { type: 'discountApplied'; line_id: string; percent: number; by?: StaffRef; approved_by?: StaffRef }
  /**
   * A discount on the whole order, spread over its lines within their caps (`spreadOrderDiscount`
   * in orderDiscount.ts, loaded with "Order discount"): each share replaces its line's discount.
   * `amount` is what the share takes off as it was spread, shown and approved: a line that
   * changed since (another tab) takes another amount and the whole discount is refused.
   */
  | { type: 'orderDiscountApplied'; shares: readonly DiscountShare[]; by?: StaffRef; approved_by?: StaffRef }
  | { type: 'channelChanged'; channel_id: number | null; approved_by?: StaffRef }
  /** The catalog changed: reprice every line on the current channel. */
  | { type: 'pricesRefreshed'; approved_by?: StaffRef }
  | { type: 'brandSwitched'; brand_id: number }
  /** The cashier wrote the order's note; an empty text removes it. */
  | { type: 'noteChanged'; note: string }
  /** The customer said where they eat the order ("Eat in", "Take away"). */
  | { type: 'diningChosen'; dining: Dining }
  /** Empties the order: its lines, its note and its name. */
  | { type: 'orderCleared' }
  /**
   * "Undo" after "Clear order": the order as it was before (`order`) comes back, provided the
   * cleared order is still the stored one (`cleared_revision`: its revision once cleared).
   */
  | { type: 'orderRestored'; order: CartState; cleared_revision: number }
  /**
   * "Undo" after "Remove line": the line comes back at `position`, provided nothing changed
   * since (`removed_revision`: the order's revision once the line was removed).
   */
  | { type: 'lineRestored'; line: CartLine; position: number; removed_revision: number }
  /**
   * A kitchen ticket went out: every line's units are sent, and the voids printed. With
   * `voids_only`, only the voids went (a VOID slip right after a void).
   */
  | { type: 'kitchenSent'; voids_only: boolean; order_id?: string }
  /** Units the kitchen had were taken back: the line goes down to `quantity` (0 = removed). */
  | { type: 'lineVoided'; line_id: string; quantity: number; reason: VoidReason; voided_at: string; approved_by: ApprovedBy | null; by?: ApprovedBy };

export type CartRefusal =
  | StockRefusal
  | ApprovalRefusal
  /** Above the product's cap; refused rather than clamped, so the cashier sees the cap. */
  | { ok: false; reason: 'discount-cap'; cap: number }
  /** Not a whole percent from 0 to 100. */
  | { ok: false; reason: 'invalid-discount' }
  /** Not a whole quantity of 1 or more (removing a line is `lineRemoved`), or too large to price exactly. */
  | { ok: false; reason: 'invalid-quantity' }
  /** A weighed line's quantity is always 1. */
  | { ok: false; reason: 'weighed-line' }
  | { ok: false; reason: 'unknown-line'; line_id: string }
  | { ok: false; reason: 'duplicate-line-id'; line_id: string }
  /** The line was priced for another channel than the cart's. */
  | { ok: false; reason: 'stale-price' }
  /**
   * Raising a line quoted at a price the catalog no longer has (a sync changed it, or the
   * product left the menu when `gone`): units are never added at a stale price.
   */
  | { ok: false; reason: 'price-changed'; line_id: string; gone: boolean }
  /** The priced line was not priced from the request. */
  | { ok: false; reason: 'price-mismatch' }
  /** A line could not be repriced (its product, option or add-on left the catalog). */
  | { ok: false; reason: 'reprice-failed'; line_id: string; cause: PricingRefusal }
  /** The order total would be too large to be exact. */
  | { ok: false; reason: 'too-large' }
  /** A note longer than assumed-contracts 7 allows; refused, never cut, so nothing typed is lost unseen. */
  | { ok: false; reason: 'note-too-long'; max: number }
  /**
   * The change takes back units the kitchen had: it is a void, asked with a reason and an
   * approval (`lineVoided`). `line_id` null: the whole order (clearing it, switching brand).
   */
  | { ok: false; reason: 'void-needed'; line_id: string | null; quantity: number }
  /** A bill's share of a line split in equal parts is fixed: the split is undone as a whole. */
  | { ok: false; reason: 'split-share'; line_id: string }
  /** "Undo" came after another change of the order: undoing would lose that change. */
  | { ok: false; reason: 'undo-expired' };

export interface CartContext {
  readonly rules: CartRules;
  /** Used only by the events that reprice. */
  readonly pricing: PricingIndex;
}

export function emptyCart(brandId: number, channelId: number | null): CartState {
  return { lines: [], channel_id: channelId, brand_id: brandId, revision: 0 };
}

/** Whether the order holds nothing a cashier could lose: no line and no note. */
export function isBlankOrder(state: CartState): boolean {
  return state.lines.length === 0 && !state.note;
}

/**
 * The same order slot emptied for the next customer, one revision on: no lines, no note, no
 * name; the brand and channel stay (an empty order pins no brand, 2.10.9). The revision keeps
 * rising, so a screen that still shows the previous order cannot complete or change it.
 */
export function startedAfresh(state: CartState): CartState {
  return { lines: [], channel_id: state.channel_id, brand_id: state.brand_id, revision: state.revision + 1 };
}

/**
 * `event` once a manager approved it past a line's approved discount (the refusal `approval`);
 * null for an event that cannot raise a discount.
 */
export function approvedEvent(event: CartEvent, approvedBy: StaffRef): CartEvent | null {
  switch (event.type) {
    case 'quantityChanged':
    case 'lineModified':
    case 'unitModified':
    case 'channelChanged':
    case 'pricesRefreshed':
      return { ...event, approved_by: approvedBy };
    default:
      return null;
  }
}

export function isCartRefusal(result: CartState | CartRefusal): result is CartRefusal {
  return 'ok' in result;
}

/**
 * The next state, one revision on. Refused when an amount of a line or of the order would
 * pass what the till can total, print and send exactly (`maxExact`): every line may fit
 * while their sum does not, and a discount can raise a total made of negative lines.
 */
function changed(state: CartState, patch: Partial<CartState>, digits: CurrencyDigits): CartState | CartRefusal {
  const lines = patch.lines ?? state.lines;
  if (!lines.every((l) => lineIsExact(l, digits)) || !totalsAreExact(lines, digits)) {
    return { ok: false, reason: 'too-large' };
  }
  return { ...state, ...patch, revision: state.revision + 1 };
}

function totalsAreExact(lines: readonly CartLine[], digits: CurrencyDigits): boolean {
  try {
    const totals = orderTotals({ lines });
    return isExact(totals.subtotal, digits) && isExact(totals.discount_total, digits) && isExact(totals.total, digits);
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

function pricedFrom(request: LineRequest, priced: PricedLine): boolean {
  const own = requestOf(priced);
  return (
    request.weight_g === own.weight_g &&
    (own.weight_g !== null || request.quantity === own.quantity) &&
    lineKey({ ...request, weight_g: null }) === lineKey({ ...own, weight_g: null })
  );
}

function lineAdded(state: CartState, event: Extract<CartEvent, { type: 'lineAdded' }>, { rules, pricing }: CartContext) {
  const { priced, request } = event;
  if (priced.channel_id !== state.channel_id) return { ok: false, reason: 'stale-price' } as const;
  if (!pricedFrom(request, priced)) return { ok: false, reason: 'price-mismatch' } as const;
  const refusal = checkStock(usageOf(state.lines), new Map(), usageOf([priced]), rules);
  if (refusal) return refusal;

  const brandId = wireBrandId(event.brand_id);
  const sameBrand = state.lines.filter((l) => l.brand_id === brandId);
  const target = findMergeTarget(sameBrand, priced);
  if (target) {
    const merged = withQuantity(target, target.quantity + priced.quantity);
    if (!merged) return { ok: false, reason: 'invalid-quantity' } as const;
    return changed(state, { lines: state.lines.map((l) => (l === target ? merged : l)) }, pricing.digits);
  }
  if (state.lines.some((l) => l.line_id === event.line_id)) {
    return { ok: false, reason: 'duplicate-line-id', line_id: event.line_id } as const;
  }
  const line: CartLine = { ...priced, line_id: event.line_id, brand_id: brandId };
  return changed(state, { lines: [...state.lines, line] }, pricing.digits);
}

/**
 * Whether the catalog now prices the line's choices differently from the line's quote (or
 * cannot price them at all), on the cart's channel. The line keeps its quote either way.
 */
export function isStale(line: PricedLine, channelId: number | null, pricing: PricingIndex): boolean {
  return staleness(line, channelId, pricing) !== null;
}

function staleness(line: PricedLine, channelId: number | null, pricing: PricingIndex): { gone: boolean } | null {
  const now = priceLine(requestOf(line), { index: pricing, channelId });
  if (!now.ok) return now.reason === 'too-large' ? null : { gone: true };
  return priceKey(now.line) === priceKey(line) ? null : { gone: false };
}

function quantityChanged(state: CartState, line: CartLine, { quantity, approved_by }: Extract<CartEvent, { type: 'quantityChanged' }>, { rules, pricing }: CartContext) {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return { ok: false, reason: 'invalid-quantity' } as const;
  if (quantity === line.quantity) return state;
  if (line.weight_g !== null) return { ok: false, reason: 'weighed-line' } as const;
  if (isSplitShare(line)) return { ok: false, reason: 'split-share', line_id: line.line_id } as const;
  if (voidedUnits(line, quantity) > 0) return { ok: false, reason: 'void-needed', line_id: line.line_id, quantity } as const;
  // A line keeps the price it was quoted at after a catalog sync; more units of it would be
  // sold at that stale price, so raising is refused and the cashier adds them from the menu,
  // as a new line at the current price. Lowering takes units off at their quoted price.
  if (quantity > line.quantity) {
    const stale = staleness(line, state.channel_id, pricing);
    if (stale) return { ok: false, reason: 'price-changed', line_id: line.line_id, gone: stale.gone } as const;
  }
  const others = usageOf(state.lines.filter((l) => l !== line));
  const refusal = checkStock(others, usageOf([line]), usageOf([line], quantity), rules);
  if (refusal) return refusal;
  const resized = withQuantity(line, quantity);
  if (!resized) return { ok: false, reason: 'invalid-quantity' } as const;
  const next = keptApproval(line, resized, line.line_id, approved_by);
  if (isApprovalRefusal(next)) return next;
  return changed(state, { lines: state.lines.map((l) => (l === line ? next : l)) }, pricing.digits);
}

/** A line's discount is a whole percent from 0 to 100, within its product's cap (2.2); refused otherwise. */
function percentRefusal(line: CartLine, percent: number, rules: CartRules): CartRefusal | null {
  if (!Number.isSafeInteger(percent) || percent < 0 || percent > 100) return { ok: false, reason: 'invalid-discount' };
  const cap = Math.min(100, rules.discountCap(line.product_id));
  return percent > cap ? { ok: false, reason: 'discount-cap', cap } : null;
}

function discountApplied(state: CartState, line: CartLine, event: Extract<CartEvent, { type: 'discountApplied' }>, { rules, pricing }: CartContext) {
  const { percent } = event;
  const refusal = percentRefusal(line, percent, rules);
  if (refusal) return refusal;
  if (percent === line.discount_pct) return state;
  if (isSplitShare(line)) return { ok: false, reason: 'split-share', line_id: line.line_id } as const;
  const next = discounted(line, percent, event);
  return changed(state, { lines: state.lines.map((l) => (l === line ? next : l)) }, pricing.digits);
}

/**
 * The line at `percent`, given by `stamp.by` and approved by `stamp.approved_by`. Who gave it
 * is kept while the discount stays and taken off with it. An approval is for the amount it
 * saw: a change that takes the discount past it asks again (discountApproval.ts).
 */
function discounted(line: CartLine, percent: number, stamp: { by?: StaffRef; approved_by?: StaffRef }): CartLine {
  const { discount_by: _by, discount_approved_by: _approved, discount_approved_amount: _amount, ...plain } = withDiscount(line, percent);
  return {
    ...plain,
    ...(percent > 0 && stamp.by ? { discount_by: stamp.by } : {}),
    ...(percent > 0 && stamp.approved_by ? { discount_approved_by: stamp.approved_by, discount_approved_amount: plain.discount } : {}),
  };
}

/**
 * Each line takes its share of the order's discount, checked as a line's own discount is (a
 * whole percent within its product's cap, not a share of a split bill); all or nothing. A
 * share whose line now takes another amount than was spread and approved is refused as an
 * approval that no longer holds: the cashier spreads it again on the order as it stands.
 */
function orderDiscountApplied(state: CartState, event: Extract<CartEvent, { type: 'orderDiscountApplied' }>, { rules, pricing }: CartContext): CartState | CartRefusal {
  const percents = new Map<string, number>();
  for (const share of event.shares) {
    const line = state.lines.find((l) => l.line_id === share.line_id);
    if (!line) return { ok: false, reason: 'unknown-line', line_id: share.line_id };
    const refusal = percentRefusal(line, share.percent, rules);
    if (refusal) return refusal;
    if (isSplitShare(line)) return { ok: false, reason: 'split-share', line_id: line.line_id };
    const amount = withDiscount(line, share.percent).discount;
    if (amount !== share.amount) return { ok: false, reason: 'approval', line_id: line.line_id, product_id: line.product_id, percent: share.percent, amount, approved: share.amount };
    percents.set(line.line_id, share.percent);
  }
  if (percents.size === 0) return state;
  const lines = state.lines.map((line) => {
    const percent = percents.get(line.line_id);
    return percent === undefined ? line : discounted(line, percent, event);
  });
  return changed(state, { lines }, pricing.digits);
}

/**
 * Reprices every line on `channelId`, keeping ids, brands, quantities and discounts; a line
 * whose approved discount would grow past its approval asks again (`approvedBy`: approved).
 */
function repriced(state: CartState, channelId: number | null, pricing: PricingIndex, approvedBy?: StaffRef): CartState | CartRefusal {
  const lines: CartLine[] = [];
  for (const line of state.lines) {
    if (isSplitShare(line)) return { ok: false, reason: 'split-share', line_id: line.line_id };
    const result = priceLine(requestOf(line), { index: pricing, channelId });
    if (!result.ok) return { ok: false, reason: 'reprice-failed', line_id: line.line_id, cause: result };
    const sent = sentUnits(line) > 0 ? { sent: line.sent } : {};
    const next = keptApproval(line, { ...withDiscount(result.line, line.discount_pct), line_id: line.line_id, brand_id: line.brand_id, ...sent }, line.line_id, approvedBy);
    if (isApprovalRefusal(next)) return next;
    lines.push(next);
  }
  if (channelId === state.channel_id && JSON.stringify(lines) === JSON.stringify(state.lines)) return state;
  return changed(state, { lines, channel_id: channelId }, pricing.digits);
}

/**
 * 2.10.9: switching brand empties the order, its note and the name it was parked under with
 * its lines: they were written for that order. An order with no line yet keeps its note and
 * name (the first line gives the order its brand; nothing is switched away from).
 */
function brandSwitched(state: CartState, brandId: number): CartState | CartRefusal {
  if (brandId === state.brand_id) return state;
  if (state.lines.length === 0) return { ...state, brand_id: brandId, revision: state.revision + 1 };
  if (hasKitchenHistory(state)) return { ok: false, reason: 'void-needed', line_id: null, quantity: 0 };
  return { ...startedAfresh(state), brand_id: brandId };
}

function noteChanged(state: CartState, typed: string): CartState | CartRefusal {
  const note = cleanNote(typed);
  if (textLength(note) > ORDER_NOTE_MAX) return { ok: false, reason: 'note-too-long', max: ORDER_NOTE_MAX };
  if (note === (state.note ?? '')) return state;
  const { note: _old, ...rest } = state;
  return note ? { ...rest, note, revision: state.revision + 1 } : { ...rest, revision: state.revision + 1 };
}

/** Every unit goes to the kitchen (or only the voids): one ticket more, unless nothing was to send. */
function kitchenSent(state: CartState, voidsOnly: boolean, digits: CurrencyDigits, orderId?: string): CartState | CartRefusal {
  const voidsWaiting = (state.voids ?? []).some((v) => !v.printed);
  const linesWaiting = !voidsOnly && state.lines.some((l) => unsentUnits(l) > 0);
  if (!voidsWaiting && !linesWaiting) return state;
  const lines = voidsOnly ? state.lines : state.lines.map((l) => (unsentUnits(l) === 0 ? l : { ...l, sent: kitchenUnits(l) }));
  const voids = state.voids?.map((v) => (v.printed ? v : { ...v, printed: true }));
  const known = state.kitchen_order_id ?? orderId;
  return changed(state, { lines, ...(voids ? { voids } : {}), kitchen_sends: (state.kitchen_sends ?? 0) + (linesWaiting ? 1 : 0), ...(known ? { kitchen_order_id: known } : {}) }, digits);
}

/** The line down to `quantity` (0: gone), the units the kitchen had recorded as a void. */
function lineVoided(state: CartState, line: CartLine, event: Extract<CartEvent, { type: 'lineVoided' }>, digits: CurrencyDigits): CartState | CartRefusal {
  if (!Number.isSafeInteger(event.quantity) || event.quantity < 0 || event.quantity >= line.quantity) return { ok: false, reason: 'invalid-quantity' };
  if (isSplitShare(line)) return { ok: false, reason: 'split-share', line_id: line.line_id };
  const units = voidedUnits(line, event.quantity);
  const rest = event.quantity === 0 ? null : withQuantity(line, event.quantity);
  if (event.quantity > 0 && !rest) return { ok: false, reason: 'invalid-quantity' };
  const kept = rest && { ...rest, sent: Math.min(sentUnits(line), event.quantity) };
  const lines = kept ? state.lines.map((l) => (l === line ? kept : l)) : state.lines.filter((l) => l !== line);
  if (units === 0) return changed(state, { lines }, digits);
  const { sent: _sent, ...voidedLine } = voidedPart(line, kept, units);
  const entry: LineVoid<CartLine> = { line: voidedLine, reason: event.reason, voided_at: event.voided_at, approved_by: event.approved_by, ...(event.by ? { by: event.by } : {}), printed: false };
  return changed(state, { lines, voids: [...(state.voids ?? []), entry] }, digits);
}

/**
 * The line with other choices, priced now on the order's channel: in its place, with its id,
 * brand, quantity and discount, who gave it and who approved it (asked again when the new
 * choices take the discount past the approval). What the kitchen had cannot be changed this
 * way (a void), nor a share of a split bill.
 */
function lineModified(state: CartState, line: CartLine, event: Extract<CartEvent, { type: 'lineModified' }>, { rules, pricing }: CartContext): CartState | CartRefusal {
  const { priced, request } = event;
  const refusal = removalRefusal(line);
  if (refusal) return refusal;
  if (priced.channel_id !== state.channel_id) return { ok: false, reason: 'stale-price' };
  if (!pricedFrom(request, priced) || priced.product_id !== line.product_id || (line.weight_g === null && priced.quantity !== line.quantity)) {
    return { ok: false, reason: 'price-mismatch' };
  }
  const others = usageOf(state.lines.filter((l) => l !== line));
  const stock = checkStock(others, usageOf([line]), usageOf([priced]), rules);
  if (stock) return stock;
  const next = keptApproval(line, { ...withDiscount(priced, line.discount_pct), line_id: line.line_id, brand_id: line.brand_id }, line.line_id, event.approved_by);
  if (isApprovalRefusal(next)) return next;
  return changed(state, { lines: state.lines.map((l) => (l === line ? next : l)) }, pricing.digits);
}

/**
 * "Modify" of one unit ("Just this one"): the unit leaves the line, whose quantity goes down
 * by one, and becomes a line of its own with the new choices, right after it. It is not
 * merged anywhere: the next tap on the product merges with the line of the same choices, as
 * any tap does (2.10.7). The new line keeps the line's discount, who gave it and who approved
 * it; the approval is shared between the two, the line keeping what its units still take, so
 * the two together never pass what was approved without asking again. The unit comes from the
 * units the kitchen has not had (all had: a void); a weighed line is modified whole.
 */
function unitModified(state: CartState, line: CartLine, event: Extract<CartEvent, { type: 'unitModified' }>, ctx: CartContext): CartState | CartRefusal {
  const { priced, request, approved_by } = event;
  if (line.weight_g !== null) return { ok: false, reason: 'weighed-line' };
  if (line.quantity === 1) return lineModified(state, line, { type: 'lineModified', line_id: line.line_id, request, priced, ...(approved_by ? { approved_by } : {}) }, ctx);
  if (isSplitShare(line)) return { ok: false, reason: 'split-share', line_id: line.line_id };
  if (sentUnits(line) >= line.quantity) return { ok: false, reason: 'void-needed', line_id: line.line_id, quantity: line.quantity - 1 };
  if (priced.channel_id !== state.channel_id) return { ok: false, reason: 'stale-price' };
  if (!pricedFrom(request, priced) || priced.product_id !== line.product_id || priced.quantity !== 1) return { ok: false, reason: 'price-mismatch' };
  if (lineKey(request) === lineKey(requestOf(line)) && priceKey(priced) === priceKey(line)) return state;
  if (state.lines.some((l) => l.line_id === event.new_line_id)) return { ok: false, reason: 'duplicate-line-id', line_id: event.new_line_id };
  const fewer = withQuantity(line, line.quantity - 1);
  if (!fewer) return { ok: false, reason: 'invalid-quantity' };
  const allowed = approvedAmount(line);
  const rest = keptApproval(line, fewer, line.line_id, undefined, allowed === null ? null : fewer.discount);
  const unit = keptApproval(line, { ...withDiscount(priced, line.discount_pct), line_id: event.new_line_id, brand_id: line.brand_id }, event.new_line_id, approved_by, allowed === null ? null : sub(allowed, fewer.discount));
  if (isApprovalRefusal(rest)) return rest;
  if (isApprovalRefusal(unit)) return unit;
  const stock = checkStock(usageOf(state.lines.filter((l) => l !== line)), usageOf([line]), usageOf([rest, unit]), ctx.rules);
  if (stock) return stock;
  return changed(state, { lines: state.lines.flatMap((l) => (l === line ? [rest, unit] : [l])) }, ctx.pricing.digits);
}

/**
 * Why a line cannot simply be taken off (a share of a split bill, units the kitchen had: a
 * void), or null when "Remove line" removes it.
 */
export function removalRefusal(line: CartLine): CartRefusal | null {
  if (isSplitShare(line)) return { ok: false, reason: 'split-share', line_id: line.line_id };
  if (sentUnits(line) > 0) return { ok: false, reason: 'void-needed', line_id: line.line_id, quantity: 0 };
  return null;
}

/** "Clear order" changes nothing: no line, no note, no name, no eat-in or take-away. */
export function clearsNothing(state: CartState): boolean {
  return isBlankOrder(state) && !state.name && !state.dining;
}

/**
 * The cleared order back exactly as it was (its lines with their quoted prices and discounts,
 * channel, note, name), one revision on, when nothing changed since it was cleared. A line
 * sold out in between comes back too and is marked like any other (`orderStockProblems`):
 * the cashier settles it rather than losing the order.
 */
function orderRestored(state: CartState, event: Extract<CartEvent, { type: 'orderRestored' }>): CartState | CartRefusal {
  if (state.revision !== event.cleared_revision || !clearsNothing(state)) return { ok: false, reason: 'undo-expired' };
  return { ...event.order, revision: state.revision + 1 };
}

/** The removed line back where it was, when nothing changed since it was removed. */
function lineRestored(state: CartState, event: Extract<CartEvent, { type: 'lineRestored' }>, digits: CurrencyDigits): CartState | CartRefusal {
  if (state.revision !== event.removed_revision) return { ok: false, reason: 'undo-expired' };
  if (state.lines.some((l) => l.line_id === event.line.line_id)) return { ok: false, reason: 'duplicate-line-id', line_id: event.line.line_id };
  const lines = [...state.lines];
  lines.splice(Math.max(0, Math.min(event.position, lines.length)), 0, event.line);
  return changed(state, { lines }, digits);
}

export function cartReducer(state: CartState, event: CartEvent, ctx: CartContext): CartState | CartRefusal {
  const find = (lineId: string) => state.lines.find((l) => l.line_id === lineId);
  switch (event.type) {
    case 'lineAdded':
      return lineAdded(state, event, ctx);
    case 'quantityChanged': {
      const line = find(event.line_id);
      if (!line) return { ok: false, reason: 'unknown-line', line_id: event.line_id };
      return quantityChanged(state, line, event, ctx);
    }
    case 'lineModified': {
      const line = find(event.line_id);
      if (!line) return { ok: false, reason: 'unknown-line', line_id: event.line_id };
      return lineModified(state, line, event, ctx);
    }
    case 'unitModified': {
      const line = find(event.line_id);
      if (!line) return { ok: false, reason: 'unknown-line', line_id: event.line_id };
      return unitModified(state, line, event, ctx);
    }
    case 'lineRemoved': {
      const line = find(event.line_id);
      if (!line) return { ok: false, reason: 'unknown-line', line_id: event.line_id };
      const refusal = removalRefusal(line);
      if (refusal) return refusal;
      return changed(state, { lines: state.lines.filter((l) => l !== line) }, ctx.pricing.digits);
    }
    case 'discountApplied': {
      const line = find(event.line_id);
      if (!line) return { ok: false, reason: 'unknown-line', line_id: event.line_id };
      return discountApplied(state, line, event, ctx);
    }
    case 'orderDiscountApplied':
      return orderDiscountApplied(state, event, ctx);
    case 'channelChanged':
      if (event.channel_id === state.channel_id) return state;
      return repriced(state, event.channel_id, ctx.pricing, event.approved_by);
    case 'pricesRefreshed':
      return repriced(state, state.channel_id, ctx.pricing, event.approved_by);
    case 'brandSwitched':
      return brandSwitched(state, event.brand_id);
    case 'noteChanged':
      return noteChanged(state, event.note);
    case 'diningChosen':
      return event.dining === state.dining ? state : { ...state, dining: event.dining, revision: state.revision + 1 };
    case 'orderCleared':
      // A sent order is cleared as a whole-order void (src/db/voids.ts), never lost unseen.
      if (hasKitchenHistory(state)) return { ok: false, reason: 'void-needed', line_id: null, quantity: 0 };
      return clearsNothing(state) ? state : startedAfresh(state);
    case 'orderRestored':
      return orderRestored(state, event);
    case 'lineRestored':
      return lineRestored(state, event, ctx.pricing.digits);
    case 'kitchenSent':
      return kitchenSent(state, event.voids_only, ctx.pricing.digits, event.order_id);
    case 'lineVoided': {
      const line = find(event.line_id);
      if (!line) return { ok: false, reason: 'unknown-line', line_id: event.line_id };
      return lineVoided(state, line, event, ctx.pricing.digits);
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
