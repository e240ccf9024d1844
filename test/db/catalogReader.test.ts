import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { generationProducts, readCatalog } from '../../src/db/catalogReader';
import { activateGeneration, beginGeneration } from '../../src/db/generations';
import type { PosDb } from '../../src/db/schema';
import type { Product } from '../../src/core/catalog';
import { makeBrand, makeCategory, makeGenerationSwitch, makeModifierGroup, makeProduct, makeSession } from '../kit/factories';
import { addProductChunk, openTestDb } from '../kit/db';

async function writeGeneration(db: PosDb, productIds: number[]) {
  const gen = await beginGeneration(db);
  await db.session.put({ ...makeSession(), gen });
  await addProductChunk(db, gen, productIds.map((id) => makeProduct({ id })));
  await db.categories.bulkAdd([{ ...makeCategory({ id: 3 }), gen }]);
  await db.brands.bulkAdd([{ ...makeBrand({ brand_id: 1 }), gen }]);
  await db.modifierGroups.bulkAdd([{ ...makeModifierGroup({ id: 90 }), gen }]);
  await db.quotas.bulkAdd([{ product_id: productIds[0]!, quota: 5, remaining_stock: 2, gen }]);
  return gen;
}

async function activate(db: PosDb, gen: number, products: number, soldOut: number[] | null = null) {
  const result = await activateGeneration(db, makeGenerationSwitch(gen, {
    expected: { productChunks: products > 0 ? 1 : 0, categories: 1, modifierGroups: 1, brands: 1, quotas: 1 },
    soldOut,
  }));
  expect(result).toEqual({ ok: true });
}

test('there is no catalog before the first complete sync', async () => {
  const db = openTestDb();
  expect(await readCatalog(db)).toBeNull();
  await writeGeneration(db, [1, 2]);
  expect(await readCatalog(db)).toBeNull();
});

test('the catalog is the active generation only, as plain rows without the generation number', async () => {
  const db = openTestDb();
  const first = await writeGeneration(db, [1, 2]);
  await activate(db, first, 2);
  await writeGeneration(db, [1, 2, 3]); // a sync in progress
  const catalog = await readCatalog(db);
  expect(catalog?.products.map((p) => p.id)).toEqual([1, 2]);
  expect(catalog?.products[0]).toEqual(makeProduct({ id: 1 }));
  expect(catalog?.session).toEqual(makeSession());
  expect(catalog?.quotas).toEqual([{ product_id: 1, quota: 5, remaining_stock: 2 }]);
  expect(catalog?.soldOut).toBeNull();
});

test('assumed-contracts 5: the latest sold-out list comes with the catalog', async () => {
  const db = openTestDb();
  const gen = await writeGeneration(db, [1, 2]);
  await activate(db, gen, 2, [2]);
  expect((await readCatalog(db))?.soldOut).toEqual([2]);
});

test('a generation stored before products were kept once (its chunks hold them all, the listings repeat them) reads each product once, in the chunks\' order', () => {
  const [a, b, c] = [1, 2, 3].map((id) => makeProduct({ id, name: `Item ${id}` })) as [Product, Product, Product];
  const chunks = [{ gen: 4, chunk: 0, products: [c, a] }, { gen: 4, chunk: 1, products: [b] }];
  expect(generationProducts(chunks, [{ gen: 4, id: 3, products: [a, b] }]).map((p) => p.id)).toEqual([3, 1, 2]);
});

test('a generation kept once joins the listed products and the unlisted ones in the server\'s order, a product listed twice (two categories, a kiosk listing) once', () => {
  const [a, b, c] = [1, 2, 3].map((id) => makeProduct({ id, name: `Item ${id}` })) as [Product, Product, Product];
  const chunks = [{ gen: 4, chunk: 0, products: [b], order: [3, 2, 1] }];
  const listings = [{ gen: 4, id: 7, products: [a, c] }, { gen: 4, id: 8, products: [c], kiosk: [a] }];
  expect(generationProducts(chunks, listings)).toEqual([c, b, a]);
});
