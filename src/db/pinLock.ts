/**
 * The manager PIN's lockout as the settings row stores it: read, and each try counted in one
 * transaction. Apart from settings.ts so that only the PIN dialogs, loaded on first use, carry
 * the lockout's rules.
 */
import { lockedForMs, NO_PIN_LOCK, pinFailed, pinSucceeded, type PinLock } from '../core/pinLockout';
import type { PosDb } from './schema';
import { readSettings } from './settings';

/** The stored PIN lockout; no lock when none was stored. */
export async function readPinLock(db: PosDb): Promise<PinLock> {
  return (await db.settings.get('terminal'))?.pinLock ?? NO_PIN_LOCK;
}

/**
 * Counts one PIN try in one transaction, so two tabs trying at once both count. A try made
 * while locked is not counted (the caller must not have verified it); `lockedMs` says how
 * long the lock read inside the transaction still holds (by default, by the wall clock).
 */
export function recordPinTry(db: PosDb, right: boolean, now: number, lockedMs: (lock: PinLock) => number = (lock) => lockedForMs(lock, now)): Promise<PinLock> {
  return db.transaction('rw', db.settings, async () => {
    const current = (await readSettings(db)).pinLock ?? NO_PIN_LOCK;
    const next = right ? pinSucceeded() : pinFailed(current, now, lockedMs(current));
    await db.settings.update('terminal', { pinLock: next });
    return next;
  });
}
