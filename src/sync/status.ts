/**
 * Sync status: a closed set (`idle | syncing | offline | failed`) changed only by events, in a
 * zustand store (`eventStore.ts`) the UI subscribes to. The engine dispatches `syncSucceeded`
 * only after the generation switch has committed, so the status never claims a catalog the
 * database does not hold.
 */
import { msg } from '@lingui/core/macro';
import { createEventStore, type EventStore } from './eventStore';
import type { SyncError } from './fullSync';

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

export const INITIAL_STATUS: SyncStatus = { kind: 'idle', lastSuccessAt: null };

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

const PLAIN_WORDS: Record<FailureReason, string> = {
  unauthorized: msg`The server rejected the API key.`.id,
  server: msg`The server answered with an error.`.id,
  unreachable: msg`The server cannot be reached.`.id,
  storage: msg`This device could not store the catalog.`.id,
};

/** The status-bar reason of a sync error; `cancelled` is not a failure and gives null. */
export function failureOf(error: SyncError): { reason: FailureReason; message: string } | null {
  switch (error.kind) {
    case 'unauthorized':
      return { reason: 'unauthorized', message: PLAIN_WORDS.unauthorized };
    case 'server':
    case 'malformed':
    case 'rejected':
      return { reason: 'server', message: error.message || PLAIN_WORDS.server };
    case 'network':
    case 'timeout':
      return { reason: 'unreachable', message: error.message || PLAIN_WORDS.unreachable };
    case 'storage':
      return { reason: 'storage', message: error.message || PLAIN_WORDS.storage };
    case 'cancelled':
      return null;
    default: {
      const never: never = error;
      return never;
    }
  }
}

export type SyncStatusStore = EventStore<SyncStatus, SyncEvent>;

export function createSyncStatusStore(initial: SyncStatus = INITIAL_STATUS): SyncStatusStore {
  return createEventStore(syncStatusReducer, initial);
}
