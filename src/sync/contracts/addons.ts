/**
 * Assumed contract 3: add-ons are `GET /api/v2/products?addon=1` (list_selling_addons), the
 * product listing's envelope and row shape, paginated the same way.
 */
import type { ApiClient, ApiResult } from '../api/client';
import { fetchProductPage, type PageRequest, type ProductPage } from '../api/products';

export function fetchAddonPage(api: ApiClient, request: PageRequest): Promise<ApiResult<ProductPage>> {
  return fetchProductPage(api, { ...request, addon: true });
}
