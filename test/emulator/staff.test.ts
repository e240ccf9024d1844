import { describe, expect, test } from 'vitest';
import { callJson, demoInvoice, demoRefund, demoShift, emulatorPerFile } from '../kit/emulator';
import type { FailureBody } from '../kit/emulator';

const emu = emulatorPerFile({ reset: true });

const post = (path: string, body: unknown, key: string) =>
  callJson<{ status: boolean; message: string } & FailureBody>(emu, path, { method: 'POST', body, headers: { 'Idempotency-Key': key } });

const ali = { staff_id: 'c1', name: 'Ali' };
const mona = { staff_id: 'm1', name: 'Mona' };
const row = (who: { staff_id: string | null; name: string }, sales_count: number, sales_total: number, discount_total: number, refunds_total: number) => ({
  ...who,
  sales_count,
  sales_total,
  discount_total,
  refunds_total,
  voids_total: 0,
  tips_total: 0,
});

describe('10 by_cashier on the shift', () => {
  const shift = (by_cashier: unknown[]) => demoShift({ opened_by: ali, closed_by: mona, tips_total: 0, voids_count: 0, voids_total: 0, by_cashier });

  test('rows that add up to the shift, exactly in minor units, are stored with who opened and closed it', async () => {
    const { status } = await post('/api/v2/shifts', shift([row(ali, 80, 400.5, 1.2, 3.5), row(mona, 7, 12.25, 0, 0)]), 's-1');
    expect(status).toBe(201);
    expect(emu.control.shifts()[0]?.body).toMatchObject({ opened_by: ali, closed_by: mona });
  });

  test.each([
    ['a sales total one fils short', [row(ali, 80, 400.499, 1.2, 3.5), row(mona, 7, 12.25, 0, 0)]],
    ['a sale missing from the counts', [row(ali, 79, 400.5, 1.2, 3.5), row(mona, 7, 12.25, 0, 0)]],
    ['the refunds in no row', [row(ali, 80, 400.5, 1.2, 0), row(mona, 7, 12.25, 0, 0)]],
    ['the discounts twice', [row(ali, 80, 400.5, 1.2, 3.5), row(mona, 7, 12.25, 1.2, 0)]],
  ])('422 when the rows do not add up: %s', async (_, rows) => {
    const { status, body } = await post('/api/v2/shifts', shift(rows), 's-2');
    expect(status).toBe(422);
    expect(body.errors?.map((e) => e.field)).toContain('by_cashier');
    expect(emu.control.shifts()).toEqual([]);
  });

  test('422 when opened_by is not {staff_id, name}', async () => {
    const { status } = await post('/api/v2/shifts', demoShift({ opened_by: 'Ali' }), 's-3');
    expect(status).toBe(422);
  });
});

describe('10 the day’s per-cashier figures, from what was stored', () => {
  test('sales, discounts, refunds with their percentages and the manager overrides per cashier', async () => {
    const day = '2026-11-21T09:00:00.000Z';
    expect((await post('/api/v2/invoices', demoInvoice({ client_order_id: 'a1', created_at: day, cashier_id: 'c1', cashier_name: 'Ali' }), 'a1')).status).toBe(201);
    const sale = emu.control.invoices()[0]!.body;
    const refund = demoRefund({ client_order_id: 'r1', refund_of: 'a1', created_at: day, cashier_id: 'c1', cashier_name: 'Ali', approved_by: mona });
    expect((await post('/api/v2/invoices', refund, 'r1')).status).toBe(201);
    const other = demoInvoice({ client_order_id: 'b1', created_at: '2026-11-22T09:00:00.000Z', cashier_id: 'c1', cashier_name: 'Ali' });
    expect((await post('/api/v2/invoices', other, 'b1')).status).toBe(201);

    const { status, body } = await callJson<{ data: { date: string; by_cashier: Record<string, unknown>[] } }>(emu, '/api/v2/staff-performance?date=2026-11-21');
    expect(status).toBe(200);
    const [figures] = body.data.by_cashier;
    const total = sale.total as number;
    const refunded = refund.total as number;
    expect(body.data.by_cashier).toHaveLength(1);
    expect(figures).toMatchObject({ cashier_id: 'c1', cashier_name: 'Ali', sales_count: 1, sales_total: total, refunds_total: refunded, manager_overrides: 1 });
    expect(figures?.refund_pct).toBe(Math.round((refunded / total) * 10_000) / 100);
  });

  test('a sale with a cashier_id that is not text is refused with 422', async () => {
    expect((await post('/api/v2/invoices', demoInvoice({ cashier_id: 7 }), 'x1')).status).toBe(422);
  });

  test('without a date the route answers 422', async () => {
    expect((await callJson(emu, '/api/v2/staff-performance')).status).toBe(422);
  });
});
