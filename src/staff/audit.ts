/**
 * Who changed what on the till (assumed-contracts 16): the privileged changes a manager audits
 * later, each an event naming who made it and who approved it. Pure: the id, the time and the
 * terminal come in as arguments.
 */
import type { StaffRef } from './people';

/** The kinds of change the contract names, in the order the Settings list groups them. */
export const AUDIT_KINDS = [
  'staff_added',
  'staff_removed',
  'role_changed',
  'pin_reset',
  'pin_forgotten',
  'drawer_opened',
  'training_started',
  'training_left',
  'kiosk_started',
  'kiosk_left',
  'settings_changed',
  'price_overridden',
] as const;

export type AuditKind = (typeof AUDIT_KINDS)[number];

/** What changed, in a few plain fields (a person's name, a setting's key and value). */
export type AuditDetail = Readonly<Record<string, string | number | boolean | null>>;

/** One event as it is uploaded (16) and listed for managers. */
export interface AuditEvent {
  event_id: string;
  terminal_id: string;
  /** The branch the terminal sells for; null before its first sync named one. */
  location_id: number | null;
  /** ISO time of the change. */
  at: string;
  kind: AuditKind;
  /** Who made the change: the person signed in, or null (a terminal without staff, the key's holder). */
  staff_id: string | null;
  /** Their name when it was made, so the list reads after they are removed. */
  staff_name: string | null;
  /** The manager who approved it, when someone else did. */
  approved_by: StaffRef | null;
  detail: AuditDetail;
}

export interface AuditInput {
  event_id: string;
  terminal_id: string;
  location_id: number | null;
  at: Date;
  kind: AuditKind;
  by: StaffRef | null;
  approvedBy?: StaffRef | null;
  detail?: AuditDetail;
}

/**
 * The event for a change. An approval given by the person who made the change is no approval
 * of someone else's act, so it is not recorded as one.
 */
export function auditEvent(input: AuditInput): AuditEvent {
  const approver = input.approvedBy && input.approvedBy.staff_id !== input.by?.staff_id ? input.approvedBy : null;
  return {
    event_id: input.event_id,
    terminal_id: input.terminal_id,
    location_id: input.location_id,
    at: input.at.toISOString(),
    kind: input.kind,
    staff_id: input.by?.staff_id ?? null,
    staff_name: input.by?.name ?? null,
    approved_by: approver ? { staff_id: approver.staff_id, name: approver.name } : null,
    detail: input.detail ?? {},
  };
}

export const isAuditKind = (value: unknown): value is AuditKind => typeof value === 'string' && (AUDIT_KINDS as readonly string[]).includes(value);
