/**
 * Stand-ins for `fetch`: for transport tests a fixed answer, a hang until aborted, a refusal;
 * for upload tests an invoice server that deduplicates on the key like the real one and can be
 * told how to answer the next requests.
 */
export interface Seen {
  url: URL;
  init: RequestInit;
}

export function answering(status: number, body: string | object, seen: Seen[] = []): typeof fetch {
  return async (input, init = {}) => {
    seen.push({ url: new URL(String(input)), init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
}

/** Never answers; rejects like fetch does when its signal aborts. */
export const hanging: typeof fetch = (_input, init = {}) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

/** Sends the status line, then never finishes the body until aborted. */
export const stallingBody: typeof fetch = async (_input, init = {}) => {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"status":true,'));
      init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(stream, { status: 200 });
};

/** Sends the body in `parts`, one every `everyMs` (on the test's clock): a slow line that keeps sending. */
export function tricklingBody(parts: readonly string[], everyMs: number): typeof fetch {
  return async (_input, init = {}) => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        parts.forEach((part, i) => setTimeout(() => {
          if (init.signal?.aborted) return;
          controller.enqueue(encoder.encode(part));
          if (i === parts.length - 1) controller.close();
        }, everyMs * (i + 1)));
        init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return new Response(stream, { status: 200 });
  };
}

export const refusing: typeof fetch = async () => {
  throw new TypeError('fetch failed');
};

export interface InvoiceCall {
  /** The path asked for (`/api/v2/invoices` or `/api/v2/shifts`). */
  path: string;
  key: string | null;
  authorization: string | null;
  body: Record<string, unknown>;
}

export type ScriptedAnswer = { status: number; body: unknown } | 'refuse';

/**
 * An invoice server behind `fetch`: by default it stores a new invoice (201) or answers a key
 * seen before with the same invoice (200); on `/api/v2/shifts` it answers as assumed-contracts
 * 9 does, with the shift's id. `next(...)` sets how the next requests are
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

  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: InvoiceCall = {
      path: new URL(String(input)).pathname,
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
      if (call.path.endsWith('/shifts')) {
        const again = stored.has(key);
        stored.set(key, 0);
        return Response.json({ status: true, message: 'Shift synced', data: { shift_id: key } }, { status: again ? 200 : 201 });
      }
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
