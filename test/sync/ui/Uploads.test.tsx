// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { useSettings } from '../../../src/app/data/settings';
import { useUploadsSummary } from '../../../src/app/data/uploads';
import { deferEntry, markRejected, retryRejected } from '../../../src/db/outbox';
import { savePersistedStorage } from '../../../src/db/settings';
import type { PosDb } from '../../../src/db/schema';
import { createUploadStatusStore } from '../../../src/sync/outbox/status';
import { createSyncStatusStore } from '../../../src/sync/status';
import { SyncEngineProvider } from '../../../src/sync/ui/SyncEngineContext';
import { Uploads } from '../../../src/sync/ui/Uploads';
import { openTestDb, queue } from '../../kit/db';
import { orderRow } from '../../kit/orders';
import { renderWithDb } from '../../kit/render';
import { T0 } from '../../kit/timers';

/** The uploads' part of the status bar, with the counts the shell reads live. */
function UploadsOfTill() {
  return <Uploads summary={useUploadsSummary()} persisted={useSettings()?.persistedStorage ?? null} />;
}

function renderUploads(db: PosDb) {
  const uploads = createUploadStatusStore();
  renderWithDb(
    <SyncEngineProvider engine={{ status: createSyncStatusStore(), syncNow: vi.fn(async () => undefined), uploads }}>
      <UploadsOfTill />
    </SyncEngineProvider>,
    db,
  );
  return { uploads, text: () => screen.getByRole('status', { name: 'Upload status' }).textContent };
}

test('ui-contract: "Orders waiting to upload" counts the sales not yet acknowledged', async () => {
  const db = openTestDb();
  await queue(db, { order: orderRow(), queuedAt: T0 }, { order: orderRow(), queuedAt: T0 + 1 });
  renderUploads(db);
  await waitFor(() => expect(screen.getByLabelText('Orders waiting to upload')).toHaveTextContent('2'));
});

test('3 "Rejected N" stands beside the waiting count while a sale is rejected, whatever its day', async () => {
  const db = openTestDb();
  const [old, other] = [orderRow({ created_at: '2026-01-02T23:40:00.000Z' }), orderRow()];
  await queue(db, { order: old, queuedAt: T0 }, { order: other, queuedAt: T0 + 1 });
  renderUploads(db);
  await waitFor(() => expect(screen.getByLabelText('Orders waiting to upload')).toHaveTextContent('2'));
  expect(screen.queryByLabelText('Orders rejected')).toBeNull();

  await markRejected(db, old.client_order_id, 'Payload Too Large');
  await waitFor(() => expect(screen.getByLabelText('Orders rejected')).toHaveTextContent('1'));
  expect(screen.getByLabelText('Orders waiting to upload')).toHaveTextContent('1');
  expect(screen.getByLabelText('Orders rejected').parentElement).toHaveTextContent('Rejected 1');

  await retryRejected(db, old.client_order_id);
  await waitFor(() => expect(screen.queryByLabelText('Orders rejected')).toBeNull());
});

test('6 a key the server refuses for uploads is said in the status bar', async () => {
  const { uploads, text } = renderUploads(openTestDb());
  expect(text()).toBe('');
  act(() => uploads.dispatch({ type: 'keyRefused' }));
  expect(text()).toBe('Uploads stopped: the server rejected the API key');
  act(() => uploads.dispatch({ type: 'keyChanged' }));
  expect(text()).toBe('');
});

test('6 an upload in progress, and one that failed with its reason and next try, are shown', async () => {
  const db = openTestDb();
  const a = orderRow();
  await queue(db, { order: a, queuedAt: T0 });
  const { uploads, text } = renderUploads(db);
  act(() => uploads.dispatch({ type: 'uploadStarted' }));
  expect(text()).toBe('Uploading');

  await deferEntry(db, a.client_order_id, { attempts: 1, next_attempt_at: T0 + 60_000, last_error: 'Server error 503: Service Unavailable' });
  act(() => uploads.dispatch({ type: 'passEnded', retry_at: T0 + 60_000 }));
  const next = new Date(T0 + 60_000).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  await waitFor(() => expect(text()).toBe(`Upload failed: Server error 503: Service Unavailable · next try ${next}`));

  act(() => uploads.dispatch({ type: 'wentOffline' }));
  expect(text()).toBe('');
});

test('while the browser has not agreed to keep the storage and anything waits to upload, the status bar says the unsent sales may be deleted, and how to install the app', async () => {
  const db = openTestDb();
  await savePersistedStorage(db, false);
  renderUploads(db);
  await waitFor(() => expect(screen.getByLabelText('Orders waiting to upload')).toHaveTextContent('0'));
  expect(screen.queryByRole('note', { name: 'Storage warning' })).toBeNull();

  await queue(db, { order: orderRow(), queuedAt: T0 });
  const warning = await screen.findByRole('note', { name: 'Storage warning' });
  expect(warning).toHaveTextContent('This browser may delete the unsent sales when the device runs short of space');
  expect(warning).toHaveTextContent('Install the app');

  // Granted (installed, or asked again at a start): the warning goes.
  await savePersistedStorage(db, true);
  await waitFor(() => expect(screen.queryByRole('note', { name: 'Storage warning' })).toBeNull());
});
