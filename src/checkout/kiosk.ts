/**
 * How a sale ends at a self-order kiosk. Nothing the customer does there counts as payment:
 * - staff confirm with the manager PIN that the whole amount was paid (a card terminal beside
 *   the kiosk), and it is a sale like any other; or
 * - the customer chooses "Pay at the counter": the order is kept with its ticket number and
 *   printed, but it is NOT a sale yet. It is not queued for upload, so the server never
 *   counts it as revenue, until staff mark it paid ("Mark paid" in Orders, with the PIN);
 *   from then on it uploads like any sale.
 * Customers type neither prices nor weights: open-price and weighed items are not offered
 * (`isKioskSellable`, src/menu/kioskItems.ts).
 *
 * Each kiosk order also gets a call number, short enough to be called out and read from across
 * the room: 1 to 999 per terminal and per day of the branch, starting again at 1 each day and
 * after 999. The ticket number stays the order's identity; the call number only finds it.
 */
import { ZERO, type Money } from '../core/money';
import type { PaymentMethod, SettledPayment } from './payment';

/** What staff confirm: the whole amount, paid at once by `method`, no change. */
export function paidInFull(total: Money, method: PaymentMethod): SettledPayment[] {
  return [{ method, amount: total, tendered: total, change: ZERO }];
}

/** The highest call number; the next one is 1 again. Three digits at most, to be read from afar. */
export const LAST_CALL_NUMBER = 999;

/** The last call number given on a terminal and the branch day it was given on (`YYYY-MM-DD`). */
export interface CallCounter {
  readonly day: string;
  readonly value: number;
}

/**
 * The call number the next kiosk order of `day` takes: 1 on a new day (or the first ever),
 * else one more than the last, back to 1 after `LAST_CALL_NUMBER`. A stored value out of the
 * range (a damaged row) starts again at 1 rather than giving a number nobody can call.
 */
export function nextCallNumber(last: CallCounter | null, day: string): CallCounter {
  if (last === null || last.day !== day) return { day, value: 1 };
  const valid = Number.isInteger(last.value) && last.value >= 1 && last.value < LAST_CALL_NUMBER;
  return { day, value: valid ? last.value + 1 : 1 };
}

/** How long a counter order waits to be paid before it lapses, unless the manager set another time. */
export const DEFAULT_COUNTER_LAPSE_MINUTES = 30;

/**
 * Why a counter order was cancelled unpaid: a reason staff chose, or `lapsed` when nobody paid
 * it within the time the manager set. Stored as the key; the words are the catalog's.
 */
export type CounterCancelReason = 'not-collected' | 'changed-mind' | 'ordered-twice' | 'other' | 'lapsed';

/** The reasons staff choose from; `lapsed` is the terminal's own. */
export const COUNTER_CANCEL_REASONS: readonly Exclude<CounterCancelReason, 'lapsed'>[] = ['not-collected', 'changed-mind', 'ordered-twice', 'other'];

/** The lapse time as set (whole minutes, 1 or more), else the default. */
export function counterLapseMinutes(set: number | undefined): number {
  return set !== undefined && Number.isInteger(set) && set >= 1 ? set : DEFAULT_COUNTER_LAPSE_MINUTES;
}

/**
 * A counter order placed at `created_at` has lapsed at `now` once `minutes` have passed
 * unpaid. A time that cannot be read lapses, so an order is never held for ever.
 */
export function counterOrderLapsed(created_at: string, now: Date, minutes: number): boolean {
  const placed = Date.parse(created_at);
  if (!Number.isFinite(placed)) return true;
  return now.getTime() - placed >= minutes * 60_000;
}
