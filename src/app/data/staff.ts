/**
 * The terminal's staff and who is signed in (both read once for every screen by `DbProvider`).
 * The staff list's writes, PINs and lockouts, and "Lock", are `staffWrites.ts`, loaded with
 * the screens that use them.
 */
import { useCallback, useContext } from 'react';
import type { DiscountGiver } from '../../db/staff';
import type { StaffMember } from '../../staff/staff';
import { StaffContext, useDb } from './DbProvider';
import { useSettings } from './settings';

/** Everyone on this terminal; undefined while loading. */
export function useStaff(): StaffMember[] | undefined {
  return useContext(StaffContext);
}

/** The person signed in; null: nobody (or the till is locked); undefined while loading. */
export function useSignedIn(): StaffMember | null | undefined {
  const staff = useStaff();
  const settings = useSettings();
  if (staff === undefined || settings === undefined) return undefined;
  const id = settings?.signedIn;
  return (id && staff.find((p) => p.staff_id === id)) || null;
}

/** Who gives a discount now (src/db/staff.ts `discountGiver`), read when asked: the reads load with the first discount. */
export function useDiscountGiver(): () => Promise<DiscountGiver> {
  const db = useDb();
  return useCallback(() => import('../../db/staff').then((m) => m.discountGiver(db)), [db]);
}
