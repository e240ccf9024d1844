import { createHash } from 'node:crypto';
import { describe, expect, test, vi } from 'vitest';
import { createApiClient } from '../../../src/sync/api/client';
import { answering, hanging, refusing, stallingBody, tricklingBody, type Seen } from '../../kit/fetch';

const KEY = 'secret-key-123';
const client = (fetch: typeof globalThis.fetch, timeoutMs?: number) =>
  createApiClient({ baseUrl: 'https://pos.example.com/base', apiKey: KEY, fetch, timeoutMs });

describe('5 authentication', () => {
  test('the key goes only in the Authorization Bearer header, never in the URL, and customer_id is never sent', async () => {
    const seen: Seen[] = [];
    await client(answering(200, { status: true, data: [] }, seen)).get('/api/v2/brands', { query: { loc: undefined, current_page: 1 } });
    const { url, init } = seen[0]!;
    expect(url.href).toBe('https://pos.example.com/base/api/v2/brands?current_page=1');
    expect(url.href).not.toContain(KEY);
    expect(url.searchParams.has('customer_id')).toBe(false);
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${KEY}`);
  });

  test('a POST without a body sends no body (list_selling_modifiers)', async () => {
    const seen: Seen[] = [];
    await client(answering(200, { status: true, data: [] }, seen)).post('/api/v2/modifiers');
    expect(seen[0]!.init.method).toBe('POST');
    expect(seen[0]!.init.body).toBeUndefined();
  });
});

describe('7 errors are values read from the status and the body', () => {
  test.each([
    ['HTTP 401', 401, { status: false, message: 'Unauthorized' }, { kind: 'unauthorized', status: 401 }],
    ['HTTP 200 with status false and "Unauthorized."', 200, { status: false, message: 'Unauthorized.' }, { kind: 'unauthorized' }],
    ['HTTP 500 with the server message', 500, { status: false, message: 'Failed to fetch modifiers', error: 'x' }, { kind: 'server', status: 500, message: 'Server error 500: Failed to fetch modifiers' }],
    ['HTTP 500 with {error}', 500, { error: 'Database error', detail: 'x' }, { kind: 'server', message: 'Server error 500: Database error' }],
    ['HTTP 200 with status false', 200, { status: false, message: 'Internal Server Error', data: { products: [] } }, { kind: 'server', status: 200, message: 'The server reported an error: Internal Server Error' }],
    ['HTTP 422', 422, { status: false, message: 'Invalid lines', errors: { lines: 'empty' } }, { kind: 'rejected', status: 422, message: 'Invalid lines', errors: { lines: 'empty' } }],
    ['HTTP 404 with a bare message', 404, { message: 'Not found' }, { kind: 'server', status: 404 }],
    ['HTTP 200 that is not JSON', 200, '<html>proxy login</html>', { kind: 'malformed' }],
  ])('%s', async (_case, status, body, expected) => {
    const result = await client(answering(status, body)).get('/api/v2/products');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject(expected);
  });

  test('PUT and DELETE go out with their method, body and headers', async () => {
    const seen: Seen[] = [];
    const api = client(answering(200, { version: 2 }, seen));
    await api.put('/api/v2/open-orders/o-7', { body: { total: 3.5 }, headers: { 'If-Match': '1' } });
    await api.delete('/api/v2/open-orders/o-7', { headers: { 'If-Match': '2' } });
    expect(seen.map(({ init }) => [init.method, init.body, (init.headers as Record<string, string>)['If-Match']])).toEqual([
      ['PUT', JSON.stringify({ total: 3.5 }), '1'],
      ['DELETE', undefined, '2'],
    ]);
  });

  test.each([
    ['a 409 keeps the holder it names', 409, { held_by: { terminal_id: 'till-2' } }, { held_by: { terminal_id: 'till-2' } }],
    ['a 412 keeps the order as it stands', 412, { current: null }, { current: null }],
    ['a 412 that is a list keeps nothing', 412, [1, 2], undefined],
    ['a 404 keeps nothing', 404, { current: null }, undefined],
    ['a 500 keeps nothing', 500, { held_by: { terminal_id: 'till-2' } }, undefined],
  ])('%s', async (_case, status, answer, kept) => {
    const result = await client(answering(status, answer)).put('/api/v2/open-orders/o-7', { body: {} });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toEqual(expect.objectContaining({ kind: 'server', status }));
    if (!result.ok && result.error.kind === 'server') expect(result.error.body).toEqual(kept);
  });

  test('a 200 answer with status true is a value holding the parsed body', async () => {
    const result = await client(answering(200, { status: true, message: 'Data found ', data: [1] })).get('/x');
    expect(result).toEqual({ ok: true, value: { status: 200, body: { status: true, message: 'Data found ', data: [1] } } });
  });

  test('a server that never answers times out instead of hanging the sync', async () => {
    const result = await client(hanging, 30).get('/api/v2/products');
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  test('a body that stops half-way times out too', async () => {
    const result = await client(stallingBody, 30).get('/api/v2/products');
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  test('a large answer over a slow line that keeps arriving is read to its end, however long it takes in all', async () => {
    vi.useFakeTimers();
    try {
      // Parts 20 ms apart with 30 ms allowed between them: 80 ms in all.
      const answer = client(tricklingBody(['{"status":true,', '"data":', '[1,2,', '3]}'], 20), 30).get('/api/v2/products');
      await vi.advanceTimersByTimeAsync(200);
      expect(await answer).toEqual({ ok: true, value: { status: 200, body: { status: true, data: [1, 2, 3] } } });
    } finally {
      vi.useRealTimers();
    }
  });

  test('a failed connection is a network error naming the server', async () => {
    const result = await client(refusing).get('/api/v2/session');
    expect(result).toEqual({ ok: false, error: { kind: 'network', message: 'Cannot reach the server at https://pos.example.com/base.' } });
  });

  test('an error message never contains the API key, even when the server echoes it', async () => {
    const result = await client(answering(500, { message: `bad token ${KEY}` })).get('/x');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).not.toContain(KEY);
      expect(result.error.message).toContain('***');
    }
  });
});

describe('the digest of an answer', () => {
  test('asked for, it is the SHA-256 of the body as served, so one changed byte changes it; not asked, there is none', async () => {
    const body = '{"status":true,"data":[{"id":1,"name":"Café"}]}';
    const sha = createHash('sha256').update(body, 'utf8').digest('hex');
    const asked = await client(answering(200, body)).get('/api/v2/products', { digest: true });
    expect(asked).toMatchObject({ ok: true, value: { body: { data: [{ name: 'Café' }] }, digest: sha } });
    const changed = await client(answering(200, body.replace('Café', 'Cafe'))).get('/api/v2/products', { digest: true });
    expect(changed.ok && changed.value.digest).not.toBe(sha);
    const plain = await client(answering(200, body)).get('/api/v2/products');
    expect(plain.ok && plain.value).not.toHaveProperty('digest');
  });
});
