import { describe, expect, test } from 'vitest';
import type { Product } from '../../src/core/catalog';
import { fail, ok, type ApiResult } from '../../src/sync/api/client';
import type { ProductPage } from '../../src/sync/api/products';
import type { DecodedProduct } from '../../src/sync/decode/product';
import { CHANGED_TWICE, PAGES_AHEAD, readAllPages } from '../../src/sync/paginate';
import { makeProduct } from '../kit/factories';

/** A listing served `perPage` rows at a time from `rows()`, which may change between requests. */
function listing(rows: () => Product[], perPage: number, onRequest: (page: number) => ApiResult<ProductPage> | void = () => undefined) {
  const requested: number[] = [];
  const fetchPage = async (page: number): Promise<ApiResult<ProductPage>> => {
    requested.push(page);
    const override = onRequest(page);
    if (override) return override;
    const all = rows();
    const slice = all.slice((page - 1) * perPage, page * perPage);
    return ok({ currentPage: page, perPage, total: all.length, products: slice, dropped: [], servedIds: slice.map((p) => p.id) });
  };
  return { fetchPage, requested };
}

function collect() {
  let written: DecodedProduct[] = [];
  return {
    write: async (rows: DecodedProduct[]) => void (written = [...written, ...rows]),
    reset: async () => void (written = []),
    ids: () => written.map((p) => p.id),
  };
}

const products = (ids: number[]) => ids.map((id) => makeProduct({ id }));

describe('4.2 and 8: reading a paginated listing', () => {
  test('loops current_page until total_records rows are held, and no further', async () => {
    const all = products([1, 2, 3, 4, 5, 6, 7]);
    const { fetchPage, requested } = listing(() => all, 3);
    const sink = collect();
    const progress: Array<[number, number]> = [];
    const result = await readAllPages({ fetchPage, ...sink, onProgress: (held, total) => progress.push([held, total]) });
    expect(result).toMatchObject({ ok: true, value: { kept: 7, total: 7, duplicates: 0, restarts: 0 } });
    expect(requested).toEqual([1, 2, 3]);
    expect(sink.ids()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(progress).toEqual([[3, 7], [6, 7], [7, 7]]);
  });

  test('while a page is written the next pages are already asked for, never past the pages total_records promises', async () => {
    const all = products([...Array(10).keys()].map((i) => i + 1));
    const { fetchPage, requested } = listing(() => all, 2);
    const askedWhileWriting: number[][] = [];
    const sink = collect();
    const result = await readAllPages({
      fetchPage,
      reset: sink.reset,
      write: async (rows) => {
        askedWhileWriting.push([...requested]);
        await sink.write(rows);
      },
    });
    expect(result).toMatchObject({ ok: true, value: { kept: 10 } });
    expect(askedWhileWriting[0]).toEqual([1, ...Array.from({ length: PAGES_AHEAD }, (_, i) => i + 2)]);
    expect(requested).toEqual([1, 2, 3, 4, 5]);
    expect(sink.ids()).toEqual(all.map((p) => p.id));
  });

  test('stops on an empty page even when total_records promised more', async () => {
    const served = products([1, 2, 3, 4]);
    const { fetchPage } = listing(() => served, 2, (page) =>
      page >= 3 ? ok({ currentPage: page, perPage: 2, total: 4, products: [], dropped: [], servedIds: [] }) : undefined,
    );
    const fetchWithWrongTotal = async (page: number) => {
      const res = await fetchPage(page);
      return res.ok ? ok({ ...res.value, total: 10 }) : res;
    };
    const sink = collect();
    const result = await readAllPages({ fetchPage: fetchWithWrongTotal, ...sink });
    expect(result).toMatchObject({ ok: true, value: { kept: 4, total: 10, served: 4 } });
  });

  test('a server that ignores current_page (same rows again) is not read forever', async () => {
    const first = products([1, 2]);
    const fetchPage = async (page: number): Promise<ApiResult<ProductPage>> =>
      ok({ currentPage: page, perPage: 2, total: 6, products: first, dropped: [], servedIds: [1, 2] });
    const sink = collect();
    const result = await readAllPages({ fetchPage, ...sink });
    expect(result).toMatchObject({ ok: true, value: { kept: 2, duplicates: 2 } });
  });

  test('an id served on two pages is kept once and counted as a duplicate', async () => {
    const all = products([1, 2, 3, 3, 4]);
    const { fetchPage } = listing(() => all, 2);
    const sink = collect();
    const result = await readAllPages({ fetchPage, ...sink });
    expect(result).toMatchObject({ ok: true, value: { kept: 4, duplicates: 1 } });
    expect(sink.ids()).toEqual([1, 2, 3, 4]);
  });

  test('served counts every row the server listed, a repeat included, so a listing of total_records rows is not short', async () => {
    const { fetchPage } = listing(() => products([1, 2, 3, 3, 4]), 2);
    const result = await readAllPages({ fetchPage, ...collect() });
    expect(result).toMatchObject({ ok: true, value: { served: 5, total: 5 } });
  });

  test('a page that repeats the last one adds nothing and is not counted as served, so a server ignoring current_page looks short', async () => {
    const fetchPage = async (page: number): Promise<ApiResult<ProductPage>> =>
      ok({ currentPage: page, perPage: 2, total: 4, products: products([1, 2]), dropped: [], servedIds: [1, 2] });
    const result = await readAllPages({ fetchPage, ...collect() });
    expect(result).toMatchObject({ ok: true, value: { kept: 2, served: 2, total: 4 } });
  });

  test('malformed rows count as served (so the loop ends) and are reported', async () => {
    const fetchPage = async (page: number): Promise<ApiResult<ProductPage>> =>
      ok({
        currentPage: page,
        perPage: 2,
        total: 2,
        products: products([1]),
        dropped: [{ route: 'products', id: 2, reason: 'name: missing' }],
        servedIds: [1, 2],
      });
    const sink = collect();
    const result = await readAllPages({ fetchPage, ...sink });
    expect(result).toMatchObject({ ok: true, value: { kept: 1, served: 2, dropped: [{ id: 2 }] } });
  });

  test('total_records changing mid-way restarts once from page 1 and forgets what was written', async () => {
    let rows = products([1, 2, 3, 4, 5]);
    const { fetchPage, requested } = listing(() => rows, 2, (page) => {
      if (page === 2 && rows.length === 5) rows = products([0, 1, 2, 3, 4, 5]);
    });
    const sink = collect();
    const result = await readAllPages({ fetchPage, ...sink });
    expect(result).toMatchObject({ ok: true, value: { kept: 6, restarts: 1 } });
    expect(sink.ids()).toEqual([0, 1, 2, 3, 4, 5]);
    // Page 1 is asked for again once page 2 showed the change (page 3 may be in flight by then).
    expect(requested.lastIndexOf(1)).toBeGreaterThan(requested.indexOf(2));
  });

  test('a listing that changes again after the restart fails instead of looping', async () => {
    let size = 5;
    const { fetchPage } = listing(() => products([...Array(size).keys()].map((i) => i + 1)), 2, (page) => {
      if (page === 2) size += 1;
    });
    const result = await readAllPages({ fetchPage, ...collect() });
    expect(result).toEqual({ ok: false, error: { kind: 'server', status: 200, message: CHANGED_TWICE } });
  });

  test('an error on a page is returned as is and the prefetched next page is cancelled', async () => {
    const all = products([1, 2, 3, 4, 5, 6]);
    const signals: AbortSignal[] = [];
    const { fetchPage } = listing(() => all, 2, (page) => (page === 2 ? fail({ kind: 'server', status: 500, message: 'boom' }) : undefined));
    const result = await readAllPages({
      fetchPage: (page, signal) => {
        signals.push(signal);
        return fetchPage(page);
      },
      ...collect(),
    });
    expect(result).toEqual({ ok: false, error: { kind: 'server', status: 500, message: 'boom' } });
    expect(signals.every((s) => s.aborted)).toBe(true);
  });
});
