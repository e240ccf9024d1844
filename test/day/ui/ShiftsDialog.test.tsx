// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { db } from '../../../src/app/db';
import { renderWithDb } from '../../kit/render';
import { ShiftsDialog } from '../../../src/day/ui/ShiftsDialog';
import { readSettings } from '../../../src/db/settings';
import { closedShiftRow } from '../../kit/day';
import { exampleOrder } from '../../kit/orders';

beforeEach(async () => {
  await Promise.all([db.shifts.clear(), db.outbox.clear()]);
  await readSettings(db);
});

test('every closed shift is listed, newest first, with its upload state, and "Print Z report" shows its frozen Z report marked COPY', async () => {
  const user = userEvent.setup();
  const earlier = closedShiftRow([exampleOrder()], '24.000', { cashier_name: 'Amal', opened_at: '2026-11-20T06:00:00.000Z', upload: 'uploaded' });
  const later = closedShiftRow([], '20.000', { cashier_name: 'Badr', upload: 'rejected', message: 'Invalid shift' });
  await db.shifts.bulkAdd([earlier, later]);
  renderWithDb(<ShiftsDialog catalog={null} onClose={() => undefined} />, db);

  const list = within(await screen.findByRole('list', { name: 'Closed shifts' }));
  const items = await list.findAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([expect.stringContaining('Badr'), expect.stringContaining('Amal')]);
  expect(items[0]).toHaveTextContent('Rejected');
  expect(items[0]).toHaveTextContent('Invalid shift');
  expect(within(items[0]!).getByRole('button', { name: 'Retry upload' })).toBeInTheDocument();
  expect(items[1]).toHaveTextContent('Uploaded');

  await user.click(within(items[1]!).getByRole('button', { name: 'Print Z report' }));
  const z = within(screen.getByRole('dialog', { name: 'Z report' }));
  expect(z.getByText('COPY')).toBeInTheDocument();
  expect(z.getByLabelText('Expected cash')).toHaveTextContent('24.600');
});
