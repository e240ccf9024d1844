/**
 * The staff list's rules (assumed-contracts 10): names are not empty and not taken, the
 * terminal always keeps a manager, and the order "Sign in" and "Manager approval" list people
 * in. Apart from `staff.ts`, whose rules the selling screen needs at once: these are the staff
 * screens', loaded with them.
 */
import type { StaffMember } from './staff';

/** Why the staff list refused a change. */
export type StaffRefusal =
  | { ok: false; reason: 'name-missing' }
  | { ok: false; reason: 'name-taken' }
  /** The terminal must keep one manager: the last cannot be removed nor made a cashier. */
  | { ok: false; reason: 'last-manager' }
  /** The first manager is made once: a terminal with a manager has its managers approve. */
  | { ok: false; reason: 'manager-exists' }
  | { ok: false; reason: 'unknown-person' };

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** A name for `staff_id` (null: a new person): not empty, not another person's. */
export function nameRefusal(staff: readonly StaffMember[], name: string, staff_id: string | null): StaffRefusal | null {
  if (name.trim() === '') return { ok: false, reason: 'name-missing' };
  if (staff.some((p) => p.staff_id !== staff_id && sameName(p.name, name))) return { ok: false, reason: 'name-taken' };
  return null;
}

/** Whether `staff_id` may stop being a manager (removed, or made a cashier). */
export function managerLeavingRefusal(staff: readonly StaffMember[], staff_id: string): StaffRefusal | null {
  const person = staff.find((p) => p.staff_id === staff_id);
  if (!person) return { ok: false, reason: 'unknown-person' };
  if (person.role !== 'manager') return null;
  return staff.some((p) => p.staff_id !== staff_id && p.role === 'manager') ? null : { ok: false, reason: 'last-manager' };
}

/** Staff as the "Sign in" buttons list them: managers and cashiers alike, by name. */
export function signInOrder(staff: readonly StaffMember[]): StaffMember[] {
  return [...staff].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.staff_id.localeCompare(b.staff_id));
}

/** The managers, who may approve, by name. */
export function managers(staff: readonly StaffMember[]): StaffMember[] {
  return signInOrder(staff.filter((p) => p.role === 'manager'));
}
