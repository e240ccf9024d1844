/** The engine's sync status, re-rendering on each status event. */
import { useSyncExternalStore } from 'react';
import type { SyncStatus } from '../status';
import { useSyncEngine } from './SyncEngineContext';

export function useSyncStatus(): SyncStatus {
  const { status } = useSyncEngine();
  return useSyncExternalStore(status.subscribe, status.getSnapshot, status.getSnapshot);
}
