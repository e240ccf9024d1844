/** The audit trail (src/db/audit.ts), read live for Settings "Audit trail"; loaded with that dialog. */
import { useLiveQuery } from 'dexie-react-hooks';
import { listAuditEvents } from '../../db/audit';
import type { AuditEventRow } from '../../db/schema';
import { useDb } from './DbProvider';

/** The newest 500 events, newest first; undefined while loading. */
export function useAuditEvents(): AuditEventRow[] | undefined {
  const db = useDb();
  return useLiveQuery(() => listAuditEvents(db), [db]);
}
