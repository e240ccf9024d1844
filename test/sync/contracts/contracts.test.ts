import { describe, expect, test } from 'vitest';
import { decodeChannels } from '../../../src/sync/contracts/channels';
import { fetchQuotas, decodeQuotas } from '../../../src/sync/contracts/quota';
import { decodeSession } from '../../../src/sync/contracts/session';
import { decodeSoldOut } from '../../../src/sync/contracts/soldOut';
import { createApiClient } from '../../../src/sync/api/client';
import { answering } from '../../kit/fetch';
import { sessionBody } from '../../kit/rows';

const fullSession = {
  user: { id: 7, name: 'Front counter', brand_id: 2 },
  location: { id: 3, name: 'Downtown', currency: 'KWD', timezone: 'Asia/Kuwait' },
  config: { currency_decimals: 3, unify_mode: 0 },
};

describe('assumed-contracts 1: session', () => {
  test('a complete session decodes as sent', () => {
    expect(decodeSession(sessionBody(fullSession))).toEqual({
      ok: true,
      value: { ...fullSession, config: { ...fullSession.config, currency_digits_from: 'session' } },
    });
  });

  test('missing currency_decimals is never guessed: the currency code says it (KWD 3), and missing unify_mode is 0', () => {
    const result = decodeSession(sessionBody({ ...fullSession, config: {} }));
    expect(result).toMatchObject({ ok: true, value: { config: { currency_decimals: 3, unify_mode: 0, currency_digits_from: 'currency' } } });
    const noConfig = decodeSession(sessionBody({ user: fullSession.user, location: fullSession.location }));
    expect(noConfig).toMatchObject({ ok: true, value: { config: { currency_decimals: 3, unify_mode: 0, currency_digits_from: 'currency' } } });
    const nullDigits = decodeSession(sessionBody({ ...fullSession, config: { currency_decimals: null } }));
    expect(nullDigits).toMatchObject({ ok: true, value: { config: { currency_decimals: 3, currency_digits_from: 'currency' } } });
  });

  test.each([
    ['BHD', 3],
    ['JPY', 0],
    ['krw', 0],
    ['USD', 2],
    ['SAR', 2],
  ] as const)('without currency_decimals a %s session takes its ISO 4217 digits (%i)', (currency, digits) => {
    const result = decodeSession(sessionBody({ ...fullSession, location: { ...fullSession.location, currency }, config: {} }));
    expect(result).toMatchObject({ ok: true, value: { config: { currency_decimals: digits, currency_digits_from: 'currency' } } });
  });

  test('an unknown currency code without currency_decimals falls back to 2, marked so Settings warns', () => {
    const result = decodeSession(sessionBody({ ...fullSession, location: { ...fullSession.location, currency: 'XYZ' }, config: {} }));
    expect(result).toMatchObject({ ok: true, value: { config: { currency_decimals: 2, currency_digits_from: 'fallback' } } });
  });

  test('the session\'s own currency_decimals wins over the currency code', () => {
    const result = decodeSession(sessionBody({ ...fullSession, config: { currency_decimals: 2 } }));
    expect(result).toMatchObject({ ok: true, value: { config: { currency_decimals: 2, currency_digits_from: 'session' } } });
  });

  test('brand_id may be null and ids may be numeric strings', () => {
    const result = decodeSession(sessionBody({ ...fullSession, user: { id: '7', name: 'Till', brand_id: null } }));
    expect(result).toMatchObject({ ok: true, value: { user: { id: 7, brand_id: null } } });
  });

  test('a digit count outside 0 to 3 refuses the session (every amount would be wrong)', () => {
    const result = decodeSession(sessionBody({ ...fullSession, config: { currency_decimals: 5 } }));
    expect(result).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });

  test('a session without a location is malformed', () => {
    expect(decodeSession(sessionBody({ user: fullSession.user })).ok).toBe(false);
  });
});

test('assumed-contracts 2: channels decode, a malformed row is dropped with its id', () => {
  const result = decodeChannels({ status: true, data: [{ channel_id: 4, channel_name: 'Delivery app' }, { channel_id: 'x' }] });
  expect(result).toEqual({
    ok: true,
    value: {
      rows: [{ channel_id: 4, channel_name: 'Delivery app' }],
      dropped: [{ route: 'channels', id: null, reason: 'channel_id: expected an id, got "x"' }],
    },
  });
});

test('assumed-contracts 4: quota rows decode; a row without remaining_stock is dropped', () => {
  const result = decodeQuotas({ status: true, message: 'quota found', data: [{ product_id: 41, quota: 20, remaining_stock: 3 }, { product_id: 42, quota: 5 }] });
  expect(result).toMatchObject({
    ok: true,
    value: { rows: [{ product_id: 41, quota: 20, remaining_stock: 3 }], dropped: [{ route: 'quota', id: 42, reason: 'remaining_stock: missing' }] },
  });
});

test('assumed-contracts 5: sold-out ids decode de-duplicated', () => {
  const result = decodeSoldOut({ status: true, data: [{ product_id: 41 }, { product_id: '41' }, { product_id: 9 }] });
  expect(result).toEqual({ ok: true, value: { rows: [41, 9], dropped: [] } });
});

test('a companion route the server does not offer (404) is absent, not an error', async () => {
  const api = createApiClient({ baseUrl: 'https://pos.example.com', apiKey: 'k', fetch: answering(404, { message: 'Not found' }) });
  expect(await fetchQuotas(api)).toEqual({ ok: true, value: null });
});
