// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { useSettings } from '../../../src/app/data/settings';
import { useUploadsSummary } from '../../../src/app/data/uploads';
import { saveConnection } from '../../../src/db/settings';
import { openTestDb, queue } from '../../kit/db';
import { orderRow } from '../../kit/orders';
import { renderWithDb } from '../../kit/render';

function Server({ label }: { label: string }) {
  const settings = useSettings();
  const { waiting } = useUploadsSummary();
  return <p>{`${label}: ${settings?.serverUrl ?? 'none'}, ${waiting} waiting`}</p>;
}

test('the settings row and the uploads\' counts are read once for every component that shows them, and follow every change', async () => {
  const db = openTestDb();
  await saveConnection(db, 'https://pos.example.com', 'k1');
  const settingsRead = vi.spyOn(db.settings, 'get');
  const waitingRead = vi.spyOn(db.outbox, 'count');
  renderWithDb(
    <>
      <Server label="bar" />
      <Server label="dialog" />
      <Server label="receipt" />
    </>,
    db,
  );
  expect(await screen.findByText('receipt: https://pos.example.com, 0 waiting')).toBeInTheDocument();
  expect(settingsRead).toHaveBeenCalledTimes(1);
  expect(waitingRead).toHaveBeenCalledTimes(1);

  await queue(db, { order: orderRow(), queuedAt: 1 });
  expect(await screen.findByText('bar: https://pos.example.com, 1 waiting')).toBeInTheDocument();
  expect(screen.getByText('dialog: https://pos.example.com, 1 waiting')).toBeInTheDocument();
  expect(waitingRead).toHaveBeenCalledTimes(2);
});
