import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import type { ProductChunk } from '../../../src/db/schema';
import { buildMenuIndex } from '../../../src/menu/fullMenuIndex';
import { searchProducts } from '../../../src/menu/searchProducts';
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

/** Counts the listing records read from `db` (first records and the parts after them). */
function countRecordReads(db: ReturnType<typeof openTestDb>) {
  const reads = { count: 0 };
  for (const table of [db.listings, db.listingParts]) {
    table.hook('reading', (row) => {
      reads.count++;
      return row;
    });
  }
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

describe('before the generation is held whole', () => {
  const catalog = generateCatalog({ products: 6_000, categories: 10, brands: 1, groupsPerBrand: 1, seed: 5 });
  const index = buildMenuIndex(catalog);
  const expected = (text: string) => searchProducts(index, null, text);
  /** One listed product's whole name: one match, far into the listings. */
  const oneName = index.search.products[4_000]!.name;

  test('a search is answered from the stored table and the few listing records holding what it found', async () => {
    const db = openTestDb();
    const gen = await storeCatalog(db, catalog);
    const reads = countChunkReads(db);
    const records = countRecordReads(db);
    const queries = inThreadCatalogQueries(db);
    const one = await queries.search(gen, oneName, null, false);
    expect(one).toEqual(expected(oneName));
    expect(one?.products).toHaveLength(1);
    expect(reads.chunks).toBe(0);
    expect(records.count).toBe(1);
    // A broad search shows its first 200 and counts every match, as the whole index does.
    const broad = await queries.search(gen, 'tea', null, false);
    expect(broad).toEqual(expected('tea'));
    expect(broad?.total).toBeGreaterThan(200);
    expect(reads.chunks).toBe(0);
  });

  test('a stored table that does not match its listings is not believed: the whole generation answers', async () => {
    const db = openTestDb();
    const gen = await storeCatalog(db, catalog);
    const table = (await db.searchTables.get([gen, 0]))!;
    await db.searchTables.put({ ...table, rows: table.rows.map((row) => row + 1) });
    const reads = countChunkReads(db);
    const queries = inThreadCatalogQueries(db);
    expect(await queries.search(gen, oneName, null, false)).toEqual(expected(oneName));
    expect(reads.chunks).toBe(1);
  });
});

test('a search asked again (the cashier cleared it and typed it anew) reads no listing record again', async () => {
  const db = openTestDb();
  const catalog = generateCatalog({ products: 3_000, categories: 10, brands: 1, groupsPerBrand: 1, seed: 9 });
  const gen = await storeCatalog(db, catalog);
  const records = countRecordReads(db);
  const queries = inThreadCatalogQueries(db);
  const first = await queries.search(gen, 'lat', null, false);
  expect(records.count).toBeGreaterThan(0);
  expect(await queries.search(gen, 'caf', null, false)).toEqual(searchProducts(buildMenuIndex(catalog), null, 'caf'));
  const readBoth = records.count;
  expect(await queries.search(gen, 'lat', null, false)).toEqual(first);
  expect(records.count).toBe(readBoth);
});
