/**
 * The staff list's writes over `src/db/staff.ts` (each one transaction), signing in, and each
 * person's PIN lockout: loaded with "Sign in", "Manager approval" and "Staff", not the first load.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo } from 'react';
import { NO_PIN_LOCK, type PinLock } from '../../core/pinLockout';
import { addFirstManager, addStaff, readStaffPin, removeStaff, renameStaff, resetPin, setRole, setSignedIn, type HashedPin } from '../../db/staff';
import { saveSettingsAudited } from '../../db/settingsAudited';
import type { Role, StaffRef } from '../../staff/staff';
import { useDb } from './DbProvider';
import { pinTries, type PinTries } from './pinTry';
import { useTraining } from './training';

export function useStaffWrites() {
  const db = useDb();
  return useMemo(
    () => ({
      // `approvedBy`: the manager who approved the change for the one signed in, for the audit trail.
      add: (person: { name: string; role: Role } & HashedPin, approvedBy?: StaffRef | null) => addStaff(db, { staff_id: crypto.randomUUID(), ...person }, { approvedBy }),
      addFirstManager: (person: { staff_id: string; name: string } & HashedPin) => addFirstManager(db, person),
      /** "Forgot PIN?" once the API key was typed: a manager's new PIN (or a new manager), recorded. */
      recoverManagerPin: (person: { name: string } & HashedPin) => import('../../db/forgotPin').then((m) => m.recoverManagerPin(db, person, new Date())),
      rename: (staff_id: string, name: string) => renameStaff(db, staff_id, name),
      setRole: (staff_id: string, role: Role, approvedBy?: StaffRef | null) => setRole(db, staff_id, role, { approvedBy }),
      resetPin: (staff_id: string, pin: HashedPin, approvedBy?: StaffRef | null) => resetPin(db, staff_id, pin, { approvedBy }),
      remove: (staff_id: string) => removeStaff(db, staff_id),
      /** After the person's PIN was verified. */
      signIn: (staff_id: string) => setSignedIn(db, staff_id),
      saveSettings: (change: { idleLockMinutes?: number; discountLimitPct?: number }) => saveSettingsAudited(db, change),
    }),
    [db],
  );
}

/**
 * A person's PIN lockout as stored (live), and the tries counted against it; no lock for
 * nobody. In training the terminal's own database counts them (pinTry.ts).
 */
export function useStaffPinLock(staff_id: string | null): { lock: PinLock; tries: PinTries | null; length: number | undefined } {
  const db = useDb();
  const real = useTraining().dbs?.real;
  const dbs = useMemo(() => (real && real !== db ? [real, db] : [db]), [real, db]);
  const tries = staff_id ? pinTries(dbs, staff_id) : null;
  const stored = useLiveQuery(async () => {
    const counted = await tries?.db();
    return counted && staff_id ? readStaffPin(counted, staff_id) : undefined;
  }, [tries, staff_id]);
  return { lock: stored?.pinLock ?? NO_PIN_LOCK, tries, length: stored?.pinLength };
}

/** "Lock": nobody is signed in; the open and parked orders stay. */
export function useLock(): () => Promise<void> {
  const db = useDb();
  return useCallback(() => setSignedIn(db, null), [db]);
}
