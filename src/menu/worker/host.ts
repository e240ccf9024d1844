/**
 * The catalog worker's message handling, apart from the worker global so it can be driven in
 * tests: opens its own connection to the till's database (named by the first message) and
 * answers each question as it comes, with its id, several at a time.
 */
import { PosDb } from '../../db/schema';
import { inThreadCatalogQueries } from './inThread';
import { answerQuestion, type CatalogReply, type CatalogRequest, type PreparedQueries } from './protocol';

const openTillDb = (name: string) => new PosDb({ name });

export function createCatalogHost(post: (reply: CatalogReply) => void, openDb: (name: string) => PosDb = openTillDb) {
  let queries: PreparedQueries | null = null;

  return function onMessage(message: CatalogRequest): void {
    if (message.type === 'open') {
      queries ??= inThreadCatalogQueries(openDb(message.dbName));
      return;
    }
    if (queries === null) {
      if (message.type === 'ask') post({ type: 'failed', id: message.id, message: 'The catalog worker was asked before it was given a database.' });
      return;
    }
    if (message.type === 'prepare') {
      // A failed load is read again by the first question, which then says why it failed.
      queries.prepare(message.gen, message.kiosk).catch(() => {});
      return;
    }
    const { id } = message;
    answerQuestion(queries, message).then(
      (answer) => post({ type: 'answer', id, answer }),
      (cause: unknown) => post({ type: 'failed', id, message: cause instanceof Error ? cause.message : String(cause) }),
    );
  };
}
