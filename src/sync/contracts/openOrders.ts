/**
 * Assumed contract 15, the branch's open orders shared by its tills. `GET /api/v2/open-orders`
 * lists them; `PUT .../{client_order_id}` stores one under `If-Match: <version>` (none for a new
 * order), and a 412 answers with the order as it stands (`current`), so a till never writes over
 * a change it has not seen; `POST .../hold` and `/release` give an order to one till, a 409
 * naming the till that has it; `DELETE` with `If-Match` takes a paid, split or cleared order off
 * the list. Answers are decoded here once: a listed order that does not decode is left out and
 * counted with its reason, never shown half. A refusal the contract names (409, 412) is a value, not an error;
 * every other failure is the transport's `ApiError`, for the caller's retry.
 */
import * as v from 'valibot';
import type { CurrencyDigits, Money } from '../../core/money';
import { toDecimal } from '../../core/moneyDecimal';
import type { DroppedRow } from '../../core/syncReport';
import { malformed, ok, type ApiClient, type ApiError, type ApiResult } from '../api/client';
import { envelopeList } from '../decode/envelope';
import { idText, int, intOrNull, price, textOrNull } from '../decode/fields';
import { decodeRow, decodeRows } from '../decode/rows';

const OPEN_ORDERS_PATH = '/api/v2/open-orders';

const orderPath = (id: string): string => `${OPEN_ORDERS_PATH}/${encodeURIComponent(id)}`;

/** The till that holds an order, as it named itself when it took the hold. */
export interface OpenOrderHolder {
  terminal_id: string;
  staff_id: number | string | null;
  name: string;
}

/** One line of a shared order; `line_id` tells two tills' additions apart. Other fields pass through. */
interface SharedLine {
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
  /** Minor units; on the wire, its decimal. */
  total: Money;
}

/** An order as the service lists it. */
interface SharedOpenOrder extends OpenOrderBody {
  held_by: OpenOrderHolder | null;
  version: number;
  updated_at: string;
}

interface OpenOrderList {
  orders: SharedOpenOrder[];
  /** Orders left out because they did not decode, each with its reason. */
  dropped: DroppedRow[];
}

/** A holder without a `name` is named by its till. */
const holderSchema = v.pipe(
  v.object({
    terminal_id: idText,
    staff_id: v.optional(v.nullable(v.union([v.number(), v.string()])), null),
    name: v.optional(v.string(), ''),
  }),
  v.transform((holder): OpenOrderHolder => ({ ...holder, name: holder.name || holder.terminal_id })),
);

/** A line without a quantity is refused, with its order: the till never guesses how many. */
const lineSchema = v.looseObject({
  line_id: idText,
  name: v.optional(v.string(), ''),
  quantity: v.pipe(v.union([v.string(), v.number()], 'expected a quantity'), v.transform(String), v.minLength(1, 'expected a quantity, got ""')),
});

const versionField = v.pipe(int, v.minValue(1, 'expected a version from 1'));

const orderSchema = (digits: CurrencyDigits) =>
  v.object({
    client_order_id: idText,
    order_name: textOrNull,
    table: textOrNull,
    guests: intOrNull,
    terminal_id: idText,
    held_by: v.optional(v.nullable(holderSchema), null),
    version: versionField,
    updated_at: v.optional(v.string(), ''),
    lines: v.array(lineSchema),
    sent: v.optional(v.record(v.string(), v.unknown()), {}),
    total: price(digits),
  });

type Decoding = { ok: true; value: SharedOpenOrder } | { ok: false; reason: string };

/** One listed order, or why it does not decode. */
export const decodeOpenOrder = (row: unknown, digits: CurrencyDigits): Decoding => decodeRow(orderSchema(digits), row);

export async function listOpenOrders(api: ApiClient, digits: CurrencyDigits, signal?: AbortSignal): Promise<ApiResult<OpenOrderList>> {
  const res = await api.get(OPEN_ORDERS_PATH, { signal, timeoutMs: 8000 });
  if (!res.ok) return res;
  const rows = envelopeList(res.value.body, OPEN_ORDERS_PATH);
  if (!rows.ok) return rows;
  const decoded = decodeRows(orderSchema(digits), rows.value, 'openorders', 'client_order_id');
  return ok({ orders: decoded.rows, dropped: decoded.dropped });
}

/** What a 409 or 412 said (empty when it said nothing readable). */
const refusalBody = (error: ApiError): Record<string, unknown> => (error.kind === 'server' ? (error.body ?? {}) : {});

const refused = (error: ApiError, status: number): boolean => error.kind === 'server' && error.status === status;

type StaleOutcome = { kind: 'stale'; current: SharedOpenOrder | null };

/**
 * A 412's `current`: the order as it stands, null once it left the list. A `current` that is
 * there but does not decode is `malformed`, never null: a live order is not taken for a gone one.
 */
function staleOf(error: ApiError, digits: CurrencyDigits): ApiResult<StaleOutcome> {
  const current = refusalBody(error).current;
  if (current === null || current === undefined) return ok({ kind: 'stale', current: null });
  const decoded = decodeOpenOrder(current, digits);
  return decoded.ok ? ok({ kind: 'stale', current: decoded.value }) : malformed(OPEN_ORDERS_PATH, `current: ${decoded.reason}`);
}

type PutOutcome = { kind: 'stored'; version: number } | StaleOutcome;

/** Stores the order over `version` (null: a new order). A 412 is `stale` with the order as it stands. */
export async function putOpenOrder(api: ApiClient, order: OpenOrderBody, version: number | null, digits: CurrencyDigits, signal?: AbortSignal): Promise<ApiResult<PutOutcome>> {
  const headers: Record<string, string> = version === null ? {} : { 'If-Match': String(version) };
  const body = { ...order, total: toDecimal(order.total, digits) };
  const res = await api.put(orderPath(order.client_order_id), { body, headers, signal, timeoutMs: 8000 });
  if (!res.ok) return refused(res.error, 412) ? staleOf(res.error, digits) : res;
  const stored = decodeRow(v.object({ version: versionField }), res.value.body);
  return stored.ok ? ok({ kind: 'stored', version: stored.value.version }) : malformed(OPEN_ORDERS_PATH, `expected {version}: ${stored.reason}`);
}

type HoldOutcome = { kind: 'held' } | { kind: 'released' } | { kind: 'heldElsewhere'; held_by: OpenOrderHolder | null };

async function holdCall(api: ApiClient, id: string, act: 'hold' | 'release', holder: OpenOrderHolder, signal?: AbortSignal): Promise<ApiResult<HoldOutcome>> {
  const res = await api.post(`${orderPath(id)}/${act}`, { body: holder, signal, timeoutMs: 8000 });
  if (res.ok) return ok(act === 'hold' ? { kind: 'held' } : { kind: 'released' });
  if (!refused(res.error, 409)) return res;
  const parsed = v.safeParse(holderSchema, refusalBody(res.error).held_by);
  return ok({ kind: 'heldElsewhere', held_by: parsed.success ? parsed.output : null });
}

/** Takes the order's hold for this till; another till's hold is `heldElsewhere`, naming it. */
export const holdOpenOrder = (api: ApiClient, id: string, holder: OpenOrderHolder, signal?: AbortSignal) => holdCall(api, id, 'hold', holder, signal);

/** Lets go of this till's hold; another till's hold is `heldElsewhere`. */
export const releaseOpenOrder = (api: ApiClient, id: string, holder: OpenOrderHolder, signal?: AbortSignal) => holdCall(api, id, 'release', holder, signal);

type RemoveOutcome = { kind: 'removed' } | StaleOutcome;

/** Takes a paid, split or cleared order off the list; an order already gone (404) counts as removed. */
export async function removeOpenOrder(api: ApiClient, id: string, version: number, digits: CurrencyDigits, signal?: AbortSignal): Promise<ApiResult<RemoveOutcome>> {
  const res = await api.delete(orderPath(id), { headers: { 'If-Match': String(version) }, signal, timeoutMs: 8000 });
  if (res.ok || refused(res.error, 404)) return ok({ kind: 'removed' });
  return refused(res.error, 412) ? staleOf(res.error, digits) : res;
}
