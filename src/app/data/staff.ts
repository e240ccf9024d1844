/**
 * The terminal's staff and who is signed in (both read once for every screen by `DbProvider`),
 * and the writes over `src/db/staff.ts`, each one transaction.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useContext, useMemo } from 'react';
import { NO_PIN_LOCK, type PinLock } from '../../core/pinLockout';
import { readStaffPin, addFirstManager, addStaff, removeStaff, renameStaff, resetPin, setRole, setSignedIn, type HashedPin } from '../../db/staff';
import { saveStaffSettings } from '../../db/settings';
import type { Role, StaffMember } from '../../staff/staff';
import { StaffContext, useDb } from './DbProvider';
import { pinTries, type PinTries } from './pinTry';
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

export function useStaffWrites() {
  const db = useDb();
  return useMemo(
    () => ({
      add: (person: { name: string; role: Role } & HashedPin) => addStaff(db, { staff_id: crypto.randomUUID(), ...person }),
      addFirstManager: (person: { staff_id: string; name: string } & HashedPin) => addFirstManager(db, person),
      rename: (staff_id: string, name: string) => renameStaff(db, staff_id, name),
      setRole: (staff_id: string, role: Role) => setRole(db, staff_id, role),
      resetPin: (staff_id: string, pin: HashedPin) => resetPin(db, staff_id, pin),
      remove: (staff_id: string) => removeStaff(db, staff_id),
      /** After the person's PIN was verified. */
      signIn: (staff_id: string) => setSignedIn(db, staff_id),
      lock: () => setSignedIn(db, null),
      saveSettings: (change: { idleLockMinutes?: number; discountLimitPct?: number }) => saveStaffSettings(db, change),
    }),
    [db],
  );
}

/** A person's PIN lockout as stored (live), and the tries counted against it; no lock for nobody. */
export function useStaffPinLock(staff_id: string | null): { lock: PinLock; tries: PinTries | null } {
  const db = useDb();
  const lock = useLiveQuery(async () => (staff_id ? (await readStaffPin(db, staff_id))?.pinLock : undefined), [db, staff_id]);
  return { lock: lock ?? NO_PIN_LOCK, tries: staff_id ? pinTries(db, staff_id) : null };
}
