/**
 * Uploads completed sales from the outbox to `POST /api/v2/invoices`, oldest first, one at a
 * time, each under its client order id as the `Idempotency-Key`.
 *
 * Promises:
 * - An order is sent by one tab at a time: every pass runs under the Web Lock
 *   `pos-outbox-upload` and re-reads the queue inside it. A tab waits for the lock rather than
 *   skipping, so when the tab that holds it closes, the next one carries on.
 * - An entry leaves the queue only when the server answered for it: acknowledged (the order
 *   becomes `uploaded` with the server's invoice id) or refused for good with 422 (the order
 *   becomes `rejected` with the server's words and the queue moves on, so one bad order never
 *   blocks the rest). Any other failure keeps the entry at the head with one more attempt and
 *   a backoff (exponential, full jitter, capped); later sales wait behind it, in order.
 * - A lost answer is harmless: the retry carries the same key and the server answers with the
 *   invoice it already stored.
 * - A rejected key (401) stops automatic uploads until the key or server in the settings
 *   changes; `uploadNow()` (a person asking) tries once more anyway.
 * - The queue is in IndexedDB, so uploads resume after a reload; new sales, the network coming
 *   back and `uploadNow()` start a pass at once. The status store changes only after the
 *   database write of an outcome has committed.
 */
import { liveQuery, type Subscription } from 'dexie';
import type { PosDb, TerminalSettings } from '../../db/schema';
import { readSettings } from '../../db/settings';
import { deferEntry, dropOrphan, headOfQueue, markRejected, markUploaded, queuedIds } from '../../db/outbox';
import { createApiClient } from '../api/client';
import { uploadInvoice } from '../contracts/invoices';
import { browserNetwork, type NetworkState, type Timers } from '../engine';
import { backoffCeiling, backoffDelay, type BackoffOptions } from './backoff';
import { createUploadStatusStore, type UploadStatusStore } from './status';

export { retryRejected } from '../../db/outbox';

export const UPLOAD_LOCK = 'pos-outbox-upload';

/** `navigator.locks.request` with options: waits for the lock (no `ifAvailable`). */
export type WaitingLockRequest = (name: string, options: { signal?: AbortSignal }, callback: (lock: unknown) => Promise<void>) => Promise<void>;

export interface UploaderOptions {
  db: PosDb;
  network?: NetworkState;
  /** `navigator.locks`; null runs without cross-tab exclusion. */
  locks?: { request: WaitingLockRequest } | null;
  timers?: Timers;
  /** In [0, 1): the jitter of the backoff. */
  random?: () => number;
  /** Milliseconds since the epoch. */
  now?: () => number;
  fetch?: typeof fetch;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Per request; the API client's default when omitted. */
  timeoutMs?: number;
}

export interface Uploader {
  readonly status: UploadStatusStore;
  /** Watches settings, network and the outbox, and starts a pass; resolves once watching. */
  start(): Promise<void>;
  stop(): void;
  /** A pass now, ignoring the backoff and a refused key; resolves when it has ended. */
  uploadNow(): Promise<void>;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function browserLocks(): { request: WaitingLockRequest } | null {
  const locks = typeof navigator !== 'undefined' ? (navigator as { locks?: { request: WaitingLockRequest } }).locks : undefined;
  return locks && typeof locks.request === 'function' ? locks : null;
}

type Connected = TerminalSettings & { serverUrl: string; apiKey: string };
const isConnected = (s: TerminalSettings): s is Connected => !!s.serverUrl && !!s.apiKey;

interface PassRequest {
  /** Send the head even if its backoff has not run out. */
  force: boolean;
  /** A person asked: try even with a refused key. */
  manual: boolean;
}

export function createUploader(options: UploaderOptions): Uploader {
  const { db } = options;
  const status = createUploadStatusStore();
  const network = options.network ?? browserNetwork;
  const timers = options.timers ?? globalTimers;
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => Date.now());
  const backoff: BackoffOptions = { baseMs: options.baseDelayMs, maxMs: options.maxDelayMs };

  let started = false;
  let known: Pick<TerminalSettings, 'serverUrl' | 'apiKey'> | null = null;
  /** The key the server refused; automatic passes wait until the settings hold another. */
  let refusedKey: string | null = null;
  let timer: unknown = null;
  let pending: PassRequest | null = null;
  let loop: Promise<void> | null = null;
  let current: AbortController | null = null;
  /** Passes in a row that failed on this device (not on the server), for their own backoff. */
  let localFailures = 0;
  let seen = new Set<string>();
  const cleanups: Array<() => void> = [];

  function clearTimer() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function scheduleAt(at: number) {
    clearTimer();
    if (!started) return;
    timer = timers.setTimeout(() => {
      timer = null;
      void requestPass({ force: false, manual: false });
    }, Math.max(0, at - now()));
  }

  function ended(retryAt: number | null) {
    status.dispatch({ type: 'passEnded', retryAt });
    if (retryAt !== null) scheduleAt(retryAt);
  }

  async function withLock(signal: AbortSignal, work: () => Promise<void>): Promise<void> {
    if (!locks) return work();
    try {
      await locks.request(UPLOAD_LOCK, { signal }, async () => {
        if (started && !signal.aborted) await work();
      });
    } catch (cause) {
      // Stopping while waiting for the lock abandons the wait; that is not a failure.
      if (!signal.aborted) throw cause;
    }
  }

  /** Sends from the head of the queue until it is empty, a failure, or a refused key. */
  async function drain(s: Connected, force: boolean, signal: AbortSignal): Promise<void> {
    const api = createApiClient({ baseUrl: s.serverUrl, apiKey: s.apiKey, timeoutMs: options.timeoutMs, fetch: options.fetch });
    let due = force;
    for (;;) {
      if (!started || signal.aborted) return;
      const head = await headOfQueue(db);
      if (!head) return ended(null);
      const { entry, order } = head;
      const id = entry.client_order_id;
      if (!order) {
        await dropOrphan(db, id);
        continue;
      }
      if (!due && entry.next_attempt_at > now()) return ended(entry.next_attempt_at);
      status.dispatch({ type: 'uploadStarted' });
      const outcome = await uploadInvoice(api, order, signal);
      if (signal.aborted) return;
      switch (outcome.kind) {
        case 'accepted':
          await markUploaded(db, id, outcome.invoice_id, new Date(now()).toISOString());
          break;
        case 'rejected':
          await markRejected(db, id, outcome.message);
          break;
        case 'retry': {
          const attempts = entry.attempts + 1;
          const at = now() + backoffDelay(attempts, random, backoff);
          await deferEntry(db, id, { attempts, next_attempt_at: at, last_error: outcome.reason });
          if (network.isOnline()) return ended(at);
          // The online event starts the next pass; a timer would only fail again.
          status.dispatch({ type: 'wentOffline' });
          return;
        }
        case 'unauthorized':
          refusedKey = s.apiKey;
          clearTimer();
          status.dispatch({ type: 'keyRefused' });
          return;
        default: {
          const never: never = outcome;
          return never;
        }
      }
      // The server answered, so it is reachable: the rest need not wait out older backoffs.
      due = true;
    }
  }

  async function runPass({ force, manual }: PassRequest): Promise<void> {
    const s = await readSettings(db);
    if (!started) return;
    if (!isConnected(s)) return ended(null);
    if (manual && refusedKey !== null) {
      refusedKey = null;
      status.dispatch({ type: 'keyChanged' });
    }
    if (refusedKey === s.apiKey) {
      status.dispatch({ type: 'keyRefused' });
      return;
    }
    if (!network.isOnline()) {
      clearTimer();
      status.dispatch({ type: 'wentOffline' });
      return;
    }
    const controller = new AbortController();
    current = controller;
    try {
      await withLock(controller.signal, () => drain(s, force, controller.signal));
    } finally {
      if (current === controller) current = null;
    }
  }

  /** Runs passes one after another until no request is left; requests meanwhile merge. */
  function requestPass(request: PassRequest): Promise<void> {
    if (!started) return Promise.resolve();
    pending = { force: request.force || !!pending?.force, manual: request.manual || !!pending?.manual };
    loop ??= (async () => {
      try {
        while (pending && started) {
          const next = pending;
          pending = null;
          try {
            await runPass(next);
            localFailures = 0;
          } catch {
            // IndexedDB failed (quota, a closed database): the queue is intact, try again later.
            localFailures += 1;
            ended(now() + backoffCeiling(localFailures, backoff));
          }
        }
      } finally {
        loop = null;
      }
    })();
    return loop;
  }

  function onNetwork(online: boolean) {
    if (!started) return;
    if (online) {
      status.dispatch({ type: 'cameOnline' });
      void requestPass({ force: true, manual: false });
    } else {
      clearTimer();
      status.dispatch({ type: 'wentOffline' });
    }
  }

  function onSettings(next: TerminalSettings | undefined) {
    if (!next) return;
    const changed = known?.serverUrl !== next.serverUrl || known?.apiKey !== next.apiKey;
    known = { serverUrl: next.serverUrl, apiKey: next.apiKey };
    if (!changed) return;
    refusedKey = null;
    status.dispatch({ type: 'keyChanged' });
    void requestPass({ force: true, manual: false });
  }

  /** A sale this pass has not seen (a new one, or a rejected one queued again) starts a pass. */
  function onQueue(ids: string[]) {
    const fresh = ids.some((id) => !seen.has(id));
    seen = new Set(ids);
    if (fresh) void requestPass({ force: false, manual: false });
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
      seen = new Set();
      const initial = await readSettings(db);
      if (!started) return;
      known = { serverUrl: initial.serverUrl, apiKey: initial.apiKey };
      if (!network.isOnline()) status.dispatch({ type: 'wentOffline' });
      cleanups.push(network.subscribe(onNetwork));
      watch(() => db.settings.get('terminal'), onSettings);
      watch(() => queuedIds(db), onQueue);
      void requestPass({ force: false, manual: false });
    },
    stop() {
      started = false;
      pending = null;
      clearTimer();
      current?.abort();
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
    uploadNow: () => requestPass({ force: true, manual: true }),
  };
}
