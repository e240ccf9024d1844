/**
 * Assumed contract 5: `GET /api/v2/products/sold-out` (list_sold_out_products). The listed
 * products are sold out now and every other product is not; the list replaces the
 * `is_sold_out` snapshot of the last product sync.
 */
import * as v from 'valibot';
import { ok, type ApiClient, type ApiResult } from '../api/client';
import { envelopeList } from '../decode/envelope';
import { id } from '../decode/fields';
import { decodeRows, type Decoded } from '../decode/rows';
import { absentOn404 } from './optionalRoute';

const SOLD_OUT_PATH = '/api/v2/products/sold-out';

const soldOutSchema = v.object({ product_id: id });

/** Product ids, de-duplicated, in the order served. */
export function decodeSoldOut(body: unknown): ApiResult<Decoded<number>> {
  const list = envelopeList(body, SOLD_OUT_PATH);
  if (!list.ok) return list;
  const decoded = decodeRows(soldOutSchema, list.value, 'soldout', 'product_id');
  return ok({ rows: [...new Set(decoded.rows.map((row) => row.product_id))], dropped: decoded.dropped });
}

/** Sold-out product ids; null when the server does not offer the route. */
export async function fetchSoldOut(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<Decoded<number> | null>> {
  const res = await api.get(SOLD_OUT_PATH, { signal });
  return absentOn404(res.ok ? decodeSoldOut(res.value.body) : res);
}
