/**
 * Who needs a manager's approval for what (assumed-contracts 10), as pure rules over the
 * actions of staff.ts: read by the screens that ask (Settings, "Staff", a discount, a drawer,
 * a shift), loaded with them, not with the first screen.
 */
import type { ApprovalAction, StaffMember, StaffRef } from './staff';

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
