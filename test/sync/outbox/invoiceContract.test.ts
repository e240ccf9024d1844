import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../../src/sync/api/client';
import { invoiceBody } from '../../../src/sync/contracts/invoiceBody';
import { uploadInvoice } from '../../../src/sync/contracts/invoices';
import type { UploadOutcome } from '../../../src/sync/contracts/upload';
import { answering, hanging, refusing, type Seen } from '../../kit/fetch';
import { orderRow } from '../../kit/orders';

const KEY = 'secret-key-123';
const api = (fetch: typeof globalThis.fetch, timeoutMs?: number) =>
  createApiClient({ baseUrl: 'https://pos.example.com', apiKey: KEY, fetch, timeoutMs });

describe('assumed-contracts 6: the request', () => {
  test('POST /api/v2/invoices with Idempotency-Key = client_order_id and the invoice body', async () => {
    const order = orderRow();
    const seen: Seen[] = [];
    await uploadInvoice(api(answering(201, { status: true, data: { invoice_id: 1 } }, seen)), order);
    const { url, init } = seen[0]!;
    expect(init.method).toBe('POST');
    expect(url.href).toBe('https://pos.example.com/api/v2/invoices');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(order.client_order_id);
    expect(JSON.parse(String(init.body))).toEqual(invoiceBody(order));
  });
});

describe('assumed-contracts 6: answers become what the queue does next', () => {
  const order = orderRow({ client_order_id: 'order-x' });

  test.each<[string, number, string | object, UploadOutcome]>([
    ['201 Invoice synced', 201, { status: true, message: 'Invoice synced', data: { invoice_id: 5001, client_order_id: 'order-x' } }, { kind: 'accepted', invoice_id: 5001 }],
    ['200 for a key seen before', 200, { status: true, message: 'Invoice already synced', data: { invoice_id: 5001, client_order_id: 'order-x' } }, { kind: 'accepted', invoice_id: 5001 }],
    ['a string invoice id, no client_order_id, extra fields', 201, { status: true, data: { invoice_id: 'INV-7', extra: 1 }, meta: {} }, { kind: 'accepted', invoice_id: 'INV-7' }],
    ['422 with field errors', 422, { status: false, message: 'Invalid invoice', errors: [{ field: 'lines[0].product_id', message: 'unknown product 999' }] },
      { kind: 'rejected', message: 'Invalid invoice: lines[0].product_id: unknown product 999' }],
    ['422 with Laravel-style errors', 422, { status: false, message: 'The given data was invalid.', errors: { total: ['total is wrong'] } },
      { kind: 'rejected', message: 'The given data was invalid.: total: total is wrong' }],
    ['422 without errors', 422, { status: false, message: 'Invalid invoice' }, { kind: 'rejected', message: 'Invalid invoice' }],
    ['401', 401, { status: false, message: 'Unauthorized' }, { kind: 'unauthorized' }],
  ])('%s', async (_case, status, body, expected) => {
    expect(await uploadInvoice(api(answering(status, body)), order)).toEqual(expected);
  });

  test.each<[string, number, string | object]>([
    ['500', 500, { status: false, message: 'Internal server error' }],
    ['503 without a body', 503, ''],
    ['status:false in a 200', 200, { status: false, message: 'Could not store the invoice' }],
    ['a 201 that is not JSON', 201, '{"status":true,"data":{"invoi'],
    ['a 201 without data', 201, { status: true, message: 'Invoice synced' }],
    ['a 201 without an invoice id', 201, { status: true, data: { client_order_id: 'order-x' } }],
    ['a 201 that names another order', 201, { status: true, data: { invoice_id: 5001, client_order_id: 'order-y' } }],
  ])('%s is retried later', async (_case, status, body) => {
    expect(await uploadInvoice(api(answering(status, body)), order)).toMatchObject({ kind: 'retry', reason: expect.any(String) });
  });

  test.each([400, 404, 410, 413, 414, 415])('a %i (from the server or a proxy before it) refuses the sale for good, in its words', async (status) => {
    expect(await uploadInvoice(api(answering(status, { status: false, message: 'Refused' })), order)).toEqual({
      kind: 'rejected',
      message: `Server error ${status}: Refused`,
    });
  });

  test.each([403, 408, 429])('a %i is retried later: the server answered, not for good', async (status) => {
    expect(await uploadInvoice(api(answering(status, '')), order)).toMatchObject({ kind: 'retry', reached: true });
  });

  test('no answer (connection refused) is retried later', async () => {
    expect(await uploadInvoice(api(refusing), order)).toMatchObject({ kind: 'retry' });
  });

  test('a server that hangs is given up after the timeout and retried later', async () => {
    expect(await uploadInvoice(api(hanging, 50), order)).toMatchObject({ kind: 'retry', reason: expect.stringContaining('sent nothing for') });
  });

  test('the API key never appears in a message, even when the server echoes it', async () => {
    const rejected = await uploadInvoice(api(answering(422, { status: false, message: `Key ${KEY} may not send ticket T3` })), order);
    const failed = await uploadInvoice(api(answering(500, { status: false, message: `bad key ${KEY}` })), order);
    expect(JSON.stringify([rejected, failed])).not.toContain(KEY);
    expect(rejected).toMatchObject({ kind: 'rejected', message: expect.stringContaining('***') });
  });
});
