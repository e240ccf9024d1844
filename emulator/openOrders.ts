/**
 * The branch's shared open orders (assumed-contracts 15). `PUT /api/v2/open-orders/{id}` stores
 * an order at a new version: without `If-Match` only a new order is taken, with it only the
 * version stored now; anything else is refused 412 with the order as it stands (`current`,
 * null once it left the list), so a till never overwrites a change it has not seen.
 * `POST .../{id}/hold` and `/release` give the order to one till at a time: another till's hold
 * is refused 409 naming the till that has it (`held_by`), and a hold lapses 10 minutes after
 * its holder's last hold or `PUT`. `DELETE .../{id}` with the current `If-Match` takes a paid,
 * split or cleared order off the list (204). Times come in as arguments; nothing here reads a
 * clock.
 */
import { isNumber, isRecord, nonEmptyString, type FieldError } from './fields.ts';
import { json, JSON_TYPE, type Reply } from './responses.ts';

/** A hold lapses this long after its holder's last hold or `PUT`. */
export const HOLD_LAPSE_MS = 10 * 60 * 1000;

export interface OpenOrderHolder {
  terminal_id: string;
  staff_id: number | string | null;
  name: string;
}

export interface StoredOpenOrder {
  client_order_id: string;
  order_name: string | null;
  table: string | null;
  guests: number | null;
  terminal_id: string;
  held_by: OpenOrderHolder | null;
  version: number;
  updated_at: string;
  lines: Record<string, unknown>[];
  sent: Record<string, unknown>;
  total: number | string;
}

interface Entry {
  order: StoredOpenOrder;
  /** When the holder last took the hold or wrote the order (ms); the hold lapses from here. */
  heldAt: number;
}

export interface OpenOrderStore {
  list(now: number): Reply;
  put(id: string, ifMatch: string | undefined, text: string, now: number): Reply;
  hold(id: string, text: string, now: number): Reply;
  release(id: string, text: string, now: number): Reply;
  remove(id: string, ifMatch: string | undefined, now: number): Reply;
  orders(now: number): StoredOpenOrder[];
  /** Lets every hold lapse now, as 10 minutes without a word from its holder would. */
  lapseHolds(): void;
  clear(): void;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const optionalText = (v: unknown): boolean => v === null || v === undefined || typeof v === 'string';

/** Every reason the order cannot be stored; empty when it is valid. */
export function validateOpenOrder(body: unknown, id: string): FieldError[] {
  if (!isRecord(body)) return [{ field: 'body', message: 'body must be a JSON object' }];
  const errors: FieldError[] = [];
  if (body.client_order_id !== undefined && body.client_order_id !== id) {
    errors.push({ field: 'client_order_id', message: 'client_order_id must equal the id in the path' });
  }
  if (!nonEmptyString(body.terminal_id)) errors.push({ field: 'terminal_id', message: 'terminal_id is required' });
  if (!optionalText(body.order_name)) errors.push({ field: 'order_name', message: 'order_name must be text or null' });
  if (!optionalText(body.table)) errors.push({ field: 'table', message: 'table must be text or null' });
  if (body.guests !== null && body.guests !== undefined && !(Number.isInteger(body.guests) && (body.guests as number) >= 0)) {
    errors.push({ field: 'guests', message: 'guests must be a whole number or null' });
  }
  if (!Array.isArray(body.lines)) errors.push({ field: 'lines', message: 'lines must be an array' });
  else {
    const ids = new Set<string>();
    body.lines.forEach((line, i) => {
      if (!isRecord(line) || !nonEmptyString(line.line_id)) errors.push({ field: `lines[${i}].line_id`, message: 'line_id is required' });
      else if (ids.has(line.line_id)) errors.push({ field: `lines[${i}].line_id`, message: 'line_id must be unique in the order' });
      else ids.add(line.line_id);
    });
  }
  if (body.sent !== undefined && !isRecord(body.sent)) errors.push({ field: 'sent', message: 'sent must be an object' });
  if (!isNumber(body.total) && !(typeof body.total === 'string' && body.total.trim() !== '' && Number.isFinite(Number(body.total)))) {
    errors.push({ field: 'total', message: 'total is required' });
  }
  return errors;
}

/** The version an `If-Match` names (`3` or `"3"`); null when absent, NaN when unreadable. */
export function versionOf(ifMatch: string | undefined): number | null {
  if (ifMatch === undefined || ifMatch.trim() === '') return null;
  const m = /^(?:W\/)?"?(\d+)"?$/.exec(ifMatch.trim());
  return m ? Number(m[1]) : Number.NaN;
}

function holderOf(body: unknown): OpenOrderHolder | null {
  if (!isRecord(body) || !nonEmptyString(body.terminal_id)) return null;
  const staff = body.staff_id;
  return {
    terminal_id: body.terminal_id,
    staff_id: typeof staff === 'number' || typeof staff === 'string' ? staff : null,
    name: typeof body.name === 'string' ? body.name : body.terminal_id,
  };
}

const noContent: Reply = { status: 204, body: '', contentType: JSON_TYPE };
const notFound = (): Reply => json(404, { status: false, message: 'No such open order' });

export function createOpenOrderStore(): OpenOrderStore {
  const entries = new Map<string, Entry>();
  /** The entry with a lapsed hold let go; the list and every answer see holds as of `now`. */
  const current = (id: string, now: number): Entry | undefined => {
    const entry = entries.get(id);
    if (entry && entry.order.held_by !== null && now - entry.heldAt >= HOLD_LAPSE_MS) entry.order.held_by = null;
    return entry;
  };
  const snapshot = (entry: Entry | undefined): StoredOpenOrder | null => (entry ? structuredClone(entry.order) : null);
  const stale = (entry: Entry | undefined): Reply =>
    json(412, { status: false, message: 'The open order changed since that version', current: snapshot(entry) });
  const heldElsewhere = (entry: Entry): Reply =>
    json(409, { status: false, message: 'Another till holds this order', held_by: { ...entry.order.held_by } });
  /** Takes (`take`) or lets go of the hold for the till the body names; another till's hold is 409. */
  const changeHold = (id: string, text: string, now: number, take: boolean): Reply => {
    const entry = current(id, now);
    if (!entry) return notFound();
    const holder = holderOf(parse(text));
    if (holder === null) return json(422, { status: false, message: 'Invalid hold', errors: [{ field: 'terminal_id', message: 'terminal_id is required' }] });
    const held = entry.order.held_by;
    if (held !== null && held.terminal_id !== holder.terminal_id) return heldElsewhere(entry);
    entry.order.held_by = take ? holder : null;
    if (take) entry.heldAt = now;
    return json(200, { status: true, held_by: take ? { ...holder } : null });
  };
  const all = (now: number): StoredOpenOrder[] =>
    [...entries.keys()]
      .map((id) => snapshot(current(id, now)))
      .filter((o): o is StoredOpenOrder => o !== null)
      .sort((a, b) => a.updated_at.localeCompare(b.updated_at));

  return {
    list: (now) => json(200, { status: true, data: all(now) }),
    put(id, ifMatch, text, now) {
      const body = parse(text);
      const errors = validateOpenOrder(body, id);
      if (errors.length > 0) return json(422, { status: false, message: 'Invalid open order', errors });
      const expected = versionOf(ifMatch);
      if (Number.isNaN(expected)) {
        return json(422, { status: false, message: 'Invalid open order', errors: [{ field: 'If-Match', message: 'If-Match must be a version' }] });
      }
      const entry = current(id, now);
      if ((expected === null && entry) || (expected !== null && entry?.order.version !== expected)) return stale(entry);
      const b = body as Record<string, unknown>;
      const order: StoredOpenOrder = {
        client_order_id: id,
        order_name: (b.order_name as string | null | undefined) ?? null,
        table: (b.table as string | null | undefined) ?? null,
        guests: (b.guests as number | null | undefined) ?? null,
        terminal_id: b.terminal_id as string,
        held_by: entry?.order.held_by ?? null,
        version: (entry?.order.version ?? 0) + 1,
        updated_at: new Date(now).toISOString(),
        lines: structuredClone(b.lines as Record<string, unknown>[]),
        sent: structuredClone((b.sent as Record<string, unknown> | undefined) ?? {}),
        total: b.total as number | string,
      };
      // A write from the holder keeps its hold alive.
      const heldAt = order.held_by !== null && order.held_by.terminal_id === order.terminal_id ? now : (entry?.heldAt ?? now);
      entries.set(id, { order, heldAt });
      return json(200, { version: order.version });
    },
    hold: (id, text, now) => changeHold(id, text, now, true),
    release: (id, text, now) => changeHold(id, text, now, false),
    remove(id, ifMatch, now) {
      const expected = versionOf(ifMatch);
      if (expected === null) return json(428, { status: false, message: 'If-Match is required' });
      const entry = current(id, now);
      if (!entry) return notFound();
      if (entry.order.version !== expected) return stale(entry);
      entries.delete(id);
      return noContent;
    },
    orders: (now) => all(now),
    lapseHolds: () => {
      for (const entry of entries.values()) entry.order.held_by = null;
    },
    clear: () => entries.clear(),
  };
}
