import { describe, expect, test } from 'vitest';
import { API_ROUTES, call, callJson, emulatorPerFile, KEY, start } from '../kit/emulator';

const emu = emulatorPerFile();

const withQuery = (path: string, extra: string) => path + (path.includes('?') ? '&' : '?') + extra;

describe('authentication (5)', () => {
  test.each(API_ROUTES)('5.1 $method $path without a key answers 401 {status:false, message:"Unauthorized"}', async ({ method, path }) => {
    const { status, body } = await callJson(emu, path, { method, key: null });
    expect(status).toBe(401);
    expect(body).toEqual({ status: false, message: 'Unauthorized' });
  });

  test.each(API_ROUTES)('5.1 $method $path with a wrong Bearer key answers 401', async ({ method, path }) => {
    const { status, body } = await callJson(emu, path, { method, key: 'not-the-key' });
    expect(status).toBe(401);
    expect(body).toEqual({ status: false, message: 'Unauthorized' });
  });

  // assumed-contracts: every route takes the key in the header and never in the URL.
  test.each(API_ROUTES)('5.1 $method $path refuses the key in the URL (?api_key=) with 401 {status:false, message:"Unauthorized"}', async ({ method, path }) => {
    const { status, body } = await callJson(emu, withQuery(path, `api_key=${KEY}`), { method, key: null });
    expect(status).toBe(401);
    expect(body).toEqual({ status: false, message: 'Unauthorized' });
  });

  test('a key in the URL is refused even beside the right Bearer key', async () => {
    const { status, body } = await callJson(emu, `/api/v2/session?api_key=${KEY}`);
    expect(status).toBe(401);
    expect(body).toEqual({ status: false, message: 'Unauthorized' });
  });

  test('an emulator started with another key accepts only that key', async () => {
    const other = await start({ apiKey: 'other-key' });
    try {
      expect((await call(other, '/api/v2/session', { key: 'other-key' })).status).toBe(200);
      expect((await call(other, '/api/v2/session')).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  test('a key revoked over /__emulator/api-key is refused at once, the new key accepted, and reset brings the first back', async () => {
    const other = await start();
    try {
      const rotate = await fetch(`${other.url}/__emulator/api-key`, { method: 'POST', body: JSON.stringify({ apiKey: 'rotated-key' }) });
      expect(rotate.status).toBe(200);
      expect((await call(other, '/api/v2/session')).status).toBe(401);
      expect((await call(other, '/api/v2/session', { key: 'rotated-key' })).status).toBe(200);
      other.control.reset();
      expect((await call(other, '/api/v2/session')).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('customer_id is never sent (1, 5.2)', () => {
  test.each(API_ROUTES)('5.2 $method $path with customer_id in the query answers 400', async ({ method, path }) => {
    const { status, body } = await callJson(emu, withQuery(path, 'customer_id=12'), { method });
    expect(status).toBe(400);
    expect(body).toEqual({ status: false, message: 'customer_id must not be sent' });
  });

  test.each([
    ['/api/v2/modifiers', { customer_id: 12 }],
    ['/api/v2/invoices', { customer_id: 12, client_order_id: 'x' }],
  ])('5.2 POST %s with customer_id in the JSON body answers 400', async (path, body) => {
    const res = await callJson(emu, path, { method: 'POST', body, headers: { 'Idempotency-Key': 'k-customer' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message: 'customer_id must not be sent' });
    expect(emu.control.invoices()).toEqual([]);
  });
});

describe('CORS: only the app the emulator serves, and origins it is told', () => {
  const preflight = (url: string, origin: string) =>
    fetch(`${url}/api/v2/invoices`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
      },
    });

  test('a preflight from the app\'s own origin (by any loopback name) is allowed with Authorization, Content-Type and Idempotency-Key', async () => {
    for (const origin of [emu.url, emu.url.replace('127.0.0.1', 'localhost')]) {
      const res = await preflight(emu.url, origin);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',');
      expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']));
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    }
  });

  test('any other site gets no CORS answer: a page elsewhere can read neither the API nor the images', async () => {
    for (const origin of ['http://evil.example', 'http://localhost:5173', 'null']) {
      expect((await preflight(emu.url, origin)).headers.get('access-control-allow-origin')).toBeNull();
      const res = await call(emu, '/api/v2/session', { headers: { Origin: origin } });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      const image = await fetch(`${emu.url}/images/product/1.svg`, { headers: { Origin: origin } });
      expect(image.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  test('answers to the app\'s origin, errors included, carry Access-Control-Allow-Origin', async () => {
    const ok = await call(emu, '/api/v2/session', { headers: { Origin: emu.url } });
    const refused = await call(emu, '/api/v2/session', { key: null, headers: { Origin: emu.url } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(emu.url);
    expect(refused.headers.get('access-control-allow-origin')).toBe(emu.url);
  });

  test('an origin the emulator is told (the dev server) is allowed', async () => {
    const dev = await start({ allowOrigins: ['http://localhost:5173'] });
    try {
      expect((await preflight(dev.url, 'http://localhost:5173')).headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect((await preflight(dev.url, 'http://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await dev.close();
    }
  });
});
