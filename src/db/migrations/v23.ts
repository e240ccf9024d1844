/**
 * Version 23: the terminal's staff (assumed-contracts 10), one row per person with their own
 * PIN (a salted PBKDF2 hash, as the manager PIN was) and their own lockout. The upgrade turns
 * the terminal's one manager PIN (`settings.kiosk.pinHash`) into its first manager, named
 * "Manager" until renamed, with the PIN's lockout; the settings row then holds no PIN. Nobody
 * is signed in after the upgrade: the manager signs in with the PIN they know.
 */
import type { Transaction } from 'dexie';
import type { Migration } from './migration';
import { v22 } from './v22';

interface PinLockV23 {
  failures: number;
  lockedUntil: number;
}

interface SettingsV23 {
  kiosk?: { pinHash: string | null; pinSalt: string | null };
  pinLock?: PinLockV23;
}

async function upgrade(tx: Transaction): Promise<void> {
  const settings = tx.table('settings');
  const row = (await settings.get('terminal')) as SettingsV23 | undefined;
  const kiosk = row?.kiosk;
  if (!kiosk?.pinHash || !kiosk.pinSalt) return;
  await tx.table('staff').add({
    staff_id: crypto.randomUUID(),
    name: 'Manager',
    role: 'manager',
    pinHash: kiosk.pinHash,
    pinSalt: kiosk.pinSalt,
    pinLock: row?.pinLock ?? { failures: 0, lockedUntil: 0 },
  });
  await settings.update('terminal', { kiosk: { ...kiosk, pinHash: null, pinSalt: null }, pinLock: { failures: 0, lockedUntil: 0 } });
}

export const v23: Migration = {
  version: 23,
  stores: { ...v22.stores, staff: 'staff_id' },
  upgrade,
};
