/**
 * What the kitchen already has of an order, and what taking it back means (assumed-contracts
 * 10, "voids"). A line counts its units sent to the kitchen (`sent`); units added since are
 * free to change. Once units were sent, taking them off is a void: it asks a reason and an
 * approval and is kept on the order (`voids`), printed "VOID" to the kitchen and uploaded
 * with the sale. Before a line is sent, an edit is free and leaves no trace.
 *
 * Pure: the time and the approver come in with the event.
 */
import { sub, type Money } from '../core/money';
import type { PricedLine } from './pricing';

/** The reasons the "Void" dialog offers, by key, in the order shown (their words: `voidReasons.ts`). */
export const VOID_REASONS = ['changed-mind', 'wrong-item', 'kitchen-error', 'other'] as const;
export type VoidReason = (typeof VOID_REASONS)[number];

/** Who approved an action (assumed-contracts 10 `approved_by`). */
export interface ApprovedBy {
  staff_id: string;
  name: string;
}

/** Units of a line taken back after the kitchen had them. */
export interface LineVoid<L extends PricedLine = PricedLine> {
  /** The voided units as a line of their own: its quantity and `total` are what was taken back. */
  line: L;
  reason: VoidReason;
  /** ISO 8601 instant. */
  voided_at: string;
  approved_by: ApprovedBy | null;
  /** Who took it back: the person signed in; absent on a terminal nobody signs in to. */
  by?: ApprovedBy;
  /** Printed "VOID" on a kitchen ticket already. */
  printed: boolean;
}

/** The units of the line the kitchen has had: 0 for a line never sent. */
export function sentUnits(line: { sent?: number }): number {
  return line.sent ?? 0;
}

/** What the kitchen knows of a line: its units sent, and the whole units it makes of a bill's share. */
export interface KitchenLine {
  quantity: number;
  sent?: number;
  kitchen_units?: number;
}

/**
 * The whole units the kitchen makes for the line: its quantity, or, on a bill's share of a line
 * split in equal parts (`0.667` of 2 burgers), the units that bill makes (src/checkout/split.ts).
 */
export function kitchenUnits(line: KitchenLine): number {
  return line.kitchen_units ?? line.quantity;
}

/** A bill's share of a line split in equal parts: its amounts are that share, fixed. */
export function isSplitShare(line: { kitchen_units?: number }): boolean {
  return line.kitchen_units !== undefined;
}

/**
 * What a cleared bill of a split order held of one of its lines, and what its clear voided
 * (src/day/splitVoid.ts): kept on its void document and on the order's bills still open.
 */
export interface ClearedShare {
  /** The bill (`split_part`); 0 on a bill that did not know it. */
  part: number;
  line_id: string;
  /** The bill's share of the line, in thousandths of a unit. */
  share: number;
  /** The units the kitchen had of the line on this bill. */
  sent: number;
  /** The share its clear voided, in thousandths of a unit. */
  voided: number;
}

/** The units of a line not sent yet (`quantity` is 1 on a weighed line). */
export function unsentUnits(line: KitchenLine): number {
  return Math.max(0, kitchenUnits(line) - sentUnits(line));
}

/**
 * The units a change to `quantity` takes back from the kitchen: the unsent units go first, so
 * lowering a line of 3 with 2 sent to 1 voids 1, and to 2 voids none. 0 = a free edit.
 */
export function voidedUnits(line: { quantity: number; sent?: number }, quantity: number): number {
  return Math.max(0, sentUnits(line) - Math.max(0, quantity));
}

/** Whether the order has a kitchen history a plain clear would lose: units sent, or voids recorded. */
export function hasKitchenHistory(state: { lines: readonly { sent?: number }[]; voids?: readonly unknown[] }): boolean {
  return state.lines.some((l) => sentUnits(l) > 0) || (state.voids?.length ?? 0) > 0;
}

/**
 * The part of `line` that leaves when it goes down to `rest` (null: removed): the voided
 * units, with the amount the line loses. Exact: the void and what stays add up to the line.
 */
export function voidedPart<L extends PricedLine>(line: L, rest: L | null, units: number): L {
  const total: Money = rest ? sub(line.total, rest.total) : line.total;
  const subtotal: Money = rest ? sub(line.subtotal, rest.subtotal) : line.subtotal;
  return { ...line, quantity: units, subtotal, discount: sub(subtotal, total), total };
}
