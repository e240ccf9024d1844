/**
 * The browser's persistent storage, behind an interface so tests answer for it: asking that
 * this site's data is never evicted (`navigator.storage.persist()`), and hearing when the app
 * is installed (`appinstalled`), which is when most browsers start to say yes.
 */

export interface PersistentStorage {
  /** Asks the browser to keep this site's storage under pressure; true when it will. */
  persist(): Promise<boolean>;
  /** Calls `listener` when the app is installed; returns the unsubscribe. */
  onInstalled(listener: () => void): () => void;
}

/** The browser's, or null where there is no `navigator.storage.persist`. */
export function browserStorage(): PersistentStorage | null {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage || typeof storage.persist !== 'function') return null;
  return {
    persist: () => storage.persist(),
    onInstalled(listener) {
      if (typeof window === 'undefined') return () => undefined;
      window.addEventListener('appinstalled', listener);
      return () => window.removeEventListener('appinstalled', listener);
    },
  };
}
