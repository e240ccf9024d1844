/**
 * Timers of the page and its monotonic clock, behind an interface so tests drive time
 * themselves. Waits are measured on the monotonic clock: a wall clock set wrong and then
 * corrected (by a person, or by the network time) does not stretch or skip them.
 */

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Milliseconds on a clock that only moves forward (`performance.now()`); not a date. */
  now(): number;
}

export const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => performance.now(),
};
