/**
 * The terminal's settings row: where the server is, the key, the terminal id, the sync interval
 * and the persisted-storage answer.
 *
 * Promises: the terminal id is made once and survives reconnecting to another server; a
 * connection (URL and key) is written as one row update, never half of it.
 */
import { NO_PIN_LOCK, pinFailed, pinSucceeded, type PinLock } from '../core/pinLockout';
import { defaultSettings, type KioskSettings, type PosDb, type TerminalSettings } from './schema';
import type { PrinterSetting, ScaleSetting } from '../devices/settings';

/** The settings row, created with a new terminal id when the database has none. */
export async function readSettings(db: PosDb): Promise<TerminalSettings> {
  const stored = await db.settings.get('terminal');
  if (stored) return stored;
  return db.transaction('rw', db.settings, async () => {
    const again = await db.settings.get('terminal');
    if (again) return again;
    const fresh = defaultSettings(crypto.randomUUID());
    await db.settings.add(fresh);
    return fresh;
  });
}

async function updateSettings(db: PosDb, change: Partial<Omit<TerminalSettings, 'id' | 'terminalId'>>): Promise<void> {
  await readSettings(db);
  await db.settings.update('terminal', change);
}

/** Stores a server URL and key that were checked against the server. */
export function saveConnection(db: PosDb, serverUrl: string, apiKey: string): Promise<void> {
  return updateSettings(db, { serverUrl, apiKey });
}

export function saveSyncInterval(db: PosDb, minutes: number): Promise<void> {
  if (!Number.isInteger(minutes) || minutes < 1) throw new RangeError(`A sync interval is a whole number of minutes, got ${minutes}`);
  return updateSettings(db, { syncIntervalMinutes: minutes });
}

export function savePersistedStorage(db: PosDb, persisted: boolean): Promise<void> {
  return updateSettings(db, { persistedStorage: persisted });
}

export function saveKiosk(db: PosDb, kiosk: KioskSettings): Promise<void> {
  return updateSettings(db, { kiosk });
}

/** "Print kitchen ticket" on or off for this terminal. */
export function saveKitchenTicket(db: PosDb, on: boolean): Promise<void> {
  return updateSettings(db, { kitchenTicket: on });
}

/** "Sell only with an open shift" on or off for this terminal. */
export function saveShiftRequired(db: PosDb, shiftRequired: boolean): Promise<void> {
  return updateSettings(db, { shiftRequired });
}

/** The stored PIN lockout; no lock when none was stored. */
export async function readPinLock(db: PosDb): Promise<PinLock> {
  return (await db.settings.get('terminal'))?.pinLock ?? NO_PIN_LOCK;
}

/**
 * Counts one PIN try in one transaction, so two tabs trying at once both count. A try made
 * while locked is not counted (the caller must not have verified it).
 */
export function recordPinTry(db: PosDb, right: boolean, now: number): Promise<PinLock> {
  return db.transaction('rw', db.settings, async () => {
    const current = (await readSettings(db)).pinLock ?? NO_PIN_LOCK;
    const next = right ? pinSucceeded() : pinFailed(current, now);
    await db.settings.update('terminal', { pinLock: next });
    return next;
  });
}

/**
 * "Forgot PIN?" with the right API key: kiosk mode ends, the PIN and its lockout are cleared
 * so a new PIN can be set. One row update; sales, orders and the outbox are other tables.
 */
export function forgetPin(db: PosDb): Promise<void> {
  return db.transaction('rw', db.settings, async () => {
    const { kiosk } = await readSettings(db);
    await db.settings.update('terminal', { kiosk: { ...kiosk, enabled: false, pinHash: null, pinSalt: null }, pinLock: NO_PIN_LOCK });
  });
}

/** Settings "Printers": the whole list, written at once. */
export function savePrinters(db: PosDb, printers: PrinterSetting[]): Promise<void> {
  return updateSettings(db, { printers });
}

/** Settings "Scale"; null removes it. */
export function saveScale(db: PosDb, scale: ScaleSetting | null): Promise<void> {
  return updateSettings(db, { scale });
}
