// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { db } from '../../../src/app/db';
import { renderWithDb } from '../../kit/render';
import { approve, seedStaff } from '../../kit/staff';
import { TerminalData } from '../../../src/app/settings/TerminalData';
import { readSettings, saveConnection } from '../../../src/db/settings';
import { queue } from '../../kit/db';
import { orderRow } from '../../kit/orders';
import { T0 } from '../../kit/timers';

const PIN = '246810';

beforeEach(async () => {
  await Promise.all([db.orders.clear(), db.outbox.clear(), db.refunds.clear(), db.shifts.clear()]);
  await saveConnection(db, 'https://pos.example.com', 'key-1');
  await seedStaff(db, PIN);
});

async function opened() {
  renderWithDb(<TerminalData settings={await readSettings(db)} />, db);
  // Behind the PIN: nothing of it shows before.
  expect(screen.queryByRole('button', { name: 'Clear data' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Manager approval' }));
  await approve(PIN);
  return within(await screen.findByRole('region', { name: 'Unsent sales and this terminal' }));
}

test('is behind the PIN, and "Clear data" is refused with the count while sales wait: nothing is deleted', async () => {
  await queue(db, { order: orderRow(), queuedAt: T0 });
  const part = await opened();
  expect(part.getByText('1 sale, refund, shift, void or sold-out mark has not reached the server yet.')).toBeInTheDocument();
  await userEvent.click(part.getByRole('button', { name: 'Clear data' }));
  expect(await part.findByRole('alert')).toHaveTextContent('Nothing was cleared: 1 sale, refund, shift, void or sold-out mark has not reached the server yet');
  expect(part.queryByRole('button', { name: 'Yes, clear data' })).toBeNull();
  expect(await db.outbox.count()).toBe(1);
});

test('with nothing waiting, "Log out" asks first, then forgets the server and key', async () => {
  const part = await opened();
  expect(await part.findByText('Everything has reached the server.')).toBeInTheDocument();
  await userEvent.click(part.getByRole('button', { name: 'Log out' }));
  await userEvent.click(await part.findByRole('button', { name: 'Yes, log out' }));
  await vi.waitFor(async () => expect(await readSettings(db)).toMatchObject({ serverUrl: null, apiKey: null }));
});
