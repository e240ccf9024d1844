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

  test('rows that count their voids must count the shift\'s: 422 otherwise', async () => {
    const withVoids = (a: number, m: number) => [{ ...row(ali, 80, 400.5, 1.2, 3.5), voids_count: a }, { ...row(mona, 7, 12.25, 0, 0), voids_count: m }];
    const voided = (rows: unknown[]) => demoShift({ voids_count: 2, voids_total: 0, by_cashier: rows });
    expect((await post('/api/v2/shifts', voided(withVoids(1, 1)), 's-v1')).status).toBe(201);
    const { status, body } = await post('/api/v2/shifts', voided(withVoids(2, 1)), 's-v2');
    expect(status).toBe(422);
    expect(body.errors).toContainEqual(expect.objectContaining({ field: 'by_cashier', message: 'by_cashier voids_count must add up to voids_count' }));
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

  test('voids count to who took them back: a sale\'s, an earlier one on a cleared order, and the clearing itself', async () => {
    const day = '2026-11-21T10:00:00.000Z';
    const sara = { staff_id: 'c2', name: 'Sara' };
    const entry = (who: { staff_id: string; name: string } | null, line_total: number) => ({
      product_id: 41, brand_id: 1, quantity: 1, line_total, reason: 'Wrong item', voided_at: day,
      cashier_id: who?.staff_id ?? null, cashier_name: who?.name ?? null, approved_by: mona,
    });
    // Ali's sale with one void by Sara and one recorded with nobody named (Ali's, the sale's).
    const sale = demoInvoice({ client_order_id: 's1', created_at: day, cashier_id: 'c1', cashier_name: 'Ali', voids: [entry(sara, 1.75), entry(null, 0.5)] });
    expect((await post('/api/v2/invoices', sale, 's1')).status).toBe(201);
    const line = { ...(demoInvoice().lines as object[])[0], quantity: 2, line_total: 4.6 };
    const cleared = {
      kind: 'void', client_order_id: 'v1', created_at: day, location_id: 3, brand_id: 1, channel_id: null, lines: [line], voids: [entry(ali, 1.75)],
      total: 0, void_total: 6.35, reason: 'Other', cashier_id: 'c2', cashier_name: 'Sara', approved_by: mona,
    };
    expect((await post('/api/v2/invoices', cleared, 'v1')).status).toBe(201);
    const { body } = await callJson<{ data: { by_cashier: Record<string, unknown>[] } }>(emu, '/api/v2/staff-performance?date=2026-11-21');
    expect(body.data.by_cashier.map((r) => [r.cashier_name, r.sales_count, r.voids_count, r.voids_total, r.manager_overrides])).toEqual([
      ['Ali', 1, 2, 2.25, 2],
      ['Sara', 0, 2, 6.35, 2],
    ]);
    const voidPct = body.data.by_cashier[0]?.void_pct;
    expect(voidPct).toBe(Math.round((2.25 / (sale.total as number)) * 10_000) / 100);
  });

  test('a void document or a void entry naming a cashier_id that is not text is refused with 422', async () => {
    const sale = demoInvoice({ voids: [{ product_id: 41, brand_id: 1, quantity: 1, line_total: 1.75, reason: 'Other', voided_at: '2026-11-21T10:00:00.000Z', cashier_id: 7, approved_by: mona }] });
    const { status, body } = await post('/api/v2/invoices', sale, 'bad-void');
    expect(status).toBe(422);
    expect(body.errors?.map((e) => e.field)).toContain('voids[0].cashier_id');
  });

  test('a sale with a cashier_id that is not text is refused with 422', async () => {
    expect((await post('/api/v2/invoices', demoInvoice({ cashier_id: 7 }), 'x1')).status).toBe(422);
  });

  test('without a date the route answers 422', async () => {
    expect((await callJson(emu, '/api/v2/staff-performance')).status).toBe(422);
  });
});
