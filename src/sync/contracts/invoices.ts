/**
 * Assumed contract 6: `POST /api/v2/invoices` (sync_invoice), with the body invoiceBody.ts
 * writes. Every attempt for an order carries `Idempotency-Key: <client_order_id>`, so a retry
 * after a lost answer is acknowledged (200, same invoice) instead of stored twice.
 *
 * The outcome is what the queue must do next: `accepted` (201, or 200 for a key seen
 * before), `rejected` (permanent: the same body will get the same answer), `retry`
 * (temporary) or `unauthorized` (401: stop until the key changes). Where the contract is
 * silent (assumed-contracts 6 names only 422 and 5xx), the statuses are read as HTTP means
 * them, since a proxy in front of the server may answer any of them:
 * - permanent: 422 and 400, 404, 410, 413, 414, 415 (bad request, no such route, gone, too
 *   large, URI too long, unsupported type): resending the same sale cannot succeed;
 * - temporary: 403, 408, 429 (a proxy's block, a timeout, a rate limit), every 5xx, any other
 *   status, no answer, an answer that cannot be read, `status:false` in a 200.
 * No message carries the API key: the transport redacts the server's words and the reasons
 * made here never quote the request.
 */
import * as v from 'valibot';
import type { CompletedOrder } from '../../checkout/order';
import type { ApiClient, ApiError } from '../api/client';
import { reasonOf } from '../decode/rows';
import { invoiceBody } from './invoiceBody';

export const INVOICES_PATH = '/api/v2/invoices';

export type InvoiceUpload =
  | { kind: 'accepted'; invoice_id: string | number }
  | { kind: 'rejected'; message: string }
  /** `reached`: the server answered (false: a network error or a timeout, the till is offline). */
  | { kind: 'retry'; reason: string; reached: boolean }
  | { kind: 'unauthorized' };

const invoiceId = v.union(
  [v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.trim(), v.nonEmpty())],
  'expected an invoice id',
);

const answerSchema = v.object({
  data: v.object({
    invoice_id: invoiceId,
    client_order_id: v.optional(v.nullable(v.string()), null),
  }),
});

/** Field errors of a 422, as `[{field, message}]` or Laravel's `{field: [message]}`. */
const errorsSchema = v.union([
  v.array(v.union([v.string(), v.object({ field: v.optional(v.string()), message: v.string() })])),
  v.record(v.string(), v.union([v.string(), v.array(v.string())])),
]);

const MAX_DETAILS = 3;

function details(errors: unknown): string[] {
  const parsed = v.safeParse(errorsSchema, errors);
  if (!parsed.success) return [];
  const items = Array.isArray(parsed.output)
    ? parsed.output.map((e) => (typeof e === 'string' ? e : e.field ? `${e.field}: ${e.message}` : e.message))
    : Object.entries(parsed.output).map(([field, said]) => `${field}: ${[said].flat().join(', ')}`);
  return items.slice(0, MAX_DETAILS);
}

/** The server's message with its first field errors, for the person who fixes the order. */
function rejection(error: Extract<ApiError, { kind: 'rejected' }>): string {
  const listed = details(error.errors);
  return listed.length === 0 ? error.message : `${error.message}: ${listed.join('; ')}`;
}

/** HTTP statuses besides 422 that refuse a sale for good (see the header). */
export const PERMANENT_STATUSES: ReadonlySet<number> = new Set([400, 404, 410, 413, 414, 415]);

function outcomeOfError(error: ApiError): InvoiceUpload {
  switch (error.kind) {
    case 'unauthorized':
      return { kind: 'unauthorized' };
    case 'rejected':
      return { kind: 'rejected', message: rejection(error) };
    case 'server':
      if (PERMANENT_STATUSES.has(error.status)) return { kind: 'rejected', message: error.message };
      return { kind: 'retry', reason: error.message, reached: true };
    case 'malformed':
      return { kind: 'retry', reason: error.message, reached: true };
    case 'timeout':
    case 'network':
      return { kind: 'retry', reason: error.message, reached: false };
    default: {
      const never: never = error;
      return never;
    }
  }
}

/** Decodes a 2xx answer; one that names no invoice (or another order) is retried. */
export function decodeInvoiceAnswer(body: unknown, clientOrderId: string): InvoiceUpload {
  const parsed = v.safeParse(answerSchema, body, { abortEarly: true });
  if (!parsed.success) return { kind: 'retry', reason: `Unexpected answer from ${INVOICES_PATH}: ${reasonOf(parsed.issues)}`, reached: true };
  const { invoice_id, client_order_id } = parsed.output.data;
  if (client_order_id !== null && client_order_id !== clientOrderId) {
    return { kind: 'retry', reason: `Unexpected answer from ${INVOICES_PATH}: it names another order.`, reached: true };
  }
  return { kind: 'accepted', invoice_id };
}

export async function uploadInvoice(api: ApiClient, order: CompletedOrder, signal?: AbortSignal): Promise<InvoiceUpload> {
  const res = await api.post(INVOICES_PATH, {
    body: invoiceBody(order),
    headers: { 'Idempotency-Key': order.client_order_id },
    signal,
  });
  return res.ok ? decodeInvoiceAnswer(res.value.body, order.client_order_id) : outcomeOfError(res.error);
}
