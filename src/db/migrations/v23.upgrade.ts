/** The data change into version 23 (what changed and why: `v23.ts`), loaded only when it runs. */
import type { Transaction } from 'dexie';

interface PinLockV23 {
  failures: number;
  lockedUntil: number;
}

interface SettingsV23 {
  kiosk?: { pinHash: string | null; pinSalt: string | null };
  pinLock?: PinLockV23;
}

export async function upgrade(tx: Transaction): Promise<void> {
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
