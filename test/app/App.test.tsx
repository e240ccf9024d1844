// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { App } from '../../src/app/App';
import { saveConnection } from '../../src/db/settings';
import { createUploadStatusStore } from '../../src/sync/outbox/status';
import { createSyncStatusStore } from '../../src/sync/status';
import { kwdMenu } from '../kit/catalogs';
import { openTestDb, queue } from '../kit/db';
import { orderRow } from '../kit/orders';
import { renderWithDb } from '../kit/render';
import { storeCatalog } from '../kit/storedCatalog';

/** Stand-ins for the services boot.tsx starts: their status, and spies for work asked now. */
function services() {
  return {
    engine: { status: createSyncStatusStore(), syncNow: vi.fn(async () => undefined) },
    uploader: { status: createUploadStatusStore(), uploadNow: vi.fn(async () => undefined) },
  };
}

test('the shell works through the services started at boot: "Sync now" reaches their catalog sync and uploads', async () => {
  const db = openTestDb();
  await saveConnection(db, 'http://127.0.0.1:9', 'a-key');
  const started = services();
  renderWithDb(<App services={started} />, db);
  await userEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
  expect(started.engine.syncNow).toHaveBeenCalledTimes(1);
  expect(started.uploader.uploadNow).toHaveBeenCalledTimes(1);
});

test('the selling screen reads the settings row, the quota rows and the waiting count once each, and once again per change', async () => {
  const db = openTestDb();
  await saveConnection(db, 'http://127.0.0.1:9', 'a-key');
  await storeCatalog(db, kwdMenu());
  const reads = { settings: vi.spyOn(db.settings, 'get'), quotas: vi.spyOn(db.quotas, 'where'), waiting: vi.spyOn(db.outbox, 'count') };
  renderWithDb(<App services={services()} />, db);
  // The selling screen is a lazily loaded chunk: its first import may take seconds on a busy machine.
  await screen.findByRole('region', { name: 'Current order' }, { timeout: 15_000 });
  await waitFor(() => expect(reads.waiting).toHaveBeenCalled());

  // A sale completed in another tab: the waiting count and the quotas it holds are read again, once.
  await act(() => queue(db, { order: orderRow(), queuedAt: 1 }));
  await waitFor(() => expect(within(screen.getByLabelText('Orders waiting to upload')).getByText('1')).toBeInTheDocument());
  await waitFor(() => expect(reads.quotas.mock.calls.length).toBeGreaterThanOrEqual(2));
  expect(reads.settings).toHaveBeenCalledTimes(1);
  expect(reads.quotas).toHaveBeenCalledTimes(2);
  expect(reads.waiting).toHaveBeenCalledTimes(2);
});
