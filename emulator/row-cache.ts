/**
 * The JSON bytes of each product row with its image URL completed for one origin, cached per
 * row object. Rows are replaced, never changed, once a tenant is served, so a cached entry
 * never goes stale and a full sync of a large tenant is mostly copying bytes.
 */
import type { ProductRow } from './types.ts';

const byOrigin = new Map<string, WeakMap<ProductRow, Buffer>>();
const IMAGE_PATH = '"image":"/images/';

export function productBytes(row: ProductRow, origin: string): Buffer {
  let cache = byOrigin.get(origin);
  if (cache === undefined) {
    cache = new WeakMap();
    byOrigin.set(origin, cache);
  }
  let bytes = cache.get(row);
  if (bytes === undefined) {
    const withImage = `"image":${JSON.stringify(origin).slice(0, -1)}/images/`;
    bytes = Buffer.from(JSON.stringify(row).replace(IMAGE_PATH, () => withImage));
    cache.set(row, bytes);
  }
  return bytes;
}

/**
 * Fills the cache a chunk at a time between requests, so the first full sync after a tenant
 * change is served from it; stops as soon as `stillWanted()` turns false.
 */
export function warmProductBytes(rows: readonly ProductRow[], origin: string, stillWanted: () => boolean): void {
  let next = 0;
  const step = (): void => {
    if (!stillWanted()) return;
    const end = Math.min(next + 1000, rows.length);
    for (; next < end; next++) productBytes(rows[next] as ProductRow, origin);
    if (next < rows.length) setImmediate(step).unref();
  };
  setImmediate(step).unref();
}
