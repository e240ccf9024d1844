// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { activateGeneration, beginGeneration, deleteInactiveGenerations } from '../../../src/db/generations';
import type { PosDb } from '../../../src/db/schema';
import { useCatalog } from '../../../src/sync/ui/useCatalog';
import { makeGenerationSwitch, makeProduct, makeSession } from '../../kit/factories';
import { addProductChunk, openTestDb } from '../../kit/db';

afterEach(cleanup);

async function writeGeneration(db: PosDb, ids: number[]) {
  const gen = await beginGeneration(db);
  await db.session.put({ ...makeSession(), gen });
  await addProductChunk(db, gen, ids.map((id) => makeProduct({ id })));
  return gen;
}

async function activate(db: PosDb, gen: number, products: number) {
  const result = await activateGeneration(db, makeGenerationSwitch(gen, { expected: { productChunks: products > 0 ? 1 : 0 } }));
  expect(result).toEqual({ ok: true });
  await deleteInactiveGenerations(db);
}

test('null before the first complete sync, then the catalog once a generation is switched in', async () => {
  const db = openTestDb();
  const { result } = renderHook(() => useCatalog(db));
  await waitFor(() => expect(result.current).toBeNull());
  const gen = await act(() => writeGeneration(db, [1, 2]));
  expect(result.current).toBeNull();
  await act(() => activate(db, gen, 2));
  await waitFor(() => expect(result.current?.products.map((p) => p.id)).toEqual([1, 2]));
});

test('a generation being written is never shown; the switch shows the new one whole', async () => {
  const db = openTestDb();
  await activate(db, await writeGeneration(db, [1, 2]), 2);
  const { result } = renderHook(() => useCatalog(db));
  await waitFor(() => expect(result.current?.products).toHaveLength(2));

  const next = await act(() => writeGeneration(db, [1, 2, 3]));
  expect(result.current?.products).toHaveLength(2);
  await act(() => activate(db, next, 3));
  await waitFor(() => expect(result.current?.products.map((p) => p.id)).toEqual([1, 2, 3]));
});

test('a sold-out poll updates the catalog without a new generation', async () => {
  const db = openTestDb();
  await activate(db, await writeGeneration(db, [1, 2]), 2);
  const { result } = renderHook(() => useCatalog(db));
  await waitFor(() => expect(result.current?.soldOut).toBeNull());
  const productsBefore = result.current!.products;
  await act(() => db.soldOut.put({ id: 'latest', product_ids: [2], fetched_at: '2026-11-21T09:01:00.000Z' }));
  await waitFor(() => expect(result.current?.soldOut).toEqual([2]));
  // The products were not re-read: the same array is handed on.
  expect(result.current!.products).toBe(productsBefore);
});
