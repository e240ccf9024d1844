import { describe, expect, test } from 'vitest';
import { callJson, demoInvoice, emulatorPerFile } from '../kit/emulator';
import type { FailureBody } from '../kit/emulator';

const emu = emulatorPerFile({ reset: true });

const upload = (body: unknown, key: string | null = 'key-1') =>
  callJson<{ status: boolean; message: string; data?: { invoice_id: number; client_order_id: string } } & FailureBody>(emu, '/api/v2/invoices', {
    method: 'POST',
    body,
    headers: key === null ? {} : { 'Idempotency-Key': key },
  });

const line = (overrides: Record<string, unknown> = {}) => ({ ...(demoInvoice().lines as object[])[0], ...overrides });

describe('sync_invoice (assumed-contracts 6)', () => {
  test('6 a first upload answers 201 {status:true, message:"Invoice synced", data:{invoice_id, client_order_id}}', async () => {
    const { status, body } = await upload(demoInvoice());
    expect(status).toBe(201);
    expect(body).toEqual({
      status: true,
      message: 'Invoice synced',
      data: { invoice_id: expect.any(Number), client_order_id: demoInvoice().client_order_id },
    });
  });

  test('6 the same Idempotency-Key again answers 200 with the same data and stores no second invoice', async () => {
    const first = await upload(demoInvoice(), 'same-key');
    const second = await upload(demoInvoice({ ticket_no: 'T3-999999' }), 'same-key');
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(emu.control.invoices()).toHaveLength(1);
  });

  test('different keys store different invoices with different ids', async () => {
    const a = await upload(demoInvoice({ client_order_id: 'order-a' }), 'order-a');
    const b = await upload(demoInvoice({ client_order_id: 'order-b' }), 'order-b');
    expect(a.body.data?.invoice_id).not.toBe(b.body.data?.invoice_id);
    expect(emu.control.invoices().map((i) => i.idempotency_key)).toEqual(['order-a', 'order-b']);
  });

  test('the stored invoice keeps the body as sent and its key', async () => {
    await upload(demoInvoice(), 'k-stored');
    const [stored] = emu.control.invoices();
    expect(stored?.idempotency_key).toBe('k-stored');
    expect(stored?.client_order_id).toBe(demoInvoice().client_order_id);
    expect(stored?.body).toEqual(demoInvoice());
  });

  test('GET /__emulator/invoices lists the stored invoices', async () => {
    await upload(demoInvoice(), 'k-http');
    const list = (await (await fetch(`${emu.url}/__emulator/invoices`)).json()) as Array<{ idempotency_key: string }>;
    expect(list.map((i) => i.idempotency_key)).toEqual(['k-http']);
  });

  test('6 without an Idempotency-Key header the upload is refused with 400', async () => {
    const { status, body } = await upload(demoInvoice(), null);
    expect(status).toBe(400);
    expect(body.status).toBe(false);
    expect(emu.control.invoices()).toEqual([]);
  });

  test('a total within one minor unit of the sum of line totals is accepted', async () => {
    const { status } = await upload(demoInvoice({ total: 4.601, payments: [{ method: 'card', amount: 4.601 }] }));
    expect(status).toBe(201);
  });

  test('payments above the total (cash with change) are accepted', async () => {
    const { status } = await upload(demoInvoice({ payments: [{ method: 'cash', amount: 2 }, { method: 'card', amount: 3 }] }));
    expect(status).toBe(201);
  });

  test.each([
    ['a body that is not JSON', '{"client_order_id":', 'body'],
    ['client_order_id missing', demoInvoice({ client_order_id: undefined }), 'client_order_id'],
    ['client_order_id not a string', demoInvoice({ client_order_id: 42 }), 'client_order_id'],
    ['ticket_no missing', demoInvoice({ ticket_no: '' }), 'ticket_no'],
    ['no lines', demoInvoice({ lines: [] }), 'lines'],
    ['an unknown product', demoInvoice({ lines: [line({ product_id: 99999 })] }), 'lines[0].product_id'],
    ['quantity 0', demoInvoice({ lines: [line({ quantity: 0 })] }), 'lines[0].quantity'],
    ['brand_id 0 on the order (2.10.8)', demoInvoice({ brand_id: 0 }), 'brand_id'],
    ['brand_id 0 on a line (2.10.8)', demoInvoice({ lines: [line({ brand_id: 0 })] }), 'lines[0].brand_id'],
    ['a total off by two minor units', demoInvoice({ total: 4.602, payments: [{ method: 'cash', amount: 5 }] }), 'total'],
    ['payments short of the total', demoInvoice({ payments: [{ method: 'cash', amount: 4.5 }] }), 'payments'],
  ])('6 %s answers 422 {status:false, message, errors} and stores nothing', async (_label, body, field) => {
    const { status, body: answer } = await upload(body);
    expect(status).toBe(422);
    expect(answer.status).toBe(false);
    expect(typeof answer.message).toBe('string');
    expect(answer.errors?.map((e) => e.field)).toContain(field);
    expect(emu.control.invoices()).toEqual([]);
  });

  test('a refused body does not burn the key: the corrected upload with the same key is stored', async () => {
    await upload(demoInvoice({ brand_id: 0 }), 'k-fix');
    const { status } = await upload(demoInvoice(), 'k-fix');
    expect(status).toBe(201);
  });
});

describe('order fields on the invoice (assumed-contracts 7)', () => {
  const orderFields = {
    order_name: 'Table 4',
    order_note: 'No onions on anything, please',
    shift_id: '3f0a9c1d-0000-4000-8000-000000000003',
    cashier_name: 'Cashier 1',
    terminal_id: '4f2a0000-0000-4000-8000-000000000004',
  };

  test('7 order_name, order_note, shift_id, cashier_name and terminal_id are stored and returned as sent', async () => {
    expect((await upload(demoInvoice(orderFields), 'k-fields')).status).toBe(201);
    const list = (await (await fetch(`${emu.url}/__emulator/invoices`)).json()) as Array<{ body: Record<string, unknown> }>;
    expect(list[0]?.body).toMatchObject(orderFields);
  });

  test('7 an order_name of 60 characters and an order_note of 200 are accepted, counted as a person counts (Arabic letters, emoji)', async () => {
    const { status } = await upload(demoInvoice({ order_name: 'طاولة'.repeat(12), order_note: '🍔'.repeat(200) }));
    expect(status).toBe(201);
  });

  test.each([
    ['an order_name of 61 characters', { order_name: 'x'.repeat(61) }, 'order_name'],
    ['an order_note of 201 characters', { order_note: 'x'.repeat(201) }, 'order_note'],
    ['a shift_id that is not text', { shift_id: 42 }, 'shift_id'],
    ['a cashier_name that is not text', { cashier_name: ['Cashier 1'] }, 'cashier_name'],
    ['a terminal_id that is not text', { terminal_id: {} }, 'terminal_id'],
    ['a kind other than sale or refund', { kind: 'return' }, 'kind'],
  ])('7 %s answers 422', async (_label, overrides, field) => {
    const { status, body } = await upload(demoInvoice(overrides));
    expect(status).toBe(422);
    expect(body.errors?.map((e) => e.field)).toContain(field);
  });

  test('kind "sale" is a sale; the order fields may be left out or null', async () => {
    expect((await upload(demoInvoice({ kind: 'sale', order_name: null }))).status).toBe(201);
  });
});
