import { afterEach, expect, test, vi } from 'vitest';
import { isQuotaError, StorageFullError, withSyncStorageRelief } from '../../src/app/storagePressure';
import { withStorageRelief } from '../../src/app/storageRelief';
import type { FullSyncOutcome } from '../../src/sync/fullSync';

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

const refusedForSpace: FullSyncOutcome = { ok: false, error: { kind: 'storage', message: 'This device could not store the catalog (the device is out of storage space).', quota: true } };
const synced = { ok: true } as FullSyncOutcome;

test('a catalog sync refused for want of space drops the images and runs once more', async () => {
  const deleted: string[] = [];
  vi.stubGlobal('caches', { delete: async (name: string) => (deleted.push(name), true) });
  const run = vi.fn().mockResolvedValueOnce(refusedForSpace).mockResolvedValueOnce(synced);
  await expect(withSyncStorageRelief(run)({ serverUrl: 'https://pos.example.com', apiKey: 'k' })).resolves.toBe(synced);
  expect(deleted).toEqual(['pos-images']);
  expect(run).toHaveBeenCalledTimes(2);
});

test('a catalog sync still refused after that reports the refusal, with no third run', async () => {
  vi.stubGlobal('caches', { delete: async () => true });
  const run = vi.fn().mockResolvedValue(refusedForSpace);
  await expect(withSyncStorageRelief(run)({ serverUrl: 'https://pos.example.com', apiKey: 'k' })).resolves.toBe(refusedForSpace);
  expect(run).toHaveBeenCalledTimes(2);
});

test('a sync that failed for another reason is not run again here', async () => {
  const run = vi.fn().mockResolvedValue({ ok: false, error: { kind: 'network', message: 'offline' } });
  await withSyncStorageRelief(run)({ serverUrl: 'https://pos.example.com', apiKey: 'k' });
  expect(run).toHaveBeenCalledTimes(1);
});
