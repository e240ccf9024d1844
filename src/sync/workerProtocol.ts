/** Messages between the main thread and the sync worker; plain data only (structured clone). */
import type { FullSyncOutcome, SyncProgress } from './fullSync';
import type { FullSyncRequest } from './runner';

export type WorkerRequest =
  | { type: 'start'; id: number; dbName: string; request: FullSyncRequest }
  | { type: 'cancel'; id: number };

export type WorkerReply =
  | { type: 'progress'; id: number; progress: SyncProgress }
  | { type: 'done'; id: number; outcome: FullSyncOutcome };
