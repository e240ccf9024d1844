import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { DEFAULT_SCALE_CONFIG } from '../../../src/menu/barcode';
import { createCatalogQueries, workerCatalogQueries, type WorkerLike } from '../../../src/menu/worker/client';
import { createCatalogHost } from '../../../src/menu/worker/host';
import { inThreadCatalogQueries } from '../../../src/menu/worker/inThread';
import type { CatalogReply, CatalogRequest, PreparedQueries } from '../../../src/menu/worker/protocol';
import { makeCatalog, makeCategory, makeProductIn } from '../../kit/factories';
import { connectTo } from '../../kit/db';
import { storeCatalog } from '../../kit/storedCatalog';

let dbCount = 0;
const openDb = (name: string) => connectTo(indexedDB, name);
const newDb = () => openDb(`pos-catalog-client-${++dbCount}`);

const bakery = makeCategory({ id: 1, name: 'Bakery' });
const croissant = makeProductIn(bakery, { id: 10, name: 'Croissant', barcode_value: '4006381333931' });
const baguette = makeProductIn(bakery, { id: 11, name: 'Baguette' });
const shop = makeCatalog({ categories: [bakery], products: [croissant, baguette] });

/** A stand-in Worker the test answers by hand: what it was sent, and its listeners. */
function scriptedWorker() {
  const listeners = { message: [] as Array<(event: MessageEvent<CatalogReply>) => void>, error: [] as Array<(event: Event) => void> };
  const worker = {
    sent: [] as CatalogRequest[],
    terminated: false,
    postMessage: (message: CatalogRequest) => void worker.sent.push(structuredClone(message)),
    terminate: () => void (worker.terminated = true),
    addEventListener: (type: string, listener: (event: never) => void) => {
      if (type === 'message') listeners.message.push(listener as (event: MessageEvent<CatalogReply>) => void);
      if (type === 'error') listeners.error.push(listener as (event: Event) => void);
    },
    reply: (reply: CatalogReply) => listeners.message.forEach((l) => l({ data: structuredClone(reply) } as MessageEvent<CatalogReply>)),
    fail: () => listeners.error.forEach((l) => l(new Event('error'))),
    /** Ids of the questions sent, in order. */
    asked: () => worker.sent.flatMap((m) => (m.type === 'ask' ? [m.id] : [])),
  };
  return worker;
}

/** A stand-in Worker that runs the real worker host in this thread, through structured clones. */
function inProcessWorker(): WorkerLike {
  const listeners: Array<(event: MessageEvent<CatalogReply>) => void> = [];
  const host = createCatalogHost((reply) => {
    const data = structuredClone(reply);
    queueMicrotask(() => listeners.forEach((l) => l({ data } as MessageEvent<CatalogReply>)));
  }, openDb);
  return {
    postMessage: (message) => host(structuredClone(message)),
    terminate: () => {},
    addEventListener: (type: string, listener: (event: never) => void) => {
      if (type === 'message') listeners.push(listener as (event: MessageEvent<CatalogReply>) => void);
    },
  };
}

const noFallback = async (): Promise<PreparedQueries> => {
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
    expect(worker.sent[0]).toEqual({ type: 'open', dbName: db.name });
    const [searchId, scanId, productsId] = worker.asked();
    expect(new Set([searchId, scanId, productsId]).size).toBe(3);
    expect(worker.sent.slice(1)).toEqual([
      { type: 'ask', id: searchId, method: 'search', args: [3, 'crois', null, false] },
      { type: 'ask', id: scanId, method: 'scan', args: [3, croissant.barcode_value, DEFAULT_SCALE_CONFIG, false] },
      { type: 'ask', id: productsId, method: 'products', args: [3, [11, 10]] },
    ]);

    worker.reply({ type: 'answer', id: productsId!, answer: [baguette, croissant] });
    worker.reply({ type: 'answer', id: searchId!, answer: { products: [croissant], total: 1 } });
    worker.reply({ type: 'answer', id: scanId!, answer: { kind: 'product', product: croissant } });
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
    expect(worker.sent.map((m) => m.type)).toEqual(['open', 'prepare', 'ask']);
    expect(worker.sent[1]).toEqual({ type: 'prepare', gen: 3, kiosk: true });
    worker.reply({ type: 'answer', id: worker.asked()[0]!, answer: null });
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
    }, async () => inThreadCatalogQueries(db));
    expect((await queries.search(gen, 'crois', null, false))?.products).toEqual([croissant]);
    expect(await queries.scan(gen, croissant.barcode_value!, DEFAULT_SCALE_CONFIG, false)).toMatchObject({ kind: 'product', product: croissant });
  });

  test('a worker that errors after starting: the questions in flight and the next ones are answered in this thread, once', async () => {
    const db = newDb();
    const gen = await storeCatalog(db, shop);
    const worker = scriptedWorker();
    let fallbacks = 0;
    const queries = workerCatalogQueries(db, () => worker, async () => (fallbacks++, inThreadCatalogQueries(db)));
    const first = queries.products(gen, [11]);
    const second = queries.search(gen, 'bag', null, false);
    const [firstId] = worker.asked();
    worker.reply({ type: 'answer', id: firstId!, answer: [baguette] });
    worker.fail();
    expect(worker.terminated).toBe(true);
    expect(await first).toEqual([baguette]);
    expect((await second)?.products).toEqual([baguette]);
    expect(await queries.products(gen, [10])).toEqual([croissant]);
    expect(worker.asked()).toHaveLength(2);
    expect(fallbacks).toBe(1);
  });

  test('a worker that cannot read the catalog: its question is answered in this thread', async () => {
    const db = newDb();
    const gen = await storeCatalog(db, shop);
    const worker = scriptedWorker();
    const queries = workerCatalogQueries(db, () => worker, async () => inThreadCatalogQueries(db));
    const pending = queries.products(gen, [10]);
    worker.reply({ type: 'failed', id: worker.asked()[0]!, message: 'UnknownError: the database could not be opened' });
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
});

describe('the worker answers about the active generation only', () => {
  test('it reads the generation asked from the till\'s database and answers by the pure rules', async () => {
    const db = newDb();
    const gen = await storeCatalog(db, shop);
    const queries = workerCatalogQueries(db, inProcessWorker, noFallback);
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
    const queries = workerCatalogQueries(db, inProcessWorker, noFallback);
    expect((await queries.search(first, 'crois', null, false))?.total).toBe(1);
    const renamed = makeProductIn(bakery, { id: 10, name: 'Butter croissant', barcode_value: croissant.barcode_value });
    const second = await storeCatalog(db, { ...shop, products: [renamed] });
    expect(await queries.search(first, 'crois', null, false)).toBeNull();
    expect(await queries.products(first, [10])).toBeNull();
    expect(await queries.products(second, [10])).toEqual([renamed]);
    expect((await queries.search(second, 'butter', null, false))?.products).toEqual([renamed]);
  });
});
