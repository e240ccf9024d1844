/**
 * Assumed contract 1: `GET /api/v2/session`, who the key belongs to and the currency digits
 * every money field of the sync is decoded with. Missing optional fields get the contract's
 * defaults (`currency_decimals` 2, `unify_mode` 0); a digit count outside 0 to 3 refuses the
 * session, since it would misprice every amount.
 */
import * as v from 'valibot';
import type { Session } from '../../core/catalog';
import type { CurrencyDigits } from '../../core/money';
import { malformed, ok, type ApiClient, type ApiResult } from '../api/client';
import { envelopeData } from '../decode/envelope';
import { flag, id, intOrNull, textOrEmpty } from '../decode/fields';
import { decodeRow } from '../decode/rows';

import { SESSION_PATH } from './paths';

export { SESSION_PATH };

const digitsSchema = v.optional(
  v.pipe(
    v.nullable(v.union([v.literal(0), v.literal(1), v.literal(2), v.literal(3)], 'expected 0, 1, 2 or 3')),
    v.transform((d): CurrencyDigits => d ?? 2),
  ),
  2,
);

const sessionSchema = v.object({
  user: v.object({ id, name: textOrEmpty, brand_id: intOrNull }),
  location: v.object({ id, name: textOrEmpty, currency: textOrEmpty, timezone: textOrEmpty }),
  config: v.optional(
    v.pipe(
      v.nullable(v.object({ currency_decimals: digitsSchema, unify_mode: flag })),
      v.transform((c) => c ?? { currency_decimals: 2 as CurrencyDigits, unify_mode: 0 as const }),
    ),
    { currency_decimals: 2, unify_mode: 0 },
  ),
});

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
