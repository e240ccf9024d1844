import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { DEFAULT_SCALE_CONFIG } from '../../../src/menu/barcode';
import { createCatalogQueries, searchApart, workerCatalogQueries } from '../../../src/menu/worker/client';
import { createCatalogApi } from '../../../src/menu/worker/api';
import type { CatalogWorkerApi } from '../../../src/menu/worker/protocol';
import type { Answer } from '../../../src/rpc/workerRpc';
import { makeCatalog, makeCategory, makeProductIn } from '../../kit/factories';
import { connectTo } from '../../kit/db';
import { storeCatalog } from '../../kit/storedCatalog';
import { until } from '../../kit/timers';
import { channelWorker } from '../../kit/worker';

let dbCount = 0;
const openDb = (name: string) => connectTo(indexedDB, name);
const newDb = () => openDb(`pos-catalog-client-${++dbCount}`);

const bakery = makeCategory({ id: 1, name: 'Bakery' });
const croissant = makeProductIn(bakery, { id: 10, name: 'Croissant', barcode_value: '4006381333931' });
const baguette = makeProductIn(bakery, { id: 11, name: 'Baguette' });
const shop = makeCatalog({ categories: [bakery], products: [croissant, baguette] });

interface Call {
  method: keyof CatalogWorkerApi;
  args: unknown[];
  answer(answer: Answer<unknown>): void;
}

/** A stand-in catalog worker the test answers by hand: the calls it received, in order, each answered when told. */
function scriptedWorker() {
  const calls: Call[] = [];
  /** `open` and `prepare` return at once; a question waits for the test's answer. */
  const received = (method: Call['method'], answered: boolean) => (...args: unknown[]) =>
    new Promise<Answer<unknown> | void>((resolve) => {
      calls.push({ method, args, answer: resolve });
      if (!answered) resolve();
    });
  const api = {
    open: received('open', false),
    prepare: received('prepare', false),
    search: received('search', true),
    scan: received('scan', true),
    products: received('products', true),
    deals: received('deals', true),
  };
  return Object.assign(channelWorker(api), {
    calls,
    /** The questions received (calls other than `open` and `prepare`), in order. */
    asked: () => calls.filter((c) => c.method !== 'open' && c.method !== 'prepare'),
    /** Waits until the worker has received `count` questions. */
    received: (count: number) => until(() => expect(calls.filter((c) => c.method !== 'open' && c.method !== 'prepare').length).toBe(count)),
  });
}

/** A stand-in Worker that serves the real catalog API, opening its own connection as the worker does. */
const catalogWorker = () => channelWorker(createCatalogApi(openDb));

const noFallback = async (): Promise<CatalogWorkerApi> => {
  throw new Error('the in-thread fallback must not run');
};

describe('questions and answers are matched by id', () => {
  test('the worker opens the till\'s database by name, and each answer settles its own question, whatever their order', async () => {
    const db = newDb();
    const worker = scriptedWorker();
    const queries = workerCatalogQueries(db, () => worker, noFallback);
    const search = queries.search(3, 'crois', null, false);
    const scan = queries.scan(3, croissant.barcode_value!, DEFAULT_SCALE_CONFIG, false);
    const products = queries.products(3, [11, 10]);
    await worker.received(3);
    expect(worker.calls[0]).toMatchObject({ method: 'open', args: [db.name] });
    const [searchCall, scanCall, productsCall] = worker.asked();
    expect(worker.calls.slice(1).map(({ method, args }) => ({ method, args }))).toEqual([
      { method: 'search', args: [3, 'crois', null, false] },
      { method: 'scan', args: [3, croissant.barcode_value, DEFAULT_SCALE_CONFIG, false] },
      { method: 'products', args: [3, [11, 10]] },
    ]);

    productsCall!.answer({ ok: true, value: [baguette, croissant] });
    searchCall!.answer({ ok: true, value: { products: [croissant], total: 1 } });
    scanCall!.answer({ ok: true, value: { kind: 'product', product: croissant } });
    expect(await search).toEqual({ products: [croissant], total: 1 });
    expect(await scan).toEqual({ kind: 'product', product: croissant });
    expect(await products).toEqual([baguette, croissant]);
  });

  test('the worker starts once, and a prepared generation is asked to load, with the index a kiosk asks of, before its first question', async () => {
    let spawned = 0;
    const worker = scriptedWorker();
    const queries = workerCatalogQueries(newDb(), () => (spawned++, worker), noFallback);
    queries.prepare(3, true);
    const pending = queries.products(3, [10]);
    expect(spawned).toBe(1);
    await worker.received(1);
    expect(worker.calls.map((c) => c.method)).toEqual(['open', 'prepare', 'products']);
    expect(worker.calls[1]!.args).toEqual([3, true]);
    worker.asked()[0]!.answer({ ok: true, value: null });
    expect(await pending).toBeNull();
  });

  test('closing ends the worker; a question still waiting answers null', async () => {
    const worker = scriptedWorker();
    const queries = workerCatalogQueries(newDb(), () => worker, noFallback);
    const pending = queries.search(3, 'crois', null, false);
    queries.close();
    expect(worker.terminated).toBe(true);
    expect(await pending).toBeNull();
    expect(await queries.products(3, [10])).toBeNull();
  });
});

describe('a worker that fails hands its questions to this thread', () => {
  test('a worker that cannot start: every question is answered in this thread from the database', async () => {
    const db = newDb();
    const gen = await storeCatalog(db, shop);
    const queries = workerCatalogQueries(db, () => {
      throw new Error('no module workers');
    }, async () => createCatalogApi(() => db));
    expect((await queries.search(gen, 'crois', null, false))?.products).toEqual([croissant]);
    expect(await queries.scan(gen, croissant.barcode_value!, DEFAULT_SCALE_CONFIG, false)).toMatchObject({ kind: 'product', product: croissant });
  });

  test('a worker that errors after starting: the questions in flight and the next ones are answered in this thread, once', async () => {
    const db = newDb();
    const gen = await storeCatalog(db, shop);
    const worker = scriptedWorker();
    let fallbacks = 0;
    const queries = workerCatalogQueries(db, () => worker, async () => (fallbacks++, createCatalogApi(() => db)));
    const first = queries.products(gen, [11]);
    const second = queries.search(gen, 'bag', null, false);
    await worker.received(2);
    worker.asked()[0]!.answer({ ok: true, value: [baguette] });
    expect(await first).toEqual([baguette]);
    worker.fail();
    expect(worker.terminated).toBe(true);
    expect((await second)?.products).toEqual([baguette]);
    expect(await queries.products(gen, [10])).toEqual([croissant]);
    expect(worker.asked()).toHaveLength(2);
    expect(fallbacks).toBe(1);
  });

  test('a worker that cannot read the catalog: its question is answered in this thread', async () => {
    const db = newDb();
    const gen = await storeCatalog(db, shop);
    const worker = scriptedWorker();
    const queries = workerCatalogQueries(db, () => worker, async () => createCatalogApi(() => db));
    const pending = queries.products(gen, [10]);
    await worker.received(1);
    worker.asked()[0]!.answer({ ok: false, message: 'UnknownError: the database could not be opened' });
    expect(await pending).toEqual([croissant]);
    expect(worker.terminated).toBe(true);
  });

  test('without module workers (this test runner, old browsers) the till\'s questions are answered in this thread', async () => {
    const db = newDb();
    const gen = await storeCatalog(db, shop);
    const queries = createCatalogQueries(db);
    queries.prepare(gen);
    expect(await queries.products(gen, [10, 11])).toEqual([croissant, baguette]);
  });

  test('a question this thread cannot answer either rejects with why', async () => {
    const db = newDb();
    const gen = await storeCatalog(db, shop);
    db.close();
    const queries = workerCatalogQueries(db, () => {
      throw new Error('no module workers');
    }, async () => createCatalogApi(() => db));
    await expect(queries.products(gen, [10])).rejects.toThrow(/^The catalog could not be read for the products asked: .*closed/i);
  });
});

describe('the worker answers about the active generation only', () => {
  test('it reads the generation asked from the till\'s database and answers by the pure rules', async () => {
    const db = newDb();
    const gen = await storeCatalog(db, shop);
    const queries = workerCatalogQueries(db, catalogWorker, noFallback);
    const [found, scanned, deals] = await Promise.all([
      queries.search(gen, 'BAGUE', null, false),
      queries.scan(gen, croissant.barcode_value!, DEFAULT_SCALE_CONFIG, true),
      queries.deals(gen, [10], null, { quotas: [], soldOut: null }, false),
    ]);
    expect(found).toEqual({ products: [baguette], total: 1 });
    expect(scanned).toMatchObject({ kind: 'product', product: croissant });
    expect(deals).toEqual(new Map([[10, { ok: true }]]));
  });

  test('a question after the active generation changed answers null; the new generation answers from its own rows', async () => {
    const db = newDb();
    const first = await storeCatalog(db, shop);
    const queries = workerCatalogQueries(db, catalogWorker, noFallback);
    expect((await queries.search(first, 'crois', null, false))?.total).toBe(1);
    const renamed = makeProductIn(bakery, { id: 10, name: 'Butter croissant', barcode_value: croissant.barcode_value });
    const second = await storeCatalog(db, { ...shop, products: [renamed] });
    expect(await queries.search(first, 'crois', null, false)).toBeNull();
    expect(await queries.products(first, [10])).toBeNull();
    expect(await queries.products(second, [10])).toEqual([renamed]);
    expect((await queries.search(second, 'butter', null, false))?.products).toEqual([renamed]);
  });
});

test('the worker and this thread give the same answers to the same questions', async () => {
  const db = newDb();
  const gen = await storeCatalog(db, shop);
  const viaWorker = workerCatalogQueries(db, catalogWorker, noFallback);
  const inThread = createCatalogQueries(db); // no Worker in this runner
  const ask = (queries: typeof viaWorker) =>
    Promise.all([
      queries.search(gen, 'ba', null, false),
      queries.search(gen, 'crois', new Set([1]), true),
      queries.scan(gen, croissant.barcode_value!, DEFAULT_SCALE_CONFIG, false),
      queries.scan(gen, '0000000000000', DEFAULT_SCALE_CONFIG, false),
      queries.products(gen, [11, 99, 10]),
      queries.deals(gen, [10, 11], null, { quotas: [], soldOut: [11] }, false),
      queries.products(gen + 1, [10]),
    ]);
  const answers = await ask(viaWorker);
  expect(answers[4]).toEqual([baguette, croissant]);
  expect(answers.at(-1)).toBeNull();
  expect(answers).toEqual(await ask(inThread));
});

describe('searches are asked of a worker of their own', () => {
  test('a search is answered from the stored table while the worker reading the whole generation has answered nothing', async () => {
    const db = newDb();
    const gen = await storeCatalog(db, shop);
    const whole = scriptedWorker();
    const queries = searchApart(workerCatalogQueries(db, () => whole, noFallback), workerCatalogQueries(db, catalogWorker, noFallback));
    queries.prepare(gen);
    expect(await queries.search(gen, 'BAGUE', null, false)).toEqual({ products: [baguette], total: 1 });
    expect(whole.asked()).toEqual([]);
  });

  test('a kiosk, which has no search box, starts no search worker; a search it asks is answered from the whole generation', async () => {
    const db = newDb();
    const gen = await storeCatalog(db, shop);
    let searchers = 0;
    const queries = searchApart(workerCatalogQueries(db, catalogWorker, noFallback), workerCatalogQueries(db, () => (searchers++, catalogWorker()), noFallback));
    queries.prepare(gen, true);
    expect(await queries.products(gen, [11])).toEqual([baguette]);
    expect(searchers).toBe(0);
    expect(await queries.search(gen, 'BAGUE', null, true)).toEqual({ products: [baguette], total: 1 });
  });

  test('a generation synced with no stored table is searched by the worker holding it whole', async () => {
    const db = newDb();
    const gen = await storeCatalog(db, shop);
    await db.searchTables.clear();
    const whole = scriptedWorker();
    const queries = searchApart(workerCatalogQueries(db, () => whole, noFallback), workerCatalogQueries(db, catalogWorker, noFallback));
    const found = queries.search(gen, 'BAGUE', null, false);
    await whole.received(1);
    const [asked] = whole.asked();
    expect(asked).toMatchObject({ method: 'search', args: [gen, 'BAGUE', null, false] });
    asked!.answer({ ok: true, value: { products: [baguette], total: 1 } });
    expect(await found).toEqual({ products: [baguette], total: 1 });
  });
});
