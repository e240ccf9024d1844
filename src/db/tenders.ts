/**
 * The tenders a manager adds in Settings (assumed-contracts 10), kept in the settings row. Apart
 * from settings.ts so the first load does not carry the tender rules: only "Tenders" loads them.
 */
import { checkTender, type TenderDef } from '../checkout/tenders';
import type { PosDb } from './schema';
import { readSettings } from './settings';

/**
 * Adds a tender, checked in the same transaction against those stored (another screen may
 * have added one meanwhile): a refusal writes nothing.
 */
export function addTender(db: PosDb, typed: TenderDef): Promise<ReturnType<typeof checkTender>> {
  return db.transaction('rw', db.settings, async () => {
    const tenders = (await readSettings(db)).tenders ?? [];
    const checked = checkTender(typed, tenders);
    if (checked.ok) await db.settings.update('terminal', { tenders: [...tenders, checked.tender] });
    return checked;
  });
}

/** Removes a tender from the payment; the sales, refunds and reports that used it keep its name. */
export function removeTender(db: PosDb, code: string): Promise<void> {
  return db.transaction('rw', db.settings, async () => {
    const tenders = (await readSettings(db)).tenders ?? [];
    await db.settings.update('terminal', { tenders: tenders.filter((t) => t.code !== code) });
  });
}
