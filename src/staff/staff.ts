/**
 * The terminal's staff and who may do what (assumed-contracts 10), as pure rules: a person is
 * a cashier or a manager; a manager may do everything, a cashier needs a manager's approval
 * for the actions of `APPROVAL_ACTIONS` and for a discount above the cashier's limit. The
 * staff list always keeps a manager: the last one can be neither removed nor made a cashier.
 */

export { refOf, type Role, type StaffMember, type StaffRef } from './people';
import type { StaffMember, StaffRef } from './people';

/**
 * The actions a cashier needs a manager for, each approved on its own: an approval names one
 * action and lets only that one through (`approvalHolds`), so opening Settings does not open
 * "Staff" inside it.
 */
export type ApprovalAction =
  /** A manual discount above the cashier's limit. */
  | 'discount'
  | 'refund'
  /** A line taken off after the kitchen ticket or the bill was printed. */
  | 'void'
  | 'cash-out'
  /** "Open drawer": the drawer opened with no sale. */
  | 'drawer'
  /** Reopening a sale's payment: marking a counter order paid, confirming a kiosk payment. */
  | 'reopen-payment'
  /** Opening Settings. */
  | 'settings'
  /** Opening "Staff"; adding, renaming or removing a person. */
  | 'staff'
  /** Making a person a manager or a cashier (a new person's role too). */
  | 'role'
  /** "Reset PIN" of a person. */
  | 'pin'
  /** Settings "Tenders". */
  | 'tenders'
  /** "Start training" / "Leave training". */
  | 'training'
  /** Entering or leaving kiosk mode. */
  | 'kiosk'
  /** The kiosk's staff "Orders". */
  | 'kiosk-orders'
  /** "Mark sold out" / "Available again". */
  | 'sold-out'
  /** What the server has not acknowledged, its export and import, logging out, clearing the data. */
  | 'terminal-data'
  /** "Change server or key". */
  | 'server';

/**
 * A manager's approval of one action, given in one session: the time between two sign-ins
 * or locks, counted by the screen. "Lock" starts a new session, so it ends every approval.
 */
export interface Approval {
  action: ApprovalAction;
  approver: StaffRef;
  session: number;
}

/** Whether `approval` lets `action` through in `session`: only the action it names, only in the session it was given in. */
export function approvalHolds(approval: Approval | null, action: ApprovalAction, session: number): boolean {
  return approval !== null && approval.action === action && approval.session === session;
}

export const isManager = (person: StaffMember | null | undefined): boolean => person?.role === 'manager';

/**
 * Whether `action` by `person` needs a manager's approval: always, unless a manager is signed
 * in (who approves by confirming). With nobody signed in a manager's PIN is asked too.
 */
export function needsApproval(person: StaffMember | null): boolean {
  return !isManager(person);
}

/** The actions that ask a manager even on a terminal nobody signs in to. */
const ALWAYS_APPROVED: ReadonlySet<ApprovalAction> = new Set<ApprovalAction>([
  'refund',
  'reopen-payment',
  'void',
  'settings',
  'staff',
  'role',
  'pin',
  'tenders',
  'training',
  'kiosk',
  'kiosk-orders',
  'sold-out',
  'terminal-data',
  'server',
]);

/**
 * Whether `action` asks a manager on a terminal with or without staff. The staff screens, a
 * refund, a staff-confirmed payment and a void (what the kitchen already made) always did (a
 * terminal without staff makes its first manager there); a discount, a cash out and "Open
 * drawer" ask only once the terminal has staff, so a till nobody signs in to sells as it
 * always has.
 */
export function approvalApplies(action: ApprovalAction, hasStaff: boolean): boolean {
  return hasStaff || ALWAYS_APPROVED.has(action);
}

/**
 * A manual discount of `percent` by `person` needs a manager when it is above the cashier's
 * limit (Settings, whole percent; default 0: every manual discount). A manager's own discount
 * never does; taking a discount off (0 %) never does.
 */
export function discountNeedsApproval(percent: number, limitPct: number, person: StaffMember | null): boolean {
  if (percent <= 0 || isManager(person)) return false;
  return percent > Math.max(0, limitPct);
}

/** Idle lock (Settings), in minutes: default 5; 0 = never. Never in kiosk mode, which has its own rules. */
export const DEFAULT_IDLE_LOCK_MINUTES = 5;

export function idleLockMs(minutes: number | undefined, kiosk: boolean): number | null {
  if (kiosk) return null;
  const m = minutes ?? DEFAULT_IDLE_LOCK_MINUTES;
  return Number.isFinite(m) && m > 0 ? Math.round(m * 60_000) : null;
}

/**
 * The actions that finish what an approval began, asked for seconds later on the same screen:
 * the kiosk's staff "Orders" is opened to take a counter order's money ("Mark paid") or to
 * cancel it, so the manager who approved "Orders" is not asked again for that one act.
 */
const FINISHED_BY: Partial<Record<ApprovalAction, readonly ApprovalAction[]>> = {
  'kiosk-orders': ['reopen-payment', 'void'],
};

/** How long an approval waits for the act that finishes it (monotonic milliseconds). */
export const HAND_ON_MS = 60_000;

/** An approval waiting to be handed on to the one act that finishes it. */
export interface HandedOn {
  from: ApprovalAction;
  approver: StaffRef;
  session: number;
  /** Monotonic milliseconds when it was given. */
  at: number;
}

/** The approval of `action` as it waits to be handed on, or null when no act finishes `action`. */
export function handOn(action: ApprovalAction, approver: StaffRef, session: number, at: number): HandedOn | null {
  return FINISHED_BY[action] ? { from: action, approver, session, at } : null;
}

/**
 * Who approves `action` without asking again: the approver of `handed` when `action` finishes
 * what it approved, in the same session, within `HAND_ON_MS`. It is handed on once: the caller
 * drops it after any request, so one approval never lets more than the one act through.
 */
export function handedOnTo(handed: HandedOn | null, action: ApprovalAction, session: number, now: number): StaffRef | null {
  if (!handed || handed.session !== session) return null;
  if (!FINISHED_BY[handed.from]?.includes(action)) return null;
  const waited = now - handed.at;
  return waited >= 0 && waited <= HAND_ON_MS ? handed.approver : null;
}
