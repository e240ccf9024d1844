/**
 * A terminal's shift as a pure state machine (assumed-contracts 9): opened by a cashier with an
 * opening float, cash put in and taken out with a reason, the sales and refunds made during
 * it, and closed with the cash counted. The state is the last shift opened, open or closed
 * (kept for its Z report), or null before the first. At most one shift is open: a second
 * open, and anything done with no shift open, come back as refusals, never as a changed
 * state. Times and the shift's id arrive in the events.
 */
import type { Money } from '../core/money';
import { recordedIn } from './shiftRecord';
import type { StaffRef } from '../staff/staff';

export type CashMovementKind = 'in' | 'out';

export interface CashMovement {
  kind: CashMovementKind;
  amount: Money;
  reason: string;
  /** ISO 8601 instant. */
  at: string;
  /** assumed-contracts 10: who moved it (absent with nobody signed in) and the manager who approved a cash out. */
  by?: StaffRef;
  approved_by?: StaffRef;
}

export interface ShiftClosing {
  /** Never before the opening (`closingTime`). */
  closed_at: string;
  /** The device's clock at the close, as it read; absent on shifts closed before it was kept. */
  device_closed_at?: string;
  counted_cash: Money;
  /** assumed-contracts 10: who closed it; absent with nobody signed in. */
  closed_by?: StaffRef;
}

/**
 * When a shift closed: the device's clock `at`, but never before `opened_at`. A clock set back
 * during the shift would date the close before the opening, which the server refuses for ever
 * (assumed-contracts 9); the device's own reading is kept beside it (`device_closed_at`).
 */
export function closingTime(opened_at: string, at: string): string {
  const opened = Date.parse(opened_at);
  const closed = Date.parse(at);
  return Number.isFinite(opened) && Number.isFinite(closed) && closed < opened ? opened_at : at;
}

/**
 * A close given up after "Show expected cash" had shown the cashier what the drawer should
 * hold: the count then typed, kept so the Z report says the drawer was counted again.
 */
export interface Recount {
  counted_cash: Money;
  /** ISO 8601 instant the close was given up. */
  at: string;
  by?: StaffRef;
}

export interface Shift {
  /** UUID made when the shift opens; its upload's `Idempotency-Key`. */
  shift_id: string;
  cashier_name: string;
  /** assumed-contracts 10: who opened it; absent with nobody signed in. */
  opened_by?: StaffRef;
  opening_float: Money;
  opened_at: string;
  cash_movements: readonly CashMovement[];
  /** `client_order_id`s of the sales completed in this shift, in order. */
  sale_ids: readonly string[];
  /** `client_order_id`s of the refunds made in this shift, in order. */
  refund_ids: readonly string[];
  /** Null while the shift is open. */
  closing: ShiftClosing | null;
  /** When "Open drawer" opened the cash drawer with no sale; absent on shifts stored before it was kept. */
  no_sales?: readonly string[];
  /** Closes given up after the expected cash was shown; absent when none. */
  recounts?: readonly Recount[];
}

/** The last shift opened on the terminal, or null before the first. */
export type ShiftState = Shift | null;

export type ShiftEvent =
  | { type: 'shiftOpened'; shift_id: string; cashier_name: string; opening_float: Money; at: string; by?: StaffRef }
  | { type: 'cashMoved'; kind: CashMovementKind; amount: Money; reason: string; at: string; shift_id?: string; by?: StaffRef; approved_by?: StaffRef }
  | { type: 'saleRecorded'; client_order_id: string }
  | { type: 'refundRecorded'; client_order_id: string }
  /** "Open drawer": the drawer opened with no sale, counted in the shift. */
  | { type: 'drawerOpened'; at: string }
  /** A blind close given up after "Show expected cash": the count is kept, and the next one is a recount. */
  | { type: 'closeCancelled'; counted_cash: Money; at: string; shift_id?: string; by?: StaffRef }
  | { type: 'shiftClosed'; counted_cash: Money; at: string; shift_id?: string; by?: StaffRef };

export type ShiftRefusal =
  /** A shift is already open: close it before another is opened. */
  | { ok: false; reason: 'shift-open'; shift_id: string }
  /** Nothing can be moved, recorded or closed with no shift open. */
  | { ok: false; reason: 'no-open-shift' }
  /** The action named a shift that is no longer the open one (closed on another screen); `shift_id` is the open one. */
  | { ok: false; reason: 'other-shift'; shift_id: string }
  | { ok: false; reason: 'cashier-missing' }
  /** An opening float or a count below zero. */
  | { ok: false; reason: 'negative-amount' }
  /** A cash movement of 0 or less: its kind says the direction. */
  | { ok: false; reason: 'not-positive' }
  /** Cash moved without a reason cannot be accounted for at the close. */
  | { ok: false; reason: 'reason-missing' }
  | { ok: false; reason: 'too-large' }
  /**
   * A sale or refund whose amounts the open shift cannot count exactly (the server changed
   * `currency_decimals` during the shift, shiftDigits.ts): refused, nothing written.
   */
  | { ok: false; reason: 'digits-changed' };

export function isShiftOpen(state: ShiftState): state is Shift & { closing: null } {
  return state !== null && state.closing === null;
}

export function isShiftRefusal(result: ShiftState | ShiftRefusal): result is ShiftRefusal {
  return result !== null && 'ok' in result;
}

function amountRefusal(amount: Money, positive: boolean): ShiftRefusal | null {
  if (!Number.isSafeInteger(amount)) return { ok: false, reason: 'too-large' };
  if (positive && amount <= 0) return { ok: false, reason: 'not-positive' };
  if (amount < 0) return { ok: false, reason: 'negative-amount' };
  return null;
}

function opened(state: ShiftState, event: Extract<ShiftEvent, { type: 'shiftOpened' }>): Shift | ShiftRefusal {
  if (isShiftOpen(state)) return { ok: false, reason: 'shift-open', shift_id: state.shift_id };
  // With staff, the person signed in opens it under their own name: the name on every sale of
  // the shift. The typed name is for a terminal without staff.
  const cashier_name = (event.by?.name ?? event.cashier_name).trim();
  if (cashier_name === '') return { ok: false, reason: 'cashier-missing' };
  const refused = amountRefusal(event.opening_float, false);
  if (refused) return refused;
  return {
    shift_id: event.shift_id,
    cashier_name,
    ...(event.by ? { opened_by: event.by } : {}),
    opening_float: event.opening_float,
    opened_at: event.at,
    cash_movements: [],
    sale_ids: [],
    refund_ids: [],
    closing: null,
  };
}

/** What happens to an open shift; `state` is known to be open here. */
function changed(state: Shift, event: Exclude<ShiftEvent, { type: 'shiftOpened' }>): Shift | ShiftRefusal {
  switch (event.type) {
    case 'cashMoved': {
      const refused = amountRefusal(event.amount, true);
      if (refused) return refused;
      const reason = event.reason.trim();
      if (reason === '') return { ok: false, reason: 'reason-missing' };
      const movement: CashMovement = {
        kind: event.kind,
        amount: event.amount,
        reason,
        at: event.at,
        ...(event.by ? { by: event.by } : {}),
        ...(event.approved_by ? { approved_by: event.approved_by } : {}),
      };
      return { ...state, cash_movements: [...state.cash_movements, movement] };
    }
    case 'saleRecorded':
    case 'refundRecorded':
      return recordedIn(state, event);
    case 'drawerOpened':
      return { ...state, no_sales: [...(state.no_sales ?? []), event.at] };
    case 'closeCancelled': {
      const refused = amountRefusal(event.counted_cash, false);
      if (refused) return refused;
      const recount: Recount = { counted_cash: event.counted_cash, at: event.at, ...(event.by ? { by: event.by } : {}) };
      return { ...state, recounts: [...(state.recounts ?? []), recount] };
    }
    case 'shiftClosed': {
      const refused = amountRefusal(event.counted_cash, false);
      if (refused) return refused;
      const closed_at = closingTime(state.opened_at, event.at);
      const by = event.by ? { closed_by: event.by } : {};
      return { ...state, closing: { closed_at, device_closed_at: event.at, counted_cash: event.counted_cash, ...by } };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/**
 * A person's action (cash moved, the close) may name the shift it was asked for: it acts on
 * that shift only, never on another one opened since on another screen.
 */
export function shiftReducer(state: ShiftState, event: ShiftEvent): ShiftState | ShiftRefusal {
  if (event.type === 'shiftOpened') return opened(state, event);
  if (!isShiftOpen(state)) return { ok: false, reason: 'no-open-shift' };
  if ('shift_id' in event && event.shift_id !== undefined && event.shift_id !== state.shift_id) {
    return { ok: false, reason: 'other-shift', shift_id: state.shift_id };
  }
  return changed(state, event);
}
