/**
 * The companion routes (channels, quota, sold-out) are assumptions: a server that answers
 * 404 does not offer the route, which is not an error (the catalog is complete without it).
 */
import { ok, type ApiResult } from '../api/client';

/** `null` for a 404, the result otherwise. */
export function absentOn404<T>(result: ApiResult<T>): ApiResult<T | null> {
  if (!result.ok && result.error.kind === 'server' && result.error.status === 404) return ok(null);
  return result;
}
