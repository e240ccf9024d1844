/**
 * The terminal's settings row: where the server is, the key, the terminal id, the sync interval
 * and the persisted-storage answer.
 *
 * Promises: the terminal id is made once and survives reconnecting to another server; a
 * connection (URL and key) is written as one row update, never half of it.
 */
import type { KitchenStation } from '../day/stations';
import type { ScaleBarcodeConfig } from '../menu/barcode';
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

/**
 * What a terminal's first connection sets: "Sell only with an open shift" is on for a new
 * terminal, unless the file that provisioned it (`/config.json`, `sellOnlyWithOpenShift`)
 * chose otherwise. A terminal connected before keeps what it had.
 */
export interface FirstConnection {
  shiftRequired?: boolean;
}

/** Stores a server URL and key that were checked against the server. */
export async function saveConnection(db: PosDb, serverUrl: string, apiKey: string, first: FirstConnection = {}): Promise<void> {
  await readSettings(db);
  await db.transaction('rw', db.settings, async () => {
    const held = await db.settings.get('terminal');
    const isNew = held !== undefined && held.serverUrl === null && held.shiftRequired === undefined;
    await db.settings.update('terminal', isNew ? { serverUrl, apiKey, shiftRequired: first.shiftRequired ?? true } : { serverUrl, apiKey });
  });
}

export function savePersistedStorage(db: PosDb, persisted: boolean): Promise<void> {
  return updateSettings(db, { persistedStorage: persisted });
}

export function saveKiosk(db: PosDb, kiosk: KioskSettings): Promise<void> {
  return updateSettings(db, { kiosk });
}

/** "Kitchen stations", in order; an empty list is one kitchen. */
export function saveKitchenStations(db: PosDb, stations: KitchenStation[]): Promise<void> {
  return updateSettings(db, { kitchenStations: stations });
}

/** "Print kitchen ticket" on or off for this terminal. */
export function saveKitchenTicket(db: PosDb, on: boolean): Promise<void> {
  return updateSettings(db, { kitchenTicket: on });
}

/** "Tax invoice QR" on or off for this terminal's receipts. */
export function saveTaxQr(db: PosDb, on: boolean): Promise<void> {
  return updateSettings(db, { taxQr: on });
}

/** "Sell only with an open shift" on or off for this terminal. */
export function saveShiftRequired(db: PosDb, shiftRequired: boolean): Promise<void> {
  return updateSettings(db, { shiftRequired });
}

/** "Scale labels" for this terminal's scale. */
export function saveScaleLabels(db: PosDb, scaleLabels: ScaleBarcodeConfig): Promise<void> {
  return updateSettings(db, { scaleLabels });
}

/** "Lock after idle" and "Cashier discount limit" for this terminal. */
export function saveStaffSettings(db: PosDb, change: { idleLockMinutes?: number; discountLimitPct?: number }): Promise<void> {
  return updateSettings(db, change);
}

/** The sale's choices of this terminal: "Ask for a tip", "Ask for guests", "Blind cash count", "Counter orders lapse after". */
export type SaleOptions = Pick<TerminalSettings, 'askTip' | 'askGuests' | 'blindCount' | 'counterLapseMinutes'>;

export function saveSaleOptions(db: PosDb, change: SaleOptions): Promise<void> {
  return updateSettings(db, change);
}

/** Settings "Printers": the whole list, written at once. */
export function savePrinters(db: PosDb, printers: PrinterSetting[]): Promise<void> {
  return updateSettings(db, { printers });
}

/** Settings "Scale"; null removes it. */
export function saveScale(db: PosDb, scale: ScaleSetting | null): Promise<void> {
  return updateSettings(db, { scale });
}
