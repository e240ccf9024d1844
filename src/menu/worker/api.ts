/**
 * The catalog worker's API (`CatalogWorkerApi`): served by the worker (`entry.ts`), and made in
 * this thread by the client where no worker runs or the worker fails. It opens its own
 * connection to the database named by `open` and answers each question by the in-thread
 * queries (`inThread.ts`), several at a time; what a question throws is answered as a message.
 */
import type { PosDb } from '../../db/schema';
import { answerOf, type Answer } from '../../rpc/workerRpc';
import { inThreadCatalogQueries } from './inThread';
import type { CatalogWorkerApi, PreparedQueries } from './protocol';

export function createCatalogApi(openDb: (name: string) => PosDb): CatalogWorkerApi {
  let queries: PreparedQueries | null = null;

  function answer<T>(question: string, ask: (queries: PreparedQueries) => Promise<T>): Promise<Answer<T>> {
    if (queries === null) return Promise.resolve({ ok: false, message: 'The catalog worker was asked before it was given a database.' });
    const asked = queries;
    return answerOf(() => ask(asked), `The catalog could not be read for ${question}`);
  }

  return {
    async open(dbName) {
      queries ??= inThreadCatalogQueries(openDb(dbName));
    },
    async prepare(gen, kiosk) {
      await queries?.prepare(gen, kiosk).catch(() => {});
    },
    async prepareSearch(gen) {
      await queries?.prepareSearch(gen).catch(() => {});
    },
    search: (...args) => answer('a search', (q) => q.search(...args)),
    searchStored: (...args) => answer('a search', (q) => q.searchStored(...args)),
    scan: (...args) => answer('a scan', (q) => q.scan(...args)),
    products: (...args) => answer('the products asked', (q) => q.products(...args)),
    deals: (...args) => answer('the deals', (q) => q.deals(...args)),
  };
}
