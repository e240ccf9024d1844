/** `list_selling_brands` (`GET /api/v2/brands`, service-interface 4.2): not paginated. */
import type { Brand } from '../../core/catalog';
import { decodeBrands } from '../decode/brand';
import { envelopeList } from '../decode/envelope';
import type { Decoded } from '../decode/rows';
import { ok, type ApiClient, type ApiResult } from './client';

const BRANDS_PATH = '/api/v2/brands';

export async function fetchBrands(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<Decoded<Brand>>> {
  const res = await api.get(BRANDS_PATH, { signal });
  if (!res.ok) return res;
  const list = envelopeList(res.value.body, BRANDS_PATH);
  return list.ok ? ok(decodeBrands(list.value)) : list;
}
