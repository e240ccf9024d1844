/** `list_selling_categories` (`GET /api/v2/categories`, service-interface 4.2): a bare array. */
import { decodeCategories, type DecodedCategories } from '../decode/category';
import { bareList } from '../decode/envelope';
import { ok, type ApiClient, type ApiResult } from './client';

const CATEGORIES_PATH = '/api/v2/categories';

export async function fetchCategories(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<DecodedCategories>> {
  const res = await api.get(CATEGORIES_PATH, { signal });
  if (!res.ok) return res;
  const list = bareList(res.value.body, CATEGORIES_PATH);
  return list.ok ? ok(decodeCategories(list.value)) : list;
}
