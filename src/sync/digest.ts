/**
 * SHA-256 as hex, for telling an answer already held from a new one (`CatalogDigest`).
 * Undefined where the platform has no Web Crypto (a page served over plain HTTP from another
 * host) or the digest fails: the answer is then not compared, and the sync writes it as new.
 * Chromium runs Web Crypto on a thread of its own, so a digest goes on beside the caller's work.
 */
export function sha256(data: BufferSource): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return Promise.resolve(undefined);
  return subtle.digest('SHA-256', data).then(
    (hash) => Array.from(new Uint8Array(hash), (b) => b.toString(16).padStart(2, '0')).join(''),
    () => undefined,
  );
}
