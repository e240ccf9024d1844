/**
 * The tenders a manager adds in Settings (assumed-contracts 10), kept in the settings row. Apart
 * from settings.ts so the first load does not carry the tender rules: only "Tenders" loads them.
 */
import { checkTender, type TenderDef } from '../checkout/tenders';
import type { PosDb } from './schema';
import { readSettings } from './settings';
import { auditTables, recordAudit, type AuditOptions } from './audit';

/**
 * Adds a tender, checked in the same transaction against those stored (another screen may
 * have added one meanwhile): a refusal writes nothing.
 */
export function addTender(db: PosDb, typed: TenderDef, audit: AuditOptions = {}): Promise<ReturnType<typeof checkTender>> {
  return db.transaction('rw', auditTables(db), async () => {
    const tenders = (await readSettings(db)).tenders ?? [];
    const checked = checkTender(typed, tenders);
    if (checked.ok) {
      await db.settings.update('terminal', { tenders: [...tenders, checked.tender] });
      await recordAudit(db, 'settings_changed', { tender_added: checked.tender.code, name: checked.tender.name, kind: checked.tender.kind }, audit);
    }
    return checked;
  });
}

/** Removes a tender from the payment; the sales, refunds and reports that used it keep its name. */
export function removeTender(db: PosDb, code: string, audit: AuditOptions = {}): Promise<void> {
  return db.transaction('rw', auditTables(db), async () => {
    const tenders = (await readSettings(db)).tenders ?? [];
    const removed = tenders.find((t) => t.code === code);
    if (!removed) return;
    await db.settings.update('terminal', { tenders: tenders.filter((t) => t.code !== code) });
    await recordAudit(db, 'settings_changed', { tender_removed: code, name: removed.name }, audit);
  });
}
