/** A full sync on the calling thread: the worker's body, and the fallback where no worker runs. */
import type { PosDb } from '../../db/schema';
import { createApiClient } from '../api/client';
import { runFullSync } from '../fullSync';
import type { FullSyncRun } from './protocol';

export interface InThreadOptions {
  /** Used when the request names none; `runFullSync`'s default otherwise. */
  pageSize?: number;
  fetch?: typeof fetch;
}

export function inThreadFullSync(db: PosDb, options: InThreadOptions = {}): FullSyncRun {
  return (request, hooks = {}) =>
    runFullSync(db, {
      api: createApiClient({ baseUrl: request.serverUrl, apiKey: request.apiKey, timeoutMs: request.timeoutMs, fetch: options.fetch }),
      pageSize: request.pageSize ?? options.pageSize,
      signal: hooks.signal,
      onProgress: hooks.onProgress,
    });
}
