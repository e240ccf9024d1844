import { describe, expect, test } from 'vitest';
import { callJson, demoInvoice, demoRefund, emulatorPerFile } from '../kit/emulator';
import type { FailureBody } from '../kit/emulator';

const emu = emulatorPerFile({ reset: true });

type Answer = { status: boolean; message: string; data?: { invoice_id: number; client_order_id: string } } & FailureBody;

const post = (body: unknown, key: string) =>
  callJson<Answer>(emu, '/api/v2/invoices', { method: 'POST', body, headers: { 'Idempotency-Key': key } });

/** Uploads `demoInvoice` with `overrides` under its own client_order_id. */
async function sale(overrides: Record<string, unknown> = {}) {
  const body = demoInvoice(overrides);
  expect((await post(body, String(body.client_order_id))).status).toBe(201);
}

let refundNo = 0;
/** A refund under a fresh key and client_order_id. */
function refund(overrides: Record<string, unknown> = {}) {
  const id = `refund-${++refundNo}`;
  return post(demoRefund({ client_order_id: id, ...overrides }), id);
}

const refundLine = (overrides: Record<string, unknown> = {}) => ({ ...(demoRefund().lines as object[])[0], ...overrides });
/** A refund of `lines`, its total and cash payment their sum (in minor units of KWD); no payment for 0. */
function ofLines(...lines: Array<{ line_total: number } & Record<string, unknown>>) {
  const fils = lines.reduce((sum, l) => sum + Math.round(l.line_total * 1000), 0);
  return { lines: lines.map(refundLine), total: fils / 1000, payments: fils > 0 ? [{ method: 'cash', amount: fils / 1000 }] : [] };
}

describe('refunds on the invoice route (assumed-contracts 8)', () => {
  test('8 a refund of a stored sale answers 201 as a sale does, and is stored apart from the sales', async () => {
    await sale();
    const { status, body } = await post(demoRefund(), 'refund-key');
    expect(status).toBe(201);
    expect(body).toEqual({
      status: true,
      message: 'Refund synced',
      data: { invoice_id: expect.any(Number), client_order_id: demoRefund().client_order_id },
    });
    expect(emu.control.invoices().map((i) => i.client_order_id)).toEqual([demoInvoice().client_order_id]);
    expect(emu.control.refunds()).toEqual([
      {
        invoice_id: body.data?.invoice_id,
        client_order_id: demoRefund().client_order_id,
        refund_of: demoInvoice().client_order_id,
        idempotency_key: 'refund-key',
        body: demoRefund(),
        received_at: expect.any(String),
      },
    ]);
  });

  test('8 the same Idempotency-Key again answers 200 with the same data and makes no second refund', async () => {
    await sale();
    const first = await post(demoRefund(), 'same-refund');
    const second = await post(demoRefund({ reason: 'Changed mind' }), 'same-refund');
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(emu.control.refunds()).toHaveLength(1);
  });

  test('a sale and a refund are numbered in one series, so an invoice_id names one document', async () => {
    await sale();
    const { body } = await post(demoRefund(), 'r');
    expect(body.data?.invoice_id).not.toBe(emu.control.invoices()[0]?.invoice_id);
  });

  test("a refund sent under a sale's key gets the sale's answer and is not stored: a key names one document", async () => {
    await sale();
    const { status, body } = await post(demoRefund(), demoInvoice().client_order_id as string);
    expect(status).toBe(200);
    expect(body.data?.client_order_id).toBe(demoInvoice().client_order_id);
    expect(emu.control.refunds()).toEqual([]);
  });

  test('8 a refund_of no stored sale answers 422 {status:false, message:"Unknown sale"} and stores nothing', async () => {
    const { status, body } = await post(demoRefund(), 'early');
    expect(status).toBe(422);
    expect(body).toMatchObject({ status: false, message: 'Unknown sale' });
    expect(emu.control.refunds()).toEqual([]);
  });

  test('8 an unknown sale does not burn the key: once the sale is uploaded the same refund is stored', async () => {
    await post(demoRefund(), 'early');
    await sale();
    expect((await post(demoRefund(), 'early')).status).toBe(201);
  });

  test('a refund is not a sale: refunding a refund is an unknown sale', async () => {
    await sale();
    await post(demoRefund(), 'r1');
    const { body } = await post(demoRefund({ client_order_id: 'r2', refund_of: demoRefund().client_order_id }), 'r2');
    expect(body.message).toBe('Unknown sale');
  });
});

describe('8 a line is never refunded beyond what was paid for it, over all its refunds', () => {
  test('two refunds of one burger each take the whole line of two; a third unit is refused', async () => {
    await sale();
    expect((await refund()).status).toBe(201);
    expect((await refund()).status).toBe(201);
    const { status, body } = await refund(ofLines({ quantity: 1, line_total: 0 }));
    expect(status).toBe(422);
    expect(body.message).toBe('Refund exceeds the sale');
    expect(body.errors?.map((e) => e.field)).toEqual(['lines[0].quantity']);
    expect(emu.control.refunds()).toHaveLength(2);
  });

  test('a second refund one fils beyond the line total is refused; the line total exactly is accepted', async () => {
    await sale();
    await refund(ofLines({ quantity: 1, line_total: 2.3 }));
    const over = await refund(ofLines({ quantity: 1, line_total: 2.301 }));
    expect(over.status).toBe(422);
    expect(over.body.errors?.map((e) => e.field)).toEqual(['lines[0].line_total']);
    expect((await refund(ofLines({ quantity: 1, line_total: 2.3 }))).status).toBe(201);
  });

  test('amounts are compared exactly in minor units: 0.1 then 0.2 refund a line of 0.3 whole (not 0.30000000000000004)', async () => {
    await sale({ lines: [{ ...(demoInvoice().lines as object[])[0], unit_price: 0.15, modifiers: [], addons: [], line_total: 0.3 }], total: 0.3, payments: [{ method: 'card', amount: 0.3 }] });
    expect((await refund(ofLines({ quantity: 1, line_total: 0.1 }))).status).toBe(201);
    expect((await refund(ofLines({ quantity: 1, line_total: 0.2 }))).status).toBe(201);
  });

  test('two lines of one refund that name the same sale line count together', async () => {
    await sale();
    const { status, body } = await refund(ofLines({ quantity: 2, line_total: 2.3 }, { quantity: 1, line_total: 2.3 }));
    expect(status).toBe(422);
    expect(body.errors?.map((e) => e.field)).toEqual(['lines[0].quantity']);
  });

  test('refunds of another sale do not count against this one', async () => {
    await sale();
    await sale({ client_order_id: 'other-sale' });
    await refund(ofLines({ quantity: 2, line_total: 4.6 }));
    expect((await refund({ refund_of: 'other-sale', ...ofLines({ quantity: 2, line_total: 4.6 }) })).status).toBe(201);
  });

  test.each([
    ['a line the sale does not have', { of_line: 1 }, 'lines[0].of_line'],
    ['another product than the sale line', { product_id: 1 }, 'lines[0].product_id'],
  ])('%s answers 422', async (_label, line, field) => {
    await sale();
    const { status, body } = await refund(ofLines({ quantity: 1, line_total: 2.3, ...line }));
    expect(status).toBe(422);
    expect(body.errors?.map((e) => e.field)).toContain(field);
  });
});

describe('8 an invalid refund body answers 422 {status:false, message, errors} and stores nothing', () => {
  test.each([
    ['refund_of missing', { refund_of: undefined }, 'refund_of'],
    ['client_order_id missing', { client_order_id: '' }, 'client_order_id'],
    ['ticket_no missing', { ticket_no: undefined }, 'ticket_no'],
    ['brand_id 0 (2.10.8)', { brand_id: 0 }, 'brand_id'],
    ['no lines', { lines: [] }, 'lines'],
    ['a quantity of 0', ofLines({ quantity: 0, line_total: 2.3 }), 'lines[0].quantity'],
    ['a part of a unit finer than 3 decimals', ofLines({ quantity: 0.0005, line_total: 2.3 }), 'lines[0].quantity'],
    ['a negative line_total', { lines: [refundLine({ line_total: -2.3 })] }, 'lines[0].line_total'],
    ['more decimals than the currency has', ofLines({ quantity: 1, line_total: 2.3001 }), 'lines[0].line_total'],
    ['no of_line', { lines: [refundLine({ of_line: undefined })] }, 'lines[0].of_line'],
    ['a total other than the sum of the lines', { total: 2.299, payments: [{ method: 'cash', amount: 2.299 }] }, 'total'],
    ['payments short of the total', { payments: [{ method: 'cash', amount: 2 }] }, 'payments'],
    ['payments above the total (no change on a refund)', { payments: [{ method: 'cash', amount: 3 }] }, 'payments'],
    ['a payment method that is not a code', { payments: [{ method: 'Voucher!', amount: 2.3 }] }, 'payments[0].method'],
    ['a tender code without its method_name', { payments: [{ method: 'voucher', amount: 2.3 }] }, 'payments[0].method_name'],
    ['an order_name over 60 characters (7)', { order_name: 'x'.repeat(61) }, 'order_name'],
    ['a reason that is not text', { reason: 7 }, 'reason'],
  ])('%s', async (_label, overrides, field) => {
    await sale();
    const { status, body } = await refund(overrides);
    expect(status).toBe(422);
    expect(body).toMatchObject({ status: false, message: 'Invalid refund' });
    expect(body.errors?.map((e) => e.field)).toContain(field);
    expect(emu.control.refunds()).toEqual([]);
  });

  test('a refund of free items (line_total 0, no payment) is accepted: the units come back, no money moves', async () => {
    await sale();
    expect((await refund(ofLines({ quantity: 1, line_total: 0 }))).status).toBe(201);
  });
});

describe('refunds under faults and control', () => {
  test('faults on invoices apply to refunds: a 500 stores nothing; the answer lost after storing is found by the retry', async () => {
    await sale();
    emu.control.setFault('invoices', { kind: 'http500', times: 1 });
    expect((await post(demoRefund(), 'r-fault')).status).toBe(500);
    expect(emu.control.refunds()).toEqual([]);

    emu.control.setFault('invoices', { kind: 'dropAfterStore', times: 1 });
    await expect(post(demoRefund(), 'r-fault')).rejects.toThrow();
    expect(emu.control.refunds()).toHaveLength(1);
    const retry = await post(demoRefund(), 'r-fault');
    expect(retry.status).toBe(200);
    expect(retry.body.data?.invoice_id).toBe(emu.control.refunds()[0]?.invoice_id);
    expect(emu.control.refunds()).toHaveLength(1);
  });

  test('GET /__emulator/refunds lists the refunds; reset clears them', async () => {
    await sale();
    await post(demoRefund(), 'r-http');
    const list = (await (await fetch(`${emu.url}/__emulator/refunds`)).json()) as Array<{ idempotency_key: string }>;
    expect(list.map((r) => r.idempotency_key)).toEqual(['r-http']);
    await fetch(`${emu.url}/__emulator/reset`, { method: 'POST' });
    expect(emu.control.refunds()).toEqual([]);
  });
});
