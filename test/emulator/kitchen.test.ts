import { describe, expect, test } from 'vitest';
import { call, callJson, emulatorPerFile, type FailureBody } from '../kit/emulator';

const emu = emulatorPerFile({ reset: true });

interface Listed {
  ticket_id: string;
  kind: string;
  state: string;
  lines: { name: string; category_name: string }[];
}
type ListAnswer = { status: boolean; data: Listed[] } & FailureBody;
type Board = { preparing: number[]; ready: number[] };

const now = () => new Date().toISOString();
const line = (overrides: Record<string, unknown> = {}) => ({
  line_id: 'l-1',
  product_id: 41,
  name: 'Chicken burger',
  quantity: '2',
  options: ['Cheese'],
  note: null,
  category_name: 'Burgers',
  preparation_time: 8,
  ...overrides,
});
const ticket = (overrides: Record<string, unknown> = {}) => ({
  ticket_id: 'k-1',
  client_order_id: 'o-1',
  terminal_id: 't-1',
  location_id: emu.control.tenant.session.location.id,
  station: 'Grill',
  kind: 'new',
  order_name: 'Table 4',
  call_number: 12,
  sent_at: now(),
  lines: [line()],
  ...overrides,
});
const post = (body: Record<string, unknown>, key = String(body.ticket_id)) =>
  callJson<FailureBody>(emu, '/api/v2/kitchen-tickets', { method: 'POST', body, headers: { 'Idempotency-Key': key } });
const list = (c?: string) => callJson<ListAnswer>(emu, `/api/v2/kds-orders${c === undefined ? '' : `?c=${encodeURIComponent(c)}`}`);
const move = (id: string, state: string) => callJson<FailureBody>(emu, `/api/v2/kds-orders/${id}/state`, { method: 'POST', body: { state } });
const board = async () => (await callJson<Board>(emu, '/api/v2/kds-orders/ready-board')).body;

describe('kitchen tickets (assumed-contracts 14)', () => {
  test('14 a first ticket answers 201 and is listed new', async () => {
    expect((await post(ticket())).status).toBe(201);
    const { body } = await list();
    expect(body.data.map((t) => [t.ticket_id, t.state])).toEqual([['k-1', 'new']]);
  });

  test('14 the same Idempotency-Key again answers 200 and the kitchen sees the ticket once', async () => {
    await post(ticket());
    expect((await post(ticket({ lines: [line({ name: 'Other' })] }))).status).toBe(200);
    expect((await list()).body.data).toHaveLength(1);
    expect((await list()).body.data[0]?.lines[0]?.name).toBe('Chicken burger');
  });

  test('14 a ticket stored whose answer was lost is stored once when the till sends it again', async () => {
    emu.control.setFault('kitchentickets', { kind: 'dropAfterStore', times: 1 });
    await call(emu, '/api/v2/kitchen-tickets', { method: 'POST', body: ticket(), headers: { 'Idempotency-Key': 'k-1' } }).catch(() => null);
    expect((await post(ticket())).status).toBe(200);
    expect(emu.control.kitchenTickets()).toHaveLength(1);
  });

  test('14 a slow acknowledgement still stores the ticket once answered', async () => {
    emu.control.setFault('kitchentickets', { kind: 'latency', ms: 50, times: 1 });
    expect((await post(ticket())).status).toBe(201);
    expect(emu.control.kitchenTickets()).toHaveLength(1);
  });

  test('14 a kitchen the till cannot reach stores nothing', async () => {
    emu.control.setFault('kitchentickets', { kind: 'http500', status: 503 });
    expect((await post(ticket())).status).toBe(503);
    expect(emu.control.kitchenTickets()).toEqual([]);
  });

  test.each([
    ['a ticket id other than the key', { ticket_id: 'k-2' }, 'ticket_id'],
    ['another branch', { location_id: 999 }, 'location_id'],
    ['a kind the contract does not list', { kind: 'rush' }, 'kind'],
    ['no lines', { lines: [] }, 'lines'],
  ])('14 %s is refused with 422 naming the field', async (_what, overrides, field) => {
    const { status, body } = await post(ticket(overrides), 'k-1');
    expect(status).toBe(422);
    expect(JSON.stringify(body.errors)).toContain(field);
    expect(emu.control.kitchenTickets()).toEqual([]);
  });

  test('14 a station lists only tickets of its categories, any case, with only those lines, oldest first', async () => {
    await post(ticket({ ticket_id: 'k-2', sent_at: new Date(Date.now() - 1000).toISOString(), lines: [line(), line({ line_id: 'l-2', name: 'Cola', category_name: 'Drinks' })] }));
    await post(ticket({ ticket_id: 'k-1', sent_at: new Date(Date.now() - 5000).toISOString() }));
    await post(ticket({ ticket_id: 'k-3', lines: [line({ name: 'Cola', category_name: 'Drinks' })] }));
    const { body } = await list('burgers, Sides');
    expect(body.data.map((t) => t.ticket_id)).toEqual(['k-1', 'k-2']);
    expect(body.data[1]?.lines.map((l) => l.name)).toEqual(['Chicken burger']);
  });

  test("14 yesterday's tickets are not listed", async () => {
    await post(ticket({ ticket_id: 'old', sent_at: new Date(Date.now() - 2 * 86_400_000).toISOString() }));
    expect((await list()).body.data).toEqual([]);
  });

  test('14 bump moves forward, recall brings ready back to preparing, any other move is 409', async () => {
    await post(ticket());
    expect((await move('k-1', 'ready')).status).toBe(200);
    expect((await move('k-1', 'preparing')).status).toBe(200);
    expect((await list()).body.data[0]?.state).toBe('preparing');
    expect((await move('k-1', 'new')).status).toBe(409);
    expect((await move('k-1', 'served')).status).toBe(200);
    expect((await move('k-1', 'preparing')).status).toBe(409);
    expect((await move('nope', 'ready')).status).toBe(404);
  });

  test('14 the ready board: preparing until every ticket of the order is bumped, ready until all are served', async () => {
    await post(ticket());
    await post(ticket({ ticket_id: 'k-2', station: 'Drinks', lines: [line({ category_name: 'Drinks' })] }));
    await post(ticket({ ticket_id: 'k-3', client_order_id: 'o-2', call_number: 13 }));
    await post(ticket({ ticket_id: 'v-1', client_order_id: 'o-3', call_number: 14, kind: 'void' }));
    expect(await board()).toEqual({ preparing: [12, 13], ready: [] });
    await move('k-1', 'ready');
    expect(await board()).toEqual({ preparing: [12, 13], ready: [] });
    await move('k-2', 'ready');
    expect(await board()).toEqual({ preparing: [13], ready: [12] });
    await move('k-1', 'served');
    await move('k-2', 'served');
    expect(await board()).toEqual({ preparing: [13], ready: [] });
  });

  test('14 a fault on the listing leaves the tickets as they were', async () => {
    await post(ticket());
    emu.control.setFault('kds', { kind: 'http500', times: 1 });
    expect((await list()).status).toBe(500);
    expect((await list()).body.data).toHaveLength(1);
  });
});
