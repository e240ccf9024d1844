/**
 * The invoice route refuses what the contracts refuse (assumed-contracts 6, 8, 10), so the
 * till's own tests meet the mistakes the real service would answer 422 to.
 */
import { describe, expect, test } from 'vitest';
import { callJson, demoInvoice, demoRefund, emulatorPerFile } from '../kit/emulator';
import type { FailureBody } from '../kit/emulator';

const emu = emulatorPerFile({ reset: true });

const post = (body: unknown, key = 'strict-1') =>
  callJson<{ status: boolean; message: string } & FailureBody>(emu, '/api/v2/invoices', { method: 'POST', body, headers: { 'Idempotency-Key': key } });

const manager = { staff_id: '5e1b0000-0000-4000-8000-000000000005', name: 'Mona' };
// The contract's line: 2 x (1.750 + option 0.250 + add-on 0.300) = 4.600.
const burgers = (demoInvoice().lines as Record<string, unknown>[])[0]!;
/** A sale of `line` alone, its total and payment what the line says. */
const saleOf = (line: Record<string, unknown>, overrides: Record<string, unknown> = {}) =>
  demoInvoice({ lines: [line], total: line.line_total, payments: [{ method: 'card', amount: line.line_total }], ...overrides });
const voidDoc = (overrides: Record<string, unknown> = {}) => ({
  kind: 'void', client_order_id: 'void-1', created_at: '2026-11-21T09:20:00.000Z', location_id: 3, brand_id: 1, channel_id: null,
  lines: [burgers], voids: [], total: 0, void_total: 4.6, reason: 'Customer changed mind', cashier_id: null, approved_by: manager, ...overrides,
});

async function refusedAt(body: unknown): Promise<string[]> {
  const { status, body: answer } = await post(body);
  expect(status).toBe(422);
  expect(answer.status).toBe(false);
  expect(emu.control.invoices()).toEqual([]);
  return answer.errors?.map((e) => e.field) ?? [];
}

describe('documents the contracts refuse answer 422 with the reason', () => {
  test.each([
    ['a sale line of brand 0', saleOf({ ...burgers, brand_id: 0 }), 'lines[0].brand_id'],
    ['a refund line of brand 0', demoRefund({ lines: [{ product_id: 41, brand_id: 0, quantity: 1, line_total: 2.3, of_line: 0 }] }), 'lines[0].brand_id'],
    ['a void document line of brand 0', voidDoc({ lines: [{ ...burgers, brand_id: 0 }] }), 'lines[0].brand_id'],
    ['a sale of another branch', demoInvoice({ location_id: 4 }), 'location_id'],
    ['a sale without location_id', demoInvoice({ location_id: undefined }), 'location_id'],
    ['a sale without created_at', demoInvoice({ created_at: undefined }), 'created_at'],
    ['a refund without approved_by', demoRefund({ approved_by: undefined }), 'approved_by'],
    ['a void document without approved_by', voidDoc({ approved_by: null }), 'approved_by'],
    ['a sale approved by a bare name', demoInvoice({ approved_by: { name: 'Mona' } }), 'approved_by'],
    ['a line discounted by a staff id that is a number', saleOf({ ...burgers, discount_pct: 10, line_total: 4.14, discount_by: { staff_id: 7, name: 'Sara' } }), 'lines[0].discount_by'],
    ['a line approved by someone without a name', saleOf({ ...burgers, discount_pct: 10, line_total: 4.14, discount_by: manager, approved_by: { staff_id: 'x' } }), 'lines[0].approved_by'],
    ['a line whose total leaves out its add-on', saleOf({ ...burgers, line_total: 4 }), 'lines[0].line_total'],
    ['a line whose total is one fils over', saleOf({ ...burgers, line_total: 4.601 }), 'lines[0].line_total'],
    ['a line whose discount is not taken off', saleOf({ ...burgers, discount_pct: 10, line_total: 4.6 }), 'lines[0].line_total'],
    ['a combo whose total leaves out a child', saleOf({ ...burgers, modifiers: [], addons: [], quantity: 1, unit_price: 2, combo_children: [{ product_id: 77, quantity: 2, unit_price: 0.5, modifiers: [] }], line_total: 2.5 }), 'lines[0].line_total'],
    ['a weighed line priced by its weight twice', saleOf({ ...burgers, modifiers: [], addons: [], quantity: 1, weight: 0.5, unit_price: 3, line_total: 3 }), 'lines[0].line_total'],
    ['a void document line whose total is not its price', voidDoc({ lines: [{ ...burgers, line_total: 2.3 }], void_total: 2.3 }), 'lines[0].line_total'],
  ])('%s', async (_label, body, field) => {
    expect(await refusedAt(body)).toContain(field);
  });

  test.each([
    ['a line of the contract\'s example', burgers],
    ['a discount rounded to the fils (10 % of 4.600 is 0.460; of 1.755, 0.176)', { ...burgers, quantity: 1, modifiers: [], addons: [], unit_price: 1.755, discount_pct: 10, line_total: 1.579 }],
    ['a weighing rounded to the fils (0.335 kg at 1.500, and an option of 0.100)', { ...burgers, quantity: 1, weight: 0.335, unit_price: 1.5, modifiers: [{ id: 1, modifier_id: 90, quantity: 1, unit_price: 0.1, instructions: [] }], addons: [], line_total: 0.603 }],
    ['a combo with two children of 0.500 and an option on one', { ...burgers, quantity: 2, unit_price: 2, modifiers: [], addons: [], combo_children: [{ product_id: 77, quantity: 1, unit_price: 0.5, modifiers: [{ id: 1, modifier_id: 90, quantity: 2, unit_price: 0.1, instructions: [] }] }, { product_id: 41, quantity: 1, unit_price: 0.5, modifiers: [] }], line_total: 6.4 }],
    ['a bill\'s share of two burgers split in three', { ...burgers, quantity: 0.667, line_total: 1.534 }],
  ])('accepted: %s', async (_label, line) => {
    const { status, body } = await post(saleOf(line as Record<string, unknown>));
    expect(body.errors ?? []).toEqual([]);
    expect(status).toBe(201);
  });
});

describe('a bill of a split order refunds its own share', () => {
  // One burger of 2.300 split in two: 0.5 of it, 1.150, on this bill.
  const bill = saleOf({ ...burgers, quantity: 0.5, line_total: 1.15 });
  const refundOf = (quantity: number, amount: number, key: string) =>
    post(demoRefund({ client_order_id: key, lines: [{ product_id: 41, brand_id: 1, quantity, line_total: amount, of_line: 0 }], total: amount, payments: [{ method: 'cash', amount }] }), key);

  test('its share is refunded; a whole burger, more than the bill sold, is refused', async () => {
    expect((await post(bill, 'bill-1')).status).toBe(201);
    const whole = await refundOf(1, 1.15, 'refund-1');
    expect(whole.status).toBe(422);
    expect(whole.body.errors?.map((e) => e.field)).toEqual(['lines[0].quantity']);
    expect((await refundOf(0.5, 1.15, 'refund-2')).status).toBe(201);
  });
});
