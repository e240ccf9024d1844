/** The engine's sync status and this tab's upload status, re-rendering on each status event. */
import { useStore } from 'zustand';
import { createUploadStatusStore, type UploadStatus } from '../outbox/status';
import type { SyncStatus } from '../status';
import { useSyncEngine } from './SyncEngineContext';

export function useSyncStatus(): SyncStatus {
  return useStore(useSyncEngine().status);
}

/** A tab without an uploader (a test's stand-in engine) shows uploads idle. */
const NO_UPLOADER = createUploadStatusStore();

export function useUploadStatus(): UploadStatus {
  return useStore(useSyncEngine().uploads ?? NO_UPLOADER);
}
