/**
 * Trying a person's PIN against their stored lockout (src/core/pinLockout.ts, kept on their
 * staff row by src/db/staff.ts), as this page sees it. The stored wait is on the wall clock,
 * which a person or the network time may set back by an hour; so the page also counts each
 * lock's wait on the monotonic clock from when it first saw that lock, and the PIN is free
 * again once its step has passed there. Wrong PINs typed then still count: guessing stays as
 * slow as the lockout says. Each person is locked out on their own: a cashier guessing a
 * manager's PIN locks that manager's PIN only.
 */
import { lockedForMs, NO_PIN_LOCK, type PinLock } from '../../core/pinLockout';
import type { PosDb } from '../../db/schema';
import { readStaffPin, recordStaffPinTry } from '../../db/staff';
import { browserTimers, type Timers } from '../../sync/platform/timers';
import { verifyPin } from '../kiosk/pin';

export type PinAttempt = 'right' | 'wrong' | 'locked';

export interface PinTries {
  /** Milliseconds before a PIN is taken again; 0 when free. */
  lockedMs(lock: PinLock): number;
  /** Verifies `pin` against the person's stored PIN and counts the try, unless the lockout holds. */
  attempt(pin: string): Promise<PinAttempt>;
}

export function createPinTries(db: PosDb, staff_id: string, clocks: { timers?: Timers; now?: () => number } = {}): PinTries {
  const timers = clocks.timers ?? browserTimers;
  const now = clocks.now ?? (() => Date.now());
  /** When this page first saw each lock (by its count and end), on the monotonic clock. */
  const seen = new Map<string, number>();
  function lockedMs(lock: PinLock): number {
    if (lock.lockedUntil === 0) return 0;
    const key = `${lock.failures}:${lock.lockedUntil}`;
    const first = seen.get(key) ?? timers.now();
    seen.set(key, first);
    return lockedForMs(lock, now(), timers.now() - first);
  }
  return {
    lockedMs,
    async attempt(pin) {
      // Read again: another tab may have counted a try since this one rendered.
      const stored = await readStaffPin(db, staff_id);
      if (!stored) return 'wrong';
      if (lockedMs(stored.pinLock ?? NO_PIN_LOCK) > 0) return 'locked';
      const right = await verifyPin(pin, stored);
      // A lock this try made starts its monotonic wait now.
      lockedMs(await recordStaffPinTry(db, staff_id, right, now(), lockedMs));
      return right ? 'right' : 'wrong';
    },
  };
}

const shared = new Map<string, PinTries>();

/** The page's one view of each person's lockout, so every PIN field counts a lock's wait from the same moment. */
export function pinTries(db: PosDb, staff_id: string): PinTries {
  let tries = shared.get(staff_id);
  if (!tries) shared.set(staff_id, (tries = createPinTries(db, staff_id)));
  return tries;
}
