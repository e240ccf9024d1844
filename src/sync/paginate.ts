/**
 * Reads a paginated listing (products, add-ons) to the end: loops `current_page` until it has
 * been served `total_records` rows (service-interface 4.2, 8), stops early on an empty page or
 * a page that adds nothing new, keeps the first copy of an id served twice, and starts again
 * from page 1 once if `total_records` changes mid-way (rows shift between pages when the
 * catalog changes). While one page is being written the next is already being fetched.
 */
import type { Product } from '../core/catalog';
import { fail, ok, type ApiResult } from './api/client';
import type { ProductPage } from './api/products';
import type { DroppedRow } from './report';

export interface PaginateOptions {
  fetchPage(page: number, signal: AbortSignal): Promise<ApiResult<ProductPage>>;
  /** Stores rows not seen before; called once per page, in page order. */
  write(rows: Product[]): Promise<void>;
  /** Forgets everything written so far (before a restart from page 1). */
  reset(): Promise<void>;
  onProgress?(held: number, total: number): void;
  signal?: AbortSignal;
}

export interface Paginated {
  /** Distinct decoded rows written. */
  kept: number;
  total: number;
  /** Rows served (readable or not), distinct by id. */
  served: number;
  dropped: DroppedRow[];
  duplicates: number;
  restarts: number;
}

/** Pages beyond the expected count that are still read before giving up on a server. */
const SLACK_PAGES = 2;

export const CHANGED_TWICE = 'The catalog changed twice while it was being read; the sync will be tried again.';

export async function readAllPages(options: PaginateOptions): Promise<ApiResult<Paginated>> {
  let restarts = 0;
  for (;;) {
    const pass = await readOnePass(options, restarts);
    if (pass !== 'restart') return pass;
    if (restarts >= 1) return fail({ kind: 'server', status: 200, message: CHANGED_TWICE });
    restarts += 1;
    await options.reset();
  }
}

async function readOnePass(options: PaginateOptions, restarts: number): Promise<ApiResult<Paginated> | 'restart'> {
  const prefetch = new AbortController();
  const stopPrefetch = () => prefetch.abort();
  options.signal?.addEventListener('abort', stopPrefetch, { once: true });
  if (options.signal?.aborted) prefetch.abort();
  try {
    const servedIds = new Set<number>();
    const keptIds = new Set<number>();
    const dropped: DroppedRow[] = [];
    let unnamed = 0;
    let duplicates = 0;
    let total: number | null = null;
    let lastPage = Number.POSITIVE_INFINITY;
    let page = 1;
    let pending: Promise<ApiResult<ProductPage>> | null = options.fetchPage(page, prefetch.signal);

    while (pending) {
      const res: ApiResult<ProductPage> = await pending;
      pending = null;
      if (!res.ok) return res;
      const current = res.value;
      if (total === null) {
        total = current.total;
        const perPage = current.perPage > 0 ? current.perPage : Math.max(current.servedIds.length, 1);
        lastPage = Math.ceil(total / perPage) + SLACK_PAGES;
      } else if (current.total !== total) {
        return 'restart';
      }
      if (current.servedIds.length === 0) break;

      const before = servedIds.size + unnamed;
      for (const id of current.servedIds) {
        if (id === null) unnamed += 1;
        else servedIds.add(id);
      }
      const held = servedIds.size + unnamed;
      const addedNothing = held === before;
      const more = held < total && page < lastPage && !addedNothing;
      if (more) pending = options.fetchPage(page + 1, prefetch.signal);

      const fresh: Product[] = [];
      for (const row of current.products) {
        if (keptIds.has(row.id)) duplicates += 1;
        else {
          keptIds.add(row.id);
          fresh.push(row);
        }
      }
      dropped.push(...current.dropped);
      await options.write(fresh);
      options.onProgress?.(Math.min(held, total), total);
      page += 1;
    }
    return ok({
      kept: keptIds.size,
      total: total ?? 0,
      served: servedIds.size + unnamed,
      dropped,
      duplicates,
      restarts,
    });
  } finally {
    prefetch.abort();
    options.signal?.removeEventListener('abort', stopPrefetch);
  }
}
