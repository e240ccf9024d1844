// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { db } from '../../../src/app/db';
import { renderWithDb } from '../../kit/render';
import { OpenShiftDialog, ShiftDialog } from '../../../src/day/ui/ShiftDialogs';
import { seedStaff } from '../../kit/staff';
import { written } from '../../kit/day';
import { makeSession } from '../../kit/factories';
import { closeShift, openShift, readOpenShift } from '../../../src/db/shifts';
import { readSettings } from '../../../src/db/settings';
import { m } from '../../kit/factories';

beforeEach(async () => {
  await Promise.all([db.shifts.clear(), db.outbox.clear(), db.orders.clear(), db.refunds.clear(), db.staff.clear()]);
  await readSettings(db);
  await db.settings.update('terminal', { blindCount: undefined, signedIn: null });
});

/** A terminal with staff: Mona the manager and Sami the cashier; `who` signed in. */
async function withStaff(who: 'Mona' | 'Sami') {
  const mona = await seedStaff(db, '246810', 'Mona', 'manager');
  const sami = await seedStaff(db, '135790', 'Sami', 'cashier');
  await db.settings.update('terminal', { signedIn: who === 'Mona' ? mona : sami });
}

test('with staff, "Open shift" shows the signed-in name, read-only, and opens the shift under it', async () => {
  const user = userEvent.setup();
  await withStaff('Sami');
  renderWithDb(<OpenShiftDialog session={makeSession()} onOpened={() => undefined} onCancel={() => undefined} />, db);
  const dialog = within(await screen.findByRole('dialog', { name: 'Open shift' }));
  expect(await dialog.findByLabelText('Cashier')).toHaveTextContent('Sami');
  expect(dialog.queryByRole('textbox', { name: 'Cashier name' })).toBeNull();
  await user.type(dialog.getByRole('textbox', { name: 'Opening float' }), '20');
  await user.click(dialog.getByRole('button', { name: 'Open shift' }));
  await expect.poll(() => readOpenShift(db)).toMatchObject({ cashier_name: 'Sami', opened_by: { name: 'Sami' } });
});

test('without staff, "Open shift" asks the cashier name', async () => {
  renderWithDb(<OpenShiftDialog session={makeSession()} onOpened={() => undefined} onCancel={() => undefined} />, db);
  const dialog = within(await screen.findByRole('dialog', { name: 'Open shift' }));
  expect(dialog.getByRole('textbox', { name: 'Cashier name' })).toBeInTheDocument();
});

test('"Blind cash count": the X report hides "Expected cash" from a cashier; a manager reads it', async () => {
  const user = userEvent.setup();
  await withStaff('Sami');
  await open('Sami');
  const { unmount } = renderWithDb(<ShiftDialog catalog={null} onClose={() => undefined} />, db);
  await user.click(await screen.findByRole('button', { name: 'X report' }));
  const x = within(await screen.findByRole('dialog', { name: 'X report' }));
  expect(x.getByText(/Blind cash count: the expected cash is shown at the close/)).toBeInTheDocument();
  expect(x.queryByLabelText('Expected cash')).toBeNull();
  unmount();

  await withStaff('Mona');
  renderWithDb(<ShiftDialog catalog={null} onClose={() => undefined} />, db);
  await user.click(await screen.findByRole('button', { name: 'X report' }));
  expect(within(await screen.findByRole('dialog', { name: 'X report' })).getByLabelText('Expected cash')).toHaveTextContent('20.000');
});

test('a blind close given up after "Show expected cash" is kept, and the Z report marks the recount', async () => {
  const user = userEvent.setup();
  await open('Amal');
  renderWithDb(<ShiftDialog catalog={null} onClose={() => undefined} />, db);
  await user.click(await screen.findByRole('button', { name: 'Close shift' }));
  let closing = within(screen.getByRole('dialog', { name: 'Close shift' }));
  await user.type(closing.getByRole('textbox', { name: 'Counted cash' }), '19.750');
  await user.click(closing.getByRole('button', { name: 'Show expected cash' }));
  await user.click(closing.getByRole('button', { name: 'Cancel' }));
  await expect.poll(async () => (await readOpenShift(db))?.recounts?.map((r) => r.counted_cash)).toEqual([m('19.750')]);

  const shift = within(await screen.findByRole('dialog', { name: 'Shift' }));
  await user.click(await shift.findByRole('button', { name: 'Close shift' }));
  closing = within(await screen.findByRole('dialog', { name: 'Close shift' }));
  await user.type(closing.getByRole('textbox', { name: 'Counted cash' }), '20');
  await user.click(closing.getByRole('button', { name: 'Show expected cash' }));
  await user.click(closing.getByRole('button', { name: 'Close shift' }));
  const z = within(await screen.findByRole('dialog', { name: 'Z report' }));
  expect(z.getByRole('list', { name: 'Recounts' })).toHaveTextContent(/Recount: a close was given up after the expected cash was shown.*19\.750/);
});

const open = async (cashier: string) => (await written(openShift(db, { cashier_name: cashier, opening_float: m('20.000'), location_id: 3, digits: 3 }))).row;

test('the shift\'s main button is "X report"; "Close shift" is the last, a secondary one', async () => {
  await open('Amal');
  renderWithDb(<ShiftDialog catalog={null} onClose={() => undefined} />, db);
  const shift = within(await screen.findByRole('dialog', { name: 'Shift' }));
  const buttons = (await shift.findAllByRole('button')).filter((b) => b.closest('.shift-actions'));
  expect(buttons.map((b) => b.textContent)).toEqual(['X report', 'Cash in', 'Cash out', 'Open drawer', 'Close shift']);
  expect(shift.getByRole('button', { name: 'X report' })).toHaveClass('btn--primary');
  expect(shift.getByRole('button', { name: 'Close shift' })).not.toHaveClass('btn--primary');
});

test('"Close shift" names the shift it closes, and when another screen closed it and opened another, says so instead of closing the new one', async () => {
  const user = userEvent.setup();
  await open('Amal');
  renderWithDb(<ShiftDialog catalog={null} onClose={() => undefined} />, db);
  await user.click(await screen.findByRole('button', { name: 'Close shift' }));
  const closing = screen.getByRole('dialog', { name: 'Close shift' });
  expect(within(closing).getByText(/^Amal, since /)).toBeInTheDocument();

  // Another tab closes Amal's shift and Badr opens his.
  await closeShift(db, m('20.000'));
  const badr = await open('Badr');
  expect(await screen.findByText(/Amal’s shift, opened .*, was closed on another screen/)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Counted cash' })).toBeNull();
  expect(await readOpenShift(db)).toMatchObject({ shift_id: badr.shift_id, status: 'open' });
});

test('"Cash in" names the shift it records into', async () => {
  const user = userEvent.setup();
  await open('Amal');
  renderWithDb(<ShiftDialog catalog={null} onClose={() => undefined} />, db);
  await user.click(await screen.findByRole('button', { name: 'Cash in' }));
  expect(within(screen.getByRole('dialog', { name: 'Cash in' })).getByText(/^Amal, since /)).toBeInTheDocument();
});

test('"Blind cash count" (on by default): the count first, then "Expected cash" and "Over/short", the count kept as typed', async () => {
  const user = userEvent.setup();
  await open('Amal');
  renderWithDb(<ShiftDialog catalog={null} onClose={() => undefined} />, db);
  await user.click(await screen.findByRole('button', { name: 'Close shift' }));
  const closing = within(screen.getByRole('dialog', { name: 'Close shift' }));
  expect(closing.queryByLabelText('Expected cash')).toBeNull();
  expect(closing.queryByLabelText('Over/short')).toBeNull();
  await user.type(closing.getByRole('textbox', { name: 'Counted cash' }), '19.750');
  await user.click(closing.getByRole('button', { name: 'Show expected cash' }));
  expect(closing.getByLabelText('Expected cash')).toHaveTextContent('20.000');
  expect(closing.getByLabelText('Over/short')).toHaveTextContent('-0.250 short');
  expect(closing.queryByRole('textbox', { name: 'Counted cash' })).toBeNull();
  expect(closing.getByLabelText('Counted cash')).toHaveTextContent('19.750');
  await user.click(closing.getByRole('button', { name: 'Close shift' }));
  expect(await db.shifts.where('status').equals('closed').count()).toBe(1);
});

test('with "Blind cash count" off, "Expected cash" shows while the count is typed', async () => {
  const user = userEvent.setup();
  await db.settings.update('terminal', { blindCount: false });
  await open('Amal');
  renderWithDb(<ShiftDialog catalog={null} onClose={() => undefined} />, db);
  await user.click(await screen.findByRole('button', { name: 'Close shift' }));
  const closing = within(screen.getByRole('dialog', { name: 'Close shift' }));
  expect(closing.getByLabelText('Expected cash')).toHaveTextContent('20.000');
  await user.type(closing.getByRole('textbox', { name: 'Counted cash' }), '20');
  expect(closing.getByLabelText('Over/short')).toHaveTextContent('0.000');
});
