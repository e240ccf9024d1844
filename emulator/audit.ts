/**
 * Audit events (assumed-contracts 16): `POST /api/v2/audit-events`, keyed by `Idempotency-Key`
 * (the event's `event_id`). A key seen before answers 200 with the first event's id and stores
 * nothing; a refused body stores nothing. A server without the route is the `audit` route's
 * `status` 404 fault.
 */
import { isRecord, nonEmptyString, type FieldError } from './fields.ts';
import { json, type Reply } from './responses.ts';
import type { EmulatorState } from './state.ts';

/** The kinds the contract names; any other is refused. */
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

function checkStaffRef(value: unknown, field: string, errors: FieldError[]): void {
  if (value === null) return;
  if (!isRecord(value) || !nonEmptyString(value.staff_id) || typeof value.name !== 'string') {
    errors.push({ field, message: `${field} must be null or {staff_id, name}` });
  }
}

/** Every reason the event cannot be stored; empty when it is valid. */
export function validateAuditEvent(body: unknown, key: string, locationId: number): FieldError[] {
  if (!isRecord(body)) return [{ field: 'body', message: 'body must be a JSON object' }];
  const errors: FieldError[] = [];
  if (!nonEmptyString(body.event_id)) errors.push({ field: 'event_id', message: 'event_id is required' });
  else if (body.event_id !== key) errors.push({ field: 'event_id', message: 'event_id must equal the Idempotency-Key' });
  if (!nonEmptyString(body.terminal_id)) errors.push({ field: 'terminal_id', message: 'terminal_id is required' });
  if (body.location_id !== locationId) errors.push({ field: 'location_id', message: `location_id must be the session's branch (${locationId})` });
  if (typeof body.at !== 'string' || Number.isNaN(Date.parse(body.at))) errors.push({ field: 'at', message: 'at must be an ISO 8601 time' });
  if (!(AUDIT_KINDS as readonly unknown[]).includes(body.kind)) errors.push({ field: 'kind', message: `kind must be one of ${AUDIT_KINDS.join(', ')}` });
  if (body.staff_id !== null && !nonEmptyString(body.staff_id)) errors.push({ field: 'staff_id', message: 'staff_id must be null or a staff id' });
  checkStaffRef(body.approved_by, 'approved_by', errors);
  if (!isRecord(body.detail)) errors.push({ field: 'detail', message: 'detail must be an object' });
  return errors;
}

export function receiveAuditEvent(key: string, text: string, state: EmulatorState): Reply {
  if (key === '') return json(400, { status: false, message: 'Idempotency-Key header is required' });
  if (state.auditEvents.some((e) => e.key === key)) return json(200, { status: true, message: 'Audit event already stored', data: { event_id: key } });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json(422, { status: false, message: 'Invalid audit event', errors: [{ field: 'body', message: 'body must be JSON' }] });
  }
  const errors = validateAuditEvent(body, key, state.index().tenant.session.location.id);
  if (errors.length > 0) return json(422, { status: false, message: 'Invalid audit event', errors });
  state.auditEvents.push({ key, event: body as Record<string, unknown>, received_at: new Date().toISOString() });
  return json(201, { status: true, message: 'Audit event stored', data: { event_id: key } });
}
