/**
 * Uploads the outbox, oldest first, one at a time: completed sales and refunds to
 * `POST /api/v2/invoices` under their client order id, closed shifts to `POST /api/v2/shifts`
 * under their shift id, each id the `Idempotency-Key` (assumed-contracts 6, 8, 9).
 *
 * Promises:
 * - An order is sent by one tab at a time: every pass runs under the Web Lock
 *   `pos-outbox-upload` and re-reads the queue inside it. A tab waits for the lock rather than
 *   skipping, so when the tab that holds it closes, the next one carries on.
 * - An entry leaves the queue only when the server answered for it: acknowledged (the order
 *   becomes `uploaded` with the server's invoice id) or refused for good (the order becomes
 *   `rejected` with the server's words, stays in sight in "Orders" and the status bar until
 *   someone retries it, and the queue moves on). Refused for good: 422, 400, 404, 410, 413,
 *   414, 415. Temporary: 403, 408, 429, 5xx, any other status, no answer, an unreadable
 *   answer (`../contracts/invoices.ts` says why).
 * - One bad sale never blocks the others. A temporary failure keeps the entry with one more
 *   attempt, its reason (`last_error`, shown in "Orders") and a backoff (exponential, full
 *   jitter, capped); later sales wait behind it, in order, for its first two tries. From its
 *   third failed attempt on it steps aside while it waits, and the sales behind it go; it is
 *   tried again, first, when its wait is over. No answer at all is the network's fault, not
 *   the sale's: the till goes Offline and the order of the queue stays.
 * - Whatever moves, an entry that names another in `after` (a refund names its sale) is
 *   never sent before that order is uploaded, and a refund that gives money back to a card is
 *   never sent before the acquirer answered that card refund (its answer starts a pass). Each
 *   pass first sends the card refunds left unanswered past `CARD_REFUND_GRACE_MS`, under
 *   their keys, so a refund document is not held for good when the till no longer has a card
 *   terminal set.
 * - Backoff waits run on the monotonic clock; the stored `next_attempt_at` is only a hint
 *   across reloads, and one further ahead than the longest backoff is due at once.
 * - A lost answer is harmless: the retry carries the same key and the server answers with the
 *   invoice it already stored.
 * - A rejected key (401) stops automatic uploads until the key or server in the settings
 *   changes; `uploadNow()` (a person asking) tries once more anyway.
 * - The queue is in IndexedDB, so uploads resume after a reload; new sales, the network coming
 *   back and `uploadNow()` start a pass at once. The status store changes only after the
 *   database write of an outcome has committed.
 *
 * Start, stop, the lock, timers and the refused key are the connection loop's
 * (`../connectionLoop.ts`); a pass is one turn of it.
 */
import type { OutboxRow, PosDb } from '../../db/schema';
import { unansweredCardRefundKeys, unsentCardRefunds } from '../../db/cardRefunds';
import { deferEntry, dropOrphan, headOfQueue, markKept, markRejected, markUploaded, queuedIds, type QueuedDocument } from '../../db/outbox';
import { createApiClient, DEFAULT_TIMEOUT_MS, type ApiClient } from '../api/client';
import { createConnectionLoop, watchQuery, type Connection, type TurnEnd } from '../connectionLoop';
import type { UploadOutcome } from '../contracts/upload';
import type * as Send from './send';
import { browserLocks, type LockManagerLike } from '../platform/locks';
import type { NetworkState } from '../platform/network';
import { browserTimers, type Timers } from '../platform/timers';
import { backoffCeiling, backoffDelay, MAX_DELAY_MS, type BackoffOptions } from './backoff';
import { createUploadStatusStore, type UploadStatusStore } from './status';

const UPLOAD_LOCK = 'pos-outbox-upload';

/** Failed attempts after which a sale waiting out its backoff steps aside for the ones behind it. */
const STEP_ASIDE_AFTER = 3;

/**
 * The contracts that write and read the bodies, loaded on the first upload rather than with the
 * page: nothing is uploaded before the first paint, and the chunk is precached for offline.
 */
let sender: Promise<typeof Send> | null = null;
function send(api: ApiClient, document: QueuedDocument, signal: AbortSignal): Promise<UploadOutcome> {
  sender ??= import('./send');
  return sender.then(({ upload }) => upload(api, document, signal));
}

/**
 * How long a card refund is left to the refund dialog that sent it, which waits for its answer
 * to say a refusal (src/app/data/refunds.ts): longer than its request may take.
 */
export const CARD_REFUND_GRACE_MS = 2 * DEFAULT_TIMEOUT_MS;

/**
 * Sends the card refunds left unanswered (past their grace), under their own keys, so the
 * refund documents that wait for them go in this pass, whether or not this till still has a
 * card terminal set (the terminal's own recovery runs only while one is). One left unanswered
 * keeps its document held. Returns how long until the next one in its grace is due (Infinity: none).
 */
async function sendCardRefunds(db: PosDb, api: ApiClient, now: number): Promise<number> {
  const open = await unsentCardRefunds(db);
  const waitOfRow = (created_at: string) => Math.max(0, Date.parse(created_at) + CARD_REFUND_GRACE_MS - now);
  const due = [...new Set(open.filter((r) => waitOfRow(r.created_at) === 0).map((r) => r.refund))];
  if (due.length > 0) {
    sender ??= import('./send');
    const m = await sender;
    for (const refund of due) await m.sendCardRefunds(db, api, { refund, now: () => new Date(now) }).catch(() => undefined);
  }
  return Math.min(Infinity, ...open.map((r) => waitOfRow(r.created_at)).filter((w) => w > 0));
}

export interface UploaderOptions {
  db: PosDb;
  /** Reachability, shared with the catalog sync. */
  network: NetworkState;
  /** `navigator.locks`; null runs without cross-tab exclusion. */
  locks?: LockManagerLike | null;
  timers?: Timers;
  /** In [0, 1): the jitter of the backoff. */
  random?: () => number;
  /** The wall clock, milliseconds since the epoch: stored times and `uploaded_at`. */
  now?: () => number;
  fetch?: typeof fetch;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Per request; the API client's default when omitted. */
  timeoutMs?: number;
  /** The status store to report to; a new one when omitted (the shell makes it before the uploader's code loads). */
  status?: UploadStatusStore;
}

export interface Uploader {
  readonly status: UploadStatusStore;
  /** Watches settings, network and the outbox, and starts a pass; resolves once watching. */
  start(): Promise<void>;
  stop(): void;
  /** A pass now, ignoring the backoff and a refused key; resolves when it has ended. */
  uploadNow(): Promise<void>;
}

/** When sales are due again: this page's deadlines on the monotonic clock, the stored hints, the backoff. */
interface Schedule {
  /** When each sale this page deferred is due again, on the monotonic clock, for its attempt count. */
  dueAt: Map<string, { attempts: number; at: number }>;
  timers: Timers;
  now: () => number;
  random: () => number;
  backoff: BackoffOptions;
  longestWait: number;
}

/**
 * How long an entry still waits. This page's own deadline is on the monotonic clock, so a
 * wall clock set a year ahead and back does not hold a sale for a year; a time stored by an
 * earlier page is only a hint, and one further ahead than the longest backoff is due now.
 */
function waitOf(schedule: Schedule, entry: OutboxRow): number {
  const own = schedule.dueAt.get(entry.client_order_id);
  if (own && own.attempts === entry.attempts) return Math.max(0, own.at - schedule.timers.now());
  const hint = entry.next_attempt_at - schedule.now();
  return hint > schedule.longestWait ? 0 : Math.max(0, hint);
}

/**
 * The entry to send next. A sale that kept failing steps aside while it waits (only a person
 * asking, or the network coming back, sends it early); `asideFor` is the earliest such wait.
 */
async function nextInQueue(db: PosDb, schedule: Schedule, force: boolean) {
  let asideFor = Infinity;
  const head = await headOfQueue(db, (entry) => {
    if (force || entry.attempts < STEP_ASIDE_AFTER) return false;
    const wait = waitOf(schedule, entry);
    if (wait > 0) asideFor = Math.min(asideFor, wait);
    return wait > 0;
  });
  return { head, asideFor };
}

/** What the pass does after an outcome is stored: go on with the queue (`due`: past older backoffs), or end. */
type AfterUpload = { kind: 'next'; due: boolean } | TurnEnd;

/** Stores the server's answer for one entry in the database, then says how the pass goes on. */
async function storeOutcome(db: PosDb, schedule: Schedule, entry: OutboxRow, outcome: UploadOutcome): Promise<AfterUpload> {
  const id = entry.client_order_id;
  schedule.dueAt.delete(id);
  switch (outcome.kind) {
    case 'accepted':
      await markUploaded(db, id, outcome.invoice_id, new Date(schedule.now()).toISOString());
      // The server answered, so it is reachable: the rest need not wait out older backoffs.
      return { kind: 'next', due: true };
    case 'rejected':
      await markRejected(db, id, outcome.message);
      return { kind: 'next', due: true };
    case 'kept':
      await markKept(db, id, outcome.message);
      return { kind: 'next', due: true };
    case 'retry': {
      const attempts = entry.attempts + 1;
      const backoffMs = backoffDelay(attempts, schedule.random, schedule.backoff);
      await deferEntry(db, id, { attempts, next_attempt_at: schedule.now() + backoffMs, last_error: outcome.reason });
      schedule.dueAt.set(id, { attempts, at: schedule.timers.now() + backoffMs });
      // No answer: the till is offline and the network coming back starts the next pass.
      if (!outcome.reached) return { kind: 'unreachable' };
      if (attempts < STEP_ASIDE_AFTER) return { kind: 'again', afterMs: backoffMs };
      // The server answers, yet not for this sale: it steps aside and the sales behind it
      // go, each once its own wait is over (nothing proved the server accepts sales).
      return { kind: 'next', due: false };
    }
    case 'unauthorized':
      return { kind: 'refused' };
    default: {
      const never: never = outcome;
      return never;
    }
  }
}

export function createUploader(options: UploaderOptions): Uploader {
  const { db } = options;
  const status = options.status ?? createUploadStatusStore();
  const schedule: Schedule = {
    dueAt: new Map(),
    timers: options.timers ?? browserTimers,
    now: options.now ?? (() => Date.now()),
    random: options.random ?? Math.random,
    backoff: { baseMs: options.baseDelayMs, maxMs: options.maxDelayMs },
    longestWait: options.maxDelayMs ?? MAX_DELAY_MS,
  };
  let seen = new Set<string>();
  let started = false;
  const cleanups: Array<() => void> = [];

  /** One pass: sends from the head of the queue until it is empty, a failure, or a refused key. */
  async function pass(s: Connection, force: boolean, signal: AbortSignal): Promise<TurnEnd> {
    const api = createApiClient({ baseUrl: s.serverUrl, apiKey: s.apiKey, timeoutMs: options.timeoutMs, fetch: options.fetch });
    const cardsDueIn = await sendCardRefunds(db, api, schedule.now());
    let due = force;
    for (;;) {
      if (signal.aborted) return { kind: 'idle' };
      const { head, asideFor } = await nextInQueue(db, schedule, force);
      // A card refund still in its grace holds its document: the loop comes back for it.
      if (!head) {
        const wait = Math.min(asideFor, cardsDueIn);
        return Number.isFinite(wait) ? { kind: 'again', afterMs: wait } : { kind: 'idle' };
      }
      const { entry, document } = head;
      if (!document) {
        await dropOrphan(db, entry.client_order_id);
        continue;
      }
      const wait = due ? 0 : waitOf(schedule, entry);
      if (wait > 0) return { kind: 'again', afterMs: Math.min(wait, asideFor) };
      status.dispatch({ type: 'uploadStarted' });
      const outcome = await send(api, document, signal);
      if (signal.aborted) return { kind: 'idle' };
      const after = await storeOutcome(db, schedule, entry, outcome);
      if (after.kind !== 'next') return after;
      due = after.due;
    }
  }

  const loop = createConnectionLoop(
    {
      lock: { name: UPLOAD_LOCK, mode: 'wait' },
      whileRunning: 'follow',
      backoffMs: (failures) => backoffCeiling(failures, schedule.backoff),
      turn: (s, ask, signal) => pass(s, ask.force, signal),
      wentOffline: () => status.dispatch({ type: 'wentOffline' }),
      cameOnline: () => status.dispatch({ type: 'cameOnline' }),
      keyRefused: () => status.dispatch({ type: 'keyRefused' }),
      keyChanged: () => status.dispatch({ type: 'keyChanged' }),
      turnEnded: (next) => status.dispatch({ type: 'passEnded', retry_at: next === null ? null : schedule.now() + next }),
    },
    {
      db,
      network: options.network,
      timers: schedule.timers,
      locks: options.locks === undefined ? browserLocks() : options.locks,
    },
  );

  /** A sale this pass has not seen (a new one, or a rejected one queued again) starts a pass. */
  function onQueue(ids: string[]) {
    const fresh = ids.some((id) => !seen.has(id));
    seen = new Set(ids);
    if (fresh) void loop.request();
  }

  /** A card refund answered frees the refund document that waited for it (src/db/outbox.ts): a pass sends it. */
  let unanswered = new Set<string>();
  function onCardRefunds(keys: string[]) {
    const answered = [...unanswered].some((key) => !keys.includes(key));
    unanswered = new Set(keys);
    if (answered) void loop.request();
  }

  return {
    status,
    async start() {
      if (started) return;
      started = true;
      seen = new Set();
      await loop.start();
      if (started) cleanups.push(watchQuery(() => queuedIds(db), onQueue), watchQuery(() => unansweredCardRefundKeys(db), onCardRefunds));
    },
    stop() {
      started = false;
      loop.stop();
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
    uploadNow: () => loop.request({ force: true, manual: true }),
  };
}
