/**
 * The terminal's settings row: where the server is, the key (and the enrolment that gave it),
 * the terminal id, the sync interval and the persisted-storage answer. What a person changes in
 * Settings is written by settingsAudited.ts, with its audit event.
 *
 * Promises: the terminal id is made once and survives reconnecting to another server; a
 * connection (URL, key and enrolment) is written as one row update, never half of it.
 */
import { defaultSettings, type PosDb, type TerminalEnrolment, type TerminalSettings } from './schema';

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

/**
 * Stores a server URL and key that were checked against the server, with the enrolment that
 * gave the key; a bare key (no enrolment) drops an earlier one, whose secret belongs to the
 * connection it came with.
 */
export async function saveConnection(db: PosDb, serverUrl: string, apiKey: string, first: FirstConnection = {}, enrolment: TerminalEnrolment | null = null): Promise<void> {
  await readSettings(db);
  await db.transaction('rw', db.settings, async () => {
    const held = await db.settings.get('terminal');
    const isNew = held !== undefined && held.serverUrl === null && held.shiftRequired === undefined;
    const connection = { serverUrl, apiKey, enrolment };
    await db.settings.update('terminal', isNew ? { ...connection, shiftRequired: first.shiftRequired ?? true } : connection);
  });
}

export function savePersistedStorage(db: PosDb, persisted: boolean): Promise<void> {
  return updateSettings(db, { persistedStorage: persisted });
}
