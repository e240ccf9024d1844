/**
 * What an upload's answer means for the queue, the same for every document the outbox sends
 * (sales and refunds, assumed-contracts 6 and 8; shifts, 9): `accepted` (201, or 200 for a key
 * seen before), `rejected` (permanent: the same body will get the same answer), `retry`
 * (temporary) or `unauthorized` (401: stop until the key changes). Where the contract is
 * silent (it names only 422 and 5xx), the statuses are read as HTTP means them, since a proxy
 * in front of the server may answer any of them:
 * - permanent: 422 and 400, 404, 410, 413, 414, 415 (bad request, no such route, gone, too
 *   large, URI too long, unsupported type): resending the same document cannot succeed;
 * - temporary: 403, 408, 429 (a proxy's block, a timeout, a rate limit), every 5xx, any other
 *   status, no answer, an answer that cannot be read, `status:false` in a 200.
 * No message carries the API key: the transport redacts the server's words and the reasons
 * made here never quote the request.
 */
import * as v from 'valibot';
import type { ApiError } from '../api/client';

export type UploadOutcome =
  /** `invoice_id`: the server's id of the stored document (a shift's is its `shift_id`). */
  | { kind: 'accepted'; invoice_id: string | number }
  | { kind: 'rejected'; message: string }
  /** `reached`: the server answered (false: a network error or a timeout, the till is offline). */
  | { kind: 'retry'; reason: string; reached: boolean }
  | { kind: 'unauthorized' }
  /** The server has no route for the document (an audit event's 404, assumed-contracts 16): kept on the terminal. */
  | { kind: 'kept'; message: string };

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
const PERMANENT_STATUSES: ReadonlySet<number> = new Set([400, 404, 410, 413, 414, 415]);

export function outcomeOfError(error: ApiError): UploadOutcome {
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

