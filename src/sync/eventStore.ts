/**
 * A small store of a state changed only by events through a pure reducer, for React's
 * `useSyncExternalStore`: the sync status and the upload status are both one. A reducer that
 * returns the same state tells no listener.
 */
export interface EventStore<S, E> {
  getSnapshot(): S;
  subscribe(listener: () => void): () => void;
  dispatch(event: E): void;
}

export function createEventStore<S, E>(reducer: (state: S, event: E) => S, initial: S): EventStore<S, E> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(event) {
      const next = reducer(state, event);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
