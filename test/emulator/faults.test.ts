import { describe, expect, test } from 'vitest';
import { API_ROUTES, call, callJson, demoInvoice, emulatorPerFile, start } from '../kit/emulator';
import type { FailureBody, ProductsEnvelope } from '../kit/emulator';

const emu = emulatorPerFile({ reset: true });

/** The failure body each route documents (7, 4.2; assumed-contracts for the companion routes). */
const FAILURE: Record<string, (b: FailureBody) => void> = {
  products: (b) => expect(b).toEqual({ status: false, message: expect.any(String), data: { current_page: 1, records_per_page: 10, total_records: 0, products: [] } }),
  addons: (b) => expect(b).toEqual({ status: false, message: expect.any(String), data: { current_page: 1, records_per_page: 10, total_records: 0, products: [] } }),
  categories: (b) => expect(b).toEqual({ error: 'Database error', detail: expect.any(String) }),
  modifiers: (b) => expect(b).toEqual({ status: false, message: expect.any(String), error: expect.any(String) }),
  brands: (b) => expect(b).toEqual({ status: false, message: expect.any(String), error: expect.any(String) }),
  session: (b) => expect(b).toEqual({ status: false, message: expect.any(String), error: expect.any(String) }),
  channels: (b) => expect(b).toEqual({ status: false, message: expect.any(String), error: expect.any(String) }),
  quota: (b) => expect(b).toEqual({ status: false, message: expect.any(String), error: expect.any(String) }),
  soldout: (b) => expect(b).toEqual({ status: false, message: expect.any(String), error: expect.any(String) }),
  invoices: (b) => expect(b).toEqual({ status: false, message: expect.any(String), error: expect.any(String) }),
  shifts: (b) => expect(b).toEqual({ status: false, message: expect.any(String), error: expect.any(String) }),
};

const invoiceOpts = (key = 'key-1') => ({ body: demoInvoice(), headers: { 'Idempotency-Key': key } });
const optsFor = (route: string) => (route === 'invoices' ? invoiceOpts() : {});

describe('http500 and statusFalse', () => {
  test.each(API_ROUTES)('7 http500 on $route answers 500 with the route\'s documented error body', async ({ route, method, path }) => {
    emu.control.setFault(route, { kind: 'http500' });
    const { status, body } = await callJson<FailureBody>(emu, path, { method, ...optsFor(route) });
    expect(status).toBe(500);
    FAILURE[route]?.(body);
  });

  test.each([502, 503] as const)('http500 with status %i answers that status', async (code) => {
    emu.control.setFault('brands', { kind: 'http500', status: code });
    const res = await call(emu, '/api/v2/brands');
    expect(res.status).toBe(code);
  });

  test.each(API_ROUTES)('statusFalse on $route answers HTTP 200 with the failure envelope', async ({ route, method, path }) => {
    emu.control.setFault(route, { kind: 'statusFalse' });
    const { status, body } = await callJson<FailureBody>(emu, path, { method, ...optsFor(route) });
    expect(status).toBe(200);
    FAILURE[route]?.(body);
  });

  test.each([400, 403, 404, 413, 429] as const)('status %i answers that status with {status:false, message} and stores nothing', async (code) => {
    emu.control.setFault('invoices', { kind: 'status', status: code, times: 1 });
    const { status, body } = await callJson<FailureBody>(emu, '/api/v2/invoices', { method: 'POST', ...invoiceOpts() });
    expect(status).toBe(code);
    expect(body).toEqual({ status: false, message: expect.any(String) });
    expect(emu.control.invoices()).toEqual([]);
    expect((await call(emu, '/api/v2/invoices', { method: 'POST', ...invoiceOpts() })).status).toBe(201);
  });

  test('a status fault over HTTP needs an error status from 400 to 599', async () => {
    const set = (fault: unknown) =>
      fetch(`${emu.url}/__emulator/faults`, { method: 'POST', body: JSON.stringify({ route: 'invoices', fault }), headers: { 'Content-Type': 'application/json' } });
    expect((await set({ kind: 'status', status: 413 })).status).toBe(200);
    expect(emu.control.faults()).toEqual({ invoices: { kind: 'status', status: 413 } });
    expect((await set({ kind: 'status', status: 200 })).status).toBe(400);
    expect((await set({ kind: 'status' })).status).toBe(400);
  });

  test('a failed invoice upload stores nothing', async () => {
    emu.control.setFault('invoices', { kind: 'http500', status: 503 });
    await call(emu, '/api/v2/invoices', { method: 'POST', ...invoiceOpts() });
    expect(emu.control.invoices()).toEqual([]);
  });

  test('the addons fault leaves the plain product listing alone, and the other way round', async () => {
    emu.control.setFault('addons', { kind: 'http500' });
    expect((await call(emu, '/api/v2/products')).status).toBe(200);
    expect((await call(emu, '/api/v2/products?addon=1')).status).toBe(500);
  });
});

describe('broken bodies and connections', () => {
  test('malformedJson answers 200 with a truncated copy of the real body', async () => {
    const full = await (await call(emu, '/api/v2/brands')).text();
    emu.control.setFault('brands', { kind: 'malformedJson' });
    const res = await call(emu, '/api/v2/brands');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow();
    expect(full.startsWith(text)).toBe(true);
  });

  test('drop sends the headers and part of the body, then the connection dies', async () => {
    emu.control.setFault('products', { kind: 'drop' });
    const res = await call(emu, '/api/v2/products?page_limit=50');
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    expect(emu.control.requests().at(-1)?.status).toBeNull();
  });

  test('hang never answers: the client gives up, later requests are served', async () => {
    emu.control.setFault('session', { kind: 'hang' });
    await expect(call(emu, '/api/v2/session', { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    expect((await call(emu, '/api/v2/channels')).status).toBe(200);
  });

  test('close() ends a hanging request instead of waiting for it', async () => {
    const other = await start();
    other.control.setFault('session', { kind: 'hang' });
    const pending = call(other, '/api/v2/session');
    await expect.poll(() => other.control.requests().length).toBe(1);
    await other.close();
    await expect(pending).rejects.toThrow();
  });

  test('latency delays the normal answer', async () => {
    emu.control.setFault('channels', { kind: 'latency', ms: 30 });
    const { status, body } = await callJson<{ data: unknown[] }>(emu, '/api/v2/channels');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
  });

  test('a client that stops waiting during a long latency gets no answer', async () => {
    emu.control.setFault('quota', { kind: 'latency', ms: 5000 });
    await expect(call(emu, '/api/v2/product-quota', { signal: AbortSignal.timeout(100) })).rejects.toThrow();
  });

  test('dropAfterStore stores the invoice and loses the answer; the retry with the same key gets it', async () => {
    emu.control.setFault('invoices', { kind: 'dropAfterStore', times: 1 });
    await expect(call(emu, '/api/v2/invoices', { method: 'POST', ...invoiceOpts('k-drop') })).rejects.toThrow();
    expect(emu.control.invoices()).toHaveLength(1);
    const retry = await callJson<{ status: boolean; data: unknown }>(emu, '/api/v2/invoices', { method: 'POST', ...invoiceOpts('k-drop') });
    expect(retry.status).toBe(200);
    expect(retry.body.data).toEqual({ invoice_id: emu.control.invoices()[0]?.invoice_id, client_order_id: demoInvoice().client_order_id });
    expect(emu.control.invoices()).toHaveLength(1);
  });

  test('emptyPage answers the page with status true, no rows and the true total_records: a listing cut short', async () => {
    const full = await callJson<ProductsEnvelope>(emu, '/api/v2/products?page_limit=10&current_page=3');
    emu.control.setFault('products', { kind: 'emptyPage', page: 3 });
    const { status, body } = await callJson<ProductsEnvelope>(emu, '/api/v2/products?page_limit=10&current_page=3');
    expect(status).toBe(200);
    expect(body.data).toEqual({ current_page: 3, records_per_page: 10, total_records: full.body.data.total_records, products: [] });
    expect((await callJson<ProductsEnvelope>(emu, '/api/v2/products?page_limit=10&current_page=4')).body.data.products).toHaveLength(10);
  });

  test('emptyPage on the add-on listing leaves the product listing whole', async () => {
    emu.control.setFault('addons', { kind: 'emptyPage' });
    expect((await callJson<ProductsEnvelope>(emu, '/api/v2/products?addon=1')).body.data.products).toEqual([]);
    expect((await callJson<ProductsEnvelope>(emu, '/api/v2/products?page_limit=10')).body.data.products).toHaveLength(10);
  });

  test('images can fail too', async () => {
    emu.control.setFault('images', { kind: 'http500' });
    expect((await fetch(`${emu.url}/images/p/41.svg`)).status).toBe(500);
  });
});

describe('fault scope', () => {
  test('page applies a products fault to that current_page only', async () => {
    emu.control.setFault('products', { kind: 'http500', page: 2 });
    const pages = [];
    for (const page of [1, 2, 3]) pages.push((await call(emu, `/api/v2/products?page_limit=10&current_page=${page}`)).status);
    expect(pages).toEqual([200, 500, 200]);
  });

  test('a dropped page K breaks a full sync at that page only', async () => {
    emu.control.setFault('products', { kind: 'drop', page: 3 });
    await expect((await call(emu, '/api/v2/products?page_limit=10&current_page=3')).text()).rejects.toThrow();
    const { body } = await callJson<ProductsEnvelope>(emu, '/api/v2/products?page_limit=10&current_page=4');
    expect(body.data.products).toHaveLength(10);
  });

  test('times applies the fault to the next N requests, then it is gone', async () => {
    emu.control.setFault('session', { kind: 'http500', times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call(emu, '/api/v2/session')).status);
    expect(statuses).toEqual([500, 500, 200]);
    expect(emu.control.faults()).toEqual({});
  });

  test('setFault with null clears one route; clearFaults clears all', async () => {
    emu.control.setFault('session', { kind: 'http500' });
    emu.control.setFault('brands', { kind: 'http500' });
    emu.control.setFault('session', null);
    expect((await call(emu, '/api/v2/session')).status).toBe(200);
    expect((await call(emu, '/api/v2/brands')).status).toBe(500);
    emu.control.clearFaults();
    expect((await call(emu, '/api/v2/brands')).status).toBe(200);
  });
});

describe('faults over HTTP (/__emulator/faults)', () => {
  const admin = (method: string, body?: unknown, query = '') =>
    fetch(`${emu.url}/__emulator/faults${query}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });

  test('POST sets a fault without auth, DELETE clears them all', async () => {
    expect((await admin('POST', { route: 'categories', fault: { kind: 'http500', status: 502 } })).status).toBe(200);
    expect((await call(emu, '/api/v2/categories')).status).toBe(502);
    expect((await admin('DELETE')).status).toBe(200);
    expect((await call(emu, '/api/v2/categories')).status).toBe(200);
  });

  test('DELETE ?route= clears that route only', async () => {
    await admin('POST', { route: 'categories', fault: { kind: 'statusFalse' } });
    await admin('POST', { route: 'session', fault: { kind: 'statusFalse' } });
    await admin('DELETE', undefined, '?route=categories');
    expect(await (await fetch(`${emu.url}/__emulator/faults`)).json()).toEqual({ session: { kind: 'statusFalse' } });
  });

  test.each([
    ['an unknown route', { route: 'menus', fault: { kind: 'http500' } }],
    ['an unknown kind', { route: 'session', fault: { kind: 'explode' } }],
    ['latency without ms', { route: 'session', fault: { kind: 'latency' } }],
    ['a status other than 500, 502, 503', { route: 'session', fault: { kind: 'http500', status: 404 } }],
    ['times 0', { route: 'session', fault: { kind: 'http500', times: 0 } }],
    ['emptyPage on a route that is not a listing of pages', { route: 'brands', fault: { kind: 'emptyPage' } }],
  ])('%s is refused with 400 and sets nothing', async (_label, body) => {
    const res = await admin('POST', body);
    expect(res.status).toBe(400);
    expect(emu.control.faults()).toEqual({});
  });
});
