/**
 * The connection loop: the one skeleton of every background job that talks to the server
 * (the catalog sync, the availability poll, the upload of sales). It owns start and stop, the
 * one timer, the Web Lock, the backoff after failures, the refused key, and the wake-ups
 * (settings, network, timer, a person asking); a delegate does the work of one turn and says
 * how it ended.
 *
 *                 start()
 *                    |
 *                    v
 *   +---------->  WAITING  <--------------------------------------------------+
 *   |     timer, request(), network back, server or key changed                |
 *   |                |                                                         |
 *   |                v                                                         |
 *   |            CHECKING --- not connected ----------------------------------->|
 *   |                |   ---- key refused (a person asking lifts it) ---------->| until the key changes
 *   |                |   ---- offline (asked: probe now) --------------------->| until the network is back
 *   |                v                                                         |
 *   |             LOCKING --- taken by another tab (skip mode) --------------->| delegate says when
 *   |                |                                                         |
 *   |                v                                                         |
 *   |             RUNNING --- idle ---------------------------------------------+ no timer
 *   |                |   ---- again(ms) ---------------------------------------+ timer ms
 *   |                |   ---- failed, or threw: failures += 1 -----------------+ timer backoff(failures)
 *   |                |   ---- unreachable: told to the network ----------------+ no timer
 *   |                |   ---- refused: the key is written down ----------------+ no timer
 *   +----------------+
 *
 *   stop(): from any state to STOPPED (the turn is aborted, the timer cleared, watchers removed).
 *
 * A loop with a watchdog (the poll) runs only on its watchdog timer, re-armed after every
 * turn whatever its end; the wake-ups that start the other loops only re-arm it.
 *
 * Promises: one turn at a time per loop (and per Web Lock across tabs). A request during a
 * turn joins it or follows it (`whileRunning`). A change of server or key aborts the running
 * turn, lifts a refused key and starts again. After a refused key no automatic turn runs until
 * the key or server changes; a person asking (`manual`) tries once more. `stop()` leaves no
 * timer and no watcher behind.
 */
import { liveQuery } from 'dexie';
import type { PosDb, TerminalSettings } from '../db/schema';
import { readSettings } from '../db/settings';
import { withLock, type LockManagerLike, type LockMode } from './platform/locks';
import type { NetworkState } from './platform/network';
import type { Timers } from './platform/timers';

export type Connection = TerminalSettings & { serverUrl: string; apiKey: string };

export const isConnected = (s: TerminalSettings | null | undefined): s is Connection => !!s && !!s.serverUrl && !!s.apiKey;

export interface TurnAsk {
  /** A person asked: run even with a refused key (it may have been re-enabled on the server). */
  manual: boolean;
  /** Do not wait out delays the delegate keeps itself (the uploader's backoff per sale). */
  force: boolean;
}

/** How a turn ended, which decides when the next one runs. */
export type TurnEnd =
  | { kind: 'idle' }
  | { kind: 'again'; afterMs: number }
  | { kind: 'failed' }
  /** A request got no answer: the network (reachability) hears it and the loop waits for it. */
  | { kind: 'unreachable' }
  | { kind: 'refused' };

/** The key the server refused; loops that share one stop together. */
export interface KeyRefusal {
  key: string | null;
}

export interface LoopDelegate {
  lock: { name: string; mode: LockMode };
  /** A request while a turn runs: `join` it, or `follow` it with another turn. */
  whileRunning: 'join' | 'follow';
  /** A periodic turn; a loop with one runs only on it (and on `request`). */
  watchdogMs?: number;
  /** The wait after the `failures`-th failure in a row (1 = the first). */
  backoffMs(failures: number): number;
  /** One turn of the work; `signal` aborts it on stop or when the server or key changes. */
  turn(connection: Connection, ask: TurnAsk, signal: AbortSignal): Promise<TurnEnd>;
  /** When the lock is taken by another tab (skip mode); idle when absent. */
  lockTaken?(connection: Connection): TurnEnd;
  /** The loop waits for the network. */
  wentOffline?(): void;
  cameOnline?(): void;
  /** A turn was refused by the server, or did not run because the key is refused. */
  keyRefused?(): void;
  /** The server or key changed, or a person asked past a refusal: the refusal is lifted. */
  keyChanged?(): void;
  /** A turn ended and the next automatic one is due in `nextInMs` (null: none is planned). */
  turnEnded?(nextInMs: number | null): void;
  /** Settings changed but not the server or key (the sync interval, say). */
  settingsChanged?(next: TerminalSettings, previous: TerminalSettings): void;
}

export interface LoopPlatform {
  db: PosDb;
  network: NetworkState;
  timers: Timers;
  locks: LockManagerLike | null;
  /** Shared with other loops that must stop on the same refused key; the loop's own otherwise. */
  refusal?: KeyRefusal;
}

export interface ConnectionLoop {
  /** Watches settings and the network and plans the first turn; resolves once watching. */
  start(): Promise<void>;
  stop(): void;
  /** A turn now; resolves when the turns it started or joined have ended. */
  request(ask?: Partial<TurnAsk>): Promise<void>;
  /** Moves a planned turn to `ms` from now, unless the loop is backing off after failures. */
  reschedule(ms: number): void;
}

/** Subscribes to a Dexie live query; returns the unsubscribe. Errors are left to the next emission. */
export function watchQuery<T>(query: () => Promise<T>, next: (value: T) => void): () => void {
  const subscription = liveQuery(query).subscribe({ next, error: () => undefined });
  return () => subscription.unsubscribe();
}

export function createConnectionLoop(delegate: LoopDelegate, platform: LoopPlatform): ConnectionLoop {
  const { db, network, timers, locks } = platform;
  const refusal = platform.refusal ?? { key: null };
  const watchdog = delegate.watchdogMs;

  let started = false;
  let known: TerminalSettings | null = null;
  let timer: unknown = null;
  let failures = 0;
  let pending: TurnAsk | null = null;
  let running: Promise<void> | null = null;
  let current: AbortController | null = null;
  const cleanups: Array<() => void> = [];

  function clearTimer() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function arm(ms: number) {
    clearTimer();
    if (!started) return;
    timer = timers.setTimeout(() => {
      timer = null;
      void request();
    }, ms);
  }

  /** Takes settings read from the database; true when the server or key changed. */
  function apply(next: TerminalSettings): boolean {
    const previous = known;
    known = next;
    if (previous === null) return false;
    if (previous.serverUrl === next.serverUrl && previous.apiKey === next.apiKey) {
      delegate.settingsChanged?.(next, previous);
      return false;
    }
    refusal.key = null;
    failures = 0;
    delegate.keyChanged?.();
    return true;
  }

  function ended(next: number | null) {
    if (watchdog === undefined) {
      if (next === null) clearTimer();
      else arm(next);
    }
    delegate.turnEnded?.(next);
  }

  function settle(end: TurnEnd, connection: Connection | null) {
    switch (end.kind) {
      case 'idle':
        failures = 0;
        return ended(null);
      case 'again':
        failures = 0;
        return ended(end.afterMs);
      case 'failed':
        failures += 1;
        return ended(delegate.backoffMs(failures));
      case 'unreachable':
        network.reportUnreachable();
        clearTimer();
        delegate.wentOffline?.();
        return;
      case 'refused':
        refusal.key = connection?.apiKey ?? null;
        clearTimer();
        delegate.keyRefused?.();
        return;
      default: {
        const never: never = end;
        return never;
      }
    }
  }

  /** The checks, the lock and the delegate's turn; null when no turn ran and nothing is to settle. */
  async function attempt(ask: TurnAsk, signal: AbortSignal): Promise<[TurnEnd, Connection] | null> {
    const settings = await readSettings(db);
    if (!started) return null;
    apply(settings);
    if (!isConnected(settings)) {
      ended(null);
      return null;
    }
    if (ask.manual && refusal.key !== null) {
      refusal.key = null;
      delegate.keyChanged?.();
    }
    if (refusal.key === settings.apiKey) {
      delegate.keyRefused?.();
      return null;
    }
    if (!network.isOnline()) {
      if (watchdog === undefined) clearTimer();
      delegate.wentOffline?.();
      // A person asking, or a new connection, is worth a probe now rather than at the next step.
      if (ask.manual || ask.force) network.probeNow();
      return null;
    }
    let end = null as TurnEnd | null;
    const ran = await withLock(locks, delegate.lock.name, delegate.lock.mode, signal, async () => {
      if (watchdog === undefined) clearTimer();
      end = await delegate.turn(settings, ask, signal);
    });
    return [ran && end ? end : (delegate.lockTaken?.(settings) ?? { kind: 'idle' }), settings];
  }

  async function turnOnce(ask: TurnAsk): Promise<void> {
    const controller = new AbortController();
    current = controller;
    try {
      const result = await attempt(ask, controller.signal);
      if (result && !controller.signal.aborted) settle(...result);
    } catch {
      // The work threw (IndexedDB failed: quota, a closed database): nothing was lost, try later.
      if (!controller.signal.aborted) settle({ kind: 'failed' }, null);
    } finally {
      if (current === controller) current = null;
    }
  }

  /** Runs turns one after another until no request is left. */
  async function drain(): Promise<void> {
    try {
      while (pending && started) {
        const ask = pending;
        pending = null;
        await turnOnce(ask);
        if (watchdog !== undefined) arm(watchdog);
      }
    } finally {
      running = null;
    }
  }

  function request(ask: Partial<TurnAsk> = {}): Promise<void> {
    if (!started) return Promise.resolve();
    if (running && delegate.whileRunning === 'join') return running;
    pending = { manual: !!ask.manual || !!pending?.manual, force: !!ask.force || !!pending?.force };
    running ??= drain();
    return running;
  }

  function onSettings(next: TerminalSettings | undefined) {
    if (!next || !started || !apply(next)) return;
    // A turn with the old server or key is of no use any more: stop it and start again.
    current?.abort();
    if (watchdog !== undefined) return;
    pending = { manual: !!pending?.manual, force: true };
    running ??= drain();
  }

  function onNetwork(online: boolean) {
    if (!started) return;
    if (online) {
      delegate.cameOnline?.();
      if (watchdog !== undefined) arm(watchdog);
      else void request({ force: true });
    } else {
      if (watchdog === undefined) clearTimer();
      delegate.wentOffline?.();
    }
  }

  return {
    async start() {
      if (started) return;
      started = true;
      const initial = await readSettings(db);
      if (!started) return;
      known = initial;
      if (!network.isOnline()) delegate.wentOffline?.();
      cleanups.push(network.subscribe(onNetwork));
      cleanups.push(watchQuery(() => db.settings.get('terminal'), onSettings));
      if (watchdog !== undefined) arm(watchdog);
      else void request();
    },
    stop() {
      started = false;
      pending = null;
      clearTimer();
      current?.abort();
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
    request,
    reschedule(ms) {
      if (timer !== null && failures === 0) arm(ms);
    },
  };
}
