/**
 * The fake of `src/sync/platform/timers`: a clock whose timers fire only when told, and ways
 * to wait for a loop that runs on it.
 */
import { expect, vi } from 'vitest';
import type { Timers } from '../../src/sync/platform/timers';

/** 09:00 UTC on the day of the assumed-contracts 6 example: where the upload tests' clocks start. */
export const T0 = Date.parse('2026-11-21T09:00:00.000Z');

/**
 * Timers and two clocks: the monotonic one the timers run on (`timers.now()`) and the wall
 * clock (`now()`), which `setWall` moves as a person setting the date would, without moving
 * the timers. A timer fires only through `runNext()` or `fire(ms)`.
 */
export function fakeClock(start = 0) {
  let time = start;
  let wallOffset = 0;
  let handle = 0;
  const pending = new Map<number, { callback: () => void; at: number; ms: number }>();
  const timers: Timers = {
    setTimeout(callback, ms) {
      handle += 1;
      pending.set(handle, { callback, at: time + ms, ms });
      return handle;
    },
    clearTimeout(h) {
      pending.delete(h as number);
    },
    now: () => time,
  };
  return {
    timers,
    /** The wall clock, in milliseconds since the epoch. */
    now: () => time + wallOffset,
    /** Sets the wall clock to `at`; the timers and the monotonic clock do not move. */
    setWall(at: number) {
      wallOffset = at - time;
    },
    /** Time passes: both clocks move `ms` on; no timer fires. */
    advance(ms: number) {
      time += ms;
    },
    /** The delays of the timers still pending, shortest first. */
    delays: () => [...pending.values()].map((p) => p.ms).sort((a, b) => a - b),
    /** Moves the clock to the earliest pending timer and fires it; false when none is pending. */
    runNext(): boolean {
      const first = [...pending].sort((a, b) => a[1].at - b[1].at)[0];
      if (!first) return false;
      const [h, p] = first;
      pending.delete(h);
      time = Math.max(time, p.at);
      p.callback();
      return true;
    },
    /** Fires every pending timer that was set with a delay of `ms`. */
    fire(ms: number) {
      for (const [h, p] of [...pending]) {
        if (p.ms !== ms) continue;
        pending.delete(h);
        time = Math.max(time, p.at);
        p.callback();
      }
    },
  };
}

export type FakeClock = ReturnType<typeof fakeClock>;

/**
 * `vi.waitFor` with room for a loaded machine: loops run on IndexedDB and the event loop. It
 * returns as soon as the check holds, so the deadline costs nothing when the loop is quick; it
 * stays under the test's own 20 s so a loop that never gets there fails on its assertion.
 */
export function until<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 15_000 });
}

/** Waits until a loop has set a timer (it does so after its write commits), then fires it. */
export async function fireNextTimer(clock: FakeClock): Promise<void> {
  await until(() => expect(clock.delays().length).toBeGreaterThan(0));
  clock.runNext();
}
