/**
 * The one description of a full sync run, wherever it runs: the request and hooks every runner
 * takes, and the messages between the main thread and the sync worker (plain data only, as
 * they cross by structured clone). A worker runs one sync and is then ended, so messages need
 * no run id.
 */
import type { FullSyncOutcome, SyncProgress } from '../fullSync';

export interface FullSyncRequest {
  serverUrl: string;
  apiKey: string;
  pageSize?: number;
  timeoutMs?: number;
}

export interface FullSyncHooks {
  signal?: AbortSignal;
  onProgress?: (progress: SyncProgress) => void;
}

export type FullSyncRun = (request: FullSyncRequest, hooks?: FullSyncHooks) => Promise<FullSyncOutcome>;

export type WorkerRequest = { type: 'start'; dbName: string; request: FullSyncRequest } | { type: 'cancel' };

export type WorkerReply = { type: 'progress'; progress: SyncProgress } | { type: 'done'; outcome: FullSyncOutcome };

/** The outcome of a sync that threw instead of returning one (a closed database, a bug). */
export function stoppedOutcome(cause: unknown): FullSyncOutcome {
  return { ok: false, error: { kind: 'storage', message: `The sync stopped: ${cause instanceof Error ? cause.message : String(cause)}` } };
}
