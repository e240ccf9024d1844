import { describe, expect, test } from 'vitest';
import { createEmulatorState, REQUEST_LOG_SIZE } from '../../emulator/state';
import { demoTenant } from '../../emulator/demo';
import { call, callJson, emulatorPerFile, KEY } from '../kit/emulator';
import type { ProductsEnvelope } from '../kit/emulator';

const emu = emulatorPerFile({ reset: true });

const admin = (path: string, body?: unknown, method = 'POST') =>
  fetch(`${emu.url}/__emulator/${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
const productById = async (id: number) =>
  (await callJson<ProductsEnvelope>(emu, '/api/v2/products?page_limit=5000')).body.data.products.find((p) => p.id === id);
const soldOutIds = async () =>
  (await callJson<{ data: Array<{ product_id: number }> }>(emu, '/api/v2/products/sold-out')).body.data.map((r) => r.product_id).sort((a, b) => a - b);

describe('request log', () => {
  test('each request is logged with method, path, query, every header and the body text', async () => {
    await call(emu, '/api/v2/products?page_limit=3&k=burger');
    await call(emu, '/api/v2/modifiers', { method: 'POST', body: '{}' });
    const [get, post] = emu.control.requests();
    expect(get).toMatchObject({ method: 'GET', path: '/api/v2/products', query: { page_limit: '3', k: 'burger' }, body: '', status: 200, finished: true });
    expect(get?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(post).toMatchObject({ method: 'POST', path: '/api/v2/modifiers', body: '{}', status: 200 });
    expect(post?.headers['content-type']).toBe('application/json');
  });

  test('control requests under /__emulator are not logged; GET /__emulator/requests returns the log', async () => {
    await call(emu, '/api/v2/session');
    await admin('faults', undefined, 'GET');
    const log = (await (await fetch(`${emu.url}/__emulator/requests`)).json()) as Array<{ path: string }>;
    expect(log.map((e) => e.path)).toEqual(['/api/v2/session']);
  });

  test(`the log keeps the last ${REQUEST_LOG_SIZE} requests`, () => {
    const state = createEmulatorState(demoTenant);
    for (let i = 0; i < REQUEST_LOG_SIZE + 5; i++) {
      state.logRequest({ at: '', method: 'GET', path: `/r/${i}`, query: {}, headers: {}, body: '', status: 200, finished: true });
    }
    const log = state.control.requests();
    expect(log).toHaveLength(REQUEST_LOG_SIZE);
    expect(log[0]?.path).toBe('/r/5');
    state.stop();
  });
});

describe('tenant changes at run time', () => {
  test('setSoldOut replaces the sold-out list and every product\'s is_sold_out', async () => {
    emu.control.setSoldOut([41, 1]);
    expect(await soldOutIds()).toEqual([1, 41]);
    expect((await productById(41))?.is_sold_out).toBe(1);
    expect((await productById(9))?.is_sold_out).toBe(0);
  });

  test('POST /__emulator/sold-out does the same over HTTP', async () => {
    expect((await admin('sold-out', { ids: [2] })).status).toBe(200);
    expect(await soldOutIds()).toEqual([2]);
  });

  test('setQuota and POST /__emulator/quota replace the quota list', async () => {
    emu.control.setQuota([{ product_id: 41, quota: 5, remaining_stock: 1 }]);
    expect((await callJson<{ data: unknown[] }>(emu, '/api/v2/product-quota')).body.data).toEqual([{ product_id: 41, quota: 5, remaining_stock: 1 }]);
    await admin('quota', { rows: [] });
    expect((await callJson<{ data: unknown[] }>(emu, '/api/v2/product-quota')).body.data).toEqual([]);
  });

  test('changePrices(10) raises actual, legacy and channel prices by 10%, rounded to the minor unit', async () => {
    emu.control.changePrices(10);
    const burger = await productById(41);
    expect(burger?.actual_price).toBe(1.925);
    expect(burger?.price).toBe(1.925);
    expect(burger?.price_levels.map((l) => l.channel_actual_price)).toEqual([2.2, 2.035]);
  });

  test('POST /__emulator/prices with a negative percent lowers prices', async () => {
    await admin('prices', { percent: -20 });
    expect((await productById(41))?.actual_price).toBe(1.4);
  });

  test('setSession merges a partial session; a new branch is stamped on the rows', async () => {
    emu.control.setSession({ user: { brand_id: 2 }, config: { unify_mode: 1 } });
    const { body } = await callJson<{ data: { user: { brand_id: number; name: string }; config: { unify_mode: number; currency_decimals: number } } }>(emu, '/api/v2/session');
    expect(body.data.user).toMatchObject({ brand_id: 2, name: 'Front counter' });
    expect(body.data.config).toEqual({ currency_decimals: 3, unify_mode: 1 });
    await admin('session', { location: { id: 9, name: 'Uptown' } });
    expect((await productById(41))?.location_id).toBe(9);
  });

  test('a session without currency_decimals: the route leaves out what `unsent` lists, the money still counts in 3 digits', async () => {
    await admin('session', { unsent: ['currency_decimals'] });
    const { body } = await callJson<{ data: { config: Record<string, number> } }>(emu, '/api/v2/session');
    expect(body.data.config).toEqual({ unify_mode: 0 });
    expect(emu.control.tenant.session.config.currency_decimals).toBe(3);
    await admin('session', { unsent: [] });
    expect((await callJson<{ data: { config: Record<string, number> } }>(emu, '/api/v2/session')).body.data.config).toEqual({ currency_decimals: 3, unify_mode: 0 });
  });

  test('POST /__emulator/tenant switches to a generated tenant and back to the demo', async () => {
    const res = await admin('tenant', { products: 300, seed: 'x' });
    expect(res.status).toBe(200);
    const { body } = await callJson<ProductsEnvelope>(emu, '/api/v2/products?page_limit=1&addon=1');
    expect(body.data.total_records).toBe(6);
    await admin('tenant', { demo: true });
    expect((await productById(41))?.name).toBe('Chicken burger');
  });

  test.each([
    ['tenant', { products: 0 }],
    ['tenant', 'not json'],
    ['sold-out', { ids: ['41'] }],
    ['quota', { rows: [{ product_id: 1 }] }],
    ['prices', { percent: 'ten' }],
    ['session', { user: 'me' }],
    ['session', { unsent: ['currency'] }],
  ])('POST /__emulator/%s with a bad body answers 400', async (path, body) => {
    const res = await fetch(`${emu.url}/__emulator/${path}`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
    expect(res.status).toBe(400);
  });

  test('reset returns to the demo tenant with no faults, no invoices and an empty log', async () => {
    emu.control.setSoldOut([]);
    emu.control.setFault('session', { kind: 'http500' });
    await call(emu, '/api/v2/session');
    emu.control.reset();
    expect(emu.control.faults()).toEqual({});
    expect(emu.control.requests()).toEqual([]);
    expect(emu.control.invoices()).toEqual([]);
    expect(await soldOutIds()).toEqual([9, 51]);
  });

  test('POST /__emulator/reset does the same over HTTP', async () => {
    emu.control.setFault('session', { kind: 'http500' });
    expect((await admin('reset')).status).toBe(200);
    expect((await call(emu, '/api/v2/session')).status).toBe(200);
  });
});

describe('images', () => {
  test('a product image is a small SVG tile with the initials, the same bytes every time, without auth', async () => {
    const a = await fetch(`${emu.url}/images/p/41.svg`);
    const b = await fetch(`${emu.url}/images/p/41.svg`);
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toBe('image/svg+xml');
    const text = await a.text();
    expect(text).toBe(await b.text());
    expect(text).toMatch(/^<svg[^>]*>.*>CB<\/text><\/svg>$/);
  });

  test.each(['c/1', 'b/1', 'g/1'])('category, brand and group images are served (%s)', async (path) => {
    expect((await fetch(`${emu.url}/images/${path}.svg`)).status).toBe(200);
  });

  test('different ids get different colours', async () => {
    const fill = async (id: number) => /fill="(hsl[^"]+)"/.exec(await (await fetch(`${emu.url}/images/p/${id}.svg`)).text())?.[1];
    expect(await fill(41)).not.toBe(await fill(1));
  });

  test.each(['p/999999.svg', 'x/1.svg', 'p/41.png'])('an unknown image (%s) is 404', async (path) => {
    expect((await fetch(`${emu.url}/images/${path}`)).status).toBe(404);
  });
});
