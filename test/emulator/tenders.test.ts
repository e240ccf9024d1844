/** The emulator stores and checks the fields of assumed-contracts 10 on sales, refunds and shifts. */
import { describe, expect, test } from 'vitest';
import { validateShift } from '../../emulator/shifts';
import { callJson, demoInvoice, demoRefund, emulatorPerFile } from '../kit/emulator';
import type { FailureBody } from '../kit/emulator';

const emu = emulatorPerFile({ reset: true });

const upload = (body: unknown, key: string) =>
  callJson<{ status: boolean } & FailureBody>(emu, '/api/v2/invoices', { method: 'POST', body, headers: { 'Idempotency-Key': key } });

const knet = (amount: number) => ({ method: 'knet', method_name: 'KNET', amount, tendered: amount, change: 0 });

describe('10 tips, tenders and guests on a sale', () => {
  test('a tip paid with KNET, and the guests, are stored as sent', async () => {
    const sent = demoInvoice({ tip: 0.69, guests: 3, payments: [knet(5.29)] });
    expect((await upload(sent, 'k-tip')).status).toBe(201);
    const list = (await (await fetch(`${emu.url}/__emulator/invoices`)).json()) as Array<{ body: Record<string, unknown> }>;
    expect(list.at(-1)?.body).toMatchObject({ tip: 0.69, guests: 3, payments: [knet(5.29)] });
  });

  test.each([
    ['payments that cover the total but not the tip', { tip: 0.69, payments: [knet(4.6)] }, 'payments'],
    ['a tip below zero', { tip: -0.1 }, 'tip'],
    ['a tip with more decimals than the currency', { tip: 0.0001 }, 'tip'],
    ['a method that is not a code', { payments: [{ method: 'K NET', method_name: 'KNET', amount: 4.6, tendered: 4.6, change: 0 }] }, 'payments[0].method'],
    ['a tender code with no method_name', { payments: [{ method: 'knet', amount: 4.6, tendered: 4.6, change: 0 }] }, 'payments[0].method_name'],
    ['guests of 0', { guests: 0 }, 'guests'],
    ['guests that are not whole', { guests: 2.5 }, 'guests'],
  ])('%s answers 422', async (_label, overrides, field) => {
    const { status, body } = await upload(demoInvoice({ client_order_id: `bad-${field}`, ...overrides }), `bad-${_label}`);
    expect(status).toBe(422);
    expect(body.errors?.map((e) => e.field)).toContain(field);
  });

  test('a refund back to KNET is stored with its code and name', async () => {
    const sale = demoInvoice({ client_order_id: 'sale-knet', tip: 0.5, payments: [knet(5.1)] });
    expect((await upload(sale, 'sale-knet')).status).toBe(201);
    const refund = demoRefund({ client_order_id: 'refund-knet', refund_of: 'sale-knet', payments: [{ method: 'knet', method_name: 'KNET', amount: 2.3 }] });
    const { status, body } = await upload(refund, 'refund-knet');
    expect(body.errors ?? []).toEqual([]);
    expect(status).toBe(201);
  });
});

describe('10 a shift keys totals_by_method by code and carries tips_total', () => {
  const shift = (overrides: Record<string, unknown>) => ({
    shift_id: 's', terminal_id: 't', location_id: 3, cashier_name: 'Mona', opened_at: '2026-11-21T06:00:00.000Z', closed_at: '2026-11-21T14:00:00.000Z',
    opening_float: 20, cash_movements: [], expected_cash: 24.6, counted_cash: 24.6, over_short: 0, sales_count: 2, sales_total: 9.2,
    refunds_count: 0, refunds_total: 0, discount_total: 0, totals_by_method: { cash: 4.6, knet: 4.6 }, tips_total: 0.69, ...overrides,
  });
  test('a valid body', () => expect(validateShift(shift({}), 3)).toEqual([]));
  test.each([
    ['a key that is not a code', { totals_by_method: { cash: 4.6, 'K NET': 4.6 } }, 'totals_by_method.K NET'],
    ['tips below zero', { tips_total: -1 }, 'tips_total'],
    ['totals that do not add up to the sales', { totals_by_method: { cash: 4.6, knet: 4.5 } }, 'totals_by_method'],
  ])('%s is refused', (_label, overrides, field) => {
    expect(validateShift(shift(overrides), 3).map((e) => e.field)).toContain(field);
  });
});
