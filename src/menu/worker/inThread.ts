/**
 * The catalog questions answered on the calling thread from the database: the catalog
 * worker's body, and the fallback where no worker runs.
 *
 * Promises: a generation is read at most once (`readCatalogGeneration`, one read transaction,
 * so one whole generation), on its first question or `prepare`, and only while it is the
 * active one; the questions that come while it loads wait for that one read. A question
 * about a generation that is not the active one (`syncMeta.activeGen`, read again once its
 * catalog is loaded) answers null, and a switch drops the generation held before. A read
 * that fails is not kept: the next question reads again.
 */
import type { Catalog } from '../../core/catalog';
import { composeCatalog, readCatalogGeneration, type Availability } from '../../db/catalogReader';
import { readActiveGeneration } from '../../db/generations';
import type { PosDb } from '../../db/schema';
import type { CatalogQueries } from '../catalogQueries';
import { memoryQueries } from '../memoryQueries';
import { shareEqualValues } from '../sharedValues';
import type { PreparedQueries } from './protocol';

/** What answers a question about a generation that is not (or no longer) the active one. */
const NOT_ACTIVE: CatalogQueries = {
  search: async () => null,
  scan: async () => null,
  products: async () => null,
  deals: async () => null,
};

/** The availability is not read here: the screen's comes with each deals question. */
const NO_AVAILABILITY: Availability = { quotas: [], soldOut: null };

function loadQueries(db: PosDb, gen: number): Promise<CatalogQueries | null> {
  return readCatalogGeneration(db, gen).then((generation) => {
    if (generation === null) return null;
    const catalog: Catalog = composeCatalog(generation, NO_AVAILABILITY);
    // This read is the holder's own copy: equal values are held once (sharedValues.ts).
    shareEqualValues(catalog.products);
    return memoryQueries((asked) => (asked === gen ? catalog : null));
  });
}

export function inThreadCatalogQueries(db: PosDb): PreparedQueries {
  let held: { gen: number; queries: Promise<CatalogQueries | null> } | null = null;

  async function isActive(gen: number): Promise<boolean> {
    const active = await readActiveGeneration(db);
    if (held !== null && held.gen !== active) held = null;
    return active === gen;
  }

  function load(gen: number): Promise<CatalogQueries | null> {
    if (held?.gen === gen) return held.queries;
    const loading = { gen, queries: loadQueries(db, gen) };
    held = loading;
    loading.queries.catch(() => {
      if (held === loading) held = null;
    });
    return loading.queries;
  }

  /** The queries of `gen` while it is active; those answering null otherwise. */
  async function queriesOf(gen: number): Promise<CatalogQueries> {
    if (!(await isActive(gen))) return NOT_ACTIVE;
    const queries = await load(gen);
    return queries !== null && (await isActive(gen)) ? queries : NOT_ACTIVE;
  }

  return {
    async prepare(gen, kiosk = false) {
      // A blank search answers nothing, but builds the index every search and scan reads.
      await (await queriesOf(gen)).search(gen, '', null, kiosk);
    },
    search: async (gen, ...rest) => (await queriesOf(gen)).search(gen, ...rest),
    scan: async (gen, ...rest) => (await queriesOf(gen)).scan(gen, ...rest),
    products: async (gen, ...rest) => (await queriesOf(gen)).products(gen, ...rest),
    deals: async (gen, ...rest) => (await queriesOf(gen)).deals(gen, ...rest),
  };
}
