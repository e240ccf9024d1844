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
  const loop = new Loop(delegate, platform);
  return {
    start: () => loop.start(),
    stop: () => loop.stop(),
    request: (ask) => loop.request(ask),
    reschedule: (ms) => loop.reschedule(ms),
  };
}

/** The states of the diagram above; each method is one of its steps. */
class Loop {
  private readonly refusal: KeyRefusal;
  private readonly watchdog: number | undefined;
  private started = false;
  private known: TerminalSettings | null = null;
  private timer: unknown = null;
  private failures = 0;
  private pending: TurnAsk | null = null;
  private running: Promise<void> | null = null;
  private current: AbortController | null = null;
  private readonly cleanups: Array<() => void> = [];

  constructor(
    private readonly delegate: LoopDelegate,
    private readonly platform: LoopPlatform,
  ) {
    this.refusal = platform.refusal ?? { key: null };
    this.watchdog = delegate.watchdogMs;
  }

  async start(): Promise<void> {
    if (this.started) return;
    const { db, network } = this.platform;
    this.started = true;
    const initial = await readSettings(db);
    if (!this.started) return;
    this.known = initial;
    if (!network.isOnline()) this.delegate.wentOffline?.();
    this.cleanups.push(network.subscribe((online) => this.networkChanged(online)));
    this.cleanups.push(watchQuery(() => db.settings.get('terminal'), (next) => this.settingsChanged(next)));
    if (this.watchdog !== undefined) this.arm(this.watchdog);
    else void this.request();
  }

  stop(): void {
    this.started = false;
    this.pending = null;
    this.clearTimer();
    this.current?.abort();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  request(ask: Partial<TurnAsk> = {}): Promise<void> {
    if (!this.started) return Promise.resolve();
    if (this.running && this.delegate.whileRunning === 'join') return this.running;
    this.pending = { manual: !!ask.manual || !!this.pending?.manual, force: !!ask.force || !!this.pending?.force };
    this.running ??= this.drain();
    return this.running;
  }

  reschedule(ms: number): void {
    if (this.timer !== null && this.failures === 0) this.arm(ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.platform.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private arm(ms: number): void {
    this.clearTimer();
    if (!this.started) return;
    this.timer = this.platform.timers.setTimeout(() => {
      this.timer = null;
      void this.request();
    }, ms);
  }

  /** Takes settings read from the database; true when the server or key changed. */
  private apply(next: TerminalSettings): boolean {
    const previous = this.known;
    this.known = next;
    if (previous === null) return false;
    if (previous.serverUrl === next.serverUrl && previous.apiKey === next.apiKey) {
      this.delegate.settingsChanged?.(next, previous);
      return false;
    }
    this.refusal.key = null;
    this.failures = 0;
    this.delegate.keyChanged?.();
    return true;
  }

  /** Plans the next automatic turn (null: none); a loop with a watchdog keeps its own timer. */
  private planNext(next: number | null): void {
    if (this.watchdog === undefined) {
      if (next === null) this.clearTimer();
      else this.arm(next);
    }
    this.delegate.turnEnded?.(next);
  }

  /** What follows the end of a turn: the next one's time, the backoff, or a wait for the network or a new key. */
  private afterTurn(end: TurnEnd, connection: Connection | null): void {
    switch (end.kind) {
      case 'idle':
        this.failures = 0;
        return this.planNext(null);
      case 'again':
        this.failures = 0;
        return this.planNext(end.afterMs);
      case 'failed':
        this.failures += 1;
        return this.planNext(this.delegate.backoffMs(this.failures));
      case 'unreachable':
        this.platform.network.reportUnreachable();
        this.clearTimer();
        this.delegate.wentOffline?.();
        return;
      case 'refused':
        this.refusal.key = connection?.apiKey ?? null;
        this.clearTimer();
        this.delegate.keyRefused?.();
        return;
      default: {
        const never: never = end;
        return never;
      }
    }
  }

  /** CHECKING: the connection to use, or null when no turn may run now (not connected, key refused, offline). */
  private async check(ask: TurnAsk): Promise<Connection | null> {
    const settings = await readSettings(this.platform.db);
    if (!this.started) return null;
    this.apply(settings);
    if (!isConnected(settings)) {
      this.planNext(null);
      return null;
    }
    if (ask.manual && this.refusal.key !== null) {
      this.refusal.key = null;
      this.delegate.keyChanged?.();
    }
    if (this.refusal.key === settings.apiKey) {
      this.delegate.keyRefused?.();
      return null;
    }
    if (!this.platform.network.isOnline()) {
      if (this.watchdog === undefined) this.clearTimer();
      this.delegate.wentOffline?.();
      // A person asking, or a new connection, is worth a probe now rather than at the next step.
      if (ask.manual || ask.force) this.platform.network.probeNow();
      return null;
    }
    return settings;
  }

  /** LOCKING and RUNNING: the delegate's turn under the lock, or what the delegate says when another tab holds it. */
  private async runLocked(connection: Connection, ask: TurnAsk, signal: AbortSignal): Promise<TurnEnd> {
    const { lock } = this.delegate;
    let end = null as TurnEnd | null;
    const ran = await withLock(this.platform.locks, lock.name, lock.mode, signal, async () => {
      if (this.watchdog === undefined) this.clearTimer();
      end = await this.delegate.turn(connection, ask, signal);
    });
    return ran && end ? end : (this.delegate.lockTaken?.(connection) ?? { kind: 'idle' });
  }

  private async turnOnce(ask: TurnAsk): Promise<void> {
    const controller = new AbortController();
    this.current = controller;
    try {
      const connection = await this.check(ask);
      if (!connection) return;
      const end = await this.runLocked(connection, ask, controller.signal);
      if (!controller.signal.aborted) this.afterTurn(end, connection);
    } catch {
      // The work threw (IndexedDB failed: quota, a closed database): nothing was lost, try later.
      if (!controller.signal.aborted) this.afterTurn({ kind: 'failed' }, null);
    } finally {
      if (this.current === controller) this.current = null;
    }
  }

  /** Runs turns one after another until no request is left. */
  private async drain(): Promise<void> {
    try {
      while (this.pending && this.started) {
        const ask = this.pending;
        this.pending = null;
        await this.turnOnce(ask);
        if (this.watchdog !== undefined) this.arm(this.watchdog);
      }
    } finally {
      this.running = null;
    }
  }

  private settingsChanged(next: TerminalSettings | undefined): void {
    if (!next || !this.started || !this.apply(next)) return;
    // A turn with the old server or key is of no use any more: stop it and start again.
    this.current?.abort();
    if (this.watchdog !== undefined) return;
    this.pending = { manual: !!this.pending?.manual, force: true };
    this.running ??= this.drain();
  }

  private networkChanged(online: boolean): void {
    if (!this.started) return;
    if (online) {
      this.delegate.cameOnline?.();
      if (this.watchdog !== undefined) this.arm(this.watchdog);
      else void this.request({ force: true });
    } else {
      if (this.watchdog === undefined) this.clearTimer();
      this.delegate.wentOffline?.();
    }
  }
}
