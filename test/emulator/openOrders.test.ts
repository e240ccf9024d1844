import { describe, expect, test } from 'vitest';
import { createOpenOrderStore, HOLD_LAPSE_MS, type OpenOrderHolder, type StoredOpenOrder } from '../../emulator/openOrders';
import { call, callJson, emulatorPerFile, type FailureBody } from '../kit/emulator';

const emu = emulatorPerFile({ reset: true });

type ListAnswer = { status: boolean; data: StoredOpenOrder[] } & FailureBody;
type Refused = FailureBody & { current?: StoredOpenOrder | null; held_by?: OpenOrderHolder };

const order = (overrides: Record<string, unknown> = {}) => ({
  order_name: null,
  table: 'Table 7',
  guests: 2,
  terminal_id: 'till-1',
  lines: [{ line_id: 'l-1', product_id: 41, name: 'Chicken burger', quantity: '1' }],
  sent: { 'l-1': 1 },
  total: 1.75,
  ...overrides,
});
const put = (id: string, body: Record<string, unknown>, version?: number) =>
  callJson<{ version: number } & Refused>(emu, `/api/v2/open-orders/${id}`, {
    method: 'PUT',
    body,
    headers: version === undefined ? {} : { 'If-Match': String(version) },
  });
const list = () => callJson<ListAnswer>(emu, '/api/v2/open-orders');
const holder = (terminal: string) => ({ terminal_id: terminal, staff_id: 5, name: terminal === 'till-1' ? 'Till 1' : 'Till 2' });
const hold = (id: string, terminal: string, act: 'hold' | 'release' = 'hold') =>
  callJson<Refused>(emu, `/api/v2/open-orders/${id}/${act}`, { method: 'POST', body: holder(terminal) });
const remove = (id: string, version?: number) =>
  call(emu, `/api/v2/open-orders/${id}`, { method: 'DELETE', headers: version === undefined ? {} : { 'If-Match': String(version) } });

describe('open orders shared by the tills (assumed-contracts 15)', () => {
  test('15 a new order without If-Match is stored at version 1 and listed with its fields', async () => {
    const { status, body } = await put('o-1', order());
    expect(status).toBe(200);
    expect(body).toEqual({ version: 1 });
    const listed = (await list()).body;
    expect(listed.status).toBe(true);
    expect(listed.data).toEqual([
      {
        client_order_id: 'o-1',
        order_name: null,
        table: 'Table 7',
        guests: 2,
        terminal_id: 'till-1',
        held_by: null,
        version: 1,
        updated_at: expect.any(String),
        lines: [{ line_id: 'l-1', product_id: 41, name: 'Chicken burger', quantity: '1' }],
        sent: { 'l-1': 1 },
        total: 1.75,
      },
    ]);
  });

  test('15 a change with the current version is stored at the next one', async () => {
    await put('o-1', order());
    const { status, body } = await put('o-1', order({ total: 3.5 }), 1);
    expect([status, body.version]).toEqual([200, 2]);
    expect((await list()).body.data[0]).toMatchObject({ version: 2, total: 3.5 });
  });

  test('15 a change on a stale version is refused 412 with the order as it stands, and nothing changes', async () => {
    await put('o-1', order());
    await put('o-1', order({ terminal_id: 'till-2', total: 5 }), 1);
    const { status, body } = await put('o-1', order({ total: 9 }), 1);
    expect(status).toBe(412);
    expect(body.current).toMatchObject({ client_order_id: 'o-1', version: 2, terminal_id: 'till-2', total: 5 });
    expect((await list()).body.data[0]).toMatchObject({ version: 2, total: 5 });
  });

  test('15 a second "new" order with an id already listed is refused 412: another till made it first', async () => {
    await put('o-1', order());
    const { status, body } = await put('o-1', order({ terminal_id: 'till-2' }));
    expect(status).toBe(412);
    expect(body.current).toMatchObject({ version: 1, terminal_id: 'till-1' });
  });

  test('15 a change to an order no longer listed is refused 412 with current null', async () => {
    const { status, body } = await put('o-9', order(), 3);
    expect(status).toBe(412);
    expect(body.current).toBeNull();
  });

  test.each([
    ['no terminal', { terminal_id: '' }, 'terminal_id'],
    ['a line without line_id', { lines: [{ name: 'x' }] }, 'lines[0].line_id'],
    ['two lines with one line_id', { lines: [{ line_id: 'a' }, { line_id: 'a' }] }, 'lines[1].line_id'],
    ['no total', { total: undefined }, 'total'],
    ['another id in the body', { client_order_id: 'o-2' }, 'client_order_id'],
  ])('15 an order with %s is refused 422 naming the field', async (_name, overrides, field) => {
    const { status, body } = await put('o-1', order(overrides));
    expect(status).toBe(422);
    expect(body.errors?.map((e) => e.field)).toContain(field);
    expect((await list()).body.data).toEqual([]);
  });

  test('15 a hold is taken by one till; another is refused 409 naming the till that holds it', async () => {
    await put('o-1', order());
    expect((await hold('o-1', 'till-1')).status).toBe(200);
    const { status, body } = await hold('o-1', 'till-2');
    expect(status).toBe(409);
    expect(body.held_by).toEqual({ terminal_id: 'till-1', staff_id: 5, name: 'Till 1' });
    expect((await list()).body.data[0]?.held_by).toEqual({ terminal_id: 'till-1', staff_id: 5, name: 'Till 1' });
  });

  test('15 the holder takes its hold again; once released, another till can take it', async () => {
    await put('o-1', order());
    await hold('o-1', 'till-1');
    expect((await hold('o-1', 'till-1')).status).toBe(200);
    expect((await hold('o-1', 'till-2', 'release')).status).toBe(409);
    expect((await hold('o-1', 'till-1', 'release')).status).toBe(200);
    expect((await list()).body.data[0]?.held_by).toBeNull();
    expect((await hold('o-1', 'till-2')).status).toBe(200);
  });

  test('15 a hold on an order not listed answers 404', async () => {
    expect((await hold('o-9', 'till-1')).status).toBe(404);
  });

  test('15 a paid order is removed with its current version (204) and leaves the list', async () => {
    await put('o-1', order());
    await put('o-2', order({ table: 'Table 8' }));
    const res = await remove('o-1', 1);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await list()).body.data.map((o) => o.client_order_id)).toEqual(['o-2']);
  });

  test('15 a removal on a stale version is refused 412 and the order stays; without If-Match 428', async () => {
    await put('o-1', order());
    await put('o-1', order({ total: 2 }), 1);
    const stale = await remove('o-1', 1);
    expect(stale.status).toBe(412);
    expect(((await stale.json()) as Refused).current).toMatchObject({ version: 2 });
    expect((await remove('o-1')).status).toBe(428);
    expect((await list()).body.data).toHaveLength(1);
  });

  test('15 a lapsed hold lets another till take the order', async () => {
    await put('o-1', order());
    await hold('o-1', 'till-1');
    emu.control.lapseOpenOrderHolds();
    expect(emu.control.openOrders()[0]?.held_by).toBeNull();
    expect((await hold('o-1', 'till-2')).status).toBe(200);
  });

  test('15 a stored change whose answer was lost is refused 412 on retry, with current showing it landed', async () => {
    await put('o-1', order());
    emu.control.setFault('openorders', { kind: 'dropAfterStore', times: 1 });
    await put('o-1', order({ total: 4 }), 1).catch(() => null);
    const { status, body } = await put('o-1', order({ total: 4 }), 1);
    expect(status).toBe(412);
    expect(body.current).toMatchObject({ version: 2, total: 4 });
  });

  test('15 a hold fault answers its status and takes no hold', async () => {
    await put('o-1', order());
    emu.control.setFault('openorderhold', { kind: 'http500', status: 503, times: 1 });
    expect((await hold('o-1', 'till-1')).status).toBe(503);
    expect(emu.control.openOrders()[0]?.held_by).toBeNull();
  });

  test('15 the list fault fails the listing and leaves the orders alone', async () => {
    await put('o-1', order());
    emu.control.setFault('openorders', { kind: 'http500', times: 1 });
    expect((await list()).status).toBe(500);
    expect((await list()).body.data).toHaveLength(1);
  });
});

describe('open order holds lapse (assumed-contracts 15)', () => {
  const body = JSON.stringify(order());
  const who = (t: string) => JSON.stringify(holder(t));

  test('15 a hold lapses 10 minutes after its holder last took it', () => {
    const store = createOpenOrderStore();
    store.put('o-1', undefined, body, 0);
    store.hold('o-1', who('till-1'), 0);
    expect(store.hold('o-1', who('till-2'), HOLD_LAPSE_MS - 1).status).toBe(409);
    expect(store.hold('o-1', who('till-2'), HOLD_LAPSE_MS).status).toBe(200);
  });

  test('15 a PUT from the holder keeps its hold alive; one from another till does not', () => {
    const store = createOpenOrderStore();
    store.put('o-1', undefined, body, 0);
    store.hold('o-1', who('till-1'), 0);
    store.put('o-1', '1', body, HOLD_LAPSE_MS - 1000);
    expect(store.hold('o-1', who('till-2'), HOLD_LAPSE_MS + 1000).status).toBe(409);
    store.put('o-1', '2', JSON.stringify(order({ terminal_id: 'till-2' })), HOLD_LAPSE_MS + 2000);
    expect(store.hold('o-1', who('till-2'), 2 * HOLD_LAPSE_MS - 1000).status).toBe(200);
  });
});
