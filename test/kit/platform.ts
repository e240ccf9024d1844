/**
 * Fakes of `src/sync/platform`: a clock whose timers fire only when told, a network switch,
 * and a Web Lock shared by several holders.
 */
import { expect, vi } from 'vitest';
import type { LockManagerLike } from '../../src/sync/platform/locks';
import type { NetworkState } from '../../src/sync/platform/network';
import type { Timers } from '../../src/sync/platform/timers';

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

/** `vi.waitFor` with room for a loaded machine: loops run on IndexedDB and the event loop. */
export function until<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 5_000 });
}

/** Waits until a loop has set a timer (it does so after its write commits), then fires it. */
export async function fireNextTimer(clock: FakeClock): Promise<void> {
  await until(() => expect(clock.delays().length).toBeGreaterThan(0));
  clock.runNext();
}

/**
 * Reachability as a switch: `set(false)` and `set(true)` are the server becoming unreachable
 * and reachable again. A request reported unanswered turns it off, as the real one does; it
 * comes back only through `set(true)`. `probes` counts the probes asked for.
 */
export function fakeNetwork(online = true) {
  let state = online;
  let probes = 0;
  const listeners = new Set<(online: boolean) => void>();
  const set = (value: boolean) => {
    state = value;
    for (const l of [...listeners]) l(value);
  };
  const network: NetworkState = {
    isOnline: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportUnreachable: () => {
      if (state) set(false);
    },
    probeNow: () => {
      probes += 1;
    },
  };
  return { network, set, probes: () => probes };
}

/** One exclusive lock per name, granted in request order, shared by every holder of it. */
export function sharedLocks(): LockManagerLike {
  const tails = new Map<string, Promise<void>>();
  return {
    request(name, _options, callback) {
      const before = tails.get(name) ?? Promise.resolve();
      const run = before.then(() => callback({ name }));
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
}
