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
 *
 * Until the generation is held whole, a search is answered from the search table the sync
 * stored with it (`storedSearch.ts`) and the listing records holding the products found, the
 * same products in the same order as the index of the whole generation finds: a worker that
 * has just started answers its first search in one short read instead of after reading every
 * product. A generation synced before the tables were stored is read whole first, as before.
 */
import type { Catalog } from '../../core/catalog';
import { composeCatalog, readCatalogGeneration, type Availability } from '../../db/catalogReader';
import { readActiveGeneration } from '../../db/activeGeneration';
import { readSearchTable, readTableProducts, RecordCache } from '../../db/searchTables';
import type { PosDb } from '../../db/schema';
import type { CatalogQueries } from '../catalogQueries';
import { memoryQueries } from '../memoryQueries';
import type { CategoryScope } from '../scope';
import { listedAt, searchPositions, type Searchable, type SearchResult } from '../searchProducts';
import { searchableStored, type StoredSearchTable } from '../storedSearch';
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

/** A stored search table as the search reads it, with the record it came from. */
interface HeldTable {
  readonly stored: StoredSearchTable;
  readonly searchable: Searchable;
  /** The listing records its searches read last. */
  readonly records: RecordCache;
}

export function inThreadCatalogQueries(db: PosDb): PreparedQueries {
  let held: { gen: number; queries: Promise<CatalogQueries | null>; loaded?: CatalogQueries | null } | null = null;
  let tables: { gen: number; table: Promise<HeldTable | undefined | null> } | null = null;

  async function isActive(gen: number): Promise<boolean> {
    const active = await readActiveGeneration(db);
    if (held !== null && held.gen !== active) held = null;
    if (tables !== null && tables.gen !== active) tables = null;
    return active === gen;
  }

  function load(gen: number): Promise<CatalogQueries | null> {
    if (held?.gen === gen) return held.queries;
    const loading: NonNullable<typeof held> = { gen, queries: loadQueries(db, gen) };
    held = loading;
    loading.queries.then(
      (queries) => (loading.loaded = queries),
      () => {
        if (held === loading) held = null;
      },
    );
    return loading.queries;
  }

  /** The queries of `gen` while it is active; those answering null otherwise. */
  async function queriesOf(gen: number): Promise<CatalogQueries> {
    if (!(await isActive(gen))) return NOT_ACTIVE;
    const queries = await load(gen);
    return queries !== null && (await isActive(gen)) ? queries : NOT_ACTIVE;
  }

  /** The stored search table of `gen` (read once, the last one asked held); undefined when none is stored. */
  function tableOf(gen: number): Promise<HeldTable | undefined | null> {
    if (tables?.gen === gen) return tables.table;
    const reading = {
      gen,
      table: readSearchTable(db, gen).then((stored) => stored && { stored, searchable: searchableStored(stored), records: new RecordCache(gen) }),
    };
    tables = reading;
    reading.table.catch(() => {
      if (tables === reading) tables = null;
    });
    return reading.table;
  }

  /**
   * A search answered from the stored table and the listing records holding what it found,
   * while the generation is not held whole; undefined when it cannot be (no table stored, or
   * a table that does not match its records): the whole generation answers then.
   */
  async function searchStored(gen: number, text: string, allowed: CategoryScope, kiosk: boolean): Promise<SearchResult | null | undefined> {
    // A kiosk has no search box, and the table is a till's: a kiosk's search reads the whole generation.
    if (kiosk) return undefined;
    const table = await tableOf(gen).catch(() => undefined);
    if (!table) return table;
    const found = searchPositions(table.searchable, allowed, text);
    const products = await readTableProducts(db, gen, table.stored, found.positions, table.records);
    if (products === null) return (await isActive(gen)) ? undefined : null;
    if (found.plu === undefined) return { products, total: found.total };
    return { products, total: found.total, plu: { productId: table.stored.ids[found.plu]!, listedIn: listedAt(table.searchable, found.plu) } };
  }

  return {
    async prepareSearch(gen) {
      if (await isActive(gen)) await tableOf(gen).catch(() => {});
    },
    async searchStored(gen, text, allowed, kiosk) {
      if (!(await isActive(gen))) return null;
      return searchStored(gen, text, allowed, kiosk);
    },
    async prepare(gen, kiosk = false) {
      // The stored table first, so a search asked while the generation loads is answered from it.
      if (!kiosk && (await isActive(gen))) await tableOf(gen).catch(() => {});
      // A blank search answers nothing, but builds the index every search and scan reads.
      await (await queriesOf(gen)).search(gen, '', null, kiosk);
    },
    async search(gen, text, allowed, kiosk) {
      if (!(await isActive(gen))) return null;
      const loaded = held?.gen === gen ? held.loaded : undefined;
      if (!loaded) {
        const answered = await searchStored(gen, text, allowed, kiosk);
        if (answered !== undefined) return answered;
      }
      return (await queriesOf(gen)).search(gen, text, allowed, kiosk);
    },
    scan: async (gen, ...rest) => (await queriesOf(gen)).scan(gen, ...rest),
    products: async (gen, ...rest) => (await queriesOf(gen)).products(gen, ...rest),
    deals: async (gen, ...rest) => (await queriesOf(gen)).deals(gen, ...rest),
  };
}
