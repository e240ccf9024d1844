import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import type { ProductChunk } from '../../../src/db/schema';
import { inThreadCatalogQueries } from '../../../src/menu/worker/inThread';
import { generateCatalog } from '../../kit/catalogs';
import { makeCatalog, makeCategory, makeProductIn } from '../../kit/factories';
import { openTestDb } from '../../kit/db';
import { storeCatalog } from '../../kit/storedCatalog';

const bakery = makeCategory({ id: 1, name: 'Bakery' });
const croissant = makeProductIn(bakery, { id: 10, name: 'Croissant' });
const shop = makeCatalog({ categories: [bakery], products: [croissant] });

/** Counts the product chunks read from `db` (every read of a generation reads its one chunk, with its listings). */
function countChunkReads(db: ReturnType<typeof openTestDb>, fail = () => false) {
  const reads = { chunks: 0 };
  db.productChunks.hook('reading', (chunk: ProductChunk) => {
    reads.chunks++;
    if (fail()) throw new Error('the disk could not be read');
    return chunk;
  });
  return reads;
}

test('a generation is read once: questions asked while it loads and after it wait for that one read', async () => {
  const db = openTestDb();
  const gen = await storeCatalog(db, generateCatalog({ products: 2_500, categories: 10, brands: 1, groupsPerBrand: 1, seed: 3 }));
  const reads = countChunkReads(db);
  const queries = inThreadCatalogQueries(db);
  await Promise.all([queries.prepare(gen), queries.search(gen, 'caf', null, false), queries.products(gen, [1, 2])]);
  await queries.search(gen, 'latte', null, true);
  expect(reads.chunks).toBe(1);
});

test('a read that failed is not kept: the next question reads the generation again', async () => {
  const db = openTestDb();
  const gen = await storeCatalog(db, shop);
  let failing = true;
  countChunkReads(db, () => failing);
  const queries = inThreadCatalogQueries(db);
  await expect(queries.products(gen, [10])).rejects.toThrow('the disk could not be read');
  failing = false;
  expect(await queries.products(gen, [10])).toEqual([croissant]);
});

test('a generation that is not yet the active one is not read and answers null', async () => {
  const db = openTestDb();
  const gen = await storeCatalog(db, shop);
  const reads = countChunkReads(db);
  const queries = inThreadCatalogQueries(db);
  expect(await queries.products(gen + 1, [10])).toBeNull();
  expect(reads.chunks).toBe(0);
});
