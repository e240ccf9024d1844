// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { App } from '../../src/app/App';
import { db } from '../../src/app/db';
import { saveConnection } from '../../src/db/settings';
import { createUploadStatusStore } from '../../src/sync/outbox/status';
import { createSyncStatusStore } from '../../src/sync/status';
import { renderWithDb } from '../kit/render';

test('the shell works through the services started at boot: "Sync now" reaches their catalog sync and uploads', async () => {
  await saveConnection(db, 'http://127.0.0.1:9', 'a-key');
  const services = {
    engine: { status: createSyncStatusStore(), syncNow: vi.fn(async () => undefined) },
    uploader: { status: createUploadStatusStore(), uploadNow: vi.fn(async () => undefined) },
  };
  renderWithDb(<App services={services} />, db);
  await userEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
  expect(services.engine.syncNow).toHaveBeenCalledTimes(1);
  expect(services.uploader.uploadNow).toHaveBeenCalledTimes(1);
});
