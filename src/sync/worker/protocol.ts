/**
 * The one description of a full sync run, wherever it runs: the request and hooks every runner
 * takes, and the typed API the sync worker serves (`SyncWorkerApi`, through the till's one
 * worker RPC, `src/rpc/workerRpc.ts`). Only plain data crosses: the request, the progress
 * (through a callback) and the outcome, whose errors are values with their message.
 */
import { messageOf } from '../../rpc/workerRpc';
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

/**
 * What the sync worker serves, and what runs in this thread where no worker does: one full
 * sync into the database named, then nothing more (a worker runs one sync and is ended).
 */
export interface SyncWorkerApi {
  /**
   * Runs the sync; progress is reported as it comes and the outcome is answered after the
   * switch has committed. Never rejects: whatever stops it is in the outcome.
   */
  fullSync(dbName: string, request: FullSyncRequest, onProgress?: (progress: SyncProgress) => void): Promise<FullSyncOutcome>;
  /** Stops the sync under way: it ends `cancelled`, the previous catalog kept. */
  cancel(): Promise<void>;
}

/** The outcome of a sync that threw instead of returning one (a closed database, a bug). */
export function stoppedOutcome(cause: unknown): FullSyncOutcome {
  return { ok: false, error: { kind: 'storage', message: `The sync stopped: ${messageOf(cause)}` } };
}
