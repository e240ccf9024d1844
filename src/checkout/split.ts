/**
 * Splitting the bill ("Split bill", assumed-contracts 10 `split_of`): an order becomes
 * several bills, each paid and uploaded as its own sale of its own share: across the bills a
 * product's `quantity` adds up to the order's, so a server that knows nothing of splits counts
 * every unit once, and the kitchen makes every unit once. Two ways:
 * - moving lines, or whole units of a line, to bills (`splitByUnits`);
 * - "Equal parts" (`splitEqually`): every line on every bill at `quantity / parts`, kept to
 *   3 decimals (`0.5` of one burger in 2 bills, `0.667`, `0.667` and `0.666` of 2 in 3), the
 *   last bill taking what is left.
 * Either way each piece of a line is priced at its own quantity (its unit price with options
 * and add-ons, less its discount) within one minor unit, and the pieces of a line add up to
 * it exactly, so the bills add up exactly to the order, in minor units. Pure.
 */
import { mulDiv, sub, ZERO } from '../core/money';
import type { CartLine } from '../cart/cart';
import { isSplitShare, kitchenUnits, sentUnits } from '../cart/kitchen';
import { withQuantity } from '../cart/pricing';

export const MAX_BILLS = 20;

export type SplitRefusal =
  | { ok: false; reason: 'bills'; max: number }
  /** A bill with nothing on it, or a line whose units do not add up to its quantity. */
  | { ok: false; reason: 'empty-bill'; bill: number }
  | { ok: false; reason: 'units'; line_id: string }
  /** Equal parts of a line smaller than 0.001 of a unit each, or of an order with a line below zero. */
  | { ok: false; reason: 'too-small' }
  | { ok: false; reason: 'below-zero' };

export type Split = { ok: true; bills: CartLine[][] };

function billsRefusal(bills: number): SplitRefusal | null {
  return Number.isSafeInteger(bills) && bills >= 2 && bills <= MAX_BILLS ? null : { ok: false, reason: 'bills', max: MAX_BILLS };
}

/**
 * The line in pieces of `cuts` cumulative quantities (the units held by the bills up to each
 * one, the last the whole line): each amount of a piece is the line's amount at its cut less
 * the amount at the cut before (`amountAt`), so each piece is priced at its quantity within
 * one minor unit and the pieces add up to the line exactly.
 */
function cutAmounts(line: CartLine, cuts: readonly number[], amountAt: (cut: number) => Pick<CartLine, 'subtotal' | 'total'>) {
  let before = { subtotal: ZERO, total: ZERO };
  return cuts.map((cut) => {
    const at = amountAt(cut);
    const subtotal = sub(at.subtotal, before.subtotal);
    const total = sub(at.total, before.total);
    before = at;
    return { subtotal, discount: sub(subtotal, total), total };
  });
}

/** The units the kitchen had of the line go to the first pieces, up to the units each makes. */
function sentPieces(line: CartLine, kitchen: readonly number[]): number[] {
  let left = sentUnits(line);
  return kitchen.map((k) => {
    const sent = Math.min(k, left);
    left -= sent;
    return sent;
  });
}

const running = (units: readonly number[]) => units.reduce<number[]>((cuts, u) => [...cuts, (cuts.at(-1) ?? 0) + u], []);

/**
 * The line in pieces of `units` per bill (0 = none on that bill), each priced at its units
 * (`withQuantity`) by cumulative cuts (`cutAmounts`). The units the kitchen had go to the
 * first pieces.
 */
function piecesOf(line: CartLine, units: readonly number[]): (CartLine | null)[] {
  const { sent: _sent, ...plain } = line;
  const cuts = running(units);
  const amounts = cutAmounts(line, cuts, (cut) => (cut === 0 ? { subtotal: ZERO, total: ZERO } : cut === line.quantity ? line : (withQuantity(plain, cut) ?? line)));
  const sent = sentPieces(line, units);
  return units.map((u, bill) => {
    if (u === 0) return null;
    const kitchen = (sent[bill] ?? 0) > 0 ? { sent: sent[bill] } : {};
    return { ...plain, quantity: u, ...amounts[bill]!, ...kitchen };
  });
}

/**
 * The bills as moved so far, an empty bill allowed (what "Split bill" shows while the cashier
 * moves units, each bill with its total): `units.get(line_id)[b]` is how many units of the line
 * bill `b` holds; a line not listed stays whole on the first bill. A weighed line moves whole.
 */
export function billsOfUnits(lines: readonly CartLine[], units: ReadonlyMap<string, readonly number[]>, bills: number): Split | SplitRefusal {
  const refused = billsRefusal(bills);
  if (refused) return refused;
  const out: CartLine[][] = Array.from({ length: bills }, () => []);
  for (const line of lines) {
    const asked = units.get(line.line_id) ?? [line.quantity];
    const row = Array.from({ length: bills }, (_, b) => asked[b] ?? 0);
    const whole = row.every((u) => Number.isSafeInteger(u) && u >= 0) && row.reduce((a, b) => a + b, 0) === line.quantity;
    if (!whole || (line.weight_g !== null && row.filter((u) => u > 0).length > 1) || isSplitShare(line)) return { ok: false, reason: 'units', line_id: line.line_id };
    piecesOf(line, row).forEach((piece, b) => piece && out[b]?.push(piece));
  }
  return { ok: true, bills: out };
}

/** Bills made by moving units (`billsOfUnits`), each holding something. */
export function splitByUnits(lines: readonly CartLine[], units: ReadonlyMap<string, readonly number[]>, bills: number): Split | SplitRefusal {
  const made = billsOfUnits(lines, units, bills);
  if (!made.ok) return made;
  const empty = made.bills.findIndex((bill) => bill.length === 0);
  if (empty >= 0) return { ok: false, reason: 'empty-bill', bill: empty + 1 };
  return made;
}

/** Digits a bill's share of a line is kept to: `0.667` of 2 burgers split in 3. */
export const SHARE_DIGITS = 3;
const SCALE = 10 ** SHARE_DIGITS;

/** `a x num / den` rounded half up, for whole numbers of at most a few million. */
const roundedShare = (a: number, num: number, den: number) => Math.floor((2 * a * num + den) / (2 * den));

/**
 * Bills of equal parts: each bill holds every line, at `quantity / parts` of its units kept to
 * `SHARE_DIGITS` decimals (the last bill taking what is left, so the shares add up to the
 * line's quantity exactly), priced at that quantity (`cutAmounts`: within a minor unit, the
 * shares of each amount adding up to the line's exactly). So every unit is sold once, on the
 * bills together (assumed-contracts 10), and the bills add up to the order exactly; the bills
 * are equal to within the rounding of their lines, the last taking the rest. The kitchen makes
 * each whole unit once: the line's units go to the bills as their shares add up
 * (`kitchen_units`: 2 burgers in 3 bills are made 1, 0 and 1), the units it had already to
 * the first of them.
 */
export function splitEqually(lines: readonly CartLine[], parts: number): Split | SplitRefusal {
  const refused = billsRefusal(parts);
  if (refused) return refused;
  if (lines.some((l) => l.total < 0)) return { ok: false, reason: 'below-zero' };
  const bills: CartLine[][] = Array.from({ length: parts }, () => []);
  for (const line of lines) {
    const whole = Math.round(line.quantity * SCALE);
    const each = roundedShare(whole, 1, parts);
    const units = Array.from({ length: parts }, (_, b) => (b < parts - 1 ? each : whole - each * (parts - 1)));
    if (units.some((u) => u <= 0)) return { ok: false, reason: 'too-small' };
    const cuts = running(units);
    const amounts = cutAmounts(line, cuts, (cut) => ({ subtotal: mulDiv(line.subtotal, cut, whole), total: mulDiv(line.total, cut, whole) }));
    const made = kitchenUnits(line);
    const kitchen = cuts.map((cut, b) => roundedShare(made, cut, whole) - (b === 0 ? 0 : roundedShare(made, cuts[b - 1]!, whole)));
    const sent = sentPieces(line, kitchen);
    const { sent: _sent, ...plain } = line;
    units.forEach((u, b) => {
      bills[b]!.push({ ...plain, quantity: u / SCALE, ...amounts[b]!, kitchen_units: kitchen[b]!, ...((sent[b] ?? 0) > 0 ? { sent: sent[b] } : {}) });
    });
  }
  return { ok: true, bills };
}
