/**
 * The staff as every screen reads them (without PINs) and "Lock", apart from src/db/staff.ts
 * so that the first load carries only these: the writes, PINs and lockouts load with the
 * dialogs that use them.
 */
import type { StaffMember } from '../staff/staff';
import type { PosDb, StaffRow } from './schema';
import { readSettings } from './settings';

export const memberOf = ({ staff_id, name, role }: StaffRow): StaffMember => ({ staff_id, name, role });

/** Everyone, without their PIN hashes. */
export async function listStaff(db: PosDb): Promise<StaffMember[]> {
  return (await db.staff.toArray()).map(memberOf);
}

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
