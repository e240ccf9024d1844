import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../../src/sync/api/client';
import {
  decodeOpenOrder,
  holdOpenOrder,
  listOpenOrders,
  putOpenOrder,
  releaseOpenOrder,
  removeOpenOrder,
  type OpenOrderBody,
} from '../../../src/sync/contracts/openOrders';
import { emulatorPerFile, KEY } from '../../kit/emulator';

const emu = emulatorPerFile({ reset: true });
const api = () => createApiClient({ baseUrl: emu.url, apiKey: KEY, timeoutMs: 2_000 });

const order = (overrides: Partial<OpenOrderBody> = {}): OpenOrderBody => ({
  client_order_id: 'o-7',
  order_name: null,
  table: 'Table 7',
  guests: 4,
  terminal_id: 'till-1',
  lines: [{ line_id: 'l-1', name: 'Chicken burger', quantity: '2', product_id: 41 }],
  sent: { 'l-1': '2' },
  total: 3.5,
  ...overrides,
});
const till = (n: 1 | 2) => ({ terminal_id: `till-${n}`, staff_id: n, name: `Till ${n}` });

describe('assumed-contracts 15: open orders through the adapter', () => {
  test('a new order is stored at version 1 and read back as another till lists it', async () => {
    expect(await putOpenOrder(api(), order(), null)).toEqual({ ok: true, value: { kind: 'stored', version: 1 } });
    const listed = await listOpenOrders(api());
    expect(listed).toEqual({
      ok: true,
      value: {
        dropped: 0,
        orders: [{ ...order(), held_by: null, version: 1, updated_at: expect.any(String) }],
      },
    });
  });

  test('a change over a version another till already replaced is stale, with that till\'s order', async () => {
    await putOpenOrder(api(), order(), null);
    await putOpenOrder(api(), order({ terminal_id: 'till-2', total: 5.25 }), 1);
    const stale = await putOpenOrder(api(), order({ total: 9 }), 1);
    expect(stale).toMatchObject({ ok: true, value: { kind: 'stale', current: { version: 2, terminal_id: 'till-2', total: 5.25 } } });
  });

  test('a change to an order paid elsewhere is stale with no current order', async () => {
    await putOpenOrder(api(), order(), null);
    await removeOpenOrder(api(), 'o-7', 1);
    expect(await putOpenOrder(api(), order(), 1)).toEqual({ ok: true, value: { kind: 'stale', current: null } });
  });

  test('the hold goes to one till; the other is told which till has it', async () => {
    await putOpenOrder(api(), order(), null);
    expect(await holdOpenOrder(api(), 'o-7', till(1))).toEqual({ ok: true, value: { kind: 'held' } });
    expect(await holdOpenOrder(api(), 'o-7', till(2))).toEqual({ ok: true, value: { kind: 'heldElsewhere', held_by: till(1) } });
    const listed = await listOpenOrders(api());
    expect(listed.ok && listed.value.orders[0]?.held_by).toEqual(till(1));
    expect(await releaseOpenOrder(api(), 'o-7', till(1))).toEqual({ ok: true, value: { kind: 'released' } });
    expect(await holdOpenOrder(api(), 'o-7', till(2))).toEqual({ ok: true, value: { kind: 'held' } });
  });

  test('a paid order leaves the list; removing it again counts as removed; a stale removal is refused', async () => {
    await putOpenOrder(api(), order(), null);
    await putOpenOrder(api(), order({ total: 4 }), 1);
    expect(await removeOpenOrder(api(), 'o-7', 1)).toMatchObject({ ok: true, value: { kind: 'stale', current: { version: 2 } } });
    expect(await removeOpenOrder(api(), 'o-7', 2)).toEqual({ ok: true, value: { kind: 'removed' } });
    expect(await removeOpenOrder(api(), 'o-7', 2)).toEqual({ ok: true, value: { kind: 'removed' } });
    expect(await listOpenOrders(api())).toEqual({ ok: true, value: { orders: [], dropped: 0 } });
  });

  test('a change stored whose answer was lost comes back stale, showing the till its own change landed', async () => {
    await putOpenOrder(api(), order(), null);
    emu.control.setFault('openorders', { kind: 'dropAfterStore', times: 1 });
    const lost = await putOpenOrder(api(), order({ total: 7 }), 1);
    expect(lost).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(await putOpenOrder(api(), order({ total: 7 }), 1)).toMatchObject({ ok: true, value: { kind: 'stale', current: { version: 2, total: 7 } } });
  });

  test('a server that fails the listing or the hold is an error to retry, not a refusal', async () => {
    await putOpenOrder(api(), order(), null);
    emu.control.setFault('openorders', { kind: 'http500', times: 1 });
    expect(await listOpenOrders(api())).toMatchObject({ ok: false, error: { kind: 'server', status: 500 } });
    emu.control.setFault('openorderhold', { kind: 'http500', status: 503, times: 1 });
    expect(await holdOpenOrder(api(), 'o-7', till(2))).toMatchObject({ ok: false, error: { kind: 'server', status: 503 } });
  });
});

describe('assumed-contracts 15: decoding a listed order', () => {
  const row = { ...order(), held_by: null, version: 3, updated_at: '2026-11-29T10:00:00.000Z' };

  test('an order without a version or a line without a line_id does not decode', () => {
    expect(decodeOpenOrder({ ...row, version: undefined })).toBeNull();
    expect(decodeOpenOrder({ ...row, lines: [{ name: 'x' }] })).toBeNull();
  });

  test('a total sent as text is read as its number; a holder without a name is named by its till', () => {
    expect(decodeOpenOrder({ ...row, total: '3.500', held_by: { terminal_id: 'till-2' } })).toMatchObject({
      total: 3.5,
      held_by: { terminal_id: 'till-2', staff_id: null, name: 'till-2' },
    });
  });
});
