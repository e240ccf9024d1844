/**
 * The audit trail (assumed-contracts 16): each privileged change on the till stored as an
 * event with who made it and who approved it, and queued for upload.
 *
 * Promises: an event is written in the SAME transaction as the change it records and with its
 * outbox entry, so a change is never made without its record nor recorded without being made;
 * callers include `auditTables` in their transaction. Events are never deleted: one the server
 * refused, or one it has no route for (404, `kept`), stays listed for managers.
 */
import { auditEvent, type AuditDetail, type AuditKind } from '../staff/audit';
import { refOf, type StaffRef } from '../staff/staff';
import { readSignedIn } from './signedIn';
import { readActiveGeneration } from './activeGeneration';
import type { AuditEventRow, OutboxRow, PosDb } from './schema';

/** The tables a transaction that records an event must include. */
export const auditTables = (db: PosDb) => [db.auditEvents, db.outbox, db.settings, db.staff, db.syncMeta, db.session];

export interface AuditOptions {
  /** The manager who approved the change for the person signed in. */
  approvedBy?: StaffRef | null;
  /** Who made it, when not the person signed in (a person removed by the change itself). */
  by?: StaffRef | null;
  now?: Date;
  newId?: () => string;
}

async function signedInAsRef(db: PosDb): Promise<StaffRef | null> {
  const person = await readSignedIn(db);
  return person ? refOf(person) : null;
}

/** Records `kind` as made now by the person signed in (or `options.by`), with its outbox entry. */
export function recordAudit(db: PosDb, kind: AuditKind, detail: AuditDetail, options: AuditOptions = {}): Promise<AuditEventRow> {
  return db.transaction('rw', auditTables(db), async () => {
    const settings = await db.settings.get('terminal');
    const gen = await readActiveGeneration(db);
    const session = gen === null ? undefined : await db.session.get(gen);
    const at = options.now ?? new Date();
    const event = auditEvent({
      event_id: (options.newId ?? (() => crypto.randomUUID()))(),
      terminal_id: settings?.terminalId ?? '',
      location_id: session?.location.id ?? null,
      at,
      kind,
      by: options.by === undefined ? await signedInAsRef(db) : options.by,
      approvedBy: options.approvedBy ?? null,
      detail,
    });
    const row: AuditEventRow = { ...event, upload: 'waiting', invoice_id: null, message: null, uploaded_at: null };
    await db.auditEvents.add(row);
    const entry: OutboxRow = { client_order_id: event.event_id, kind: 'audit', queued_at: at.getTime(), attempts: 0, next_attempt_at: 0, last_error: null };
    await db.outbox.add(entry);
    return row;
  });
}

/** The trail, newest first, for the managers' list. */
export async function listAuditEvents(db: PosDb, limit = 500): Promise<AuditEventRow[]> {
  return db.auditEvents.orderBy('at').reverse().limit(limit).toArray();
}
