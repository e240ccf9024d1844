/**
 * A discount on the whole order, a percent or an amount, spread over its lines within each
 * product's cap (2.2 `discount_pct`: the most a line may be discounted). The invoice keeps one
 * discount per line (`discount_pct`, a whole percent of the line's subtotal, as a line's own
 * discount), so an order discount becomes each line's percent:
 * - a percent: every line takes it, or its product's cap when that is lower;
 * - an amount: the largest even percent the lines can all take without passing the amount,
 *   then one more percent on single lines while the amount still holds; what whole percents
 *   cannot reach is not given.
 * What cannot be given is refused with the reason per line (the cap, no discount allowed, a
 * share of a split bill), never silently. Money stays exact: every share is the line's own
 * rounding (`mulDiv`), and the sum of the shares never passes the amount asked.
 */
import { add, mulDiv, sub, ZERO, type Money } from '../core/money';
import { isSplitShare } from './kitchen';
import type { PricedLine } from './pricing';

export type OrderDiscount = { kind: 'percent'; percent: number } | { kind: 'amount'; amount: Money };

/** A named discount a manager keeps in Settings ("Staff meal 50 %"). */
export interface DiscountPreset {
  id: string;
  name: string;
  discount: OrderDiscount;
  /**
   * `limit`: a manager approves it when a line's percent is above the cashier's limit, as a
   * line's own discount; `always`: a manager approves it every time.
   */
  approval: 'limit' | 'always';
}

/** One line's part: its new whole percent and the amount that takes off it. */
export interface DiscountShare {
  line_id: string;
  percent: number;
  amount: Money;
}

/**
 * Why part of the discount was not given on a line; with no line, `whole-percent`: whole
 * percents could not reach the amount, `order-total`: the amount is more than the whole order.
 */
export interface Shortfall {
  line_id: string | null;
  product_id: number | null;
  reason: 'none-allowed' | 'cap' | 'split-share' | 'whole-percent' | 'order-total';
  /** The line's cap, in percent (0 when none is allowed). */
  cap: number;
}

export interface DiscountSpread {
  ok: true;
  shares: DiscountShare[];
  /** The sum of the shares. */
  given: Money;
  /** What was asked and not given (0 when all was). */
  refused: Money;
  shortfalls: Shortfall[];
}

export type OrderDiscountRefusal =
  /** A percent that is not whole from 1 to 100, or an amount not above 0. */
  | { ok: false; reason: 'invalid-discount' }
  /** No line of the order may take any discount: each shortfall says why. */
  | { ok: false; reason: 'nothing-to-discount'; shortfalls: Shortfall[] };

/** A whole percent from 1 to 100, or an amount above 0. */
function isDiscount(discount: OrderDiscount): boolean {
  return discount.kind === 'percent' ? Number.isSafeInteger(discount.percent) && discount.percent >= 1 && discount.percent <= 100 : Number.isSafeInteger(discount.amount) && discount.amount > 0;
}

type Line = Pick<PricedLine, 'product_id' | 'subtotal'> & { line_id: string; kitchen_units?: number };

interface Room {
  line: Line;
  cap: number;
}

const shareOf = (room: Room, percent: number): DiscountShare => ({ line_id: room.line.line_id, percent, amount: mulDiv(room.line.subtotal, percent, 100) });

const shortfall = (line: Line, reason: Shortfall['reason'], cap: number): Shortfall => ({ line_id: line.line_id, product_id: line.product_id, reason, cap });

/** `discount` spread over `lines`, each within `cap(product_id)`; refused when it is not a discount or nothing can take it. */
export function spreadOrderDiscount(lines: readonly Line[], discount: OrderDiscount, cap: (productId: number) => number): DiscountSpread | OrderDiscountRefusal {
  if (!isDiscount(discount)) return { ok: false, reason: 'invalid-discount' };
  const rooms: Room[] = [];
  const blocked: Room[] = [];
  for (const line of lines) {
    if (line.subtotal <= 0) continue;
    const most = Math.max(0, Math.min(100, cap(line.product_id)));
    (most === 0 || isSplitShare(line) ? blocked : rooms).push({ line, cap: most });
  }
  const why = blocked.map((room) => shortfall(room.line, isSplitShare(room.line) ? 'split-share' : 'none-allowed', room.cap));
  if (rooms.length === 0) return { ok: false, reason: 'nothing-to-discount', shortfalls: why };
  const orderTotal = add(...[...rooms, ...blocked].map((room) => room.line.subtotal));
  const spread = discount.kind === 'percent' ? byPercent(rooms, blocked, why, discount.percent) : byAmount(rooms, why, discount.amount, orderTotal);
  // Said in the order's own order, the lines first.
  const at = (s: Shortfall) => (s.line_id === null ? lines.length : lines.findIndex((l) => l.line_id === s.line_id));
  return { ...spread, shortfalls: [...spread.shortfalls].sort((a, b) => at(a) - at(b)) };
}

function byPercent(rooms: Room[], blocked: Room[], why: Shortfall[], percent: number): DiscountSpread {
  const shares = rooms.map((room) => shareOf(room, Math.min(percent, room.cap)));
  const capped = rooms.filter((room) => room.cap < percent).map((room) => shortfall(room.line, 'cap', room.cap));
  const given = add(...shares.map((s) => s.amount));
  const asked = add(...[...rooms, ...blocked].map((room) => mulDiv(room.line.subtotal, percent, 100)));
  return { ok: true, shares, given, refused: sub(asked, given), shortfalls: [...why, ...capped] };
}

function byAmount(rooms: Room[], blocked: Shortfall[], amount: Money, orderTotal: Money): DiscountSpread {
  const total = (percents: readonly number[]) => add(...rooms.map((room, i) => mulDiv(room.line.subtotal, percents[i] ?? 0, 100)));
  // The largest even percent that fits, each line held at its cap.
  let even = 0;
  while (even < 100 && total(rooms.map((room) => Math.min(even + 1, room.cap))) <= amount) even += 1;
  const percents = rooms.map((room) => Math.min(even, room.cap));
  // Then one more percent on single lines, the largest first, while the amount still holds.
  const order = rooms.map((_, i) => i).sort((a, b) => (rooms[b]?.line.subtotal ?? 0) - (rooms[a]?.line.subtotal ?? 0));
  let raised = true;
  while (raised) {
    raised = false;
    for (const i of order) {
      const room = rooms[i];
      const now = percents[i] ?? 0;
      if (!room || now >= room.cap) continue;
      const next = percents.map((p, j) => (j === i ? p + 1 : p));
      if (total(next) > amount) continue;
      percents[i] = now + 1;
      raised = true;
    }
  }
  const shares = rooms.map((room, i) => shareOf(room, percents[i] ?? 0));
  const given = add(...shares.map((s) => s.amount));
  const refused = given >= amount ? ZERO : sub(amount, given);
  const full = rooms.every((room, i) => percents[i] === room.cap);
  const shortfalls: Shortfall[] =
    refused === ZERO
      ? []
      : full
        ? [
            ...blocked,
            ...rooms.filter((room) => room.cap < 100).map((room) => shortfall(room.line, 'cap', room.cap)),
            ...(amount > orderTotal ? [{ line_id: null, product_id: null, reason: 'order-total', cap: 0 } as const] : []),
          ]
        : [{ line_id: null, product_id: null, reason: 'whole-percent', cap: 0 }];
  return { ok: true, shares, given, refused, shortfalls };
}

/** The highest percent any line takes: what the cashier's limit is checked against. */
export function highestPercent(spread: DiscountSpread): number {
  return Math.max(0, ...spread.shares.map((s) => s.percent));
}

export type PresetRefusal = { ok: false; reason: 'name-missing' } | { ok: false; reason: 'name-taken' } | { ok: false; reason: 'invalid-discount' };

/** A preset that can be kept beside `presets`: a name of its own and a discount. */
export function checkPreset(preset: Pick<DiscountPreset, 'name' | 'discount'>, presets: readonly DiscountPreset[]): PresetRefusal | null {
  const name = preset.name.trim();
  if (name === '') return { ok: false, reason: 'name-missing' };
  if (presets.some((p) => p.name.trim().toLocaleLowerCase() === name.toLocaleLowerCase())) return { ok: false, reason: 'name-taken' };
  if (!isDiscount(preset.discount)) return { ok: false, reason: 'invalid-discount' };
  return null;
}
