/**
 * Stand-ins for the uploader tests: sales written straight into the outbox, the platform
 * fakes of `test/kit` on a clock that starts at T0, and an invoice server that deduplicates on
 * the key like the real one and can be told how to answer the next requests.
 */
import type { PosDb, OrderRow, OutboxRow } from '../../../src/db/schema';
import { T0 } from '../../kit/timers';
import { exampleOrder } from '../../checkout/fixtures';

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
