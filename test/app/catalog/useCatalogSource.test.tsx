// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { useCatalogSource } from '../../../src/app/catalog/useCatalogSource';
import type { Catalog } from '../../../src/core/catalog';
import { dispatchCart } from '../../../src/db/cart';
import { beginGeneration } from '../../../src/db/generations';
import type { PosDb } from '../../../src/db/schema';
import { memoryQueries } from '../../../src/menu/memoryQueries';
import { added, contextFor } from '../../kit/cart';
import { makeCatalog, makeCategory, makeLineRequest, makeProductIn } from '../../kit/factories';
import { openTestDb } from '../../kit/db';
import { renderHookWithDb } from '../../kit/render';
import { storeCatalog } from '../../kit/storedCatalog';

afterEach(cleanup);

const drinks = makeCategory({ id: 1, name: 'Drinks' });
const snacks = makeCategory({ id: 2, name: 'Snacks' });

function catalogOf(...ids: number[]): Catalog {
  return makeCatalog({
    categories: [drinks, snacks],
    products: ids.map((id) => makeProductIn(id < 100 ? drinks : snacks, { id, name: `Item ${id}` })),
  });
}

/** The questions over the catalogs stored so far, by generation. */
function queriesOver(stored: Map<number, Catalog>) {
  return memoryQueries((gen) => stored.get(gen) ?? null);
}

async function store(db: PosDb, stored: Map<number, Catalog>, catalog: Catalog) {
  const gen = await storeCatalog(db, catalog);
  stored.set(gen, catalog);
  return gen;
}

test('null before the first complete sync; then the generation with the listing the menu opens on already read', async () => {
  const db = openTestDb();
  const stored = new Map<number, Catalog>();
  const queries = queriesOver(stored);
  const { result } = renderHookWithDb(() => useCatalogSource(queries, false), db);
  await waitFor(() => expect(result.current).toBeNull());
  await act(() => store(db, stored, catalogOf(1, 2, 101)));
  await waitFor(() => expect(result.current?.source.gen).toBe(1));
  const { source } = result.current!;
  // The first rail category (Drinks) is held; Snacks is read only when shown.
  expect(source.listing(1, false)?.map((p) => p.id)).toEqual([1, 2]);
  expect(source.listing(2, false)).toBeUndefined();
  expect([...source.products.keys()].sort()).toEqual([1, 2]);
});

test('a generation being written is never shown; the switch shows the new one whole, with the listings the screen held', async () => {
  const db = openTestDb();
  const stored = new Map<number, Catalog>();
  const queries = queriesOver(stored);
  await store(db, stored, catalogOf(1, 2, 101));
  const { result } = renderHookWithDb(() => useCatalogSource(queries, false), db);
  await waitFor(() => expect(result.current?.source.gen).toBe(1));
  await act(() => result.current!.source.loadListings([2]));

  // A sync that has begun but not switched changes nothing on screen.
  await act(async () => void (await beginGeneration(db)));
  expect(result.current?.source.gen).toBe(1);

  await act(() => store(db, stored, catalogOf(1, 2, 3, 101, 102)));
  await waitFor(() => expect(result.current?.source.gen).toBeGreaterThan(1));
  const { source } = result.current!;
  expect(source.listing(1, false)?.map((p) => p.id)).toEqual([1, 2, 3]);
  expect(source.listing(2, false)?.map((p) => p.id)).toEqual([101, 102]);
});

test('over a generation on screen, the next is shown only with the open order\'s products and the option groups read, so the order never gives way to its placeholder', async () => {
  const db = openTestDb();
  const stored = new Map<number, Catalog>();
  const first = catalogOf(1, 2, 101);
  await store(db, stored, first);
  // The order holds a snack: its category is not among the listings the screen holds.
  const ctx = contextFor(first);
  await dispatchCart(db, (cart) => added(cart, ctx, makeLineRequest({ product_id: 101 }), crypto.randomUUID()), ctx, 1);
  const queries = queriesOver(stored);
  const { result } = renderHookWithDb(() => useCatalogSource(queries, false), db);
  await waitFor(() => expect(result.current?.source.gen).toBe(1));
  expect(result.current!.source.listing(2, false)).toBeUndefined();

  await act(() => store(db, stored, catalogOf(1, 2, 101, 102)));
  await waitFor(() => expect(result.current?.source.gen).toBeGreaterThan(1));
  const { source } = result.current!;
  expect(source.fetched([101])).toBe(true);
  expect(source.products.get(101)?.name).toBe('Item 101');
  expect(source.snapshot().extras).not.toBeNull();
});

test('a sold-out poll updates the availability and keeps the source and what it read', async () => {
  const db = openTestDb();
  const stored = new Map<number, Catalog>();
  await store(db, stored, catalogOf(1, 2));
  const queries = queriesOver(stored);
  const { result } = renderHookWithDb(() => useCatalogSource(queries, false), db);
  await waitFor(() => expect(result.current?.availability.soldOut).toBeNull());
  const source = result.current!.source;
  await act(() => db.soldOut.put({ id: 'latest', product_ids: [2], fetched_at: '2026-11-21T09:01:00.000Z' }));
  await waitFor(() => expect(result.current?.availability.soldOut).toEqual([2]));
  expect(result.current!.source).toBe(source);
});
