/**
 * The terminal's staff and who may do what (assumed-contracts 10), as pure rules: a person is
 * a cashier or a manager; a manager may do everything, a cashier needs a manager's approval
 * for the actions of `APPROVAL_ACTIONS` and for a discount above the cashier's limit. The
 * staff list always keeps a manager: the last one can be neither removed nor made a cashier.
 */

export { refOf, type Role, type StaffMember, type StaffRef } from './people';
import type { StaffMember } from './people';

/** The actions a cashier needs a manager for. */
export type ApprovalAction =
  /** A manual discount above the cashier's limit. */
  | 'discount'
  | 'refund'
  /** A line taken off after the kitchen ticket or the bill was printed. */
  | 'void'
  | 'cash-out'
  /** Reopening a sale's payment: marking a counter order paid, confirming a kiosk payment. */
  | 'reopen-payment'
  /** Staff screens: Settings, the kiosk's "Staff", leaving kiosk mode, the terminal's data. */
  | 'manage';

export const isManager = (person: StaffMember | null | undefined): boolean => person?.role === 'manager';

/**
 * Whether `action` by `person` needs a manager's approval: always, unless a manager is signed
 * in (who approves by confirming). With nobody signed in a manager's PIN is asked too.
 */
export function needsApproval(person: StaffMember | null): boolean {
  return !isManager(person);
}

/** The actions that ask a manager even on a terminal nobody signs in to. */
const ALWAYS_APPROVED: ReadonlySet<ApprovalAction> = new Set(['manage', 'refund', 'reopen-payment', 'void']);

/**
 * Whether `action` asks a manager on a terminal with or without staff. The staff screens, a
 * refund, a staff-confirmed payment and a void (what the kitchen already made) always did (a
 * terminal without staff makes its first manager there); a discount and a cash out ask only
 * once the terminal has staff, so a till nobody signs in to sells as it always has.
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
