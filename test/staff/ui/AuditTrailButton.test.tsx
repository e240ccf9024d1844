// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { AuditTrailButton } from '../../../src/staff/ui/AuditTrailButton';
import { useSignedIn } from '../../../src/app/data/staff';
import { setSignedIn } from '../../../src/db/signedIn';
import { addStaff } from '../../../src/db/staff';
import { openTestDb } from '../../kit/db';
import { renderWithDb } from '../../kit/render';
import { seedStaff } from '../../kit/staff';

async function terminal(signedIn: 'manager' | 'cashier') {
  const db = openTestDb();
  const manager = await seedStaff(db, '111111', 'Mona', 'manager');
  const cashier = await seedStaff(db, '222222', 'Sami', 'cashier');
  await setSignedIn(db, manager);
  await addStaff(db, { staff_id: 'c-2', name: 'Huda', role: 'cashier', pinHash: 'h', pinSalt: 's' });
  await setSignedIn(db, signedIn === 'manager' ? manager : cashier);
  return db;
}

describe('Settings "Audit trail" lists who changed what, for managers (assumed-contracts 16)', () => {
  test('a manager opens the trail and reads the change, who made it and that it waits to upload', async () => {
    renderWithDb(<AuditTrailButton />, await terminal('manager'));
    await userEvent.click(await screen.findByRole('button', { name: 'Audit trail' }));
    const list = within(await screen.findByRole('list', { name: 'Audit trail' }));
    const [event] = list.getAllByRole('listitem');
    expect(event).toHaveTextContent('Person added');
    expect(event).toHaveTextContent('Mona');
    expect(event).toHaveTextContent('name: Huda');
    expect(event).toHaveTextContent('Waiting');
  });

  test('a cashier is not offered the trail', async () => {
    /** Who is signed in, once the provider has read the staff and settings rows the button reads. */
    function SignedIn() {
      return <output>{useSignedIn()?.name}</output>;
    }
    renderWithDb(
      <>
        <SignedIn />
        <AuditTrailButton />
      </>,
      await terminal('cashier'),
    );
    await screen.findByText('Sami');
    expect(screen.queryByRole('button', { name: 'Audit trail' })).toBeNull();
  });
});
