/**
 * The terminal's staff and who may do what (assumed-contracts 10), as pure rules: a person is
 * a cashier or a manager; a manager may do everything, a cashier needs a manager's approval
 * for the actions of `APPROVAL_ACTIONS` and for a discount above the cashier's limit. The
 * staff list always keeps a manager: the last one can be neither removed nor made a cashier.
 * Here: the actions and an approval handed on to the act that finishes it (the approval
 * dialog's, in the first load); who needs an approval is `permissions.ts`'s, the idle lock's
 * time `idleLock.ts`'s, loaded with the screens that ask.
 */

export { refOf, type Role, type StaffMember, type StaffRef } from './people';
import type { StaffRef } from './people';

/**
 * The actions a cashier needs a manager for, each approved on its own: an approval names one
 * action and lets only that one through (`approvalHolds`, permissions.ts), so opening
 * Settings does not open "Staff" inside it.
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
