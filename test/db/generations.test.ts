import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import {
  activateGeneration,
  beginGeneration,
  deleteInactiveGenerations,
  readSyncMeta,
  type GenerationSwitch,
} from '../../src/db/generations';
import type { SyncReport } from '../../src/core/syncReport';
import { emptyCounts } from '../../src/sync/report';
import { makeCategory, makeProduct, makeSession } from '../factories';
import { addProductChunk, openTestDb, storedProducts } from './openTestDb';

function report(gen: number): SyncReport {
  return {
    generation: gen, startedAt: 't0', finishedAt: 't1', pageSize: 100, counts: emptyCounts(), malformed: 0,
    dropped: [], deletedCategories: 0, duplicates: 0, restarts: 0, notes: [],
  };
}

function change(gen: number, productChunks: number, overrides: Partial<GenerationSwitch> = {}): GenerationSwitch {
  return {
    gen,
    finishedAt: '2026-11-21T09:00:00.000Z',
    report: report(gen),
    expected: { productChunks, addons: 0, categories: 0, modifierGroups: 0, brands: 0, channels: 0, quotas: 0 },
    soldOut: null,
    ...overrides,
  };
}

test('a generation becomes active only with its session and every row the sync wrote', async () => {
  const db = openTestDb();
  const gen = await beginGeneration(db);
  await addProductChunk(db, gen, [makeProduct({ id: 1 })]);
  expect(await activateGeneration(db, change(gen, 1))).toEqual({ ok: false, reason: `generation ${gen} has no session` });
  await db.session.put({ ...makeSession(), gen });
  expect(await activateGeneration(db, change(gen, 2))).toEqual({ ok: false, reason: `generation ${gen} holds 1 productChunks, expected 2` });
  expect((await readSyncMeta(db)).activeGen).toBeNull();
  expect(await activateGeneration(db, change(gen, 1, { soldOut: [1] }))).toEqual({ ok: true });
  const meta = await readSyncMeta(db);
  expect(meta).toMatchObject({ activeGen: gen, lastSuccessAt: '2026-11-21T09:00:00.000Z' });
  expect((await db.soldOut.get('latest'))?.product_ids).toEqual([1]);
});

test('a generation replaced by a newer one cannot be activated', async () => {
  const db = openTestDb();
  const older = await beginGeneration(db);
  const newer = await beginGeneration(db);
  expect(newer).toBe(older + 1);
  await db.session.put({ ...makeSession(), gen: older });
  expect(await activateGeneration(db, change(older, 0))).toMatchObject({ ok: false });
});

test('leftovers of an interrupted sync are removed when the next sync begins; the active generation stays', async () => {
  const db = openTestDb();
  const active = await beginGeneration(db);
  await db.session.put({ ...makeSession(), gen: active });
  await db.categories.bulkAdd([{ ...makeCategory({ id: 3 }), gen: active }]);
  expect(await activateGeneration(db, change(active, 0, { expected: { ...change(active, 0).expected, categories: 1 } }))).toEqual({ ok: true });

  const aborted = await beginGeneration(db);
  await db.session.put({ ...makeSession(), gen: aborted });
  await db.categories.bulkAdd([{ ...makeCategory({ id: 3 }), gen: aborted }, { ...makeCategory({ id: 4 }), gen: aborted }]);

  const next = await beginGeneration(db);
  expect(next).toBe(aborted + 1);
  expect((await db.categories.toArray()).map((c) => [c.gen, c.id])).toEqual([[active, 3]]);
  expect((await db.session.toArray()).map((s) => s.gen)).toEqual([active]);
});

test('after a switch the old generation is deleted and the new one kept', async () => {
  const db = openTestDb();
  for (const _ of [1, 2]) {
    const gen = await beginGeneration(db);
    await db.session.put({ ...makeSession(), gen });
    await addProductChunk(db, gen, [makeProduct({ id: 7 })]);
    expect(await activateGeneration(db, change(gen, 1))).toEqual({ ok: true });
  }
  await deleteInactiveGenerations(db);
  expect(await storedProducts(db)).toEqual([[2, 7]]);
});
