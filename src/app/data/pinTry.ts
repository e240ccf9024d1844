/**
 * Trying a person's PIN against their stored lockout (src/core/pinLockout.ts, kept on their
 * staff row by src/db/staff.ts), as this page sees it.
 *
 * Each try is checked and counted in one transaction before the PIN is verified
 * (`startStaffPinTry`): twenty PINs tried at once are taken one after the other, five are
 * verified and the others wait the lockout. A lock ends on the wall clock and on the monotonic
 * clock (`performance.timeOrigin + performance.now()`), both stored, the stricter holding, so
 * a wall clock moved forward does not end a wait; and since the wall clock may also be set
 * back by an hour, the page counts each lock's wait on the monotonic clock from when it first
 * saw that lock, and the wait never outlasts its step from then. Wrong PINs typed then still
 * count: guessing stays as slow as the lockout says. Each person is locked out on their own: a
 * cashier guessing a manager's PIN locks that manager's PIN only.
 *
 * Training (src/db/training.ts) holds a copy of the staff: tries are counted on the terminal's
 * own database (`dbs[0]`), in training too, so switching to training gives no fresh tries; a
 * person only the training copy has is counted there.
 */
import { lockedForMs, type PinClock, type PinLock } from '../../core/pinLockout';
import type { PosDb } from '../../db/schema';
import { clearStaffPinTries, startStaffPinTry } from '../../db/staff';
import { browserTimers, type Timers } from '../../sync/platform/timers';
import { verifyPin } from '../../staff/pin';

export type PinAttempt = 'right' | 'wrong' | 'locked';

export interface PinTries {
  /** The database whose row counts this person's tries. */
  db(): Promise<PosDb | null>;
  /** Milliseconds before a PIN is taken again; 0 when free. */
  lockedMs(lock: PinLock): number;
  /** Verifies `pin` against the person's stored PIN and counts the try, unless the lockout holds. */
  attempt(pin: string): Promise<PinAttempt>;
}

export interface PinClocks {
  /** The monotonic clock (`performance.now()`) and its timers. */
  timers?: Timers;
  /** The wall clock. */
  now?: () => number;
  /** Where `timers.now()` starts on the wall clock (`performance.timeOrigin`). */
  origin?: number;
}

/** `dbs`: where the person's tries count, the terminal's own database first. */
export function createPinTries(dbs: PosDb | readonly PosDb[], staff_id: string, clocks: PinClocks = {}): PinTries {
  const timers = clocks.timers ?? browserTimers;
  const now = clocks.now ?? (() => Date.now());
  const origin = clocks.origin ?? performance.timeOrigin;
  const clock = (): PinClock => ({ wall: now(), mono: origin + timers.now() });
  const list = Array.isArray(dbs) ? dbs : [dbs as PosDb];
  async function db(): Promise<PosDb | null> {
    for (const each of list) if (await each.staff.get(staff_id)) return each;
    return null;
  }
  /** When this page first saw each lock (by its count and end), on the monotonic clock. */
  const seen = new Map<string, number>();
  function lockedMs(lock: PinLock): number {
    if (lock.lockedUntil === 0) return 0;
    const key = `${lock.failures}:${lock.lockedUntil}`;
    const first = seen.get(key) ?? timers.now();
    seen.set(key, first);
    return lockedForMs(lock, clock(), timers.now() - first);
  }
  return {
    db,
    lockedMs,
    async attempt(pin) {
      const counted = await db();
      if (!counted) return 'wrong';
      const started = await startStaffPinTry(counted, staff_id, clock(), lockedMs);
      if (!started.ok) return started.reason === 'locked' ? 'locked' : 'wrong';
      // A lock this try made starts its monotonic wait now.
      lockedMs(started.counted);
      const right = await verifyPin(pin, started.pin);
      if (right) await clearStaffPinTries(counted, staff_id);
      return right ? 'right' : 'wrong';
    },
  };
}

const shared = new Map<string, { tries: PinTries; dbs: readonly PosDb[] }>();

/** The page's one view of each person's lockout, so every PIN field counts a lock's wait from the same moment. */
export function pinTries(dbs: readonly PosDb[], staff_id: string): PinTries {
  let held = shared.get(staff_id);
  if (!held || held.dbs.length !== dbs.length || held.dbs.some((d, i) => d !== dbs[i])) {
    held = { tries: createPinTries(dbs, staff_id), dbs };
    shared.set(staff_id, held);
  }
  return held.tries;
}
