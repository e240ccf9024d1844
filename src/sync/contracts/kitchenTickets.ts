/**
 * Assumed contract 14, the kitchen screen. A till uploads each station's ticket with
 * `POST /api/v2/kitchen-tickets` under `Idempotency-Key: <ticket_id>`, through the outbox: 201,
 * or 200 for a key seen before, is the acknowledgement that stops the paper fallback; any other
 * answer means for the queue what upload.ts says. The kitchen screen lists its station's tickets
 * (`GET /api/v2/kds-orders?c=`), bumps and recalls them (`POST .../{ticket_id}/state`), and the
 * ready board reads `GET /api/v2/kds-orders/ready-board`. Answers are decoded here: a ticket that
 * does not decode is left out, never shown half.
 */
import * as v from 'valibot';
import type { ScreenTicket } from '../../kitchen/screenTicket';
import type { KdsState, ListedTicket } from '../../kitchen/screen';
import type { BoardAnswer } from '../../kitchen/board';
import { malformed, ok, type ApiClient, type ApiResult } from '../api/client';
import { envelopeList } from '../decode/envelope';
import { outcomeOfError, type UploadOutcome } from './upload';

const KITCHEN_TICKETS_PATH = '/api/v2/kitchen-tickets';
const KDS_ORDERS_PATH = '/api/v2/kds-orders';
const READY_BOARD_PATH = '/api/v2/kds-orders/ready-board';

export async function uploadKitchenTicket(api: ApiClient, ticket: ScreenTicket, signal?: AbortSignal): Promise<UploadOutcome> {
  const res = await api.post(KITCHEN_TICKETS_PATH, { body: ticket, headers: { 'Idempotency-Key': ticket.ticket_id }, signal });
  return res.ok ? { kind: 'accepted', invoice_id: ticket.ticket_id } : outcomeOfError(res.error);
}

const textOrNull = v.optional(v.nullable(v.pipe(v.unknown(), v.transform((x) => (x === null || x === undefined || x === '' ? null : String(x))))), null);
const minutesOrNull = v.optional(v.nullable(v.pipe(v.unknown(), v.transform((x) => (typeof x === 'number' && Number.isFinite(x) && x > 0 ? x : null)))), null);

const lineSchema = v.object({
  line_id: v.pipe(v.unknown(), v.transform(String)),
  product_id: v.optional(v.number(), 0),
  name: v.string(),
  quantity: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  options: v.optional(v.array(v.pipe(v.unknown(), v.transform(String))), []),
  note: textOrNull,
  category_name: v.optional(v.pipe(v.unknown(), v.transform((x) => (typeof x === 'string' ? x : ''))), ''),
  preparation_time: minutesOrNull,
});

const listedSchema = v.object({
  ticket_id: v.string(),
  client_order_id: v.string(),
  terminal_id: v.optional(v.string(), ''),
  location_id: v.optional(v.number(), 0),
  station: v.optional(v.string(), ''),
  kind: v.picklist(['new', 'added', 'void', 'copy']),
  order_name: textOrNull,
  call_number: v.optional(v.nullable(v.number()), null),
  sent_at: v.pipe(v.string(), v.check((x) => !Number.isNaN(Date.parse(x)))),
  lines: v.array(lineSchema),
  state: v.picklist(['new', 'preparing', 'ready', 'served']),
  state_at: v.optional(v.string(), ''),
});

/** A station's tickets (`c`: its categories), oldest first; a ticket that does not decode is left out. */
export async function listKdsOrders(api: ApiClient, categories: readonly string[], signal?: AbortSignal): Promise<ApiResult<ListedTicket[]>> {
  const query = categories.length > 0 ? { c: categories.join(',') } : {};
  const res = await api.get(KDS_ORDERS_PATH, { query, signal, timeoutMs: 8000 });
  if (!res.ok) return res;
  const rows = envelopeList(res.value.body, KDS_ORDERS_PATH);
  if (!rows.ok) return rows;
  const tickets: ListedTicket[] = [];
  for (const row of rows.value) {
    const parsed = v.safeParse(listedSchema, row);
    if (parsed.success) tickets.push({ ...parsed.output, state_at: parsed.output.state_at || parsed.output.sent_at });
  }
  return ok(tickets.sort((a, b) => Date.parse(a.sent_at) - Date.parse(b.sent_at)));
}

/** Bump (`ready`) or recall (`preparing`) one ticket; a 409 (moved elsewhere first) is an error the screen reloads after. */
export async function moveKdsTicket(api: ApiClient, ticketId: string, state: KdsState, signal?: AbortSignal): Promise<ApiResult<null>> {
  const res = await api.post(`${KDS_ORDERS_PATH}/${encodeURIComponent(ticketId)}/state`, { body: { state }, signal, timeoutMs: 8000 });
  return res.ok ? ok(null) : res;
}

const numbers = v.optional(v.array(v.pipe(v.unknown(), v.transform(Number))), []);
const boardSchema = v.object({ preparing: numbers, ready: numbers });

export async function readReadyBoard(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<BoardAnswer>> {
  const res = await api.get(READY_BOARD_PATH, { signal, timeoutMs: 8000 });
  if (!res.ok) return res;
  const body = res.value.body;
  const data = typeof body === 'object' && body !== null && 'data' in body && !('preparing' in body) ? (body as { data: unknown }).data : body;
  const parsed = v.safeParse(boardSchema, data);
  if (!parsed.success) return malformed(READY_BOARD_PATH, 'expected {preparing, ready}');
  const whole = (list: number[]) => list.filter((n) => Number.isInteger(n));
  return ok({ preparing: whole(parsed.output.preparing), ready: whole(parsed.output.ready) });
}
