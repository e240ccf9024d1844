/**
 * The emulator keeps the quota as a server does (assumed-contracts 4): a stored sale takes its
 * units from `remaining_stock`, once per key, combo children and add-ons counted as the till
 * counts them; new quota rows start a new count.
 */
import { describe, expect, test } from 'vitest';
import { callJson, demoInvoice, emulatorPerFile } from '../kit/emulator';

const emu = emulatorPerFile({ reset: true });

const remaining = async (id: number) => {
  const { body } = await callJson(emu, '/api/v2/product-quota');
  return (body as { data: { product_id: number; remaining_stock: number }[] }).data.find((r) => r.product_id === id)?.remaining_stock;
};

const sell = (key: string, lines: { line_total: number }[]) => {
  const total = lines.reduce((sum, l) => sum + Math.round(l.line_total * 1000), 0) / 1000;
  return callJson(emu, '/api/v2/invoices', { method: 'POST', headers: { 'Idempotency-Key': key }, body: demoInvoice({ client_order_id: key, lines, total, payments: [{ method: 'cash', amount: total, tendered: total, change: 0 }] }) });
};

// 0.100 a unit, add-ons free: the line costs its quantity in tenths.
const line = (product_id: number, quantity: number, extra: Record<string, unknown> = {}) => ({
  product_id, name: 'x', brand_id: 1, quantity, weight: null, unit_price: 0.1, open_price: null, discount_pct: 0, modifiers: [], addons: [], combo_children: [], note: '', line_total: quantity / 10, ...extra,
});

describe('the quota a stored sale takes (assumed-contracts 4)', () => {
  test('each stored sale lowers remaining_stock by its units; the same key again takes nothing; it never reads below 0', async () => {
    emu.control.setQuota([{ product_id: 47, quota: 10, remaining_stock: 5 }, { product_id: 48, quota: 10, remaining_stock: 9 }]);
    expect((await sell('k-1', [line(47, 2), line(48, 1, { addons: [{ product_id: 47, quantity: 1, unit_price: 0 }] })])).status).toBe(201);
    expect(await remaining(47)).toBe(2);
    expect(await remaining(48)).toBe(8);
    expect((await sell('k-1', [line(47, 2)])).status).toBe(200);
    expect(await remaining(47)).toBe(2);
    expect((await sell('k-2', [line(47, 3)])).status).toBe(201);
    expect(await remaining(47)).toBe(0);
    expect(emu.control.quotaSold()).toEqual({ 47: 6, 48: 1 });
    // New rows: a new count.
    emu.control.setQuota([{ product_id: 47, quota: 10, remaining_stock: 4 }]);
    expect(await remaining(47)).toBe(4);
  });
});
