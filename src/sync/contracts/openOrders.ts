/**
 * Assumed contract 15, the branch's open orders shared by its tills. `GET /api/v2/open-orders`
 * lists them; `PUT .../{client_order_id}` stores one under `If-Match: <version>` (none for a new
 * order), and a 412 answers with the order as it stands (`current`), so a till never writes over
 * a change it has not seen; `POST .../hold` and `/release` give an order to one till, a 409
 * naming the till that has it; `DELETE` with `If-Match` takes a paid, split or cleared order off
 * the list. Answers are decoded here once: a listed order that does not decode is left out and
 * counted, never shown half. A refusal the contract names (409, 412) is a value, not an error;
 * every other failure is the transport's `ApiError`, for the caller's retry.
 */
import * as v from 'valibot';
import { ok, type ApiClient, type ApiError, type ApiResult } from '../api/client';
import { envelopeList } from '../decode/envelope';

export const OPEN_ORDERS_PATH = '/api/v2/open-orders';

const orderPath = (id: string): string => `${OPEN_ORDERS_PATH}/${encodeURIComponent(id)}`;

/** The till that holds an order, as it named itself when it took the hold. */
export interface OpenOrderHolder {
  terminal_id: string;
  staff_id: number | string | null;
  name: string;
}

/** One line of a shared order; `line_id` tells two tills' additions apart. Other fields pass through. */
export interface SharedLine {
  line_id: string;
  name: string;
  quantity: string;
  [field: string]: unknown;
}

/** What a till writes: the order without the fields the service keeps (`version`, `held_by`, `updated_at`). */
export interface OpenOrderBody {
  client_order_id: string;
  order_name: string | null;
  table: string | null;
  guests: number | null;
  terminal_id: string;
  lines: SharedLine[];
  sent: Record<string, unknown>;
  total: number;
}

/** An order as the service lists it. */
export interface SharedOpenOrder extends OpenOrderBody {
  held_by: OpenOrderHolder | null;
  version: number;
  updated_at: string;
}

export interface OpenOrderList {
  orders: SharedOpenOrder[];
  /** Orders left out because they did not decode. */
  dropped: number;
}

const textOrNull = v.optional(v.nullable(v.pipe(v.unknown(), v.transform((x) => (x === null || x === undefined || x === '' ? null : String(x))))), null);
const idText = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1));

const holderSchema = v.object({
  terminal_id: idText,
  staff_id: v.optional(v.nullable(v.union([v.number(), v.string()])), null),
  name: v.optional(v.string(), ''),
});

const lineSchema = v.looseObject({
  line_id: idText,
  name: v.optional(v.string(), ''),
  quantity: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), '1'),
});

const orderSchema = v.object({
  client_order_id: idText,
  order_name: textOrNull,
  table: textOrNull,
  guests: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
  terminal_id: idText,
  held_by: v.optional(v.nullable(holderSchema), null),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  updated_at: v.optional(v.string(), ''),
  lines: v.array(lineSchema),
  sent: v.optional(v.record(v.string(), v.unknown()), {}),
  total: v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.check((n: number) => Number.isFinite(n))),
});

/** One listed order, or null when it does not decode. */
export function decodeOpenOrder(row: unknown): SharedOpenOrder | null {
  const parsed = v.safeParse(orderSchema, row);
  if (!parsed.success) return null;
  const { held_by, ...order } = parsed.output;
  return { ...order, held_by: held_by === null ? null : { ...held_by, name: held_by.name || held_by.terminal_id } };
}

export async function listOpenOrders(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<OpenOrderList>> {
  const res = await api.get(OPEN_ORDERS_PATH, { signal, timeoutMs: 8000 });
  if (!res.ok) return res;
  const rows = envelopeList(res.value.body, OPEN_ORDERS_PATH);
  if (!rows.ok) return rows;
  const orders = rows.value.map(decodeOpenOrder).filter((o): o is SharedOpenOrder => o !== null);
  return ok({ orders, dropped: rows.value.length - orders.length });
}

/** What a 409 or 412 said, as an object (empty when it said nothing readable). */
const refusalBody = (error: ApiError): Record<string, unknown> =>
  error.kind === 'server' && typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : {};

/** A 412's `current`: the order as it stands, null once it left the list (or when it does not decode). */
function currentOf(error: ApiError): SharedOpenOrder | null {
  const body = refusalBody(error);
  return body.current === null || body.current === undefined ? null : decodeOpenOrder(body.current);
}

const refused = (error: ApiError, status: number): boolean => error.kind === 'server' && error.status === status;

export type PutOutcome = { kind: 'stored'; version: number } | { kind: 'stale'; current: SharedOpenOrder | null };

/** Stores the order over `version` (null: a new order). A 412 is `stale` with the order as it stands. */
export async function putOpenOrder(api: ApiClient, order: OpenOrderBody, version: number | null, signal?: AbortSignal): Promise<ApiResult<PutOutcome>> {
  const headers: Record<string, string> = version === null ? {} : { 'If-Match': String(version) };
  const res = await api.put(orderPath(order.client_order_id), { body: order, headers, signal, timeoutMs: 8000 });
  if (!res.ok) return refused(res.error, 412) ? ok({ kind: 'stale', current: currentOf(res.error) }) : res;
  const body = res.value.body;
  const stored = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).version : undefined;
  if (typeof stored !== 'number' || !Number.isInteger(stored)) return { ok: false, error: { kind: 'malformed', message: `Unexpected answer from ${OPEN_ORDERS_PATH}: expected {version}` } };
  return ok({ kind: 'stored', version: stored });
}

export type HoldOutcome = { kind: 'held' } | { kind: 'released' } | { kind: 'heldElsewhere'; held_by: OpenOrderHolder | null };

async function holdCall(api: ApiClient, id: string, act: 'hold' | 'release', holder: OpenOrderHolder, signal?: AbortSignal): Promise<ApiResult<HoldOutcome>> {
  const res = await api.post(`${orderPath(id)}/${act}`, { body: holder, signal, timeoutMs: 8000 });
  if (res.ok) return ok(act === 'hold' ? { kind: 'held' } : { kind: 'released' });
  if (!refused(res.error, 409)) return res;
  const parsed = v.safeParse(holderSchema, refusalBody(res.error).held_by);
  const held_by = parsed.success ? { ...parsed.output, name: parsed.output.name || parsed.output.terminal_id } : null;
  return ok({ kind: 'heldElsewhere', held_by });
}

/** Takes the order's hold for this till; another till's hold is `heldElsewhere`, naming it. */
export const holdOpenOrder = (api: ApiClient, id: string, holder: OpenOrderHolder, signal?: AbortSignal) => holdCall(api, id, 'hold', holder, signal);

/** Lets go of this till's hold; another till's hold is `heldElsewhere`. */
export const releaseOpenOrder = (api: ApiClient, id: string, holder: OpenOrderHolder, signal?: AbortSignal) => holdCall(api, id, 'release', holder, signal);

export type RemoveOutcome = { kind: 'removed' } | { kind: 'stale'; current: SharedOpenOrder | null };

/** Takes a paid, split or cleared order off the list; an order already gone (404) counts as removed. */
export async function removeOpenOrder(api: ApiClient, id: string, version: number, signal?: AbortSignal): Promise<ApiResult<RemoveOutcome>> {
  const res = await api.delete(orderPath(id), { headers: { 'If-Match': String(version) }, signal, timeoutMs: 8000 });
  if (res.ok || refused(res.error, 404)) return ok({ kind: 'removed' });
  return refused(res.error, 412) ? ok({ kind: 'stale', current: currentOf(res.error) }) : res;
}
