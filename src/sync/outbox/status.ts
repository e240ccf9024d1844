/**
 * Upload status of this tab's uploader: a closed set changed only by events, in a zustand
 * store (`../eventStore.ts`) the UI subscribes to. `idle` carries when the next automatic
 * attempt is due (null when nothing waits on a timer). The uploader dispatches only after the
 * database write of an outcome has committed.
 */
import { createEventStore, type EventStore } from '../eventStore';

export type UploadStatus =
  | { kind: 'idle'; retryAt: number | null }
  | { kind: 'uploading' }
  | { kind: 'waiting-for-network' }
  | { kind: 'paused-unauthorized' };

/**
 * Facts, in the past tense. Event fields are snake_case in every event union of the till
 * (`brand_id`, `line_id`), as the service's rows name the ids most events carry.
 * The status's own fields (`retryAt`) are state, not event fields.
 */
export type UploadEvent =
  | { type: 'uploadStarted' }
  /** The pass ended; `retry_at` is when the head of the queue is due again, if it waits. */
  | { type: 'passEnded'; retry_at: number | null }
  | { type: 'wentOffline' }
  | { type: 'cameOnline' }
  | { type: 'keyRefused' }
  | { type: 'keyChanged' };

export const INITIAL_UPLOAD_STATUS: UploadStatus = { kind: 'idle', retryAt: null };

export function uploadStatusReducer(state: UploadStatus, event: UploadEvent): UploadStatus {
  switch (event.type) {
    case 'uploadStarted':
      return state.kind === 'uploading' ? state : { kind: 'uploading' };
    case 'passEnded':
      return state.kind === 'idle' && state.retryAt === event.retry_at ? state : { kind: 'idle', retryAt: event.retry_at };
    case 'wentOffline':
      // A refused key outlasts a network blip: coming back would not lift it.
      return state.kind === 'waiting-for-network' || state.kind === 'paused-unauthorized' ? state : { kind: 'waiting-for-network' };
    case 'cameOnline':
      return state.kind === 'waiting-for-network' ? INITIAL_UPLOAD_STATUS : state;
    case 'keyRefused':
      return state.kind === 'paused-unauthorized' ? state : { kind: 'paused-unauthorized' };
    case 'keyChanged':
      return state.kind === 'paused-unauthorized' ? INITIAL_UPLOAD_STATUS : state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

export type UploadStatusStore = EventStore<UploadStatus, UploadEvent>;

export function createUploadStatusStore(initial: UploadStatus = INITIAL_UPLOAD_STATUS): UploadStatusStore {
  return createEventStore(uploadStatusReducer, initial);
}
