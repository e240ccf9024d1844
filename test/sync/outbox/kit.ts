/**
 * Stand-ins for the uploader tests: sales written straight into the outbox, a clock whose
 * timers fire only when told, a network switch, a Web Lock shared by several uploaders, and
 * an invoice server that deduplicates on the key like the real one and can be told how to
 * answer the next requests.
 */
import { expect, vi } from 'vitest';
import type { PosDb, OrderRow, OutboxRow } from '../../../src/db/schema';
import type { NetworkState, Timers } from '../../../src/sync/engine';
import type { WaitingLockRequest } from '../../../src/sync/outbox/uploader';
import { exampleOrder } from '../../checkout/fixtures';

export const T0 = Date.parse('2026-11-21T09:00:00.000Z');

let seq = 0;

/** A completed sale of the assumed-contracts 6 example (Chicken burger, cheese, sauce), waiting. */
export function orderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  seq += 1;
  return {
    ...exampleOrder(),
    client_order_id: `order-${seq}`,
    ticket_no: `T3-TEST-${String(seq).padStart(6, '0')}`,
    created_at: new Date(T0 + seq * 1000).toISOString(),
    ticket_seq: seq,
    upload: 'waiting',
    invoice_id: null,
    message: null,
    uploaded_at: null,
    ...overrides,
  };
}

/** Writes the orders and their outbox entries as a completed sale does, queued at `queuedAt`. */
export async function queue(db: PosDb, ...sales: Array<{ order: OrderRow; queuedAt: number; entry?: Partial<OutboxRow> }>): Promise<void> {
  await db.transaction('rw', [db.orders, db.outbox], async () => {
    for (const { order, queuedAt, entry } of sales) {
      await db.orders.add(order);
      await db.outbox.add({ client_order_id: order.client_order_id, queued_at: queuedAt, attempts: 0, next_attempt_at: 0, last_error: null, ...entry });
    }
  });
}

/** `now()` and timers on one fake clock: a timer fires only through `runNext()`. */
export function fakeClock(start = T0) {
  let time = start;
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
  };
  return {
    timers,
    now: () => time,
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
  };
}

/** `vi.waitFor` with room for a loaded machine: passes run on IndexedDB and the event loop. */
export function until<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 5_000 });
}

/** Waits until the uploader has set a timer (it does so after its write commits), then fires it. */
export async function fireNextTimer(clock: ReturnType<typeof fakeClock>): Promise<void> {
  await until(() => expect(clock.delays().length).toBeGreaterThan(0));
  clock.runNext();
}

export function fakeNetwork(online = true) {
  let state = online;
  const listeners = new Set<(online: boolean) => void>();
  const network: NetworkState = {
    isOnline: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    network,
    set(value: boolean) {
      state = value;
      for (const l of [...listeners]) l(value);
    },
  };
}

/** One exclusive lock per name, granted in request order, shared by every holder of it. */
export function sharedLocks(): { request: WaitingLockRequest } {
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

export interface InvoiceCall {
  key: string | null;
  authorization: string | null;
  body: Record<string, unknown>;
}

export type ScriptedAnswer = { status: number; body: unknown } | 'refuse';

/**
 * An invoice server behind `fetch`: by default it stores a new invoice (201) or answers a key
 * seen before with the same invoice (200). `next(...)` sets how the next requests are
 * answered instead. Every request waits a turn of the event loop, so two uploaders that did
 * not exclude each other would overlap.
 */
export function invoiceServer(firstId = 9001) {
  const calls: InvoiceCall[] = [];
  const script: ScriptedAnswer[] = [];
  const stored = new Map<string, number>();
  let nextId = firstId;
  let inFlight = 0;
  let maxInFlight = 0;

  const fetch: typeof globalThis.fetch = async (_input, init = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: InvoiceCall = {
      key: headers['Idempotency-Key'] ?? null,
      authorization: headers.Authorization ?? null,
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
    };
    calls.push(call);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await new Promise((resolve) => setImmediate(resolve));
      const answer = script.shift();
      if (answer === 'refuse') throw new TypeError('fetch failed');
      if (answer) return new Response(JSON.stringify(answer.body), { status: answer.status });
      const key = call.key ?? '';
      const seen = stored.get(key);
      if (seen !== undefined) {
        return Response.json({ status: true, message: 'Invoice already synced', data: { invoice_id: seen, client_order_id: call.body.client_order_id } }, { status: 200 });
      }
      const id = nextId++;
      stored.set(key, id);
      return Response.json({ status: true, message: 'Invoice synced', data: { invoice_id: id, client_order_id: call.body.client_order_id } }, { status: 201 });
    } finally {
      inFlight -= 1;
    }
  };

  return {
    fetch,
    calls,
    stored,
    maxInFlight: () => maxInFlight,
    keys: () => calls.map((c) => c.key),
    next(...answers: ScriptedAnswer[]) {
      script.push(...answers);
    },
  };
}

export const serverError = (status = 500): ScriptedAnswer => ({ status, body: { status: false, message: 'Internal server error' } });
export const invalid = (message = 'Invalid invoice', errors: unknown = []): ScriptedAnswer => ({ status: 422, body: { status: false, message, errors } });
export const unauthorized: ScriptedAnswer = { status: 401, body: { status: false, message: 'Unauthorized' } };
