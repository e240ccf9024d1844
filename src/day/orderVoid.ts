/**
 * An order cleared after the kitchen had it ("Clear order" on a sent order): it is not lost
 * unseen but kept as its own document, `kind: "void"` (assumed-contracts 10), with its own
 * `client_order_id`: the units the kitchen had, voided now, and the voids recorded before.
 * Units never sent are an edit, not a void, and are left out. A bill of a split order voids
 * its shares of the units the kitchen made by the order's rule (`splitClear`, given its other
 * bills): the kitchen's VOID slips name whole units (`slips`). Pure: the id, the time, the
 * approver, who cleared it and the order's other bills come in.
 */
import type { CartLine, CartState } from '../cart/cart';
import { isSplitShare, sentUnits, voidedPart, type ApprovedBy, type ClearedShare, type LineVoid, type VoidReason } from '../cart/kitchen';
import { withQuantity } from '../cart/pricing';
import { wireBrandId } from '../core/brandId';
import { add, type CurrencyDigits, type Money } from '../core/money';
import { NO_OTHER_BILLS, splitClear, type SplitClear } from './splitVoid';

export interface OrderVoid {
  kind: 'void';
  /** UUID made when the order is cleared; the upload's `Idempotency-Key`. */
  client_order_id: string;
  /** ISO 8601 instant. */
  created_at: string;
  location_id: number;
  brand_id: number;
  channel_id: number | null;
  /** The units the kitchen had, voided by the clearing (on a split bill, the shares of them it voids). */
  lines: CartLine[];
  /**
   * The units printed VOID to the kitchen, where they differ from `lines`: a split bill's
   * whole units (`splitClear`). Absent: the lines.
   */
  slips?: CartLine[];
  /** A split bill's shares of its lines and what the clearing voided of each; kept on this terminal only. */
  split_shares?: ClearedShare[];
  /** Units voided earlier, while the order was open. */
  voids: LineVoid<CartLine>[];
  reason: VoidReason;
  approved_by: ApprovedBy | null;
  /** Who cleared the order: the person signed in; null (or absent, on a row stored before staff) with nobody signed in. */
  by?: ApprovedBy | null;
  /** What the kitchen made for nothing: the voided lines and the earlier voids. */
  void_total: Money;
  digits: CurrencyDigits;
  order_name?: string;
  split_of?: string;
  terminal_id?: string;
  /** The shift open when the order was cleared: its report counts the void. */
  shift_id?: string;
}

export interface OrderVoidInput {
  client_order_id: string;
  created_at: string;
  location_id: number;
  reason: VoidReason;
  approved_by: ApprovedBy | null;
  /** The person signed in; null with nobody signed in. */
  by: ApprovedBy | null;
  digits: CurrencyDigits;
  terminal_id?: string;
  shift_id?: string;
}

/** The sent units of each whole line, as the lines a clearing voids (a split bill's shares: `splitClear`). */
export function sentParts(lines: readonly CartLine[]): CartLine[] {
  return lines.flatMap((line) => {
    const sent = sentUnits(line);
    if (sent === 0 || isSplitShare(line)) return [];
    const rest = line.quantity > sent ? withQuantity(line, line.quantity - sent) : null;
    const { sent: _sent, ...part } = voidedPart(line, rest, sent);
    return [part];
  });
}

/** What the kitchen is told VOID when `doc` is stored: whole units. */
export function voidSlipLines(doc: Pick<OrderVoid, 'lines' | 'slips'>): CartLine[] {
  return doc.slips ?? doc.lines;
}

/**
 * The void document of `cart` cleared now; null when the kitchen never had any of it. `split`:
 * what clearing the bill voids of its shares, given the order's other bills (`splitClear`);
 * absent, as if it were the order's only bill.
 */
export function orderVoid(
  cart: Pick<CartState, 'lines' | 'voids' | 'brand_id' | 'channel_id' | 'name' | 'split_of' | 'split_part'>,
  input: OrderVoidInput,
  split: SplitClear = splitClear(cart, NO_OTHER_BILLS),
): OrderVoid | null {
  const shared = cart.lines.some(isSplitShare);
  const inOrder = (shares: readonly CartLine[]) => cart.lines.flatMap((l) => (isSplitShare(l) ? shares.filter((s) => s.line_id === l.line_id) : sentParts([l])));
  const lines = inOrder(split.lines);
  const voids = [...(cart.voids ?? [])];
  if (lines.length === 0 && voids.length === 0) return null;
  return {
    kind: 'void',
    client_order_id: input.client_order_id,
    created_at: input.created_at,
    location_id: input.location_id,
    brand_id: wireBrandId(cart.lines[0]?.brand_id ?? voids[0]?.line.brand_id ?? cart.brand_id),
    channel_id: cart.channel_id,
    lines,
    ...(shared ? { slips: inOrder(split.slips), split_shares: split.cleared } : {}),
    voids,
    reason: input.reason,
    approved_by: input.approved_by,
    by: input.by,
    void_total: add(...lines.map((l) => l.total), ...voids.map((v) => v.line.total)),
    digits: input.digits,
    ...(cart.name ? { order_name: cart.name } : {}),
    ...(cart.split_of ? { split_of: cart.split_of } : {}),
    ...(input.terminal_id ? { terminal_id: input.terminal_id } : {}),
    ...(input.shift_id ? { shift_id: input.shift_id } : {}),
  };
}
