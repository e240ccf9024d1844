/**
 * Web Locks (`navigator.locks`), so that one tab at a time does a job that must not overlap
 * (a catalog sync, an upload). Where the platform has none, work runs without cross-tab
 * exclusion.
 */

interface LockOptions {
  ifAvailable?: true;
  signal?: AbortSignal;
}

/** The part of `navigator.locks` the loops use; a test passes a fake. */
export interface LockManagerLike {
  request(name: string, options: LockOptions, callback: (lock: unknown) => Promise<void>): Promise<void>;
}

/**
 * `skip`: when another tab holds the lock, give up this turn at once (that tab is doing the
 * same work). `wait`: queue for the lock, so that when the holder closes the next tab carries on.
 */
export type LockMode = 'skip' | 'wait';

export function browserLocks(): LockManagerLike | null {
  const locks = typeof navigator !== 'undefined' ? (navigator as { locks?: LockManagerLike }).locks : undefined;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/**
 * Runs `work` holding the lock `name`. Resolves true when it ran, false when it did not: the
 * lock was taken (skip mode) or `signal` was aborted while waiting, which is not a failure.
 */
export async function withLock(
  locks: LockManagerLike | null,
  name: string,
  mode: LockMode,
  signal: AbortSignal,
  work: () => Promise<void>,
): Promise<boolean> {
  if (!locks) {
    await work();
    return true;
  }
  let ran = false;
  try {
    await locks.request(name, mode === 'skip' ? { ifAvailable: true } : { signal }, async (lock) => {
      if (!lock || signal.aborted) return;
      ran = true;
      await work();
    });
  } catch (cause) {
    if (!signal.aborted) throw cause;
  }
  return ran;
}
