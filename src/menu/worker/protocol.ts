/**
 * The typed API the catalog worker serves (`CatalogWorkerApi`, through the till's one worker
 * RPC, `src/rpc/workerRpc.ts`), and what runs in this thread where no worker does. Only plain
 * data crosses, by structured clone (Sets and Maps included); a question that cannot be
 * answered answers why, as a value (`Answer`), so the caller decides what to do next.
 */
import type { Answer } from '../../rpc/workerRpc';
import type { CatalogQueries } from '../catalogQueries';
import type { CategoryScope } from '../scope';
import type { SearchResult } from '../searchProducts';

/**
 * The catalog questions, with `prepare`: load a generation and build the index the terminal
 * asks of (a kiosk's is of its sellable products) before its first question.
 */
export interface PreparedQueries extends CatalogQueries {
  prepare(gen: number, kiosk?: boolean): Promise<void>;
  /**
   * The search answered from the table the sync stored (`storedSearch.ts`) and the listing
   * records holding what it found, never from the whole generation: undefined when the
   * generation has no table (synced by an older version), one that does not match its
   * records, or for a kiosk (the table is a till's); null when `gen` is not the active one.
   */
  searchStored(gen: number, text: string, allowed: CategoryScope, kiosk: boolean): Promise<SearchResult | null | undefined>;
  /** Reads the stored table of `gen` ahead of its first `searchStored`. */
  prepareSearch(gen: number): Promise<void>;
}

/** A catalog question as the worker answers it: its answer, or why there is none. */
type Answered<Q> = Q extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<Answer<R>> : never;

export type CatalogWorkerApi = { [K in keyof CatalogQueries]: Answered<CatalogQueries[K]> } & {
  /** First call: the database the worker reads (the till's, by name). */
  open(dbName: string): Promise<void>;
  /** Loads generation `gen` ahead of its first question; a failed load is read again by that question, which says why. */
  prepare(gen: number, kiosk: boolean): Promise<void>;
  searchStored: Answered<PreparedQueries['searchStored']>;
  /** Reads the stored search table of `gen` ahead of its first `searchStored`; a failed read is read again by that search. */
  prepareSearch(gen: number): Promise<void>;
};
