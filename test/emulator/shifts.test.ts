import { describe, expect, test } from 'vitest';
import { call, callJson, demoShift, emulatorPerFile } from '../kit/emulator';
import type { CallOptions, FailureBody } from '../kit/emulator';
import type { Fault } from '../../emulator/types';

const emu = emulatorPerFile({ reset: true });

type Answer = { status: boolean; message: string; data?: { shift_id: string } } & FailureBody;

const SHIFT_ID = demoShift().shift_id as string;
const options = (body: unknown, key: string | null): CallOptions => ({
  method: 'POST',
  body,
  headers: key === null ? {} : { 'Idempotency-Key': key },
});
const post = (body: unknown, key: string | null = SHIFT_ID) => callJson<Answer>(emu, '/api/v2/shifts', options(body, key));
const movement = (overrides: Record<string, unknown>) => ({ ...(demoShift().cash_movements as object[])[0], ...overrides });

describe('shift upload (assumed-contracts 9)', () => {
  test('9 a first upload answers 201 {status:true, message:"Shift synced", data:{shift_id}} and stores the body', async () => {
    const { status, body } = await post(demoShift());
    expect(status).toBe(201);
    expect(body).toEqual({ status: true, message: 'Shift synced', data: { shift_id: SHIFT_ID } });
    expect(emu.control.shifts()).toEqual([{ shift_id: SHIFT_ID, idempotency_key: SHIFT_ID, body: demoShift(), received_at: expect.any(String) }]);
  });

  test('9 the same Idempotency-Key again answers 200 with the same data and stores no second shift', async () => {
    await post(demoShift());
    const second = await post(demoShift({ counted_cash: 150, over_short: 6.75 }));
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual({ shift_id: SHIFT_ID });
    expect(emu.control.shifts()).toHaveLength(1);
    expect(emu.control.shifts()[0]?.body.counted_cash).toBe(143);
  });

  test('without an Idempotency-Key header the upload is refused with 400', async () => {
    expect((await post(demoShift(), null)).status).toBe(400);
    expect(emu.control.shifts()).toEqual([]);
  });

  test('9 over_short is checked exactly in minor units: counted 0.3 less expected 0.1 is 0.2 (not 0.19999999999999998)', async () => {
    const { status } = await post(demoShift({ expected_cash: 0.1, counted_cash: 0.3, over_short: 0.2 }));
    expect(status).toBe(201);
  });

  test('an expected cash below zero is stored as sent: more cash out than in is what the till counted', async () => {
    expect((await post(demoShift({ expected_cash: -5, counted_cash: 0, over_short: 5 }))).status).toBe(201);
  });

  test.each([
    ['a body that is not JSON', '{"shift_id":', 'body'],
    ['shift_id missing', demoShift({ shift_id: undefined }), 'shift_id'],
    ['terminal_id missing', demoShift({ terminal_id: '' }), 'terminal_id'],
    ['cashier_name missing', demoShift({ cashier_name: undefined }), 'cashier_name'],
    ['location_id not a whole number', demoShift({ location_id: '3' }), 'location_id'],
    ['opened_at not a time', demoShift({ opened_at: 'this morning' }), 'opened_at'],
    ['closed before it was opened', demoShift({ closed_at: '2026-11-21T05:00:00.000Z' }), 'closed_at'],
    ['a negative opening float', demoShift({ opening_float: -1 }), 'opening_float'],
    ['over_short one fils off counted - expected', demoShift({ over_short: -0.249 }), 'over_short'],
    ['over_short with its sign the wrong way', demoShift({ over_short: 0.25 }), 'over_short'],
    ['counted_cash missing', demoShift({ counted_cash: undefined }), 'counted_cash'],
    ['more decimals than the currency has', demoShift({ expected_cash: 143.2501, over_short: -0.2501 }), 'expected_cash'],
    ['cash_movements not an array', demoShift({ cash_movements: null }), 'cash_movements'],
    ['a cash movement neither in nor out', demoShift({ cash_movements: [movement({ kind: 'sideways' })] }), 'cash_movements[0].kind'],
    ['a cash movement of 0', demoShift({ cash_movements: [movement({ amount: 0 })] }), 'cash_movements[0].amount'],
    ['a cash movement without its time', demoShift({ cash_movements: [movement({ at: '' })] }), 'cash_movements[0].at'],
    ['sales_count below 0', demoShift({ sales_count: -1 }), 'sales_count'],
    ['refunds_count not whole', demoShift({ refunds_count: 1.5 }), 'refunds_count'],
    ['refunds_total missing', demoShift({ refunds_total: undefined }), 'refunds_total'],
    ['totals_by_method not adding up to sales_total', demoShift({ totals_by_method: { cash: 128.75, card: 283.999 } }), 'totals_by_method'],
    ['totals_by_method missing', demoShift({ totals_by_method: undefined }), 'totals_by_method'],
  ])('9 %s answers 422 {status:false, message, errors} and stores nothing', async (_label, body, field) => {
    const { status, body: answer } = await post(body);
    expect(status).toBe(422);
    expect(answer).toMatchObject({ status: false, message: 'Invalid shift' });
    expect(answer.errors?.map((e) => e.field)).toContain(field);
    expect(emu.control.shifts()).toEqual([]);
  });

  test('a refused body does not burn the key: the corrected upload with the same key is stored', async () => {
    await post(demoShift({ over_short: 0 }));
    expect((await post(demoShift())).status).toBe(201);
  });

  test('GET /__emulator/shifts lists the shifts; reset clears them', async () => {
    await post(demoShift());
    const list = (await (await fetch(`${emu.url}/__emulator/shifts`)).json()) as Array<{ shift_id: string }>;
    expect(list.map((s) => s.shift_id)).toEqual([SHIFT_ID]);
    emu.control.reset();
    expect(emu.control.shifts()).toEqual([]);
  });
});

describe('faults on the shifts route', () => {
  test.each<[string, Fault, number]>([
    ['http500', { kind: 'http500', times: 1 }, 500],
    ['http500 503', { kind: 'http500', status: 503, times: 1 }, 503],
    ['status 413', { kind: 'status', status: 413, times: 1 }, 413],
    ['statusFalse', { kind: 'statusFalse', times: 1 }, 200],
  ])('%s answers %i without storing; the retry with the same key is stored', async (_label, fault, code) => {
    emu.control.setFault('shifts', fault);
    const { status, body } = await post(demoShift());
    expect(status).toBe(code);
    expect(body.status).toBe(false);
    expect(emu.control.shifts()).toEqual([]);
    expect((await post(demoShift())).status).toBe(201);
  });

  test('latency delays the normal answer', async () => {
    emu.control.setFault('shifts', { kind: 'latency', ms: 30 });
    expect((await post(demoShift())).status).toBe(201);
  });

  test('malformedJson answers 200 with a truncated copy of the real answer', async () => {
    emu.control.setFault('shifts', { kind: 'malformedJson', times: 1 });
    const res = await call(emu, '/api/v2/shifts', options(demoShift(), SHIFT_ID));
    expect(res.status).toBe(200);
    expect(JSON.stringify({ status: true, message: 'Shift synced', data: { shift_id: SHIFT_ID } }).startsWith(await res.text())).toBe(true);
  });

  test('drop cuts the answer mid-body', async () => {
    emu.control.setFault('shifts', { kind: 'drop', times: 1 });
    const res = await call(emu, '/api/v2/shifts', options(demoShift(), SHIFT_ID));
    await expect(res.text()).rejects.toThrow();
  });

  test('hang never answers', async () => {
    emu.control.setFault('shifts', { kind: 'hang', times: 1 });
    await expect(call(emu, '/api/v2/shifts', { ...options(demoShift(), SHIFT_ID), signal: AbortSignal.timeout(200) })).rejects.toThrow();
  });

  test('dropAfterStore stores the shift and loses the answer; the retry with the same key gets 200 and no second shift', async () => {
    emu.control.setFault('shifts', { kind: 'dropAfterStore', times: 1 });
    await expect(post(demoShift())).rejects.toThrow();
    expect(emu.control.shifts()).toHaveLength(1);
    const retry = await post(demoShift());
    expect(retry.status).toBe(200);
    expect(retry.body.data).toEqual({ shift_id: SHIFT_ID });
    expect(emu.control.shifts()).toHaveLength(1);
  });

  test('a fault on shifts leaves invoices alone, and the other way round', async () => {
    emu.control.setFault('shifts', { kind: 'http500' });
    expect((await call(emu, '/api/v2/invoices', { method: 'POST', body: '{}', headers: { 'Idempotency-Key': 'k' } })).status).toBe(422);
    emu.control.setFault('shifts', null);
    emu.control.setFault('invoices', { kind: 'http500' });
    expect((await post(demoShift())).status).toBe(201);
  });

  test('POST /__emulator/faults takes the shifts route, but not emptyPage on it', async () => {
    const set = (fault: unknown) =>
      fetch(`${emu.url}/__emulator/faults`, { method: 'POST', body: JSON.stringify({ route: 'shifts', fault }), headers: { 'Content-Type': 'application/json' } });
    expect((await set({ kind: 'dropAfterStore' })).status).toBe(200);
    expect(emu.control.faults()).toEqual({ shifts: { kind: 'dropAfterStore' } });
    expect((await set({ kind: 'emptyPage' })).status).toBe(400);
  });
});
