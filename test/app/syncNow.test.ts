import { expect, test, vi } from 'vitest';
import { syncNowHandle } from '../../src/app/db';
import { createUploadStatusStore } from '../../src/sync/outbox/status';
import { createSyncStatusStore } from '../../src/sync/status';

test('"Sync now" sends the waiting sales at once as well as syncing the catalog', async () => {
  const status = createSyncStatusStore();
  const engine = { status, syncNow: vi.fn(async () => undefined) };
  const uploads = { uploadNow: vi.fn(async () => undefined) };
  const handle = syncNowHandle(engine, uploads);
  await handle.syncNow();
  expect(uploads.uploadNow).toHaveBeenCalledTimes(1);
  expect(engine.syncNow).toHaveBeenCalledTimes(1);
  expect(handle.status).toBe(status);
});

test('an upload pass still running does not hold up the catalog sync', async () => {
  const engine = { status: createSyncStatusStore(), syncNow: vi.fn(async () => undefined) };
  const uploads = { uploadNow: vi.fn(() => new Promise<void>(() => undefined)) };
  await syncNowHandle(engine, uploads).syncNow();
  expect(engine.syncNow).toHaveBeenCalledTimes(1);
});

test('6 the status bar gets the uploads\' status through the same handle', () => {
  const engine = { status: createSyncStatusStore(), syncNow: vi.fn(async () => undefined) };
  const uploads = { uploadNow: vi.fn(async () => undefined), status: createUploadStatusStore() };
  expect(syncNowHandle(engine, uploads).uploads).toBe(uploads.status);
});
