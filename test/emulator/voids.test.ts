import { describe, expect, test } from 'vitest';
import { callJson, demoInvoice, emulatorPerFile } from '../kit/emulator';
import type { FailureBody } from '../kit/emulator';

const emu = emulatorPerFile({ reset: true });

type Answer = { status: boolean; message: string; data?: { invoice_id: number; client_order_id: string } } & FailureBody;
const post = (body: unknown, key: string) =>
  callJson<Answer>(emu, '/api/v2/invoices', { method: 'POST', body, headers: { 'Idempotency-Key': key } });

const voidEntry = (overrides: Record<string, unknown> = {}) => ({
  product_id: 41, brand_id: 1, quantity: 1, line_total: 1.75, reason: 'Wrong item', voided_at: '2026-11-21T09:10:00.000Z',
  cashier_id: null, approved_by: { staff_id: 'manager-pin', name: 'Manager' }, ...overrides,
});
const voidDoc = (overrides: Record<string, unknown> = {}) => ({
  kind: 'void', client_order_id: 'void-1', created_at: '2026-11-21T09:20:00.000Z', location_id: 3, brand_id: 1, channel_id: null,
  lines: [{ ...(demoInvoice().lines as object[])[0], quantity: 2, line_total: 4.6 }],
  voids: [voidEntry()], total: 0, void_total: 6.35, reason: 'Customer changed mind', cashier_id: null,
  approved_by: { staff_id: 'manager-pin', name: 'Manager' }, ...overrides,
});

describe('voids (assumed-contracts 10)', () => {
  test('10 a sale carrying its voids and split_of is stored with them', async () => {
    const body = demoInvoice({ voids: [voidEntry()], split_of: 'order-7' });
    expect((await post(body, 'sale-1')).status).toBe(201);
    expect(emu.control.invoices()[0]?.body).toMatchObject({ voids: [voidEntry()], split_of: 'order-7' });
  });

  test.each([
    ['an unknown product', { voids: [voidEntry({ product_id: 99999 })] }, 'voids[0].product_id'],
    ['no reason', { voids: [voidEntry({ reason: '' })] }, 'voids[0].reason'],
    ['more decimals than the currency', { voids: [voidEntry({ line_total: 1.7501 })] }, 'voids[0].line_total'],
    ['a blank split_of', { split_of: '' }, 'split_of'],
  ])('10 a sale with a void of %s is refused, 422', async (_label, overrides, field) => {
    const { status, body } = await post(demoInvoice(overrides), 'bad-sale');
    expect(status).toBe(422);
    expect(body.errors?.map((e) => e.field)).toContain(field);
  });

  test('10 a cleared order\'s void document is stored apart from the sales, once under its key, and takes no quota', async () => {
    const first = await post(voidDoc(), 'void-1');
    expect(first.status).toBe(201);
    expect((await post(voidDoc({ reason: 'Other' }), 'void-1')).status).toBe(200);
    expect(emu.control.voids().map((v) => [v.client_order_id, v.body.reason])).toEqual([['void-1', 'Customer changed mind']]);
    expect(emu.control.invoices()).toEqual([]);
    expect(emu.control.quotaSold()).toEqual({});
  });

  test.each([
    ['a total other than 0', { total: 6.35 }, 'total'],
    ['a void_total that is not the sum of what it voids', { void_total: 6.3 }, 'void_total'],
    ['nothing voided', { lines: [], voids: [] }, 'lines'],
    ['no reason', { reason: ' ' }, 'reason'],
  ])('10 a void document with %s is refused, 422, and stores nothing', async (_label, overrides, field) => {
    const { status, body } = await post(voidDoc(overrides), 'void-bad');
    expect(status).toBe(422);
    expect(body.errors?.map((e) => e.field)).toContain(field);
    expect(emu.control.voids()).toEqual([]);
  });

  test('10 a void document meets the invoice route\'s faults as a sale does', async () => {
    emu.control.setFault('invoices', { kind: 'http500', times: 1 });
    expect((await post(voidDoc(), 'void-1')).status).toBe(500);
    expect((await post(voidDoc(), 'void-1')).status).toBe(201);
  });

  test('4 the bills of a line split in equal parts take its units from the quota once between them', async () => {
    // Two burgers at 2.300 (options and add-on included) on two bills: one each, 2.300 each.
    const line = (demoInvoice().lines as Record<string, unknown>[])[0];
    const bill = (id: string) => demoInvoice({ client_order_id: id, split_of: 'order-7', lines: [{ ...line, quantity: 1, line_total: 2.3 }], total: 2.3, payments: [{ method: 'cash', amount: 2.3 }] });
    expect((await post(bill('b1'), 'b1')).status).toBe(201);
    expect((await post(bill('b2'), 'b2')).status).toBe(201);
    expect(emu.control.quotaSold()[41]).toBe(2);
  });

  test('10 a bill of a split order holding the whole quantity for a share of the money is refused, 422', async () => {
    const line = (demoInvoice().lines as Record<string, unknown>[])[0];
    const whole = demoInvoice({ client_order_id: 'b1', split_of: 'order-7', lines: [{ ...line, quantity: 2, line_total: 2.3 }], total: 2.3, payments: [{ method: 'cash', amount: 2.3 }] });
    const { status, body } = await post(whole, 'b1');
    expect(status).toBe(422);
    expect(body.errors?.map((e) => e.field)).toEqual(['lines[0].line_total']);
    expect(emu.control.quotaSold()).toEqual({});
  });
});
