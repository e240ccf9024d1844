/**
 * A write to the database under storage pressure (./storagePressure.ts): tried as it is, and
 * only when it fails is the relief loaded (a full device is rare; the first load does not
 * carry it) to drop the cached images and try once more.
 */
export async function withStorageRelief<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { relieve } = await import('./storagePressure');
    return relieve(error, write);
  }
}
