/**
 * The kitchen screen's routes (assumed-contracts 14): `POST /api/v2/kitchen-tickets`, keyed by
 * `Idempotency-Key` (the ticket's `ticket_id`): a key seen before answers 200 with the first
 * ticket and stores nothing, so a till's retry or a second tab never shows a ticket twice.
 * `GET /api/v2/kds-orders?c=` lists today's tickets of the categories named, oldest first;
 * `POST /api/v2/kds-orders/{ticket_id}/state` moves a ticket forward (bump), or back from ready
 * to preparing (recall); `GET /api/v2/kds-orders/ready-board` lists call numbers preparing and
 * ready. An order leaves the board once every ticket of it is served; yesterday's tickets are
 * never listed.
 */
import { isRecord, nonEmptyString, type FieldError } from './fields.ts';
import { json, type Reply } from './responses.ts';

export const TICKET_KINDS = ['new', 'added', 'void', 'copy'] as const;
export const KDS_STATES = ['new', 'preparing', 'ready', 'served'] as const;
export type KdsState = (typeof KDS_STATES)[number];

export interface StoredKitchenTicket {
  ticket: Record<string, unknown>;
  state: KdsState;
  state_at: string;
  received_at: string;
}

export interface KitchenStore {
  receive(key: string, text: string, locationId: number, now: Date): Reply;
  list(query: Record<string, string>, now: Date): Reply;
  move(ticketId: string, text: string, now: Date): Reply;
  board(now: Date): Reply;
  tickets(): StoredKitchenTicket[];
  clear(): void;
}

function checkLine(line: unknown, at: string, errors: FieldError[]): void {
  if (!isRecord(line)) {
    errors.push({ field: at, message: `${at} must be an object` });
    return;
  }
  if (!nonEmptyString(line.line_id)) errors.push({ field: `${at}.line_id`, message: 'line_id is required' });
  if (!nonEmptyString(line.name)) errors.push({ field: `${at}.name`, message: 'name is required' });
  if (typeof line.quantity !== 'string' && typeof line.quantity !== 'number') errors.push({ field: `${at}.quantity`, message: 'quantity is required' });
  if (!Array.isArray(line.options)) errors.push({ field: `${at}.options`, message: 'options must be an array' });
  if (line.preparation_time !== null && line.preparation_time !== undefined && typeof line.preparation_time !== 'number') {
    errors.push({ field: `${at}.preparation_time`, message: 'preparation_time must be minutes or null' });
  }
}

/** Every reason the ticket cannot be stored; empty when it is valid. */
export function validateKitchenTicket(body: unknown, key: string, locationId: number): FieldError[] {
  if (!isRecord(body)) return [{ field: 'body', message: 'body must be a JSON object' }];
  const errors: FieldError[] = [];
  if (!nonEmptyString(body.ticket_id)) errors.push({ field: 'ticket_id', message: 'ticket_id is required' });
  else if (body.ticket_id !== key) errors.push({ field: 'ticket_id', message: 'ticket_id must equal the Idempotency-Key' });
  if (!nonEmptyString(body.client_order_id)) errors.push({ field: 'client_order_id', message: 'client_order_id is required' });
  if (!nonEmptyString(body.terminal_id)) errors.push({ field: 'terminal_id', message: 'terminal_id is required' });
  if (body.location_id !== locationId) errors.push({ field: 'location_id', message: `location_id must be the session's branch (${locationId})` });
  if (!(TICKET_KINDS as readonly unknown[]).includes(body.kind)) errors.push({ field: 'kind', message: `kind must be one of ${TICKET_KINDS.join(', ')}` });
  if (typeof body.sent_at !== 'string' || Number.isNaN(Date.parse(body.sent_at))) errors.push({ field: 'sent_at', message: 'sent_at must be an ISO 8601 time' });
  if (body.call_number !== null && body.call_number !== undefined && typeof body.call_number !== 'number') {
    errors.push({ field: 'call_number', message: 'call_number must be a number or null' });
  }
  if (!Array.isArray(body.lines) || body.lines.length === 0) errors.push({ field: 'lines', message: 'lines must be a non-empty array' });
  else body.lines.forEach((line, i) => checkLine(line, `lines[${i}]`, errors));
  return errors;
}

const dayOf = (iso: string): string => iso.slice(0, 10);
/** A ticket's day is the day it was sent (UTC), however late it arrived. */
const isToday = (stored: StoredKitchenTicket, now: Date): boolean => dayOf(String(stored.ticket.sent_at)) === dayOf(now.toISOString());

/** The categories a `c` names, lowercase; null when it names none (every ticket). */
function categoriesOf(c: string | undefined): Set<string> | null {
  const names = (c ?? '').split(',').map((n) => n.trim().toLowerCase()).filter((n) => n !== '');
  return names.length === 0 ? null : new Set(names);
}

/** A ticket as a station reads it: only its lines of the station's categories; null when it has none. */
function forStation(stored: StoredKitchenTicket, categories: Set<string> | null): Record<string, unknown> | null {
  const lines = (stored.ticket.lines as Record<string, unknown>[]).filter((l) => categories === null || categories.has(String(l.category_name ?? '').toLowerCase()));
  if (lines.length === 0) return null;
  return { ...stored.ticket, lines, state: stored.state, state_at: stored.state_at };
}

/** Whether a ticket may go from `from` to `to`: forward only, except recall (ready to preparing). */
export function canMove(from: KdsState, to: KdsState): boolean {
  if (from === 'ready' && to === 'preparing') return true;
  return KDS_STATES.indexOf(to) > KDS_STATES.indexOf(from);
}

export function createKitchenStore(): KitchenStore {
  const tickets: StoredKitchenTicket[] = [];
  const find = (id: string) => tickets.find((t) => t.ticket.ticket_id === id);
  return {
    receive(key, text, locationId, now) {
      if (key === '') return json(400, { status: false, message: 'Idempotency-Key header is required' });
      const seen = find(key);
      if (seen) return json(200, { status: true, message: 'Kitchen ticket already stored', data: { ticket_id: key, state: seen.state } });
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return json(422, { status: false, message: 'Invalid kitchen ticket', errors: [{ field: 'body', message: 'body must be JSON' }] });
      }
      const errors = validateKitchenTicket(body, key, locationId);
      if (errors.length > 0) return json(422, { status: false, message: 'Invalid kitchen ticket', errors });
      const at = now.toISOString();
      tickets.push({ ticket: body as Record<string, unknown>, state: 'new', state_at: at, received_at: at });
      return json(201, { status: true, message: 'Kitchen ticket stored', data: { ticket_id: key, state: 'new' } });
    },
    list(query, now) {
      const categories = categoriesOf(query.c);
      const data = tickets
        .filter((t) => isToday(t, now))
        .map((t) => forStation(t, categories))
        .filter((t): t is Record<string, unknown> => t !== null)
        .sort((a, b) => Date.parse(String(a.sent_at)) - Date.parse(String(b.sent_at)));
      return json(200, { status: true, data });
    },
    move(ticketId, text, now) {
      const stored = find(ticketId);
      if (!stored) return json(404, { status: false, message: 'No such ticket' });
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      const to = isRecord(body) ? body.state : undefined;
      if (!(KDS_STATES as readonly unknown[]).includes(to)) {
        return json(422, { status: false, message: 'Invalid state', errors: [{ field: 'state', message: `state must be one of ${KDS_STATES.join(', ')}` }] });
      }
      const next = to as KdsState;
      if (!canMove(stored.state, next)) return json(409, { status: false, message: `A ticket ${stored.state} cannot move to ${next}`, data: { state: stored.state } });
      stored.state = next;
      stored.state_at = now.toISOString();
      return json(200, { status: true, data: { ticket_id: ticketId, state: next, state_at: stored.state_at } });
    },
    board(now) {
      // An order's call number is preparing while any ticket of it is; ready once all are ready or served, until all are served.
      const orders = new Map<string, { call: number; states: KdsState[] }>();
      for (const t of tickets.filter((x) => isToday(x, now))) {
        const kind = t.ticket.kind;
        const call = t.ticket.call_number;
        if (kind === 'void' || kind === 'copy' || typeof call !== 'number') continue;
        const id = String(t.ticket.client_order_id);
        const order = orders.get(id) ?? { call, states: [] };
        order.states.push(t.state);
        orders.set(id, order);
      }
      const preparing: number[] = [];
      const ready: number[] = [];
      for (const { call, states } of orders.values()) {
        if (states.some((s) => s === 'new' || s === 'preparing')) preparing.push(call);
        else if (states.some((s) => s === 'ready')) ready.push(call);
      }
      return json(200, { preparing, ready });
    },
    tickets: () => tickets.map((t) => structuredClone(t)),
    clear: () => {
      tickets.length = 0;
    },
  };
}
