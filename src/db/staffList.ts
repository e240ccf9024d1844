/**
 * The staff as every screen reads them (without PINs), apart from src/db/staff.ts so that the
 * first load carries only this: who is signed in and "Lock" (`signedIn.ts`), the writes, PINs
 * and lockouts load with the dialogs and writes that use them.
 */
import type { StaffMember } from '../staff/staff';
import type { PosDb, StaffRow } from './schema';

export const memberOf = ({ staff_id, name, role }: StaffRow): StaffMember => ({ staff_id, name, role });

/** Everyone, without their PIN hashes. */
export async function listStaff(db: PosDb): Promise<StaffMember[]> {
  return (await db.staff.toArray()).map(memberOf);
}
