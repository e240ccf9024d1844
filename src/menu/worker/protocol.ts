/**
 * The messages between the main thread and the catalog worker (plain data only: they cross by
 * structured clone, Sets and Maps included). A question carries an id, echoed by its answer,
 * so several can be in flight and answered in any order.
 */
import type { CatalogQueries } from '../catalogQueries';

/**
 * The catalog questions, with `prepare`: load a generation and build the index the terminal
 * asks of (a kiosk's is of its sellable products) before its first question.
 */
export interface PreparedQueries extends CatalogQueries {
  prepare(gen: number, kiosk?: boolean): Promise<void>;
}

export type CatalogMethod = keyof CatalogQueries;

/** One question as it travels: the method of `CatalogQueries` and its arguments. */
export type CatalogQuestion = { [K in CatalogMethod]: { method: K; args: Parameters<CatalogQueries[K]> } }[CatalogMethod];

/** What a question's method answers. */
export type CatalogAnswer<K extends CatalogMethod> = Awaited<ReturnType<CatalogQueries[K]>>;

export type CatalogRequest =
  /** First message: the database the worker reads (the till's, by name). */
  | { type: 'open'; dbName: string }
  | { type: 'prepare'; gen: number; kiosk: boolean }
  | ({ type: 'ask'; id: number } & CatalogQuestion);

export type CatalogReply =
  | { type: 'answer'; id: number; answer: CatalogAnswer<CatalogMethod> }
  /** The question could not be answered there (its catalog could not be read). */
  | { type: 'failed'; id: number; message: string };

/** Asks `queries` the question, wherever they are answered. */
export function answerQuestion(queries: CatalogQueries, question: CatalogQuestion): Promise<CatalogAnswer<CatalogMethod>> {
  switch (question.method) {
    case 'search':
      return queries.search(...question.args);
    case 'scan':
      return queries.scan(...question.args);
    case 'products':
      return queries.products(...question.args);
    case 'deals':
      return queries.deals(...question.args);
    default: {
      const unknown: never = question;
      throw new Error(`unknown catalog question ${JSON.stringify(unknown)}`);
    }
  }
}
