/**
 * Assumed contract 4: `GET /api/v2/product-quota` (list_product_quota). A product absent from
 * the list has no quota; `remaining_stock` 0 means sold out (2.10.11).
 */
import * as v from 'valibot';
import type { Quota } from '../../core/catalog';
import { ok, type ApiClient, type ApiResult } from '../api/client';
import { envelopeList } from '../decode/envelope';
import { id, int, intOr } from '../decode/fields';
import { decodeRows, type Decoded } from '../decode/rows';
import { absentOn404 } from './optionalRoute';

const QUOTA_PATH = '/api/v2/product-quota';

const quotaSchema = v.object({ product_id: id, quota: intOr(0), remaining_stock: int });

export function decodeQuotas(body: unknown): ApiResult<Decoded<Quota>> {
  const list = envelopeList(body, QUOTA_PATH);
  return list.ok ? ok(decodeRows(quotaSchema, list.value, 'quota', 'product_id')) : list;
}

/** Quota rows; null when the server does not offer the route. */
export async function fetchQuotas(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<Decoded<Quota> | null>> {
  const res = await api.get(QUOTA_PATH, { signal });
  return absentOn404(res.ok ? decodeQuotas(res.value.body) : res);
}
