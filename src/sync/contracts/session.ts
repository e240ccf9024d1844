/**
 * Assumed contract 1: `GET /api/v2/session`, who the key belongs to and the currency digits
 * every money field of the sync is decoded with. A missing `currency_decimals` is never
 * guessed: the currency's ISO 4217 digits (KWD 3, JPY 0), else 2 with a warning in Settings
 * (src/core/currency.ts); `unify_mode` defaults to 0. A digit count outside 0 to 3 refuses the
 * session, since it would misprice every amount.
 */
import * as v from 'valibot';
import type { Session } from '../../core/catalog';
import type { CurrencyDigits } from '../../core/money';
import { sessionCurrencyDigits } from '../../core/currency';
import { malformed, ok, type ApiClient, type ApiResult } from '../api/client';
import { envelopeData } from '../decode/envelope';
import { flag, id, intOrNull, textOrEmpty } from '../decode/fields';
import { decodeRow } from '../decode/rows';
import { SESSION_PATH } from './paths';

/** 0 to 3, or nothing (missing or null): the currency code then says the digits. */
const digitsSchema = v.optional(
  v.nullable(v.union([v.literal(0), v.literal(1), v.literal(2), v.literal(3)], 'expected 0, 1, 2 or 3')),
  null,
);

const NO_CONFIG = { currency_decimals: null, unify_mode: 0 as const };

const sessionSchema = v.pipe(
  v.object({
    user: v.object({ id, name: textOrEmpty, brand_id: intOrNull }),
    location: v.object({ id, name: textOrEmpty, currency: textOrEmpty, timezone: textOrEmpty }),
    config: v.optional(
      v.pipe(
        v.nullable(v.object({ currency_decimals: digitsSchema, unify_mode: flag })),
        v.transform((c) => c ?? NO_CONFIG),
      ),
      NO_CONFIG,
    ),
  }),
  // The digits are never guessed: the session's own, else the currency's (ISO 4217), else 2 said as such.
  v.transform(({ config, ...rest }): Session => {
    const { digits, from } = sessionCurrencyDigits(config.currency_decimals as CurrencyDigits | null, rest.location.currency);
    return { ...rest, config: { currency_decimals: digits, unify_mode: config.unify_mode, currency_digits_from: from } };
  }),
);

/** Reads the session's `data`; exported for the connect check and for tests. */
export function decodeSession(body: unknown): ApiResult<Session> {
  const data = envelopeData(body, SESSION_PATH);
  if (!data.ok) return data;
  const row = decodeRow(sessionSchema, data.value);
  return row.ok ? ok(row.value) : malformed(SESSION_PATH, row.reason);
}

export async function fetchSession(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<Session>> {
  const res = await api.get(SESSION_PATH, { signal });
  return res.ok ? decodeSession(res.value.body) : res;
}
