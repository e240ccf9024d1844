// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { createSyncStatusStore, type SyncStatus } from '../../../src/sync/status';
import { StatusBar } from '../../../src/sync/ui/StatusBar';
import { SyncEngineProvider } from '../../../src/sync/ui/SyncEngineContext';

afterEach(cleanup);

const AT = '2026-11-21T09:05:00.000Z';

function renderBar(initial: SyncStatus) {
  const status = createSyncStatusStore(initial);
  const syncNow = vi.fn(async () => undefined);
  render(
    <SyncEngineProvider engine={{ status, syncNow }}>
      <StatusBar>
        <span aria-label="Orders waiting to upload">0</span>
      </StatusBar>
    </SyncEngineProvider>,
  );
  return { status, syncNow };
}

test('ui-contract: Synced with the time of the last success', () => {
  renderBar({ kind: 'idle', lastSuccessAt: AT });
  const status = screen.getByRole('status', { name: 'Sync status' });
  expect(status).toHaveTextContent('Synced');
  expect(status.textContent).toMatch(/\d{1,2}:\d{2}/);
  expect(screen.queryByRole('progressbar', { name: 'Catalog sync' })).toBeNull();
});

test('ui-contract: Syncing n / total with the "Catalog sync" progress bar', () => {
  renderBar({ kind: 'syncing', done: 1200, total: 5000, lastSuccessAt: null });
  expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent('Syncing 1200 / 5000');
  const bar = screen.getByRole('progressbar', { name: 'Catalog sync' });
  expect(bar).toHaveAttribute('value', '1200');
  expect(bar).toHaveAttribute('max', '5000');
});

test('ui-contract: Offline', () => {
  renderBar({ kind: 'offline', lastSuccessAt: AT });
  const text = screen.getByRole('status', { name: 'Sync status' }).textContent ?? '';
  expect(text).toContain('Offline');
  expect(text).not.toContain('Synced');
});

test.each([
  ['unauthorized', 'key rejected'],
  ['server', 'server error'],
  ['unreachable', 'server unreachable'],
] as const)('ui-contract: Sync failed says why in plain words (%s)', (reason, words) => {
  renderBar({ kind: 'failed', reason, message: 'detail from the server', lastSuccessAt: AT });
  const status = screen.getByRole('status', { name: 'Sync status' });
  expect(status).toHaveTextContent(`Sync failed: ${words}`);
  expect(status).toHaveTextContent('detail from the server');
});

test('the bar follows status events and "Sync now" asks the engine for a sync', async () => {
  const { status, syncNow } = renderBar({ kind: 'idle', lastSuccessAt: AT });
  act(() => status.dispatch({ type: 'syncStarted' }));
  expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent('Syncing');
  expect(screen.getByRole('progressbar', { name: 'Catalog sync' })).toBeInTheDocument();
  act(() => status.dispatch({ type: 'syncProgressed', done: 10, total: 40 }));
  expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent('Syncing 10 / 40');

  await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
  expect(syncNow).toHaveBeenCalledTimes(1);
});

test('the slot holds the count of orders waiting to upload', () => {
  renderBar({ kind: 'idle', lastSuccessAt: AT });
  expect(screen.getByLabelText('Orders waiting to upload')).toHaveTextContent('0');
});
