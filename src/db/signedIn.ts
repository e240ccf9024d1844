/**
 * Who is signed in, and "Lock": read and written by the sign-in, the lock and the writes that
 * name their cashier, so it loads with them (the first screen reads the staff only,
 * `staffList.ts`).
 */
import type { StaffMember } from '../staff/staff';
import type { PosDb } from './schema';
import { readSettings } from './settings';
import { memberOf } from './staffList';

/** Signs `staff_id` in (the PIN already verified) or, with null, locks the till. The open and parked orders stay as they are. */
export async function setSignedIn(db: PosDb, staff_id: string | null): Promise<void> {
  await db.settings.update('terminal', { signedIn: staff_id });
}

/** The person signed in, or null (nobody, or a person since removed). */
export async function readSignedIn(db: PosDb): Promise<StaffMember | null> {
  const id = (await readSettings(db)).signedIn;
  const row = id ? await db.staff.get(id) : undefined;
  return row ? memberOf(row) : null;
}
