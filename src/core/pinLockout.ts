/**
 * The manager PIN lockout rule, pure: the clock comes in as `now` (ms since the epoch).
 *
 * Five wrong PINs in a row are free; after that every wrong PIN makes the next try wait a
 * growing delay (30 s, then 1, 2 and 5 minutes, 5 minutes from then on). A right PIN clears
 * the count. The state is stored (src/db/settings.ts) so a reload or a restart does not
 * reset it. Each lock ends on two clocks, both stored: the wall clock (`lockedUntil`) and the
 * page's monotonic clock (`monoUntil`, `performance.timeOrigin + performance.now()`), and the
 * stricter holds: a wall clock moved forward does not end a wait. A wall clock set back cannot
 * stretch a wait past the delay of its step: the page also counts the wait on the monotonic
 * clock from when it first saw the lock (`elapsed`). After a reload the monotonic clock starts
 * again from the wall clock, so the stored `monoUntil` holds as the wall clock of then did.
 */
export interface PinLock {
  /** Wrong PINs since the last right one. */
  failures: number;
  /** No try is taken before this time (ms since the epoch); 0 when free. */
  lockedUntil: number;
  /** Nor before this time on the monotonic clock (`PinClock.mono`); absent in locks stored before it was kept. */
  monoUntil?: number;
}

/**
 * The two clocks a lock is measured on: the wall clock (ms since the epoch) and the page's
 * monotonic one (`performance.timeOrigin + performance.now()`, which a wall clock moved does
 * not move). A bare number stands for both (a test's single clock).
 */
export type PinClock = number | { wall: number; mono: number };

const wallOf = (clock: PinClock) => (typeof clock === 'number' ? clock : clock.wall);
const monoOf = (clock: PinClock) => (typeof clock === 'number' ? clock : clock.mono);

export const NO_PIN_LOCK: PinLock = { failures: 0, lockedUntil: 0 };

/** Wrong PINs allowed in a row before the first wait. */
export const FREE_TRIES = 5;

/** The wait after the 5th, 6th, 7th and every later wrong PIN. */
export const LOCKOUT_DELAYS_MS = [30_000, 60_000, 120_000, 300_000] as const;

function delayAfter(failures: number): number {
  if (failures < FREE_TRIES) return 0;
  const step = Math.min(failures - FREE_TRIES, LOCKOUT_DELAYS_MS.length - 1);
  return LOCKOUT_DELAYS_MS[step] ?? 0;
}

/**
 * Milliseconds before the next try is taken; 0 when a PIN may be tried now. The stricter of
 * the wall clock's and the monotonic clock's waits holds. `elapsed`: how long this lock has
 * been seen, on the monotonic clock (0 when unknown): the wait is never longer than its step
 * from then, whatever a clock set back says.
 */
export function lockedForMs(lock: PinLock, now: PinClock, elapsed = 0): number {
  if (lock.lockedUntil === 0) return 0;
  const left = Math.max(lock.lockedUntil - wallOf(now), (lock.monoUntil ?? 0) - monoOf(now));
  if (left <= 0) return 0;
  return Math.max(0, Math.min(left, delayAfter(lock.failures) - elapsed));
}

/**
 * A wrong PIN was typed. Counted only when a try was allowed: `lockedMs` is the wait the caller
 * saw (`lockedForMs` with its monotonic `elapsed`), so a wall clock set back does not make
 * tries uncounted once the wait is over.
 */
export function pinFailed(lock: PinLock, now: PinClock, lockedMs = lockedForMs(lock, now)): PinLock {
  if (lockedMs > 0) return lock;
  const failures = lock.failures + 1;
  const delay = delayAfter(failures);
  return delay > 0 ? { failures, lockedUntil: wallOf(now) + delay, monoUntil: monoOf(now) + delay } : { failures, lockedUntil: 0 };
}

/** The right PIN was typed: the count starts again. */
export function pinSucceeded(): PinLock {
  return NO_PIN_LOCK;
}

/** `95_000` -> `1:35`: the wait as a cashier reads it. */
export function formatWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
