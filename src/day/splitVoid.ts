/**
 * Clearing one bill of a split order after the kitchen had it (assumed-contracts 10, `split_of`
 * and "voids"). A bill of equal parts holds a share of each line (`0.5` of a burger), so a
 * unit the kitchen made is shared by several bills, and clearing one of them alone cannot say
 * whether the unit was made for nothing: another bill may still pay its share. The rule, per
 * line of the order (its `line_id`, the same on every bill):
 * - the void documents void the shares of the units the kitchen made that no bill can pay any
 *   more: after each clear, the voided share of the line is what the cleared bills held, but
 *   never more than the units the kitchen had less the shares sold and the shares still open.
 *   Each clear's document voids what that adds (its amounts its part of what the bill owed);
 * - the kitchen is told VOID in whole units: a unit is printed VOID by the clear that brings
 *   the voided share of the line to that whole unit.
 * So when every bill is cleared, the documents void exactly the units the kitchen had and the
 * VOID slips name each of them once, in whichever order the bills were cleared; a share sold
 * is never voided; a bill already cleared voids nothing again. Each clear is recorded
 * (`ClearedShare`) on its document and on the order's bills still open, so a later clear
 * knows the units and shares of the bills gone. Pure: the other bills come in.
 */
import type { CartLine } from '../cart/cart';
import { isSplitShare, sentUnits, type ClearedShare } from '../cart/kitchen';
import { withQuantity } from '../cart/pricing';
import { SHARE_DIGITS } from '../checkout/split';
import { mulDiv, sub } from '../core/money';

export type { ClearedShare };

const SCALE = 10 ** SHARE_DIGITS;
/** A share in thousandths of a unit, exact (`0.333` is 333). */
const thousandths = (quantity: number) => Math.round(quantity * SCALE);

/** The order's other bills, as read when one of them is cleared. */
export interface SplitOrderBills {
  /** Bills still open (parked, or open in another place): their shares may still be paid. */
  open: readonly (readonly CartLine[])[];
  /** Bills paid: their shares are sold. */
  sold: readonly (readonly CartLine[])[];
  /** Bills cleared before: from their void documents and the records the open bills carry. */
  cleared: readonly ClearedShare[];
}

/** An order not split, or a bill with no other bill known: it is cleared alone. */
export const NO_OTHER_BILLS: SplitOrderBills = { open: [], sold: [], cleared: [] };

export interface SplitClear {
  /** The void document's lines for the bill's shares: the share voided now, at its part of what the bill owed. */
  lines: CartLine[];
  /** The whole units printed VOID now. */
  slips: CartLine[];
  /** This clear, to keep on its document and on the bills still open. */
  cleared: ClearedShare[];
}

type Totals = { share: number; sent: number; voided: number };

function totalsOf(lines: readonly (readonly CartLine[])[], lineId: string): Totals {
  const of = lines.flatMap((bill) => bill.filter((l) => l.line_id === lineId));
  return { share: of.reduce((n, l) => n + thousandths(l.quantity), 0), sent: of.reduce((n, l) => n + sentUnits(l), 0), voided: 0 };
}

function clearedOf(cleared: readonly ClearedShare[], lineId: string): Totals {
  const of = cleared.filter((c) => c.line_id === lineId);
  return { share: of.reduce((n, c) => n + c.share, 0), sent: of.reduce((n, c) => n + c.sent, 0), voided: of.reduce((n, c) => n + c.voided, 0) };
}

/**
 * The part of a bill's share line that `voided` thousandths are: the whole share as the bill
 * owed it, or a part of it priced at its own quantity (its unit amount times the part, then
 * its discount: one rounding each, as a share is priced).
 */
function sharePart(line: CartLine, voided: number): CartLine {
  const { sent: _sent, kitchen_units: _units, ...share } = line;
  if (voided === thousandths(line.quantity)) return share;
  const unit = withQuantity(share, 1);
  const subtotal = unit ? mulDiv(unit.subtotal, voided, SCALE) : mulDiv(share.subtotal, voided, thousandths(share.quantity));
  const discount = mulDiv(subtotal, share.discount_pct, 100);
  return { ...share, quantity: voided / SCALE, subtotal, discount, total: sub(subtotal, discount) };
}

/** `units` whole units of the line, as the kitchen's VOID slip names them. */
function wholeUnits(line: CartLine, units: number): CartLine {
  const { sent: _sent, kitchen_units: _units, ...plain } = line;
  return withQuantity(plain, units) ?? { ...plain, quantity: units };
}

/** Records of the same bill kept twice (on its document and on an open bill) counted once; a bill that did not know which it was (0) cannot be told apart. */
function distinctCleared(records: readonly ClearedShare[]): ClearedShare[] {
  const seen = new Set<string>();
  return records.filter((r) => {
    if (r.part === 0) return true;
    const key = `${r.part}|${r.line_id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What clearing `bill` voids of its shares (`isSplitShare` lines; its other lines are whole
 * units and void as on any order), given the order's other bills and earlier clears.
 */
export function splitClear(bill: { split_part?: number; lines: readonly CartLine[] }, others: SplitOrderBills): SplitClear {
  const part = bill.split_part ?? 0;
  const earlier = distinctCleared(others.cleared);
  const again = part > 0 && earlier.some((c) => c.part === part);
  const out: SplitClear = { lines: [], slips: [], cleared: [] };
  if (again) return out;
  for (const line of bill.lines.filter(isSplitShare)) {
    const share = thousandths(line.quantity);
    const sent = sentUnits(line);
    const open = totalsOf(others.open, line.line_id);
    const sold = totalsOf(others.sold, line.line_id);
    const gone = clearedOf(earlier, line.line_id);
    const made = (sent + open.sent + sold.sent + gone.sent) * SCALE;
    const target = Math.max(0, Math.min(gone.share + share, made - sold.share - open.share));
    const voided = Math.min(share, Math.max(0, target - gone.voided));
    out.cleared.push({ part, line_id: line.line_id, share, sent, voided });
    if (voided === 0) continue;
    out.lines.push(sharePart(line, voided));
    const units = Math.floor((gone.voided + voided) / SCALE) - Math.floor(gone.voided / SCALE);
    if (units > 0) out.slips.push(wholeUnits(line, units));
  }
  return out;
}
