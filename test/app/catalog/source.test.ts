import { QueryClient } from '@tanstack/react-query';
import { onlineManager } from '@tanstack/react-query';
import { expect, test, vi } from 'vitest';
import { CatalogSource, LISTINGS_HELD, listingKey, type ListingReader } from '../../../src/app/catalog/source';
import type { Catalog } from '../../../src/core/catalog';
import type { CatalogQueries } from '../../../src/menu/catalogQueries';
import { memoryQueries } from '../../../src/menu/memoryQueries';
import { catalogViews } from '../../../src/menu/deriveViews';
import { makeCatalog, makeCategory, makeProductIn } from '../../kit/factories';

/** A catalog of `categories` categories of three products each (ids 10c+1 to 10c+3). */
function aisles(categories: number): Catalog {
  const rows = Array.from({ length: categories }, (_, i) => makeCategory({ id: i + 1, name: `Aisle ${i + 1}` }));
  return makeCatalog({
    categories: rows,
    products: rows.flatMap((c) => [1, 2, 3].map((n) => makeProductIn(c, { id: c.id * 10 + n, name: `Item ${c.id * 10 + n}` }))),
  });
}

function sourceOf(catalog: Catalog, options: { read?: ListingReader; queries?: CatalogQueries; client?: QueryClient } = {}) {
  const { head, listings } = catalogViews(catalog, 1);
  const byId = new Map(listings.map((l) => [l.id, l]));
  const read = vi.fn<ListingReader>(options.read ?? ((ids) => Promise.resolve(new Map(ids.map((id) => [id, byId.get(id)])))));
  const source = new CatalogSource({
    client: options.client ?? new QueryClient(),
    head: { gen: 1, session: catalog.session, channels: [], head },
    readExtras: () => Promise.resolve({ modifierGroups: [], addons: [] }),
    readListings: read,
    queries: options.queries ?? memoryQueries((gen) => (gen === 1 ? catalog : null)),
  });
  return { source, read };
}

test('a listing is read once, even when asked again while being read, and its products can be sold', async () => {
  const { source, read } = sourceOf(aisles(3));
  expect(source.listing(2, false)).toBeUndefined();
  await Promise.all([source.loadListings([2]), source.loadListings([2, 3])]);
  await source.loadListings([2, 3]);
  expect(read.mock.calls).toEqual([[[2]], [[3]]]);
  expect(source.listing(2, false)?.map((p) => p.id)).toEqual([21, 22, 23]);
  expect(source.products.get(31)?.name).toBe('Item 31');
});

test('a category without products reads as an empty listing, not as one still to read', async () => {
  const { source, read } = sourceOf(aisles(2));
  await source.loadListings([99]);
  expect(source.listing(99, false)).toEqual([]);
  expect(source.holds([99])).toBe(true);
  await source.loadListings([99]);
  expect(read).toHaveBeenCalledTimes(1);
});

test('once the generation is no longer active the source reads nothing more and says so', async () => {
  const { source } = sourceOf(aisles(2), { read: () => Promise.resolve(null) });
  await source.loadListings([1]);
  expect(source.active).toBe(false);
  expect(source.listing(1, false)).toBeUndefined();
});

test('the order\'s products are asked of the whole generation; an id the generation lacks is settled as absent', async () => {
  const catalog = aisles(3);
  const queries = memoryQueries((gen) => (gen === 1 ? catalog : null));
  const products = vi.spyOn(queries, 'products');
  const { source } = sourceOf(catalog, { queries });
  expect(source.fetched([31, 999])).toBe(false);
  await source.fetchProducts([31, 999]);
  expect(source.fetched([31, 999])).toBe(true);
  expect(source.products.get(31)?.id).toBe(31);
  expect(source.products.has(999)).toBe(false);
  await source.fetchProducts([31, 999]);
  expect(products).toHaveBeenCalledTimes(1);
});

test('past the listings it holds, the oldest are let go with their products, but never the order\'s or one just handed to it', async () => {
  const { source } = sourceOf(aisles(LISTINGS_HELD + 2));
  await source.loadListings([1, 2]);
  source.pin([11]);
  source.remember(source.products.get(21)!);
  for (let id = 3; id <= LISTINGS_HELD + 2; id++) await source.loadListings([id]);
  expect(source.holds([1])).toBe(false);
  expect(source.holds([2])).toBe(false);
  expect(source.holds([3, LISTINGS_HELD + 2])).toBe(true);
  expect(source.products.has(11)).toBe(true);
  expect(source.products.has(21)).toBe(true);
  expect(source.products.has(12)).toBe(false);
  expect(source.products.has(22)).toBe(false);
});

test('the snapshot changes when a listing arrives, so the screen draws it', async () => {
  const { source } = sourceOf(aisles(2));
  const listener = vi.fn();
  source.subscribe(listener);
  const before = source.snapshot();
  await source.loadListings([1]);
  expect(source.snapshot()).not.toBe(before);
  expect(listener).toHaveBeenCalledTimes(1);
});

test('listings are read with the till offline: the catalog is on the device, whatever reachability says', async () => {
  onlineManager.setOnline(false);
  try {
    const { source, read } = sourceOf(aisles(2));
    await source.loadListings([1]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(source.listing(1, false)?.map((p) => p.id)).toEqual([11, 12, 13]);
  } finally {
    onlineManager.setOnline(true);
  }
});

test('the listings are held in the app\'s query client under their generation, and leave it with their generation', async () => {
  const client = new QueryClient();
  const { source, read } = sourceOf(aisles(2), { client });
  await source.loadListings([1, 2]);
  expect(client.getQueryData(listingKey(1, 2))).toBeDefined();
  // A second source of the same generation (the screen mounted again) reads nothing again.
  const again = sourceOf(aisles(2), { client });
  expect(again.source.holds([1, 2])).toBe(true);
  expect(again.read).not.toHaveBeenCalled();
  source.remove();
  expect(client.getQueryData(listingKey(1, 1))).toBeUndefined();
  expect(source.holds([1])).toBe(false);
  expect(read).toHaveBeenCalledTimes(1);
});
