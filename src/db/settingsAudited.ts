/**
 * The settings a manager changes in Settings, each change written with its audit event
 * (assumed-contracts 16) in one transaction: `settings_changed` naming each setting changed,
 * and `kiosk_started` / `kiosk_left` when kiosk mode turns on or off. Loaded with the first
 * change, not with the page.
 */
import type { AuditDetail } from '../staff/audit';
import { auditTables, recordAudit, type AuditOptions } from './audit';
import type { PosDb, TerminalSettings } from './schema';
import { readSettings } from './settings';

/** The settings a person changes; the connection, the terminal id and sign-in have writes of their own. */
export type SettingsChange = Partial<Omit<TerminalSettings, 'id' | 'terminalId' | 'serverUrl' | 'apiKey' | 'signedIn' | 'training' | 'pinLock'>>;

/** The sale's choices of this terminal: "Ask for a tip", "Ask for guests", "Blind cash count", "Counter orders lapse after", "Start a new sale by itself". */
export type SaleOptions = Pick<TerminalSettings, 'askTip' | 'askGuests' | 'blindCount' | 'counterLapseMinutes' | 'optionsOnTap' | 'autoNewSale'>;

/** A setting's value as the trail shows it: plain values as they are, lists and objects by their size. */
function shown(value: unknown): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  return 'changed';
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Saves `change`; records what it changed (nothing when every value was already so). A change
 * given as a function is made from the stored settings in the same transaction, so two writes
 * of one list made before the screen showed the first both stay.
 */
export function saveSettingsAudited(db: PosDb, given: SettingsChange | ((stored: TerminalSettings) => SettingsChange), audit: AuditOptions = {}): Promise<void> {
  return db.transaction('rw', auditTables(db), async () => {
    const before = await readSettings(db);
    const change = typeof given === 'function' ? given(before) : given;
    const changed = (Object.keys(change) as (keyof SettingsChange)[]).filter((key) => !same(before[key], change[key]));
    if (changed.length === 0) return;
    const kioskWas = before.kiosk.enabled;
    const kioskIs = change.kiosk?.enabled ?? kioskWas;
    // Entering or leaving kiosk mode ends the session: nobody is signed in at a kiosk (its
    // orders are the kiosk's, src/db/staff.ts `doneBy`), and the till it leaves asks "Sign in"
    // rather than bringing back whoever was signed in before. Recorded first, while the one
    // who switched is still signed in to be named.
    const switched = kioskIs !== kioskWas;
    if (switched) await recordAudit(db, kioskIs ? 'kiosk_started' : 'kiosk_left', {}, audit);
    await db.settings.update('terminal', switched ? { ...change, signedIn: null } : change);
    const detail: Record<string, string | number | boolean | null> = {};
    for (const key of changed) {
      if (key === 'kiosk' && same({ ...before.kiosk, enabled: kioskIs }, change.kiosk)) continue;
      detail[key] = shown(change[key]);
    }
    if (Object.keys(detail).length > 0) await recordAudit(db, 'settings_changed', detail as AuditDetail, audit);
  });
}
