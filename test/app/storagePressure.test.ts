import { afterEach, expect, test, vi } from 'vitest';
import { isQuotaError, StorageFullError, withStorageRelief } from '../../src/app/storagePressure';

const quota = () => Object.assign(new Error('inner'), { name: 'QuotaExceededError' });
const dexieQuota = () => Object.assign(new Error('wrapped'), { name: 'AbortError', inner: quota() });

afterEach(() => vi.unstubAllGlobals());

test('a quota error is found inside the error Dexie wraps it in', () => {
  expect(isQuotaError(dexieQuota())).toBe(true);
  expect(isQuotaError(new Error('other'))).toBe(false);
});

test('when storage is full the image cache goes first, then the write is tried again', async () => {
  const deleted: string[] = [];
  vi.stubGlobal('caches', { delete: async (name: string) => (deleted.push(name), true) });
  const write = vi.fn().mockRejectedValueOnce(dexieQuota()).mockResolvedValueOnce('saved');
  await expect(withStorageRelief(write)).resolves.toBe('saved');
  expect(deleted).toEqual(['pos-images']);
  expect(write).toHaveBeenCalledTimes(2);
});

test('still full after dropping images: a message the cashier can act on, and no third try', async () => {
  vi.stubGlobal('caches', { delete: async () => true });
  const write = vi.fn().mockRejectedValue(dexieQuota());
  const failure = withStorageRelief(write);
  await expect(failure).rejects.toBeInstanceOf(StorageFullError);
  await expect(failure).rejects.toThrow(/out of storage.*waiting to upload are kept/);
  expect(write).toHaveBeenCalledTimes(2);
});

test('other failures are not mistaken for a full disk', async () => {
  const deleted: string[] = [];
  vi.stubGlobal('caches', { delete: async (name: string) => (deleted.push(name), true) });
  await expect(withStorageRelief(() => Promise.reject(new Error('changed on another screen')))).rejects.toThrow('another screen');
  expect(deleted).toEqual([]);
});
