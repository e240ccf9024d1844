/** Hands the running sync engine to the status bar and hooks below the app shell. */
import { createContext, useContext, type ReactNode } from 'react';
import type { SyncEngine } from '../engine';

/** What the UI needs of an engine; a test passes a store and a spy. */
export type SyncEngineHandle = Pick<SyncEngine, 'status' | 'syncNow'>;

const SyncEngineContext = createContext<SyncEngineHandle | null>(null);

export function SyncEngineProvider({ engine, children }: { engine: SyncEngineHandle; children: ReactNode }) {
  return <SyncEngineContext.Provider value={engine}>{children}</SyncEngineContext.Provider>;
}

export function useSyncEngine(): SyncEngineHandle {
  const engine = useContext(SyncEngineContext);
  if (!engine) throw new Error('useSyncEngine needs a SyncEngineProvider above it');
  return engine;
}
