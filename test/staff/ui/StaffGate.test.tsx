// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { StaffGate } from '../../../src/staff/ui/StaffGate';
import { StaffDialog } from '../../../src/staff/ui/StaffDialog';
import { readSettings } from '../../../src/db/settings';
import { setSignedIn } from '../../../src/db/staff';
import { openTestDb } from '../../kit/db';
import { renderWithDb } from '../../kit/render';
import { approve, seedStaff } from '../../kit/staff';

const MANAGER_PIN = '111111';

/** A terminal with a manager, Mona, and a cashier, Ali, signed in. */
async function cashierSignedIn() {
  const db = openTestDb();
  await readSettings(db);
  await seedStaff(db, MANAGER_PIN, 'Mona', 'manager');
  await seedStaff(db, '222222', 'Ali', 'cashier', 'c1');
  await setSignedIn(db, 'c1');
  return db;
}

test('a manager’s approval of Settings does not open "Staff" inside it: Staff asks a manager again', async () => {
  const db = await cashierSignedIn();
  renderWithDb(
    <StaffGate action="settings">
      <p>Settings open</p>
      <StaffDialog onClose={() => undefined} />
    </StaffGate>,
    db,
  );
  await approve(MANAGER_PIN);
  expect(await screen.findByText('Settings open', {}, { timeout: 10_000 })).toBeInTheDocument();
  const asked = await screen.findByRole('dialog', { name: 'Manager approval' }, { timeout: 10_000 });
  expect(asked).toHaveTextContent('Staff');
  expect(screen.queryByRole('button', { name: 'Add person' })).toBeNull();
  await approve(MANAGER_PIN);
  // The PIN is checked as the till checks it (a slow hash): a busy machine takes a moment.
  expect(await screen.findByRole('button', { name: 'Add person' }, { timeout: 10_000 })).toBeInTheDocument();
});

test('"Make manager" in Staff asks a manager of its own: the approval that opened Staff is not one for a role', async () => {
  const db = await cashierSignedIn();
  renderWithDb(<StaffDialog onClose={() => undefined} />, db);
  await approve(MANAGER_PIN);
  const ali = within(await screen.findByRole('listitem', { name: 'Ali' }, { timeout: 10_000 }));
  await userEvent.click(ali.getByRole('button', { name: 'Make manager' }));
  const asked = within(await screen.findByRole('dialog', { name: 'Manager approval' }, { timeout: 10_000 }));
  await userEvent.click(asked.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manager approval' })).toBeNull());
  expect((await db.staff.get('c1'))?.role).toBe('cashier');
});

test('"Lock" ends the approval: the screen it opened closes, and after the next sign-in it asks again', async () => {
  const db = await cashierSignedIn();
  renderWithDb(
    <StaffGate action="settings">
      <p>Settings open</p>
    </StaffGate>,
    db,
  );
  await approve(MANAGER_PIN);
  expect(await screen.findByText('Settings open', {}, { timeout: 10_000 })).toBeInTheDocument();
  await setSignedIn(db, null);
  await waitFor(() => expect(screen.queryByText('Settings open')).toBeNull());
  await setSignedIn(db, 'c1');
  expect(await screen.findByRole('button', { name: 'Manager approval' })).toBeInTheDocument();
  expect(screen.queryByText('Settings open')).toBeNull();
});

test('a manager signed in opens Staff without being asked', async () => {
  const db = await cashierSignedIn();
  await setSignedIn(db, 'manager-Mona');
  renderWithDb(<StaffDialog onClose={() => undefined} />, db);
  expect(await screen.findByRole('button', { name: 'Add person' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Manager approval' })).toBeNull();
});

test('"Make manager" approved by a manager is recorded with the cashier who did it and the manager who approved it', async () => {
  const db = await cashierSignedIn();
  renderWithDb(<StaffDialog onClose={() => undefined} />, db);
  await approve(MANAGER_PIN);
  const ali = within(await screen.findByRole('listitem', { name: 'Ali' }, { timeout: 10_000 }));
  await userEvent.click(ali.getByRole('button', { name: 'Make manager' }));
  await approve(MANAGER_PIN);
  await waitFor(() => expect(db.staff.get('c1').then((p) => p?.role)).resolves.toBe('manager'), { timeout: 10_000 });
  const [event] = await db.auditEvents.toArray();
  expect(event).toMatchObject({ kind: 'role_changed', staff_id: 'c1', staff_name: 'Ali', approved_by: { name: 'Mona' }, detail: { from: 'cashier', to: 'manager' } });
});
