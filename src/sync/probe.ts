/**
 * The reachability probe: one light `GET /api/v2/session` with the terminal's key. Any HTTP
 * answer, even a 401 or a 500, proves the server can be reached; only a network error or a
 * timeout says it cannot. A terminal with no server has nothing to reach.
 */
import type { PosDb } from '../db/schema';
import { readSettings } from '../db/settings';
import { cannotReach, createApiClient } from './api/client';
import { isConnected } from './connectionLoop';
import { SESSION_PATH } from './contracts/paths';

/** Short: a probe that hangs must not hold the till in Offline longer than the next step. */
const PROBE_TIMEOUT_MS = 5_000;

export function probeServer(db: PosDb, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): () => Promise<boolean> {
  return async () => {
    const s = await readSettings(db);
    if (!isConnected(s)) return false;
    const api = createApiClient({ baseUrl: s.serverUrl, apiKey: s.apiKey, timeoutMs: options.timeoutMs ?? PROBE_TIMEOUT_MS, fetch: options.fetch });
    const res = await api.get(SESSION_PATH);
    return res.ok || !cannotReach(res.error);
  };
}
