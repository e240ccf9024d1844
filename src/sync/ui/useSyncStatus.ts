/** The engine's sync status and this tab's upload status, re-rendering on each status event. */
import { useSyncExternalStore } from 'react';
import { INITIAL_UPLOAD_STATUS, type UploadStatus, type UploadStatusStore } from '../outbox/status';
import type { SyncStatus } from '../status';
import { useSyncEngine } from './SyncEngineContext';

export function useSyncStatus(): SyncStatus {
  const { status } = useSyncEngine();
  return useSyncExternalStore(status.subscribe, status.getSnapshot, status.getSnapshot);
}

const NO_UPLOADER: UploadStatusStore = { getSnapshot: () => INITIAL_UPLOAD_STATUS, subscribe: () => () => undefined, dispatch: () => undefined };

export function useUploadStatus(): UploadStatus {
  const store = useSyncEngine().uploads ?? NO_UPLOADER;
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
