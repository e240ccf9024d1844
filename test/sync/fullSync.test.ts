import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { emulatorPerFile } from '../kit/emulator';
import type { Fault, RouteName } from '../../emulator/types';
import { readCatalog } from '../../src/db/catalogReader';
import { beginGeneration } from '../../src/db/generations';
import { readSyncMeta } from '../../src/db/activeGeneration';
import type { PosDb } from '../../src/db/schema';
import { createApiClient } from '../../src/sync/api/client';
import { runFullSync, type FullSyncOptions, type SyncProgress } from '../../src/sync/fullSync';
import { PART_DROPPED } from '../../src/sync/decode/product';
import { CHANGED_TWICE } from '../../src/sync/paginate';
import { buildMenuIndex } from '../../src/menu/fullMenuIndex';
import { listingFor } from '../../src/menu/views';
import { readGenerationHead, readListings } from '../../src/db/catalogViews';
import { generateTenant } from '../../emulator/generate';
import { makeProduct, makeSession } from '../kit/factories';
import { addProductChunk, openTestDb } from '../kit/db';

const emulator = emulatorPerFile({ reset: true });

const PAGE = 10;

function sync(db: PosDb, options: Partial<FullSyncOptions> & { apiKey?: string; timeoutMs?: number; fetch?: typeof fetch } = {}) {
  const api = createApiClient({
    baseUrl: emulator.url,
    apiKey: options.apiKey ?? 'demo-key',
    timeoutMs: options.timeoutMs ?? 2_000,
    fetch: options.fetch,
  });
  return runFullSync(db, { api, pageSize: PAGE, ...options });
}

/** A database holding one complete sync of the demo tenant. */
async function syncedDb(): Promise<PosDb> {
  const db = openTestDb();
  const first = await sync(db);
  expect(first.ok).toBe(true);
  return db;
}

async function rowsOfOtherGenerations(db: PosDb): Promise<number> {
  const { activeGen } = await readSyncMeta(db);
  const tables = [db.productChunks, db.addons, db.categories, db.modifierGroups, db.brands, db.channels, db.quotas];
  let count = 0;
  for (const table of tables) count += (await table.toArray()).filter((row) => row.gen !== activeGen).length;
  count += (await db.session.toArray()).filter((row) => row.gen !== activeGen).length;
  return count;
}

describe('a full sync of the demo tenant', () => {
  test('writes the whole catalog as one generation the UI can read', async () => {
    const db = openTestDb();
    const progress: SyncProgress[] = [];
    const outcome = await sync(db, { onProgress: (p) => progress.push(p) });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;

    const tenant = emulator.control.tenant;
    const selling = tenant.products.filter((p) => p.is_addon === 0);
    const addons = tenant.products.filter((p) => p.is_addon === 1);
    const catalog = await readCatalog(db);
    expect(catalog).not.toBeNull();
    expect(catalog!.products).toHaveLength(selling.length);
    expect(catalog!.addons).toHaveLength(addons.length);
    expect(catalog!.session.config.currency_decimals).toBe(3);
    expect(catalog!.brands.length).toBe(tenant.brands.length);
    expect(catalog!.channels).toEqual(tenant.channels);
    expect(catalog!.soldOut).toEqual(tenant.soldOut);

    // 2.6: the deleted category is dropped and counted apart from malformed rows.
    expect(catalog!.categories.map((c) => c.id)).not.toContain(14);
    expect(outcome.report.deletedCategories).toBe(1);
    expect(outcome.report.malformed).toBe(0);

    // Money in minor units of the session currency.
    const sample = selling[0]!;
    const stored = catalog!.products.find((p) => p.id === sample.id)!;
    expect(stored.actual_price).toBe(Math.round(sample.actual_price * 1000));

    // Progress counts products up to total_records.
    expect(progress[0]).toEqual({ done: 0, total: 0 });
    expect(progress.at(-1)).toEqual({ done: selling.length, total: selling.length });
  });

  test('4.2 pages are read with page_limit and current_page, the key only in the header', async () => {
    const db = openTestDb();
    await sync(db);
    const requests = emulator.control.requests();
    const pages = requests.filter((r) => r.path === '/api/v2/products' && r.query.addon !== '1').map((r) => Number(r.query.current_page));
    // Each page once, 1 to the last (several are in flight at a time, so they may arrive out of order).
    expect([...pages].sort((a, b) => a - b)).toEqual(pages.map((_, i) => i + 1));
    expect(requests.every((r) => r.query.page_limit === undefined || r.query.page_limit === String(PAGE))).toBe(true);
    for (const r of requests) {
      expect(r.headers.authorization).toBe('Bearer demo-key');
      expect(JSON.stringify(r.query)).not.toContain('demo-key');
      expect(r.query).not.toHaveProperty('customer_id');
    }
    const modifiers = requests.find((r) => r.path === '/api/v2/modifiers')!;
    expect(modifiers.method).toBe('POST');
    expect(modifiers.body).toBe('');
  });

  test('a second sync switches to the new prices and deletes the old generation', async () => {
    const db = await syncedDb();
    const before = (await readCatalog(db))!;
    emulator.control.changePrices(10);
    const outcome = await sync(db);
    expect(outcome.ok).toBe(true);
    const after = (await readCatalog(db))!;
    const id = before.products[0]!.id;
    const oldPrice = before.products.find((p) => p.id === id)!.actual_price;
    const newPrice = after.products.find((p) => p.id === id)!.actual_price;
    expect(newPrice).not.toBe(oldPrice);
    expect(await rowsOfOtherGenerations(db)).toBe(0);
  });

  test('while a sync runs, readers still see the previous catalog whole', async () => {
    const db = await syncedDb();
    const before = (await readCatalog(db))!;
    emulator.control.changePrices(10);
    const reads: Promise<number>[] = [];
    await sync(db, {
      onProgress: (p) => {
        if (p.done > 0 && p.done < p.total) reads.push(readCatalog(db).then((c) => c!.products.length));
      },
    });
    const seen = await Promise.all(reads);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((n) => n === before.products.length)).toBe(true);
  });
});

describe('a failed sync leaves the previous catalog fully usable', () => {
  async function expectPreviousCatalogKept(fault: { route: RouteName; fault: Fault }, kind: string, options: { timeoutMs?: number } = {}) {
    const db = await syncedDb();
    const before = await readCatalog(db);
    const metaBefore = await readSyncMeta(db);
    emulator.control.changePrices(10);
    emulator.control.setFault(fault.route, fault.fault);

    const outcome = await sync(db, options);

    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.kind).toBe(kind);
    expect(await readCatalog(db)).toEqual(before);
    expect((await readSyncMeta(db)).activeGen).toBe(metaBefore.activeGen);
    expect(await rowsOfOtherGenerations(db)).toBe(0);
    return outcome;
  }

  test('7 a server error 500 on product page 7', async () => {
    const outcome = await expectPreviousCatalogKept({ route: 'products', fault: { kind: 'http500', page: 7 } }, 'server');
    if (!outcome.ok) expect(outcome.error.message).toContain('Internal Server Error');
  });

  test('7 status false in a 200 answer (list_selling_products)', async () => {
    await expectPreviousCatalogKept({ route: 'products', fault: { kind: 'statusFalse', page: 3 } }, 'server');
  });

  test('7 status false in a 200 answer (list_selling_modifiers)', async () => {
    await expectPreviousCatalogKept({ route: 'modifiers', fault: { kind: 'statusFalse' } }, 'server');
  });

  test('7 a 500 on the categories route with its {error} body', async () => {
    const outcome = await expectPreviousCatalogKept({ route: 'categories', fault: { kind: 'http500' } }, 'server');
    if (!outcome.ok) expect(outcome.error.message).toContain('Database error');
  });

  test('an answer that is not JSON', async () => {
    await expectPreviousCatalogKept({ route: 'brands', fault: { kind: 'malformedJson' } }, 'malformed');
  });

  test('a connection dropped half-way through a product page', async () => {
    await expectPreviousCatalogKept({ route: 'products', fault: { kind: 'drop', page: 4 } }, 'network');
  });

  test('an add-on page that hangs times out', async () => {
    await expectPreviousCatalogKept({ route: 'addons', fault: { kind: 'hang' } }, 'timeout', { timeoutMs: 300 });
  });

  test('a quota route that hangs times out', async () => {
    await expectPreviousCatalogKept({ route: 'quota', fault: { kind: 'hang' } }, 'timeout', { timeoutMs: 300 });
  });

  test('a session failure stops before anything is written', async () => {
    await expectPreviousCatalogKept({ route: 'session', fault: { kind: 'http500' } }, 'server');
  });

  test('5 a rejected key (401)', async () => {
    const db = await syncedDb();
    const before = await readCatalog(db);
    const outcome = await sync(db, { apiKey: 'wrong-key' });
    expect(outcome).toEqual({ ok: false, error: { kind: 'unauthorized', status: 401, message: 'The server rejected the API key.' } });
    expect(await readCatalog(db)).toEqual(before);
  });

  test('a sync stopped mid-way (tab closing, key changed) keeps the previous catalog', async () => {
    const db = await syncedDb();
    const before = await readCatalog(db);
    const stop = new AbortController();
    const outcome = await sync(db, { signal: stop.signal, onProgress: (p) => p.done > 20 && stop.abort() });
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(await readCatalog(db)).toEqual(before);
  });

  test('4.2 a product listing cut short (an empty page before total_records) is refused: the complete catalog stays, and the sync says why', async () => {
    const selling = emulator.control.tenant.products.filter((p) => p.is_addon === 0).length;
    const outcome = await expectPreviousCatalogKept({ route: 'products', fault: { kind: 'emptyPage', page: 3 } }, 'server');
    expect(outcome).toEqual({
      ok: false,
      error: { kind: 'server', status: 200, message: `The server listed ${2 * PAGE} of ${selling} products; the catalog in use is kept.` },
    });
  });

  test('4.2 an add-on listing cut short is refused the same way', async () => {
    const addons = emulator.control.tenant.products.filter((p) => p.is_addon === 1).length;
    const outcome = await expectPreviousCatalogKept({ route: 'addons', fault: { kind: 'emptyPage' } }, 'server');
    if (!outcome.ok) expect(outcome.error.message).toBe(`The server listed 0 of ${addons} add-ons; the catalog in use is kept.`);
  });

  test('4.2 a first sync whose listing is cut short stores no catalog and says so', async () => {
    const db = openTestDb();
    emulator.control.setFault('products', { kind: 'emptyPage', page: 2 });
    const outcome = await sync(db);
    expect(outcome).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^The server listed 10 of \d+ products; no catalog is stored until a complete one arrives\.$/) } });
    expect(await readCatalog(db)).toBeNull();
    expect(await db.productChunks.count()).toBe(0);
  });

  test('4.2 rows served but dropped as malformed are not a shortfall: the sync switches', async () => {
    const tenant = emulator.control.tenant;
    const victim = tenant.products.find((p) => p.is_addon === 0)!;
    emulator.control.setTenant({ ...tenant, products: tenant.products.map((p) => (p === victim ? ({ ...p, name: null } as unknown as typeof p) : p)) });
    const db = await syncedDb();
    expect((await readSyncMeta(db)).lastReport?.malformed).toBe(1);
  });

  test('with no previous catalog, a failed first sync leaves no catalog at all (never half of one)', async () => {
    const db = openTestDb();
    emulator.control.setFault('products', { kind: 'http500', page: 5 });
    expect((await sync(db)).ok).toBe(false);
    expect(await readCatalog(db)).toBeNull();
    expect(await db.productChunks.count()).toBe(0);
  });
});

describe('recovery and pagination quirks', () => {
  test('rows left by a sync that could not clean up (tab closed) are removed by the next sync', async () => {
    const db = await syncedDb();
    const leftover = await beginGeneration(db);
    await db.session.put({ ...makeSession(), gen: leftover });
    await addProductChunk(db, leftover, [1, 2, 3].map((id) => makeProduct({ id })));
    expect(await rowsOfOtherGenerations(db)).toBe(2);

    expect((await sync(db)).ok).toBe(true);
    expect(await rowsOfOtherGenerations(db)).toBe(0);
  });

  test('a sync after a failure succeeds and switches', async () => {
    const db = await syncedDb();
    emulator.control.setFault('products', { kind: 'http500', page: 2, times: 1 });
    expect((await sync(db)).ok).toBe(false);
    const retry = await sync(db);
    expect(retry.ok).toBe(true);
    if (retry.ok) expect((await readSyncMeta(db)).activeGen).toBe(retry.generation);
  });

  /** A fetch that grows the tenant by one product just before it asks for page 2. */
  function growingOnPage2(times: number): typeof fetch {
    let grown = 0;
    return (input, init) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/v2/products' && url.searchParams.get('addon') !== '1' && url.searchParams.get('current_page') === '2' && grown < times) {
        grown += 1;
        const tenant = emulator.control.tenant;
        const template = tenant.products.find((p) => p.is_addon === 0 && p.is_combo === 0)!;
        emulator.control.setTenant({ ...tenant, products: [{ ...template, id: 90000 + grown, name: `New product ${grown}` }, ...tenant.products] });
      }
      return fetch(input, init);
    };
  }

  test('4.2 total_records changing mid-sync restarts from page 1 once and ends consistent', async () => {
    const db = openTestDb();
    const outcome = await sync(db, { fetch: growingOnPage2(1) });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.report.restarts).toBe(1);
    const selling = emulator.control.tenant.products.filter((p) => p.is_addon === 0);
    const catalog = (await readCatalog(db))!;
    expect(catalog.products.map((p) => p.id).sort((a, b) => a - b)).toEqual(selling.map((p) => p.id).sort((a, b) => a - b));
  });

  test('4.2 a catalog that changes again during the restart fails the sync, keeping the previous one', async () => {
    const db = await syncedDb();
    const before = await readCatalog(db);
    const outcome = await sync(db, { fetch: growingOnPage2(2) });
    expect(outcome).toEqual({ ok: false, error: { kind: 'server', status: 200, message: CHANGED_TWICE } });
    expect(await readCatalog(db)).toEqual(before);
  });

  test('the same product served on two pages is kept once and counted as a duplicate', async () => {
    const tenant = emulator.control.tenant;
    const selling = tenant.products.filter((p) => p.is_addon === 0);
    const twice = selling[0]!;
    emulator.control.setTenant({ ...tenant, products: [...tenant.products.slice(0, 15), twice, ...tenant.products.slice(15)] });
    const db = openTestDb();
    const outcome = await sync(db);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.report.duplicates).toBe(1);
    expect((await readCatalog(db))!.products).toHaveLength(selling.length);
  });

  test('2.10.11 of repeated quota rows for one product the lowest remaining_stock is kept, as the quota poll keeps it', async () => {
    const tenant = emulator.control.tenant;
    const product = tenant.products.find((p) => p.is_addon === 0)!;
    const others = tenant.quotas.filter((q) => q.product_id !== product.id);
    const rows = [{ product_id: product.id, quota: 20, remaining_stock: 7 }, { product_id: product.id, quota: 20, remaining_stock: 2 }, { product_id: product.id, quota: 20, remaining_stock: 5 }];
    emulator.control.setTenant({ ...tenant, quotas: [...others, ...rows] });
    const db = openTestDb();
    const outcome = await sync(db);
    expect(outcome.ok && outcome.report.duplicates).toBe(2);
    expect((await readCatalog(db))!.quotas.filter((q) => q.product_id === product.id).map((q) => q.remaining_stock)).toEqual([2]);
  });

  test('a malformed product row is dropped and reported with route, id and reason; the sync completes', async () => {
    const tenant = emulator.control.tenant;
    const victim = tenant.products.find((p) => p.is_addon === 0 && p.is_open_price === 0)!;
    emulator.control.setTenant({
      ...tenant,
      products: tenant.products.map((p) => (p.id === victim.id ? ({ ...p, actual_price: 'n/a' } as unknown as typeof p) : p)),
    });
    const db = openTestDb();
    const outcome = await sync(db);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.report.malformed).toBe(1);
    expect(outcome.report.dropped).toEqual([{ route: 'products', id: victim.id, reason: 'actual_price: expected an amount, got "n/a"' }]);
    expect((await readCatalog(db))!.products.map((p) => p.id)).not.toContain(victim.id);
    expect((await readSyncMeta(db)).lastReport?.malformed).toBe(1);
  });

  test.each([1, 7, 1000])('page size %i reads the same catalog', async (pageSize) => {
    const db = openTestDb();
    const outcome = await sync(db, { pageSize });
    expect(outcome.ok).toBe(true);
    const selling = emulator.control.tenant.products.filter((p) => p.is_addon === 0);
    expect((await readCatalog(db))!.products).toHaveLength(selling.length);
  });
});

describe('the unit of rejection is the smallest bad piece (2.2, 2.3, 2.6, 2.7)', () => {
  type Row = (typeof emulator.control.tenant.products)[number];
  /** Serves product `id` changed by `change` (raw: fields may take shapes the types do not allow). */
  function serveChanged(id: number, change: (row: Record<string, unknown>) => Record<string, unknown>) {
    const tenant = emulator.control.tenant;
    emulator.control.setTenant({
      ...tenant,
      products: tenant.products.map((p) => (p.id === id ? (change({ ...p }) as unknown as Row) : p)),
    });
  }
  async function syncedCatalog() {
    const db = openTestDb();
    const outcome = await sync(db);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) throw new Error('the sync failed');
    return { report: outcome.report, catalog: (await readCatalog(db))! };
  }

  test('a channel price without channel_actual_price is dropped on its own: the product is sold, that channel at actual_price; the report counts the piece', async () => {
    // Chicken burger 41: Delivery app 2.000, Drive-thru 1.850.
    serveChanged(41, (row) => ({
      ...row,
      price_levels: (row.price_levels as Record<string, unknown>[]).map((level) =>
        level.channel_id === 4 ? { ...level, channel_actual_price: undefined } : level,
      ),
    }));
    const { report, catalog } = await syncedCatalog();
    const burger = catalog.products.find((p) => p.id === 41)!;
    expect(burger.actual_price).toBe(1750);
    expect(burger.price_levels).toEqual([{ channel_id: 5, channel_name: 'Drive-thru', channel_actual_price: 1850 }]);
    expect(report.malformed).toBe(1);
    expect(report.dropped).toEqual([
      { route: 'products', id: 41, reason: `${PART_DROPPED}price_levels[0].channel_actual_price: missing; that channel sells at actual_price` },
    ]);
  });

  test('2.6 a product whose category_id is a csv is stored with each id and listed under each category (2.10.5)', async () => {
    // Garlic bread 42, filed by id only under Hot drinks (8, no exact type match) and Kids meals (13, empty).
    serveChanged(42, (row) => ({ ...row, type: null, category_id: '8, 13' }));
    const { report, catalog } = await syncedCatalog();
    expect(report.malformed).toBe(0);
    expect(catalog.products.find((p) => p.id === 42)?.category_ids).toEqual([8, 13]);
    const index = buildMenuIndex(catalog);
    for (const categoryId of [8, 13]) expect(index.listings.get(categoryId)?.map((p) => p.id)).toContain(42);
    expect(index.railCandidates.map((c) => c.id)).toContain(13);
  });

  test('2.3 a link without max_allowed is stored with its group\'s selection_allowed (2.7)', async () => {
    const tenant = emulator.control.tenant;
    const product = tenant.products.find((p) => p.id === 41)!;
    const link = product.modifiers[0]!;
    const group = tenant.modifierGroups.find((g) => g.id === link.modifier_id)!;
    emulator.control.setTenant({
      ...tenant,
      modifierGroups: tenant.modifierGroups.map((g) => (g === group ? { ...g, selection_allowed: 3 } : g)),
    });
    serveChanged(41, (row) => ({ ...row, modifiers: [{ modifier_id: link.modifier_id, min_allowed: 0, priority: 1 }] }));
    const { catalog } = await syncedCatalog();
    expect(catalog.products.find((p) => p.id === 41)?.modifiers).toEqual([{ modifier_id: link.modifier_id, min_allowed: 0, max_allowed: 3, priority: 1 }]);
  });

  test('2.2 a negative price refuses the product, with its reason in the report; the other products are kept', async () => {
    serveChanged(41, (row) => ({ ...row, actual_price: -1.75 }));
    const { report, catalog } = await syncedCatalog();
    expect(catalog.products.map((p) => p.id)).not.toContain(41);
    expect(catalog.products.map((p) => p.id)).toContain(1);
    expect(report.dropped).toEqual([{ route: 'products', id: 41, reason: 'actual_price: a negative price is refused, got -1.75' }]);
  });
});

describe('the views a sync stores for the screen', () => {
  test('each product is stored once, in the listings or in the one chunk of products no listing holds, and the whole catalog reads back in the server\'s order', async () => {
    emulator.control.setTenant(generateTenant({ products: 3_000, seed: 'once' }));
    const db = openTestDb();
    const outcome = await sync(db, { pageSize: 500 });
    expect(outcome.ok).toBe(true);
    const chunks = await db.productChunks.toArray();
    expect(chunks).toHaveLength(1);
    const listed = new Set<number>();
    for (const listing of await db.listings.toArray()) {
      for (const p of [...listing.products, ...(listing.kiosk ?? [])]) listed.add(p.id);
    }
    expect(chunks[0]!.products.filter((p) => listed.has(p.id))).toEqual([]);
    const served = emulator.control.tenant.products.filter((p) => p.is_addon === 0).map((p) => p.id);
    expect((await readCatalog(db))!.products.map((p) => p.id)).toEqual(served);
    expect(listed.size + chunks[0]!.products.length).toBe(served.length);
  });

  test.each([['demo', null], ['generated, 3,000 products', 3_000]] as const)(
    '%s: the head and every listing are what the pure rules give the stored catalog (2.10.4, 2.10.5)',
    async (_name, products) => {
      if (products !== null) emulator.control.setTenant(generateTenant({ products, seed: 'views' }));
      const db = openTestDb();
      const outcome = await sync(db, { pageSize: 500 });
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      const whole = buildMenuIndex((await readCatalog(db))!);
      const head = await readGenerationHead(db, outcome.generation);
      expect(head?.head.railCandidates).toEqual(whole.railCandidates.map((c) => c.id));
      expect(head?.head.deals).toEqual(whole.deals);
      // In the order served, where the stored catalog reads them by id: a lookup by id either way.
      expect(head?.head.categories.toSorted((a, b) => a.id - b.id)).toEqual([...whole.categories.values()]);
      const ids = [...whole.categories.keys()];
      const listings = await readListings(db, outcome.generation, ids);
      for (const id of ids) expect(listingFor(listings?.get(id), false), `category ${id}`).toEqual(whole.listings.get(id));
    },
  );
});

describe('a refresh writes only what the server changed', () => {
  /** Records the sync writes, by table, counted at Dexie's lowest layer (every add, put and delete that reaches IndexedDB). */
  function countWrites(db: PosDb): { byTable: Map<string, number>; reset(): void } {
    const byTable = new Map<string, number>();
    db.use({
      stack: 'dbcore',
      name: 'countWrites',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          return {
            ...table,
            mutate: (req) => {
              const n = req.type === 'deleteRange' ? 1 : req.type === 'delete' ? req.keys.length : req.values.length;
              byTable.set(name, (byTable.get(name) ?? 0) + n);
              return table.mutate(req);
            },
          };
        },
      }),
    });
    return { byTable, reset: () => byTable.clear() };
  }

  const CATALOG_TABLES = ['session', 'catalogDigests', 'productChunks', 'addons', 'categories', 'modifierGroups', 'brands', 'channels', 'catalogHeads', 'listings'];
  const catalogWrites = (byTable: Map<string, number>) => CATALOG_TABLES.filter((name) => byTable.has(name));

  test('a refresh of an unchanged catalog writes no catalog record: the generation in use is kept, only its time, quotas and sold-out list are new', async () => {
    const db = openTestDb();
    const writes = countWrites(db);
    const first = await sync(db, { now: () => new Date('2026-11-26T08:00:00.000Z') });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(catalogWrites(writes.byTable)).toEqual(CATALOG_TABLES);
    const before = await readCatalog(db);
    writes.reset();

    const refresh = await sync(db, { now: () => new Date('2026-11-26T08:15:00.000Z') });

    expect(refresh.ok).toBe(true);
    if (!refresh.ok) return;
    expect(catalogWrites(writes.byTable)).toEqual([]);
    expect([...writes.byTable.keys()].sort()).toEqual(['quotas', 'soldOut', 'syncMeta']);
    expect(refresh.generation).toBe(first.generation);
    expect(refresh.report.written).toEqual({ catalog: 0, quotas: emulator.control.tenant.quotas.length });
    const meta = await readSyncMeta(db);
    expect(meta).toMatchObject({ activeGen: first.generation, lastGen: first.generation, lastSuccessAt: '2026-11-26T08:15:00.000Z' });
    expect(meta.lastReport?.generation).toBe(first.generation);
    expect(await readCatalog(db)).toEqual(before);
    // Quotas are availability: rewritten as the poll writes them, stamped with the refresh's start.
    expect((await db.quotas.toArray()).map((q) => q.polled_at)).toEqual(emulator.control.tenant.quotas.map(() => '2026-11-26T08:15:00.000Z'));
  });

  test('a refresh with one changed product switches to a new generation holding it, the old one removed', async () => {
    const db = await syncedDb();
    const first = (await readSyncMeta(db)).activeGen!;
    const tenant = emulator.control.tenant;
    const changed = tenant.products.filter((p) => p.is_addon === 0).at(-1)!;
    emulator.control.setTenant({ ...tenant, products: tenant.products.map((p) => (p === changed ? { ...p, actual_price: p.actual_price + 0.5 } : p)) });

    const refresh = await sync(db);

    expect(refresh.ok).toBe(true);
    if (!refresh.ok) return;
    expect(refresh.generation).toBeGreaterThan(first);
    expect(refresh.report.written?.catalog).toBeGreaterThan(0);
    const stored = (await readCatalog(db))!.products.find((p) => p.id === changed.id)!;
    expect(stored.actual_price).toBe(Math.round((changed.actual_price + 0.5) * 1000));
    expect(await rowsOfOtherGenerations(db)).toBe(0);
    expect((await db.catalogDigests.toArray()).map((d) => d.gen)).toEqual([refresh.generation]);
  });

  test('a refresh of a changed catalog stopped mid-way leaves the generation in use whole, and the next unchanged refresh keeps it', async () => {
    const db = await syncedDb();
    const before = await readCatalog(db);
    const active = (await readSyncMeta(db)).activeGen;
    const held = emulator.control.tenant;
    emulator.control.changePrices(10);
    emulator.control.setFault('products', { kind: 'latency', ms: 1_500, page: 2 });
    const controller = new AbortController();
    const stopped = await sync(db, { signal: controller.signal, onProgress: (p) => p.done > 0 && controller.abort() });
    expect(stopped).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(await readCatalog(db)).toEqual(before);
    expect((await readSyncMeta(db)).activeGen).toBe(active);
    expect(await rowsOfOtherGenerations(db)).toBe(0);

    // The server back to the catalog held: kept, nothing rebuilt.
    emulator.control.setFault('products', null);
    emulator.control.setTenant(held);
    const refresh = await sync(db);
    expect(refresh.ok && refresh.generation).toBe(active);
    expect(await readCatalog(db)).toEqual(before);
  });

  test('a kept generation outlives the cleanup of an interrupted sync\'s leftovers, and the next change replaces it whole', async () => {
    const db = await syncedDb();
    const kept = (await readSyncMeta(db)).activeGen!;
    const before = await readCatalog(db);
    const leftover = await beginGeneration(db);
    await db.session.put({ ...makeSession(), gen: leftover });
    await addProductChunk(db, leftover, [1, 2, 3].map((id) => makeProduct({ id })));

    const refresh = await sync(db);
    expect(refresh.ok && refresh.generation).toBe(kept);
    expect(await rowsOfOtherGenerations(db)).toBe(0);
    expect(await readCatalog(db)).toEqual(before);
    expect(await db.catalogDigests.get(kept)).toBeDefined();

    emulator.control.changePrices(10);
    const changed = await sync(db);
    expect(changed.ok && changed.generation).toBeGreaterThan(leftover);
    expect((await readCatalog(db))!.products).toHaveLength(before!.products.length);
    expect(await rowsOfOtherGenerations(db)).toBe(0);
  });

  test('a new build of the sync builds the catalog anew once, even when the server sends the same', async () => {
    const db = openTestDb();
    const first = await sync(db, { format: 'build-a' });
    expect((await sync(db, { format: 'build-a' })).ok && first.ok).toBe(true);
    const next = await sync(db, { format: 'build-b' });
    expect(next.ok && first.ok && next.generation > first.generation).toBe(true);
    const again = await sync(db, { format: 'build-b' });
    expect(again.ok && next.ok && again.generation === next.generation).toBe(true);
  });

  test('a refresh read with another page size builds anew: pages are compared as served', async () => {
    const db = await syncedDb();
    const active = (await readSyncMeta(db)).activeGen!;
    const refresh = await sync(db, { pageSize: 7 });
    expect(refresh.ok && refresh.generation).toBeGreaterThan(active);
  });

  test('a change in a small route (a category renamed) builds anew', async () => {
    const db = await syncedDb();
    const active = (await readSyncMeta(db)).activeGen!;
    const tenant = emulator.control.tenant;
    const category = tenant.categories.find((c) => c.is_deleted !== 1)!;
    emulator.control.setTenant({ ...tenant, categories: tenant.categories.map((c) => (c === category ? { ...c, name: `${c.name} (new)` } : c)) });
    const refresh = await sync(db);
    expect(refresh.ok && refresh.generation).toBeGreaterThan(active);
    expect((await readCatalog(db))!.categories.find((c) => c.id === category.id)?.name).toBe(`${category.name} (new)`);
  });
});

describe('assumed-contracts 11: the branch settings are read at each sync', () => {
  test('stored with the catalog; a server without the route gives the defaults; a failure keeps the ones held', async () => {
    const { readBranchSettings } = await import('../../src/db/branchSettings');
    const db = await syncedDb();
    expect(await readBranchSettings(db)).toMatchObject({ vat_percent: 5, page_width: 80, business_name: 'Downtown Food Hall' });

    emulator.control.setFault('locationsettings', { kind: 'http500' });
    const failed = await sync(db);
    expect(failed.ok).toBe(true);
    if (failed.ok) expect(failed.report.notes.join(' ')).toContain('branch settings could not be read');
    expect(await readBranchSettings(db)).toMatchObject({ vat_percent: 5 });

    emulator.control.clearFaults();
    emulator.control.setLocationSettings(null);
    expect((await sync(db)).ok).toBe(true);
    expect(await readBranchSettings(db)).toMatchObject({ vat_percent: null, page_width: 80, business_name: null });
  });
});
