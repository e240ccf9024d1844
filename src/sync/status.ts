/**
 * Sync status: a closed set (`idle | syncing | offline | failed`) changed only by events, in a
 * zustand store (`eventStore.ts`) the UI subscribes to. The engine dispatches `syncSucceeded`
 * only after the generation switch has committed, so the status never claims a catalog the
 * database does not hold. The status bar's words for a failed sync are `failure.ts`'s, loaded
 * with the sync.
 */
import { createEventStore, type EventStore } from './eventStore';

/** Why a sync failed, in the words the status bar uses. */
export type FailureReason = 'unauthorized' | 'server' | 'unreachable' | 'storage';

export type SyncStatus =
  | { kind: 'idle'; lastSuccessAt: string | null }
  | { kind: 'syncing'; done: number; total: number; lastSuccessAt: string | null }
  | { kind: 'offline'; lastSuccessAt: string | null }
  | { kind: 'failed'; reason: FailureReason; message: string; lastSuccessAt: string | null };

/**
 * Facts, in the past tense. Event fields are snake_case in every event union of the till
 * (`brand_id`, `line_id`), as the service's rows name the ids most events carry.
 */
export type SyncEvent =
  | { type: 'syncStarted' }
  | { type: 'syncProgressed'; done: number; total: number }
  | { type: 'syncSucceeded'; at: string }
  | { type: 'syncFailed'; reason: FailureReason; message: string }
  | { type: 'syncCancelled' }
  | { type: 'wentOffline' }
  | { type: 'cameOnline' }
  /** A generation switch seen in the database (this tab's or another's). */
  | { type: 'catalogSwitched'; at: string | null };

const INITIAL_STATUS: SyncStatus = { kind: 'idle', lastSuccessAt: null };

export function syncStatusReducer(state: SyncStatus, event: SyncEvent): SyncStatus {
  const { lastSuccessAt } = state;
  switch (event.type) {
    case 'syncStarted':
      return { kind: 'syncing', done: 0, total: 0, lastSuccessAt };
    case 'syncProgressed':
      if (state.kind !== 'syncing' || (state.done === event.done && state.total === event.total)) return state;
      return { ...state, done: event.done, total: event.total };
    case 'syncSucceeded':
      return { kind: 'idle', lastSuccessAt: event.at };
    case 'syncFailed':
      return { kind: 'failed', reason: event.reason, message: event.message, lastSuccessAt };
    case 'syncCancelled':
      return state.kind === 'syncing' ? { kind: 'idle', lastSuccessAt } : state;
    case 'wentOffline':
      return state.kind === 'offline' ? state : { kind: 'offline', lastSuccessAt };
    case 'cameOnline':
      return state.kind === 'offline' ? { kind: 'idle', lastSuccessAt } : state;
    case 'catalogSwitched':
      return event.at === lastSuccessAt || event.at === null ? state : { ...state, lastSuccessAt: event.at };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export type SyncStatusStore = EventStore<SyncStatus, SyncEvent>;

export function createSyncStatusStore(initial: SyncStatus = INITIAL_STATUS): SyncStatusStore {
  return createEventStore(syncStatusReducer, initial);
}
