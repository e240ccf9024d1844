/**
 * Keeps the local catalog fresh: a full sync on connect, on start and on regaining the network
 * (when online), every `syncIntervalMinutes`, and on "Sync now"; a light quota and sold-out
 * poll every 60 s while online. Both are connection loops (`connectionLoop.ts`) that share
 * one refused key.
 *
 * Promises: one full sync at a time in this tab, and across tabs when Web Locks exist (a tab
 * that finds the lock taken skips its turn; it sees the other tab's catalog through the
 * database). A rejected key (401), from the sync or the poll, stops every automatic retry of
 * both until the key changes; other failures retry with growing delays. The status store
 * changes on events only, and reports a success only after the switch transaction has
 * committed.
 */
import { msg } from '@lingui/core/macro';
import type { PosDb } from '../db/schema';
import { readSyncMeta } from '../db/activeGeneration';
import { readSettings } from '../db/settings';
import { cannotReach, createApiClient, type ApiClient } from './api/client';
import { createConnectionLoop, watchQuery, type Connection, type KeyRefusal, type LoopPlatform, type TurnEnd } from './connectionLoop';
import type { FullSyncOutcome } from './fullSync';
import { browserLocks, type LockManagerLike } from './platform/locks';
import type { PersistentStorage } from './platform/storage';
import type { NetworkState } from './platform/network';
import { browserTimers, type Timers } from './platform/timers';
import { pollAvailability, type PollOutcome } from './poll';
import { createSyncStatusStore, type SyncStatusStore } from './status';
import { failureOf } from './failure';
import { stoppedOutcome, type FullSyncRun } from './worker/protocol';
import { createFullSyncRun } from './worker/runner';

const SYNC_LOCK = 'pos-catalog-sync';
const POLL_LOCK = 'pos-catalog-poll';
const POLL_INTERVAL_MS = 60_000;
const RETRY_DELAYS_MS: readonly number[] = [5_000, 15_000, 30_000, 60_000, 120_000, 300_000];

export interface SyncEngineOptions {
  db: PosDb;
  fullSync?: FullSyncRun;
  poll?: (db: PosDb, api: ApiClient, signal: AbortSignal) => Promise<PollOutcome>;
  fetch?: typeof fetch;
  /** Reachability, shared with the uploader. */
  network: NetworkState;
  /** `navigator.locks`; null runs without cross-tab exclusion. */
  locks?: LockManagerLike | null;
  /** `navigator.storage` (platform/storage.ts); null skips the persistence request. */
  storage?: PersistentStorage | null;
  timers?: Timers;
  pollIntervalMs?: number;
  retryDelaysMs?: readonly number[];
  pageSize?: number;
  timeoutMs?: number;
  /** The status store to report to; a new one when omitted (the shell makes it before the engine's code loads). */
  status?: SyncStatusStore;
}

export interface SyncEngine {
  readonly status: SyncStatusStore;
  /** Starts watching settings, network and timers; resolves once the first state is loaded. */
  start(): Promise<void>;
  stop(): void;
  /** A full sync now, also after a rejected key (the person may have fixed it on the server). */
  syncNow(): Promise<void>;
}

/** True from a full sync's start until its outcome is known: the poll has nothing to add then. */
interface Fetching {
  now: boolean;
}

const intervalOf = (s: Pick<Connection, 'syncIntervalMinutes'>) => s.syncIntervalMinutes * 60_000;

/** What a full sync's outcome tells the status, and when the loop turns next. */
function syncTurnEnd(outcome: FullSyncOutcome, s: Connection, status: SyncStatusStore): TurnEnd {
  if (outcome.ok) {
    status.dispatch({ type: 'syncSucceeded', at: outcome.finishedAt });
    return { kind: 'again', afterMs: intervalOf(s) };
  }
  const failure = failureOf(outcome.error);
  if (!failure) {
    status.dispatch({ type: 'syncCancelled' });
    return { kind: 'idle' };
  }
  // No answer is not a failure of the sync: the till is offline until a probe is answered.
  if (failure.reason === 'unreachable') return { kind: 'unreachable' };
  status.dispatch({ type: 'syncFailed', reason: failure.reason, message: failure.message });
  return failure.reason === 'unauthorized' ? { kind: 'refused' } : { kind: 'failed' };
}

/** The full catalog sync's loop: one turn each interval, on connect and on "Sync now"; growing delays after a failure. */
function catalogSyncLoop(options: SyncEngineOptions, status: SyncStatusStore, platform: LoopPlatform, fetching: Fetching) {
  const fullSync = options.fullSync ?? createFullSyncRun(options.db);
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const loop = createConnectionLoop(
    {
      lock: { name: SYNC_LOCK, mode: 'skip' },
      whileRunning: 'join',
      backoffMs: (failures) => retryDelays[Math.min(failures, retryDelays.length) - 1] ?? 60_000,
      async turn(s, _ask, signal) {
        fetching.now = true;
        status.dispatch({ type: 'syncStarted' });
        const outcome = await fullSync(
          { serverUrl: s.serverUrl, apiKey: s.apiKey, pageSize: options.pageSize, timeoutMs: options.timeoutMs },
          { signal, onProgress: (p) => status.dispatch({ type: 'syncProgressed', ...p }) },
        ).catch(stoppedOutcome);
        fetching.now = false;
        return syncTurnEnd(outcome, s, status);
      },
      // Another tab holds the lock and is syncing: this tab takes the next turn.
      lockTaken: (s) => ({ kind: 'again', afterMs: intervalOf(s) }),
      wentOffline: () => status.dispatch({ type: 'wentOffline' }),
      cameOnline: () => status.dispatch({ type: 'cameOnline' }),
      settingsChanged(next, previous) {
        if (next.syncIntervalMinutes !== previous.syncIntervalMinutes) loop.reschedule(intervalOf(next));
      },
    },
    platform,
  );
  return loop;
}

/**
 * The quota and sold-out poll's loop: a turn every poll interval, none while a full sync
 * fetches. Only a refused key is reported; any other failure waits for the next turn.
 */
function availabilityPollLoop(options: SyncEngineOptions, status: SyncStatusStore, platform: LoopPlatform, fetching: Fetching) {
  const poll = options.poll ?? ((pdb: PosDb, api: ApiClient, signal: AbortSignal) => pollAvailability(pdb, api, { signal }));
  return createConnectionLoop(
    {
      lock: { name: POLL_LOCK, mode: 'skip' },
      whileRunning: 'join',
      watchdogMs: options.pollIntervalMs ?? POLL_INTERVAL_MS,
      backoffMs: () => 0,
      async turn(s, _ask, signal) {
        if (fetching.now) return { kind: 'idle' };
        const api = createApiClient({ baseUrl: s.serverUrl, apiKey: s.apiKey, timeoutMs: options.timeoutMs, fetch: options.fetch });
        const outcome = await poll(options.db, api, signal).catch((): PollOutcome => ({ ok: true, wrote: { quotas: null, soldOut: null } }));
        if (outcome.ok || signal.aborted) return { kind: 'idle' };
        if (cannotReach(outcome.error)) return { kind: 'unreachable' };
        if (outcome.error.kind !== 'unauthorized') return { kind: 'idle' };
        status.dispatch({ type: 'syncFailed', reason: 'unauthorized', message: msg`The server rejected the API key.`.id });
        return { kind: 'refused' };
      },
    },
    platform,
  );
}

/**
 * Asks the browser to keep the database at each start and on install while the answer is no;
 * never waited for, and loaded after the first paint (nothing it does is on the way to the
 * first sale). `stillRunning` says whether the engine is still started when it has loaded.
 */
function askForPersistence(options: SyncEngineOptions, stillRunning: () => boolean, cleanups: Array<() => void>): void {
  if (options.storage === null) return;
  void import('./persistence').then(({ keepAskingForPersistence, browserStorage }) => {
    const storage = options.storage ?? browserStorage();
    if (stillRunning() && storage) cleanups.push(keepAskingForPersistence(options.db, storage));
  });
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db } = options;
  const status = options.status ?? createSyncStatusStore();
  const platform: LoopPlatform = {
    db,
    network: options.network,
    timers: options.timers ?? browserTimers,
    locks: options.locks === undefined ? browserLocks() : options.locks,
    refusal: { key: null } satisfies KeyRefusal,
  };
  const fetching: Fetching = { now: false };
  const sync = catalogSyncLoop(options, status, platform, fetching);
  const availability = availabilityPollLoop(options, status, platform, fetching);

  let started = false;
  const cleanups: Array<() => void> = [];
  return {
    status,
    async start() {
      if (started) return;
      started = true;
      await readSettings(db);
      const meta = await readSyncMeta(db);
      status.dispatch({ type: 'catalogSwitched', at: meta.lastSuccessAt });
      askForPersistence(options, () => started, cleanups);
      cleanups.push(watchQuery(() => db.syncMeta.get('sync'), (m) => status.dispatch({ type: 'catalogSwitched', at: m?.lastSuccessAt ?? null })));
      await sync.start();
      await availability.start();
    },
    stop() {
      started = false;
      sync.stop();
      availability.stop();
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
    syncNow: () => sync.request({ manual: true }),
  };
}
