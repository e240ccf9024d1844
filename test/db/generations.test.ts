import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { activateGeneration, beginGeneration, deleteInactiveGenerations, keepActiveGeneration, type GenerationSwitch, type KeptRefresh } from '../../src/db/generations';
import { readSyncMeta } from '../../src/db/activeGeneration';
import { makeCategory, makeGenerationSwitch, makeProduct, makeSession, makeSyncReport } from '../kit/factories';
import { addProductChunk, openTestDb, storedProducts } from '../kit/db';

function change(gen: number, productChunks: number, overrides: Partial<GenerationSwitch> = {}): GenerationSwitch {
  return { ...makeGenerationSwitch(gen, { expected: { productChunks } }), ...overrides };
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

const DIGEST = { format: 'build', routes: 'r', products: ['p1', 'p2'], addons: ['a1'] };

function refresh(lastGen: number, overrides: Partial<KeptRefresh> = {}): KeptRefresh {
  return {
    lastGen,
    digest: DIGEST,
    finishedAt: '2026-11-21T09:15:00.000Z',
    report: (generation) => makeSyncReport({ generation }),
    quotas: { rows: [], polledAt: '2026-11-21T09:14:00.000Z' },
    soldOut: [7],
    ...overrides,
  };
}

test('a generation is kept only when it was built from the same digests and no other sync has begun since', async () => {
  const db = openTestDb();
  const gen = await beginGeneration(db);
  await db.session.put({ ...makeSession(), gen });
  expect(await activateGeneration(db, change(gen, 0, { digest: DIGEST }))).toEqual({ ok: true });

  expect(await keepActiveGeneration(db, refresh(gen, { digest: { ...DIGEST, products: ['p1', 'p2', 'p3'] } }))).toBeNull();
  expect(await keepActiveGeneration(db, refresh(gen, { digest: { ...DIGEST, format: 'another build' } }))).toBeNull();
  expect(await keepActiveGeneration(db, refresh(gen - 1))).toBeNull();
  expect((await readSyncMeta(db)).lastSuccessAt).toBe('2026-11-21T09:00:00.000Z');
  expect(await db.soldOut.get('latest')).toBeUndefined();

  expect(await keepActiveGeneration(db, refresh(gen))).toBe(gen);
  expect(await readSyncMeta(db)).toMatchObject({ activeGen: gen, lastGen: gen, lastSuccessAt: '2026-11-21T09:15:00.000Z' });
  expect((await db.soldOut.get('latest'))?.product_ids).toEqual([7]);
});
