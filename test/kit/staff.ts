/**
 * Staff for component tests: a manager stored with a PIN (hashed as the till hashes it), and
 * "Manager approval" answered as a person at the till answers it.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hashPin } from '../../src/staff/pin';
import type { PosDb } from '../../src/db/schema';
import { NO_PIN_LOCK } from '../../src/core/pinLockout';
import type { Role } from '../../src/staff/staff';

/** Stores a person with `pin`; returns their `staff_id`. */
export async function seedStaff(db: PosDb, pin: string, name = 'Mona', role: Role = 'manager', staff_id = `${role}-${name}`): Promise<string> {
  // Put, not added: a test database shared by a file's tests keeps the person from the last test.
  await db.staff.put({ staff_id, name, role, ...(await hashPin(pin)), pinLock: NO_PIN_LOCK });
  return staff_id;
}

/** Types `pin` into the open "Manager approval" (its only manager chosen) and presses "Approve". */
export async function approve(pin: string): Promise<void> {
  // The dialog loads on first use: a busy machine may take a moment.
  const dialog = within(await screen.findByRole('dialog', { name: 'Manager approval' }, { timeout: 10_000 }));
  await userEvent.type(await dialog.findByLabelText('PIN'), pin);
  await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
}
