import { describe, expect, test } from 'vitest';
import { money, type CurrencyDigits } from '../../../src/core/money';
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
import { answering } from '../../kit/fetch';

const emu = emulatorPerFile({ reset: true });
const api = () => createApiClient({ baseUrl: emu.url, apiKey: KEY, timeoutMs: 2_000 });
const DIGITS: CurrencyDigits = 2;

const order = (overrides: Partial<OpenOrderBody> = {}): OpenOrderBody => ({
  client_order_id: 'o-7',
  order_name: null,
  table: 'Table 7',
  guests: 4,
  terminal_id: 'till-1',
  lines: [{ line_id: 'l-1', name: 'Chicken burger', quantity: '2', product_id: 41 }],
  sent: { 'l-1': '2' },
  total: money(350),
  ...overrides,
});
const till = (n: 1 | 2) => ({ terminal_id: `till-${n}`, staff_id: n, name: `Till ${n}` });

describe('assumed-contracts 15: open orders through the adapter', () => {
  test('a new order is stored at version 1 and read back as another till lists it', async () => {
    expect(await putOpenOrder(api(), order(), null, DIGITS)).toEqual({ ok: true, value: { kind: 'stored', version: 1 } });
    const listed = await listOpenOrders(api(), DIGITS);
    expect(listed).toEqual({
      ok: true,
      value: {
        dropped: [],
        orders: [{ ...order(), held_by: null, version: 1, updated_at: expect.any(String) }],
      },
    });
  });

  test('a change over a version another till already replaced is stale, with that till\'s order', async () => {
    await putOpenOrder(api(), order(), null, DIGITS);
    await putOpenOrder(api(), order({ terminal_id: 'till-2', total: money(525) }), 1, DIGITS);
    const stale = await putOpenOrder(api(), order({ total: money(900) }), 1, DIGITS);
    expect(stale).toMatchObject({ ok: true, value: { kind: 'stale', current: { version: 2, terminal_id: 'till-2', total: money(525) } } });
  });

  test('a change to an order paid elsewhere is stale with no current order', async () => {
    await putOpenOrder(api(), order(), null, DIGITS);
    await removeOpenOrder(api(), 'o-7', 1, DIGITS);
    expect(await putOpenOrder(api(), order(), 1, DIGITS)).toEqual({ ok: true, value: { kind: 'stale', current: null } });
  });

  test('the hold goes to one till; the other is told which till has it', async () => {
    await putOpenOrder(api(), order(), null, DIGITS);
    expect(await holdOpenOrder(api(), 'o-7', till(1))).toEqual({ ok: true, value: { kind: 'held' } });
    expect(await holdOpenOrder(api(), 'o-7', till(2))).toEqual({ ok: true, value: { kind: 'heldElsewhere', held_by: till(1) } });
    const listed = await listOpenOrders(api(), DIGITS);
    expect(listed.ok && listed.value.orders[0]?.held_by).toEqual(till(1));
    expect(await releaseOpenOrder(api(), 'o-7', till(1))).toEqual({ ok: true, value: { kind: 'released' } });
    expect(await holdOpenOrder(api(), 'o-7', till(2))).toEqual({ ok: true, value: { kind: 'held' } });
  });

  test('a paid order leaves the list; removing it again counts as removed; a stale removal is refused', async () => {
    await putOpenOrder(api(), order(), null, DIGITS);
    await putOpenOrder(api(), order({ total: money(400) }), 1, DIGITS);
    expect(await removeOpenOrder(api(), 'o-7', 1, DIGITS)).toMatchObject({ ok: true, value: { kind: 'stale', current: { version: 2 } } });
    expect(await removeOpenOrder(api(), 'o-7', 2, DIGITS)).toEqual({ ok: true, value: { kind: 'removed' } });
    expect(await removeOpenOrder(api(), 'o-7', 2, DIGITS)).toEqual({ ok: true, value: { kind: 'removed' } });
    expect(await listOpenOrders(api(), DIGITS)).toEqual({ ok: true, value: { orders: [], dropped: [] } });
  });

  test('a change stored whose answer was lost comes back stale, showing the till its own change landed', async () => {
    await putOpenOrder(api(), order(), null, DIGITS);
    emu.control.setFault('openorders', { kind: 'dropAfterStore', times: 1 });
    const lost = await putOpenOrder(api(), order({ total: money(700) }), 1, DIGITS);
    expect(lost).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(await putOpenOrder(api(), order({ total: money(700) }), 1, DIGITS)).toMatchObject({ ok: true, value: { kind: 'stale', current: { version: 2, total: 700 } } });
  });

  test('a server that fails the listing or the hold is an error to retry, not a refusal', async () => {
    await putOpenOrder(api(), order(), null, DIGITS);
    emu.control.setFault('openorders', { kind: 'http500', times: 1 });
    expect(await listOpenOrders(api(), DIGITS)).toMatchObject({ ok: false, error: { kind: 'server', status: 500 } });
    emu.control.setFault('openorderhold', { kind: 'http500', status: 503, times: 1 });
    expect(await holdOpenOrder(api(), 'o-7', till(2))).toMatchObject({ ok: false, error: { kind: 'server', status: 503 } });
  });
});

describe('assumed-contracts 15: decoding a listed order', () => {
  const row = { ...order(), total: '3.50', held_by: null, version: 3, updated_at: '2026-11-29T10:00:00.000Z' };
  const decode = (over: Record<string, unknown>) => decodeOpenOrder({ ...row, ...over }, DIGITS);

  test('an order without a version or a line without a line_id does not decode', () => {
    expect(decode({ version: undefined })).toMatchObject({ ok: false, reason: 'version: missing' });
    expect(decode({ lines: [{ name: 'x', quantity: '1' }] })).toMatchObject({ ok: false, reason: 'lines[0].line_id: missing' });
  });

  test('a line without a quantity is refused, never read as one', () => {
    expect(decode({ lines: [{ line_id: 'l-1', name: 'Chicken burger' }] })).toMatchObject({ ok: false, reason: 'lines[0].quantity: missing' });
  });

  test('a total sent as text is read as money in minor units; a holder without a name is named by its till', () => {
    expect(decode({ total: '3.500', held_by: { terminal_id: 'till-2' } })).toMatchObject({
      ok: true,
      value: { total: money(350), held_by: { terminal_id: 'till-2', staff_id: null, name: 'till-2' } },
    });
  });

  test.each(['', ' ', '0x10', '1e3', 'abc', null, -2, true])('a total of %j is refused, never read as a number', (total) => {
    expect(decode({ total })).toMatchObject({ ok: false, reason: expect.stringMatching(/^total: /) });
  });

  test('a listed order that does not decode is left out with its reason; the others are shown', async () => {
    const listing = answering(200, { status: true, data: [row, { ...row, client_order_id: 'o-8', total: ' ' }] });
    const listed = await listOpenOrders(createApiClient({ baseUrl: 'https://pos.example.com', apiKey: KEY, fetch: listing }), DIGITS);
    expect(listed).toMatchObject({
      ok: true,
      value: { orders: [{ client_order_id: 'o-7', total: 350 }], dropped: [{ route: 'openorders', reason: 'total: expected an amount, got " "' }] },
    });
  });

  test('a 412 whose order does not decode is malformed, never "the order left the list"', async () => {
    const stale = answering(412, { current: { ...row, version: 'two' } });
    const through = createApiClient({ baseUrl: 'https://pos.example.com', apiKey: KEY, fetch: stale });
    expect(await putOpenOrder(through, order(), 1, DIGITS)).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    expect(await removeOpenOrder(through, 'o-7', 1, DIGITS)).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });
});
