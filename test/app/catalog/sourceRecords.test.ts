import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { expect, test, vi } from 'vitest';
import { CatalogSource } from '../../../src/app/catalog/source';
import { readGenerationHead, readListingPart, readListings } from '../../../src/db/catalogViews';
import { memoryQueries } from '../../../src/menu/memoryQueries';
import { LISTING_RECORD } from '../../../src/menu/listingRecords';
import { openTestDb } from '../../kit/db';
import { makeCatalog, makeCategory, makeProductIn } from '../../kit/factories';
import { storeCatalog } from '../../kit/storedCatalog';

const snacks = makeCategory({ id: 3, name: 'Snacks' });
const drinks = makeCategory({ id: 4, name: 'Drinks' });
/** A large category of 2.5 records and a small one. */
const catalog = makeCatalog({
  categories: [snacks, drinks],
  products: [
    ...Array.from({ length: LISTING_RECORD * 2 + 150 }, (_, i) => makeProductIn(snacks, { id: 1000 + i, name: `Snack ${String(i).padStart(4, '0')}` })),
    makeProductIn(drinks, { id: 7, name: 'Water' }),
  ],
});
const snackIds = catalog.products.filter((p) => p.id >= 1000).map((p) => p.id);

async function storedSource() {
  const db = openTestDb();
  const gen = await storeCatalog(db, catalog);
  const head = (await readGenerationHead(db, gen))!;
  const parts = vi.fn((id: number, part: number) => readListingPart(db, gen, id, part));
  const source = new CatalogSource({
    client: new QueryClient(),
    head,
    readListings: (ids) => readListings(db, gen, ids),
    readListingPart: parts,
    readExtras: () => Promise.resolve({ modifierGroups: [], addons: [] }),
    queries: memoryQueries(() => catalog),
  });
  return { db, gen, source, parts };
}

test('a large listing is stored as records of a few hundred products, the first of them read alone', async () => {
  const { db, gen } = await storedSource();
  expect(await db.listings.count()).toBe(2);
  expect(await db.listingParts.count()).toBe(2);
  const first = (await readListings(db, gen, [3, 4]))!;
  expect(first.get(3)?.products.map((p) => p.id)).toEqual(snackIds.slice(0, LISTING_RECORD));
  expect(first.get(3)?.parts).toBe(2);
  expect(first.get(4)?.products.map((p) => p.name)).toEqual(['Water']);
  expect(first.get(4)?.parts).toBeUndefined();
});

test('the screen shows a large category from its first record, and the rest arrives after it, in order', async () => {
  const { source, parts } = await storedSource();
  const seen: number[] = [];
  source.subscribe(() => seen.push(source.listing(3, false)?.length ?? 0));
  await source.loadListings([3], 'first');
  expect(source.listing(3, false)?.map((p) => p.id)).toEqual(snackIds.slice(0, LISTING_RECORD));
  expect(source.holds([3])).toBe(false);
  expect(parts).not.toHaveBeenCalled();

  await vi.waitFor(() => expect(source.holds([3])).toBe(true));
  expect(source.listing(3, false)?.map((p) => p.id)).toEqual(snackIds);
  expect(parts.mock.calls).toEqual([
    [3, 1],
    [3, 2],
  ]);
  // Shown three times as it grew: the first record, then one more record each time.
  expect(seen).toEqual([LISTING_RECORD, LISTING_RECORD * 2, snackIds.length]);
  expect(source.products.get(snackIds.at(-1)!)?.name).toBe('Snack 0749');
});

test('a combo slot waits for the whole listing of its category', async () => {
  const { source } = await storedSource();
  await source.loadListings([3]);
  expect(source.holds([3])).toBe(true);
  expect(source.listing(3, false)).toHaveLength(snackIds.length);
});
