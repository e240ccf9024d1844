/**
 * Persistent storage for the terminal's data: without it the browser may evict the whole
 * database, waiting sales included, when the device runs short of space. Most browsers say no
 * until the app is installed, so a "no" is never kept for good: it is asked again at each
 * start and when the app is installed, while the answer is no. The answer is kept in the
 * settings (`persistedStorage`), where the status bar reads it.
 *
 * A browser that shows a prompt may leave it unanswered: nothing waits for it.
 */
import type { PosDb } from '../db/schema';
import { readSettings, savePersistedStorage } from '../db/settings';
import type { PersistentStorage } from './platform/storage';

export { browserStorage } from './platform/storage';

/** Asks now unless already granted, and again on each install; returns the stop. */
export function keepAskingForPersistence(db: PosDb, storage: PersistentStorage): () => void {
  let stopped = false;
  const ask = async () => {
    if ((await readSettings(db)).persistedStorage === true) return;
    const answer = await storage.persist();
    if (!stopped) await savePersistedStorage(db, answer);
  };
  // No answer (the prompt refused to show, a browser error): asked again on the next start.
  const askNow = () => void ask().catch(() => undefined);
  askNow();
  const unsubscribe = storage.onInstalled(askNow);
  return () => {
    stopped = true;
    unsubscribe();
  };
}
