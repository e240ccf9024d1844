/**
 * Storage pressure: when IndexedDB refuses a write because the device's quota is used up,
 * the cached images go first (they can be fetched again; sales and the catalog cannot),
 * then the write is tried once more. If it still fails the caller gets a message a cashier
 * can act on; nothing already stored (waiting sales included) is touched.
 */
import { msg } from '@lingui/core/macro';
import type { FullSyncRun } from '../sync/worker/protocol';

const IMAGE_CACHE = 'pos-images';

export class StorageFullError extends Error {
  override name = 'StorageFullError';
}

/** Dexie wraps the DOMException; look through `inner` for the quota error. */
export function isQuotaError(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { inner?: unknown }).inner) {
    const name = (e as { name?: unknown }).name;
    if (name === 'QuotaExceededError' || name === 'QuotaExceeded') return true;
  }
  return false;
}

export async function dropImageCache(): Promise<boolean> {
  return typeof caches !== 'undefined' ? caches.delete(IMAGE_CACHE) : false;
}

/**
 * What `withStorageRelief` (./storageRelief.ts) does with a write that failed: a quota error
 * drops the images and tries the write once more; anything else is thrown as it is.
 */
export async function relieve<T>(error: unknown, write: () => Promise<T>): Promise<T> {
  if (!isQuotaError(error)) throw error;
  await dropImageCache();
  try {
    return await write();
  } catch (again) {
    if (!isQuotaError(again)) throw again;
    // Its English text, the message's id: shown translated with `translate(detail)`.
    throw new StorageFullError(msg`the device is out of storage. Sales waiting to upload are kept; free some space or let them upload first`.id);
  }
}

/**
 * The same relief for the catalog sync, whose writes report a refusal in their outcome rather
 * than throw: a sync refused for want of space drops the images and runs once more. A second
 * refusal is reported as it is ("could not save the catalog on this device" in the status
 * bar), and the previous catalog stays in use.
 */
export function withSyncStorageRelief(run: FullSyncRun): FullSyncRun {
  return async (request, hooks) => {
    const first = await run(request, hooks);
    if (first.ok || first.error.kind !== 'storage' || !first.error.quota) return first;
    await dropImageCache();
    return run(request, hooks);
  };
}
