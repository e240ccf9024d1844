/** Hands the running sync engine and the uploads' status to the status bar and hooks below the app shell. */
import { createContext, useContext, type ReactNode } from 'react';
import type { SyncEngine } from '../engine';
import type { UploadStatusStore } from '../outbox/status';

/** What the UI needs of an engine (and of the uploader, when there is one); a test passes stores and a spy. */
type SyncEngineHandle = Pick<SyncEngine, 'status' | 'syncNow'> & { uploads?: UploadStatusStore };

const SyncEngineContext = createContext<SyncEngineHandle | null>(null);

export function SyncEngineProvider({ engine, children }: { engine: SyncEngineHandle; children: ReactNode }) {
  return <SyncEngineContext.Provider value={engine}>{children}</SyncEngineContext.Provider>;
}

export function useSyncEngine(): SyncEngineHandle {
  const engine = useContext(SyncEngineContext);
  if (!engine) throw new Error('useSyncEngine needs a SyncEngineProvider above it');
  return engine;
}
