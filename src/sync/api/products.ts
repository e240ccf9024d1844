/**
 * `list_selling_products` (`GET /api/v2/products`, service-interface 4.2): one page, decoded.
 * Rows are decoded one by one; the ids of every row served (readable or not) come back too,
 * so the caller can count what it holds against `total_records`.
 */
import type { CurrencyDigits } from '../../core/money';
import { decodeProducts, type DecodedProduct } from '../decode/product';
import { productPageEnvelope } from '../decode/envelope';
import { rowId } from '../decode/rows';
import type { DroppedRow } from '../../core/syncReport';
import { ok, type ApiClient, type ApiResult } from './client';

const PRODUCTS_PATH = '/api/v2/products';

export interface ProductPage {
  currentPage: number;
  perPage: number;
  total: number;
  /** Links without `max_allowed` still wait for their group's limit (`withGroupLimits`). */
  products: DecodedProduct[];
  dropped: DroppedRow[];
  /** The id of every row on the page, null where none could be read. */
  servedIds: Array<number | null>;
  /** SHA-256 of the page as served (`ApiResponse.digest`); null or absent where none could be made. */
  digest?: string | null;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  digits: CurrencyDigits;
  signal?: AbortSignal;
}

export async function fetchProductPage(
  api: ApiClient,
  request: PageRequest & { addon?: boolean },
): Promise<ApiResult<ProductPage>> {
  const route = request.addon ? 'addons' : 'products';
  const res = await api.get(PRODUCTS_PATH, {
    query: { current_page: request.page, page_limit: request.pageSize, ...(request.addon ? { addon: 1 } : {}) },
    signal: request.signal,
    digest: true,
  });
  if (!res.ok) return res;
  const page = productPageEnvelope(res.value.body, `${PRODUCTS_PATH} (${route})`);
  if (!page.ok) return page;
  const decoded = decodeProducts(page.value.rows, request.digits, route);
  return ok({
    currentPage: page.value.currentPage,
    perPage: page.value.perPage,
    total: page.value.total,
    products: decoded.rows,
    dropped: decoded.dropped,
    servedIds: page.value.rows.map((row) => rowId(row)),
    digest: res.value.digest ?? null,
  });
}
