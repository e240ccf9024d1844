/**
 * Keeps the local catalog fresh: a full sync on connect, on start and on regaining the network
 * (when online), every `syncIntervalMinutes`, and on "Sync now"; a light quota and sold-out
 * poll every 60 s while online.
 *
 * Promises: one full sync at a time in this tab, and across tabs when Web Locks exist (a tab
 * that finds the lock taken skips its turn; it sees the other tab's catalog through the
 * database). A rejected key (401) stops every automatic retry until the key changes; other
 * failures retry with growing delays. The status store changes on events only, and reports a
 * success only after the switch transaction has committed.
 */
import { liveQuery, type Subscription } from 'dexie';
import { onlineManager } from '@tanstack/react-query';
import type { PosDb, TerminalSettings } from '../db/schema';
import { readSyncMeta } from '../db/generations';
import { readSettings, savePersistedStorage } from '../db/settings';
import { createApiClient, type ApiClient } from './api/client';
import type { FullSyncOutcome } from './fullSync';
import { pollAvailability, type PollOutcome } from './poll';
import { createFullSyncRun, type FullSyncRun } from './runner';
import { createSyncStatusStore, failureOf, type SyncStatusStore } from './status';

export const SYNC_LOCK = 'pos-catalog-sync';
export const POLL_LOCK = 'pos-catalog-poll';
export const POLL_INTERVAL_MS = 60_000;
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 15_000, 30_000, 60_000, 120_000, 300_000];

export interface NetworkState {
  isOnline(): boolean;
  subscribe(listener: (online: boolean) => void): () => void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

type LockRequest = (name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<void>) => Promise<void>;

export interface SyncEngineOptions {
  db: PosDb;
  fullSync?: FullSyncRun;
  poll?: (db: PosDb, api: ApiClient) => Promise<PollOutcome>;
  fetch?: typeof fetch;
  network?: NetworkState;
  /** `navigator.locks`; null runs without cross-tab exclusion. */
  locks?: { request: LockRequest } | null;
  /** `navigator.storage`; null skips the persistence request. */
  storage?: { persist(): Promise<boolean> } | null;
  timers?: Timers;
  pollIntervalMs?: number;
  retryDelaysMs?: readonly number[];
  pageSize?: number;
  timeoutMs?: number;
}

export interface SyncEngine {
  readonly status: SyncStatusStore;
  /** Starts watching settings, network and timers; resolves once the first state is loaded. */
  start(): Promise<void>;
  stop(): void;
  /** A full sync now, also after a rejected key (the person may have fixed it on the server). */
  syncNow(): Promise<void>;
  pollNow(): Promise<void>;
}

/**
 * TanStack's online state, seeded from the browser's. onlineManager starts "online" and only
 * learns from online/offline events, so a page that loads with no network would never see
 * the network come back: seed it first, then every subscriber hears the change.
 */
export const browserNetwork: NetworkState = {
  isOnline: () => onlineManager.isOnline() && (typeof navigator === 'undefined' || navigator.onLine !== false),
  subscribe: (listener) => {
    if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine !== false);
    return onlineManager.subscribe(listener);
  },
};

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function browserLocks(): { request: LockRequest } | null {
  const locks = typeof navigator !== 'undefined' ? (navigator as { locks?: { request: LockRequest } }).locks : undefined;
  return locks && typeof locks.request === 'function' ? locks : null;
}

function browserStorage(): { persist(): Promise<boolean> } | null {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  return storage && typeof storage.persist === 'function' ? storage : null;
}

const isConnected = (s: TerminalSettings | null): s is TerminalSettings & { serverUrl: string; apiKey: string } =>
  !!s && !!s.serverUrl && !!s.apiKey;

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db } = options;
  const status = createSyncStatusStore();
  const network = options.network ?? browserNetwork;
  const timers = options.timers ?? globalTimers;
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const fullSync = options.fullSync ?? createFullSyncRun(db);
  const poll = options.poll ?? ((pdb: PosDb, api: ApiClient) => pollAvailability(pdb, api));
  const pollEvery = options.pollIntervalMs ?? POLL_INTERVAL_MS;
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;

  let settings: TerminalSettings | null = null;
  /** The key the server refused; automatic syncs wait until the key differs. */
  let refusedKey: string | null = null;
  let failures = 0;
  let running: Promise<void> | null = null;
  /** True from the sync's start until its outcome is known (narrower than `running`). */
  let fetching = false;
  let current: AbortController | null = null;
  let resyncAfterRun = false;
  let syncTimer: unknown = null;
  let pollTimer: unknown = null;
  let started = false;
  const cleanups: Array<() => void> = [];

  const apiFor = (s: TerminalSettings & { serverUrl: string; apiKey: string }) =>
    createApiClient({ baseUrl: s.serverUrl, apiKey: s.apiKey, timeoutMs: options.timeoutMs, fetch: options.fetch });

  const withLock = async (name: string, work: () => Promise<void>): Promise<void> => {
    if (!locks) return work();
    await locks.request(name, { ifAvailable: true }, async (lock) => {
      if (lock) await work();
    });
  };

  function clearSyncTimer() {
    if (syncTimer !== null) timers.clearTimeout(syncTimer);
    syncTimer = null;
  }

  function scheduleSync(ms: number) {
    clearSyncTimer();
    if (!started) return;
    syncTimer = timers.setTimeout(() => {
      syncTimer = null;
      void requestSync(false);
    }, ms);
  }

  function schedulePoll() {
    if (pollTimer !== null) timers.clearTimeout(pollTimer);
    pollTimer = null;
    if (!started) return;
    pollTimer = timers.setTimeout(() => {
      pollTimer = null;
      void pollOnce().finally(schedulePoll);
    }, pollEvery);
  }

  function onOutcome(outcome: FullSyncOutcome, key: string) {
    if (outcome.ok) {
      failures = 0;
      status.dispatch({ type: 'syncSucceeded', at: outcome.finishedAt });
      scheduleSync((settings?.syncIntervalMinutes ?? 15) * 60_000);
      return;
    }
    const failure = failureOf(outcome.error);
    if (!failure) {
      status.dispatch({ type: 'syncCancelled' });
      return;
    }
    if (failure.reason === 'unauthorized') {
      refusedKey = key;
      clearSyncTimer();
    } else if (failure.reason === 'unreachable' && !network.isOnline()) {
      status.dispatch({ type: 'wentOffline' });
      return;
    } else {
      failures += 1;
      scheduleSync(retryDelays[Math.min(failures, retryDelays.length) - 1] ?? 60_000);
    }
    status.dispatch({ type: 'syncFailed', reason: failure.reason, message: failure.message });
  }

  /** Takes new settings; true when the server or the key changed (which lifts a refusal). */
  function applySettings(next: TerminalSettings): boolean {
    const previous = settings;
    settings = next;
    const changed = previous?.serverUrl !== next.serverUrl || previous?.apiKey !== next.apiKey;
    if (changed) {
      refusedKey = null;
      failures = 0;
    }
    return changed;
  }

  async function runOnce(manual: boolean): Promise<void> {
    // The settings may have just been written (a connect followed by "Sync now").
    const fresh = await db.settings.get('terminal');
    if (fresh) applySettings(fresh);
    const s = settings;
    if (!isConnected(s) || (!manual && refusedKey === s.apiKey)) return;
    clearSyncTimer();
    let ran = false;
    await withLock(SYNC_LOCK, async () => {
      ran = true;
      fetching = true;
      const controller = new AbortController();
      current = controller;
      status.dispatch({ type: 'syncStarted' });
      const outcome = await fullSync(
        { serverUrl: s.serverUrl, apiKey: s.apiKey, pageSize: options.pageSize, timeoutMs: options.timeoutMs },
        { signal: controller.signal, onProgress: (p) => status.dispatch({ type: 'syncProgressed', ...p }) },
      ).catch((cause: unknown): FullSyncOutcome => ({
        ok: false,
        error: { kind: 'storage', message: `The sync stopped: ${cause instanceof Error ? cause.message : String(cause)}` },
      }));
      current = null;
      fetching = false;
      onOutcome(outcome, s.apiKey);
    });
    // Another tab holds the lock and is syncing: this tab takes the next turn.
    if (!ran) scheduleSync(s.syncIntervalMinutes * 60_000);
  }

  function requestSync(manual: boolean): Promise<void> {
    if (!started) return Promise.resolve();
    if (!network.isOnline()) {
      if (isConnected(settings)) status.dispatch({ type: 'wentOffline' });
      return Promise.resolve();
    }
    if (running) return running;
    running = runOnce(manual).finally(() => {
      running = null;
      if (resyncAfterRun) {
        resyncAfterRun = false;
        void requestSync(false);
      }
    });
    return running;
  }

  async function pollOnce(): Promise<void> {
    const s = settings;
    if (!started || !isConnected(s) || !network.isOnline() || refusedKey === s.apiKey || fetching) return;
    await withLock(POLL_LOCK, async () => {
      const outcome = await poll(db, apiFor(s)).catch((): PollOutcome => ({ ok: true, wrote: { quotas: null, soldOut: null } }));
      if (!outcome.ok && outcome.error.kind === 'unauthorized' && settings?.apiKey === s.apiKey) {
        refusedKey = s.apiKey;
        clearSyncTimer();
        status.dispatch({ type: 'syncFailed', reason: 'unauthorized', message: 'The server rejected the API key.' });
      }
    });
  }

  function onSettings(next: TerminalSettings | undefined) {
    if (!next) return;
    const previousInterval = settings?.syncIntervalMinutes;
    if (applySettings(next)) {
      if (running) {
        // A sync with the old server or key is of no use any more: stop it and start again.
        resyncAfterRun = true;
        current?.abort();
      } else void requestSync(false);
    } else if (previousInterval !== next.syncIntervalMinutes && syncTimer !== null && failures === 0) {
      scheduleSync(next.syncIntervalMinutes * 60_000);
    }
  }

  function onNetwork(online: boolean) {
    if (!started) return;
    if (online) {
      status.dispatch({ type: 'cameOnline' });
      void requestSync(false);
      schedulePoll();
    } else {
      status.dispatch({ type: 'wentOffline' });
      clearSyncTimer();
    }
  }

  function watch<T>(query: () => Promise<T>, next: (value: T) => void) {
    const subscription: Subscription = liveQuery(query).subscribe({ next, error: () => undefined });
    cleanups.push(() => subscription.unsubscribe());
  }

  return {
    status,
    async start() {
      if (started) return;
      started = true;
      const initial = await readSettings(db);
      const meta = await readSyncMeta(db);
      status.dispatch({ type: 'catalogSwitched', at: meta.lastSuccessAt });
      if (!network.isOnline()) status.dispatch({ type: 'wentOffline' });
      if (initial.persistedStorage === null && storage) {
        // Not awaited: some browsers wait for the person to answer a prompt.
        void storage
          .persist()
          .then((answer) => savePersistedStorage(db, answer))
          .catch(() => undefined); // no answer: asked again on the next start
      }
      cleanups.push(network.subscribe(onNetwork));
      watch(() => db.syncMeta.get('sync'), (m) => status.dispatch({ type: 'catalogSwitched', at: m?.lastSuccessAt ?? null }));
      watch(() => db.settings.get('terminal'), onSettings);
      schedulePoll();
    },
    stop() {
      started = false;
      clearSyncTimer();
      if (pollTimer !== null) timers.clearTimeout(pollTimer);
      pollTimer = null;
      current?.abort();
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
    syncNow: () => requestSync(true),
    pollNow: () => pollOnce(),
  };
}
