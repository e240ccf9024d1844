/**
 * Assumed contract 16: `POST /api/v2/audit-events` under `Idempotency-Key: <event_id>`, body
 * `{event_id, terminal_id, location_id, at, kind, staff_id, approved_by, detail}`, sent once
 * through the outbox. 201 (or 200 for a key seen before) takes the event. A 404 says the
 * server has no such route: the event is `kept` on the terminal, listed for managers, and not
 * sent again. Any other answer means for the queue what upload.ts says.
 */
import type { AuditEvent } from '../../staff/audit';
import type { ApiClient } from '../api/client';
import { outcomeOfError, type UploadOutcome } from './upload';

const AUDIT_EVENTS_PATH = '/api/v2/audit-events';

/** The body the contract names; the name the event keeps for the managers' list is the terminal's. */
export function auditEventBody(event: AuditEvent) {
  const { event_id, terminal_id, location_id, at, kind, staff_id, approved_by, detail } = event;
  return { event_id, terminal_id, location_id, at, kind, staff_id, approved_by, detail };
}

export async function uploadAuditEvent(api: ApiClient, event: AuditEvent, signal?: AbortSignal): Promise<UploadOutcome> {
  const res = await api.post(AUDIT_EVENTS_PATH, { body: auditEventBody(event), headers: { 'Idempotency-Key': event.event_id }, signal });
  if (res.ok) return { kind: 'accepted', invoice_id: event.event_id };
  if (res.error.kind === 'server' && res.error.status === 404) return { kind: 'kept', message: res.error.message };
  return outcomeOfError(res.error);
}
