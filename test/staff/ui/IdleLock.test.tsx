// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SignedIn } from '../../../src/staff/ui/SignedIn';
import { readSettings } from '../../../src/db/settings';
import { openTestDb } from '../../kit/db';
import { renderWithDb } from '../../kit/render';
import { seedStaff } from '../../kit/staff';

async function signedInTerminal(settings: { idleLockMinutes: number }) {
  const db = openTestDb();
  const { kiosk } = await readSettings(db);
  await seedStaff(db, '246810', 'Ali', 'cashier', 'c1');
  await db.settings.update('terminal', { signedIn: 'c1', idleLockMinutes: settings.idleLockMinutes, kiosk: { ...kiosk, enabled: false } });
  return db;
}

test('the status bar names who is signed in; left idle for "Lock after idle" the till locks to "Sign in", the open order untouched', async () => {
  // A few milliseconds stand for the minutes here.
  const db = await signedInTerminal({ idleLockMinutes: 0.001 });
  renderWithDb(<SignedIn />, db);
  expect(await screen.findByLabelText('Signed in')).toHaveTextContent('Ali');
  await waitFor(async () => expect((await readSettings(db)).signedIn).toBeNull());
  expect(await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 10_000 })).toBeInTheDocument();
});
