/**
 * Splitting the bill ("Split bill", assumed-contracts 10 `split_of`): an order becomes
 * several bills, each paid and uploaded as its own sale. Two ways:
 * - moving lines, or units of a line, to bills (`splitByUnits`): a line split across bills
 *   keeps its unit price; the last bill holding part of it takes the rounding of its discount,
 *   so its parts add up to the line exactly;
 * - "Equal parts" (`splitEqually`): the total in equal parts of whole minor units, the last
 *   bill taking the rest (`equalParts`); each bill holds its share of every line.
 * Either way the bills add up exactly to the order, in minor units. Pure.
 */
import { add, money, sub, ZERO, type Money } from '../core/money';
import type { CartLine } from '../cart/cart';
import { sentUnits } from '../cart/kitchen';
import { orderTotals } from '../cart/totals';
import { withQuantity } from '../cart/pricing';

export const MAX_BILLS = 20;

export type SplitRefusal =
  | { ok: false; reason: 'bills'; max: number }
  /** A bill with nothing on it, or a line whose units do not add up to its quantity. */
  | { ok: false; reason: 'empty-bill'; bill: number }
  | { ok: false; reason: 'units'; line_id: string }
  /** Equal parts of less than one minor unit each, or of an order with a line below zero. */
  | { ok: false; reason: 'too-small' }
  | { ok: false; reason: 'below-zero' };

export type Split = { ok: true; bills: CartLine[][] };

/** `total` in `parts` equal whole minor units, the last taking what does not divide. */
export function equalParts(total: Money, parts: number): Money[] {
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError(`parts must be a whole number from 1, got ${parts}`);
  const each = money(Math.floor(total / parts));
  const shares: Money[] = Array.from({ length: parts - 1 }, () => each);
  return [...shares, sub(total, add(...shares))];
}

function billsRefusal(bills: number): SplitRefusal | null {
  return Number.isSafeInteger(bills) && bills >= 2 && bills <= MAX_BILLS ? null : { ok: false, reason: 'bills', max: MAX_BILLS };
}

/**
 * The line in pieces of `units` per bill (0 = none on that bill). Every piece but the last is
 * priced at its units; the last takes what is left of the line's amounts. The units the
 * kitchen had go to the first pieces.
 */
function piecesOf(line: CartLine, units: readonly number[]): (CartLine | null)[] {
  const last = units.findLastIndex((u) => u > 0);
  let sentLeft = sentUnits(line);
  let subtotal = ZERO;
  let total = ZERO;
  return units.map((u, bill) => {
    if (u === 0) return null;
    const sent = Math.min(u, sentLeft);
    sentLeft -= sent;
    const kitchen = sent > 0 ? { sent } : {};
    const { sent: _sent, ...plain } = line;
    if (u === line.quantity) return { ...plain, ...kitchen };
    const priced = withQuantity(plain, u) ?? { ...plain, quantity: u };
    if (bill !== last) {
      subtotal = add(subtotal, priced.subtotal);
      total = add(total, priced.total);
      return { ...priced, ...kitchen };
    }
    const restSubtotal = sub(line.subtotal, subtotal);
    const restTotal = sub(line.total, total);
    return { ...priced, subtotal: restSubtotal, discount: sub(restSubtotal, restTotal), total: restTotal, ...kitchen };
  });
}

/**
 * Bills made by moving units: `units.get(line_id)[b]` is how many units of the line bill `b`
 * holds; a line not listed stays whole on the first bill. A weighed line moves whole.
 */
export function splitByUnits(lines: readonly CartLine[], units: ReadonlyMap<string, readonly number[]>, bills: number): Split | SplitRefusal {
  const refused = billsRefusal(bills);
  if (refused) return refused;
  const out: CartLine[][] = Array.from({ length: bills }, () => []);
  for (const line of lines) {
    const asked = units.get(line.line_id) ?? [line.quantity];
    const row = Array.from({ length: bills }, (_, b) => asked[b] ?? 0);
    const whole = row.every((u) => Number.isSafeInteger(u) && u >= 0) && row.reduce((a, b) => a + b, 0) === line.quantity;
    if (!whole || (line.weight_g !== null && row.filter((u) => u > 0).length > 1) || line.share) return { ok: false, reason: 'units', line_id: line.line_id };
    piecesOf(line, row).forEach((piece, b) => piece && out[b]?.push(piece));
  }
  const empty = out.findIndex((bill) => bill.length === 0);
  if (empty >= 0) return { ok: false, reason: 'empty-bill', bill: empty + 1 };
  return { ok: true, bills: out };
}

/**
 * Bills of equal parts: the order's total laid out line after line, cut into `parts` equal
 * stretches (`equalParts`); each bill holds the share of every line its stretch covers, so the
 * bills add up to the order and each line's shares to the line. A line's units are counted
 * once, by its last share (`counts_stock`); a line of no amount goes whole to the last bill.
 */
export function splitEqually(lines: readonly CartLine[], parts: number): Split | SplitRefusal {
  const refused = billsRefusal(parts);
  if (refused) return refused;
  if (lines.some((l) => l.total < 0)) return { ok: false, reason: 'below-zero' };
  const { total } = orderTotals({ lines });
  const bounds = equalParts(total, parts);
  if (bounds[0] === ZERO) return { ok: false, reason: 'too-small' };
  const ends: number[] = [];
  bounds.reduce((at, share) => (ends.push(at + share), at + share), 0);
  const bills: CartLine[][] = Array.from({ length: parts }, () => []);
  let start = 0;
  for (const line of lines) {
    const from = start;
    const to = start + line.total;
    start = to;
    const shares = ends.map((end, b) => Math.max(0, Math.min(to, end) - Math.max(from, b === 0 ? 0 : (ends[b - 1] ?? 0))));
    if (line.total === 0) shares[parts - 1] = 0;
    const last = line.total === 0 ? parts - 1 : shares.findLastIndex((s) => s > 0);
    const discountShares = splitLike(line.discount, shares, line.total);
    shares.forEach((amount, b) => {
      if (amount === 0 && b !== last) return;
      const discount = discountShares[b] ?? ZERO;
      bills[b]?.push({
        ...line,
        subtotal: add(money(amount), discount),
        discount,
        total: money(amount),
        share: { part: b + 1, parts, counts_stock: b === last },
      });
    });
  }
  return { ok: true, bills };
}

/**
 * `amount` split in proportion to `weights` (which add up to `whole`), each rounded down and
 * the last non-zero weight taking the rest, so the pieces add up to `amount` exactly.
 */
function splitLike(amount: Money, weights: readonly number[], whole: number): Money[] {
  if (whole === 0) return weights.map((_, i) => (i === weights.length - 1 ? amount : ZERO));
  const last = weights.findLastIndex((w) => w > 0);
  let given = ZERO;
  return weights.map((w, i) => {
    if (i === last) return sub(amount, given);
    const piece = money(Math.floor((amount * w) / whole));
    given = add(given, piece);
    return piece;
  });
}
