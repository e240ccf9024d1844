/**
 * A zustand store (`zustand/vanilla`: the sync runs without React) of a state changed only by
 * events through a pure reducer: the sync status and the upload status are both one. Read it
 * with the library's own `getState` and `subscribe` (React: zustand's `useStore`). `dispatch`
 * replaces the state with the reducer's answer, never merging into it, since the state is one
 * of a closed set of shapes; a reducer that returns the same state tells no subscriber.
 *
 * Whoever dispatches does so only after the database write the event reports has committed.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';

export type EventStore<S, E> = StoreApi<S> & { dispatch(event: E): void };

export function createEventStore<S, E>(reducer: (state: S, event: E) => S, initial: S): EventStore<S, E> {
  const store = createStore<S>()(() => initial);
  return { ...store, dispatch: (event) => store.setState((state) => reducer(state, event), true) };
}
