// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { db } from '../../../src/app/db';
import { renderWithDb } from '../../kit/render';
import { ShiftDialog } from '../../../src/app/shift/ShiftDialogs';
import { closeShift, openShift, readOpenShift } from '../../../src/db/shifts';
import { readSettings } from '../../../src/db/settings';
import { m } from '../../kit/factories';

beforeEach(async () => {
  await Promise.all([db.shifts.clear(), db.outbox.clear(), db.orders.clear(), db.refunds.clear()]);
  await readSettings(db);
  await db.settings.update('terminal', { blindCount: undefined });
});

const open = (cashier: string) => openShift(db, { cashier_name: cashier, opening_float: m('20.000'), location_id: 3, digits: 3 });

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
