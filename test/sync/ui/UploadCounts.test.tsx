// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { markRejected, retryRejected } from '../../../src/db/outbox';
import { UploadCounts } from '../../../src/sync/ui/UploadCounts';
import { openTestDb } from '../../db/openTestDb';
import { orderRow, queue, T0 } from '../outbox/kit';

test('ui-contract: "Orders waiting to upload" counts the sales not yet acknowledged', async () => {
  const db = openTestDb();
  await queue(db, { order: orderRow(), queuedAt: T0 }, { order: orderRow(), queuedAt: T0 + 1 });
  render(<UploadCounts db={db} />);
  await waitFor(() => expect(screen.getByLabelText('Orders waiting to upload')).toHaveTextContent('2'));
});

test('3 "Rejected N" stands beside the waiting count while a sale is rejected, whatever its day', async () => {
  const db = openTestDb();
  const [old, other] = [orderRow({ created_at: '2026-01-02T23:40:00.000Z' }), orderRow()];
  await queue(db, { order: old, queuedAt: T0 }, { order: other, queuedAt: T0 + 1 });
  render(<UploadCounts db={db} />);
  await waitFor(() => expect(screen.getByLabelText('Orders waiting to upload')).toHaveTextContent('2'));
  expect(screen.queryByLabelText('Orders rejected')).toBeNull();

  await markRejected(db, old.client_order_id, 'Payload Too Large');
  await waitFor(() => expect(screen.getByLabelText('Orders rejected')).toHaveTextContent('1'));
  expect(screen.getByLabelText('Orders waiting to upload')).toHaveTextContent('1');
  expect(screen.getByLabelText('Orders rejected').parentElement).toHaveTextContent('Rejected 1');

  await retryRejected(db, old.client_order_id);
  await waitFor(() => expect(screen.queryByLabelText('Orders rejected')).toBeNull());
});
