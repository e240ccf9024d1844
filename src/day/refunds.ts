/**
 * Refunds of a completed sale (assumed-contracts 8) as pure rules: what each line may still give
 * back after the refunds already made, and a requested refund checked and priced in exact
 * minor units. A line never gives back more units than were sold, nor more money than its
 * `total` (what was paid for it, after its discount), over all its refunds together. A bill of
 * a split order sold its own share of each line (`0.5` of a burger): that share is all it can
 * give back, refunded whole.
 */
import type { CompletedOrder } from '../checkout/order';
import type { MethodOf } from '../checkout/tenders';
import { add, money, mulDiv, sub, ZERO, type Money } from '../core/money';

/** One line of a refund: which line of the sale (`of_line`, its index), how many units, how much money. */
export interface RefundLine {
  of_line: number;
  product_id: number;
  /** The sale line's brand, never 0 (2.9, 2.10.8). */
  brand_id: number;
  name: string;
  quantity: number;
  amount: Money;
}

/** Money given back to one tender; an added tender's name and kind as the sale's payment recorded them. */
export interface RefundPayment extends MethodOf {
  amount: Money;
  /** Given back to the card that paid on the terminal: that card payment (assumed-contracts 13). */
  payment_id?: string;
  /** The `Idempotency-Key` of the card refund sent to the acquirer, made when the refund is stored. */
  card_refund_key?: string;
}

/** What the rules read of a refund already made of the sale. */
export interface PastRefund {
  lines: readonly Pick<RefundLine, 'of_line' | 'quantity' | 'amount'>[];
  payments: readonly RefundPayment[];
}

/** What one line of the sale was, what its refunds took, and what may still be refunded. */
export interface LineRefundable {
  of_line: number;
  /** Units sold (1 for a weighed line, refunded whole). */
  sold: number;
  /** What was paid for the line: its total after its discount. */
  paid: Money;
  refunded_quantity: number;
  refunded_amount: Money;
  /** Units that may still be refunded; 0 for a line with a price below zero (no refund takes money back). */
  quantity: number;
  amount: Money;
}

const atLeastZero = (m: Money): Money => (m < 0 ? ZERO : m);

/** Line by line, in the sale's order: what remains to refund after `refunds`. */
export function refundableLines(sale: Pick<CompletedOrder, 'lines'>, refunds: readonly PastRefund[]): LineRefundable[] {
  return sale.lines.map((line, of_line) => {
    const taken = refunds.flatMap((r) => r.lines).filter((l) => l.of_line === of_line);
    // A bill's share of a split line is kept to 3 decimals: so are its refunds' sums.
    const refunded_quantity = Math.round(taken.reduce((sum, l) => sum + l.quantity, 0) * 1000) / 1000;
    const refunded_amount = add(...taken.map((l) => l.amount));
    const refundable = line.total >= 0;
    return {
      of_line,
      sold: line.quantity,
      paid: line.total,
      refunded_quantity,
      refunded_amount,
      quantity: refundable ? Math.max(0, Math.round((line.quantity - refunded_quantity) * 1000) / 1000) : 0,
      amount: refundable ? atLeastZero(sub(line.total, refunded_amount)) : ZERO,
    };
  });
}

/**
 * `floor(paid x units / sold)` for `paid` >= 0 and 0 < `units` < `sold`, exactly: `mulDiv`
 * rounds half up, and it rounded up exactly when the remainder of `paid x units` by `sold`
 * (found from the small remainders, so nothing leaves the exact integers) is at least half of `sold`.
 */
function shareOf(paid: Money, units: number, sold: number): Money {
  const remainder = ((paid % sold) * (units % sold)) % sold;
  const rounded = mulDiv(paid, units, sold);
  return remainder * 2 >= sold ? sub(rounded, money(1)) : rounded;
}

/**
 * The money `quantity` more units of a line give back. The refunds of a line add up to its
 * share of the units refunded so far, `floor(paid x units / sold)`, so a refund never gives
 * back more than the exact share of its units, splitting a refund changes nothing (1 + 1 units
 * is 2 units), and the last unit takes the remainder: refunding every unit gives back exactly
 * `paid`. A line of 1.000 for 3 refunds 0.333, 0.333, then 0.334.
 */
export function refundAmount(line: LineRefundable, quantity: number): Money {
  const units = line.refunded_quantity + quantity;
  if (units >= line.sold) return line.amount;
  // In thousandths of a unit: a bill's share of a split line is not a whole number of units.
  const due = sub(shareOf(line.paid, Math.round(units * 1000), Math.round(line.sold * 1000)), line.refunded_amount);
  if (due < 0) return ZERO;
  return due > line.amount ? line.amount : due;
}

/** One box of the refund dialog: units of the sale's line `of_line` to refund; 0 = not this line. */
export interface RequestedLine {
  of_line: number;
  quantity: number;
}

export type RefundRefusal =
  /** An order to pay at the counter was never paid: there is nothing to give back. */
  | { ok: false; reason: 'not-paid' }
  /** Every quantity is 0. */
  | { ok: false; reason: 'nothing-requested' }
  | { ok: false; reason: 'unknown-line'; of_line: number }
  /** The same line twice in one request. */
  | { ok: false; reason: 'duplicate-line'; of_line: number }
  /** Not a whole number of units, 0 or more. */
  | { ok: false; reason: 'invalid-quantity'; of_line: number }
  /** A line with a price below zero: a refund only gives money back. */
  | { ok: false; reason: 'negative-line'; of_line: number }
  /** More units than the line has left to refund. */
  | { ok: false; reason: 'exceeds'; of_line: number; remaining: number };

export interface PricedRefund {
  ok: true;
  /** The requested lines with their amounts, in the sale's line order. */
  lines: RefundLine[];
  total: Money;
}

function checkLine(line: LineRefundable | undefined, wanted: RequestedLine): RefundRefusal | null {
  const { of_line, quantity } = wanted;
  if (line === undefined) return { ok: false, reason: 'unknown-line', of_line };
  // Whole units; a bill's share of a split line (`0.5`) is refunded by what is left of it, whole.
  const whole = Number.isSafeInteger(quantity) && quantity >= 0;
  if (!whole && !(quantity > 0 && quantity >= line.quantity)) return { ok: false, reason: 'invalid-quantity', of_line };
  if (quantity > 0 && line.paid < 0) return { ok: false, reason: 'negative-line', of_line };
  if (quantity > line.quantity) return { ok: false, reason: 'exceeds', of_line, remaining: line.quantity };
  return null;
}

/**
 * Checks a requested refund against what each line has left and prices it (`refundAmount`).
 * The first broken rule is returned as a value; nothing is priced then.
 */
export function priceRefund(
  sale: Pick<CompletedOrder, 'lines' | 'pay_at_counter'>,
  refunds: readonly PastRefund[],
  request: readonly RequestedLine[],
): PricedRefund | RefundRefusal {
  if (sale.pay_at_counter) return { ok: false, reason: 'not-paid' };
  const lines = refundableLines(sale, refunds);
  const seen = new Set<number>();
  for (const wanted of request) {
    if (seen.has(wanted.of_line)) return { ok: false, reason: 'duplicate-line', of_line: wanted.of_line };
    seen.add(wanted.of_line);
    const refused = checkLine(lines[wanted.of_line], wanted);
    if (refused) return refused;
  }
  const chosen = [...request].filter((r) => r.quantity > 0).sort((a, b) => a.of_line - b.of_line);
  if (chosen.length === 0) return { ok: false, reason: 'nothing-requested' };
  const priced = chosen.map(({ of_line, quantity }): RefundLine => {
    const line = sale.lines[of_line] as CompletedOrder['lines'][number];
    const left = lines[of_line] as LineRefundable;
    return { of_line, product_id: line.product_id, brand_id: line.brand_id, name: line.name, quantity, amount: refundAmount(left, quantity) };
  });
  return { ok: true, lines: priced, total: add(...priced.map((l) => l.amount)) };
}

/**
 * How much of a sale its refunds gave back: `none`; `whole` once no line has a unit or money
 * left to refund (a line sold below zero has none to begin with); `partly` in between.
 */
export function refundState(sale: Pick<CompletedOrder, 'lines'>, refunds: readonly PastRefund[]): 'none' | 'partly' | 'whole' {
  if (refunds.length === 0) return 'none';
  const left = refundableLines(sale, refunds);
  return left.every((l) => l.quantity === 0 || l.amount === 0) ? 'whole' : 'partly';
}

/**
 * The sale is gone from this terminal (it cannot be, but a refund must never be made of
 * nothing), or the server rejected it: a refund of it could never upload (its sale is unknown
 * to the server), so it is refused until the sale is sent again ("Retry upload").
 */
export type RefundSaleRefusal =
  | { ok: false; reason: 'unknown-sale' }
  | { ok: false; reason: 'sale-rejected'; message: string | null }
  | { ok: false; reason: 'handed-over' };

/**
 * Why a new refund of the sale is refused before anything is typed: it was rejected by the
 * server, or handed over to another terminal (which owns it now, and refunds it there).
 */
export function saleRefusal(sale: { upload: string; message: string | null }): RefundSaleRefusal | null {
  if (sale.upload === 'handed_over') return { ok: false, reason: 'handed-over' };
  return sale.upload === 'rejected' ? { ok: false, reason: 'sale-rejected', message: sale.message } : null;
}
