// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { db } from '../../../src/app/db';
import { renderWithDb } from '../../kit/render';
import { OpenDrawerDialog } from '../../../src/day/ui/OpenDrawerDialog';
import { readSettings } from '../../../src/db/settings';
import { closeShift, openShift, readOpenShift } from '../../../src/db/shifts';
import { m } from '../../kit/factories';

// The drawer's actions load on first use; loaded here so the first test does not wait on their transform.
beforeAll(() => import('../../../src/app/data/printingActions'));

beforeEach(async () => {
  await Promise.all([db.shifts.clear(), db.outbox.clear(), db.auditEvents.clear(), db.staff.clear()]);
  await readSettings(db);
  await db.settings.update('terminal', { signedIn: null });
});

test('"Open drawer" for a shift closed on another screen says why, stays open and records nothing', async () => {
  const user = userEvent.setup();
  const onDone = vi.fn();
  await openShift(db, { cashier_name: 'Amal', opening_float: m('20.000'), location_id: 3, digits: 3 });
  renderWithDb(<OpenDrawerDialog onDone={onDone} />, db);
  const dialog = within(await screen.findByRole('dialog', { name: 'Open drawer' }));
  // Another tab closes the shift while the dialog is up.
  await closeShift(db, m('20.000'));
  await user.click(dialog.getByRole('button', { name: 'Open drawer' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent('No shift is open on this terminal.');
  expect(onDone).not.toHaveBeenCalled();
  expect(await db.auditEvents.count()).toBe(0);
});

test('"Open drawer" with a shift open counts the no-sale and closes', async () => {
  const user = userEvent.setup();
  const onDone = vi.fn();
  await openShift(db, { cashier_name: 'Amal', opening_float: m('20.000'), location_id: 3, digits: 3 });
  renderWithDb(<OpenDrawerDialog onDone={onDone} />, db);
  const dialog = within(await screen.findByRole('dialog', { name: 'Open drawer' }));
  await user.click(dialog.getByRole('button', { name: 'Open drawer' }));
  await expect.poll(() => onDone.mock.calls.length).toBe(1);
  expect((await readOpenShift(db))?.no_sales).toHaveLength(1);
});
