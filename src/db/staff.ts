/**
 * The terminal's staff (version 23) and who is signed in (`settings.signedIn`): each change
 * one transaction over `staff` and `settings`, so two tabs never leave the terminal without a
 * manager, nor signed in as a person who was removed. PINs arrive hashed (src/app/kiosk/pin.ts);
 * each person's wrong tries are counted on their own row (src/core/pinLockout.ts).
 */
import { NO_PIN_LOCK, lockedForMs, pinFailed, pinSucceeded, type PinLock } from '../core/pinLockout';
import type { Role, StaffMember } from '../staff/staff';
import { managerLeavingRefusal, nameRefusal, type StaffRefusal } from '../staff/staffList';
import type { PosDb } from './schema';
import { listStaff, memberOf } from './staffList';
import { readSettings } from './settings';

export type HashedPin = { pinHash: string; pinSalt: string };
export type StaffChange = { ok: true } | StaffRefusal;

export { listStaff, setSignedIn } from './staffList';

/** The person signed in, or null (nobody, or a person since removed). */
export async function readSignedIn(db: PosDb): Promise<StaffMember | null> {
  const id = (await readSettings(db)).signedIn;
  const row = id ? await db.staff.get(id) : undefined;
  return row ? memberOf(row) : null;
}

export function addStaff(db: PosDb, person: { staff_id: string; name: string; role: Role } & HashedPin): Promise<StaffChange> {
  return db.transaction('rw', db.staff, async () => {
    const refused = nameRefusal(await listStaff(db), person.name, null);
    if (refused) return refused;
    await db.staff.add({ ...person, name: person.name.trim(), pinLock: NO_PIN_LOCK });
    return { ok: true };
  });
}

/**
 * The first manager, made by the one who holds the terminal's API key (at connect, or at the
 * first approval), and signed in. Refused when the terminal already has a manager: then the
 * existing ones approve.
 */
export function addFirstManager(db: PosDb, person: { staff_id: string; name: string } & HashedPin): Promise<StaffChange> {
  return db.transaction('rw', db.staff, db.settings, async () => {
    if ((await db.staff.filter((p) => p.role === 'manager').count()) > 0) return { ok: false, reason: 'manager-exists' };
    const name = person.name.trim() || 'Manager';
    await db.staff.add({ ...person, name, role: 'manager', pinLock: NO_PIN_LOCK });
    await db.settings.update('terminal', { signedIn: person.staff_id });
    return { ok: true };
  });
}

export function renameStaff(db: PosDb, staff_id: string, name: string): Promise<StaffChange> {
  return db.transaction('rw', db.staff, async () => {
    const refused = nameRefusal(await listStaff(db), name, staff_id);
    if (refused) return refused;
    const changed = await db.staff.update(staff_id, { name: name.trim() });
    return changed ? { ok: true } : { ok: false, reason: 'unknown-person' };
  });
}

export function setRole(db: PosDb, staff_id: string, role: Role): Promise<StaffChange> {
  return db.transaction('rw', db.staff, async () => {
    if (role === 'cashier') {
      const refused = managerLeavingRefusal(await listStaff(db), staff_id);
      if (refused) return refused;
    }
    const changed = await db.staff.update(staff_id, { role });
    return changed ? { ok: true } : { ok: false, reason: 'unknown-person' };
  });
}

/** A new PIN for `staff_id`; their lockout starts again. */
export async function resetPin(db: PosDb, staff_id: string, pin: HashedPin): Promise<StaffChange> {
  const changed = await db.staff.update(staff_id, { ...pin, pinLock: NO_PIN_LOCK });
  return changed ? { ok: true } : { ok: false, reason: 'unknown-person' };
}

/** Removes `staff_id` (never the last manager); signed out if signed in. */
export function removeStaff(db: PosDb, staff_id: string): Promise<StaffChange> {
  return db.transaction('rw', db.staff, db.settings, async () => {
    const refused = managerLeavingRefusal(await listStaff(db), staff_id);
    if (refused) return refused;
    await db.staff.delete(staff_id);
    if ((await readSettings(db)).signedIn === staff_id) await db.settings.update('terminal', { signedIn: null });
    return { ok: true };
  });
}

/** A person's stored PIN and lockout. */
export async function readStaffPin(db: PosDb, staff_id: string): Promise<(HashedPin & { pinLock: PinLock }) | null> {
  const row = await db.staff.get(staff_id);
  return row ? { pinHash: row.pinHash, pinSalt: row.pinSalt, pinLock: row.pinLock } : null;
}

/** Counts one of `staff_id`'s PIN tries in one transaction (as `recordPinTry` does for the terminal). */
export function recordStaffPinTry(db: PosDb, staff_id: string, right: boolean, now: number, lockedMs: (lock: PinLock) => number = (lock) => lockedForMs(lock, now)): Promise<PinLock> {
  return db.transaction('rw', db.staff, async () => {
    const current = (await db.staff.get(staff_id))?.pinLock ?? NO_PIN_LOCK;
    const next = right ? pinSucceeded() : pinFailed(current, now, lockedMs(current));
    await db.staff.update(staff_id, { pinLock: next });
    return next;
  });
}

/**
 * Who a document made now is made by (assumed-contracts 10): the person signed in, as
 * `cashier_id` and `cashier_name` (which then win over the shift's cashier name), or `{}`
 * with nobody signed in (a terminal without staff, a kiosk).
 */
export async function doneBy(db: PosDb): Promise<{ cashier_id?: string; cashier_name?: string }> {
  const person = await readSignedIn(db);
  return person ? { cashier_id: person.staff_id, cashier_name: person.name } : {};
}

/** Who gives a manual discount now: the person signed in, whether the terminal has staff, and the cashier's limit (whole %). */
export interface DiscountGiver {
  person: StaffMember | null;
  hasStaff: boolean;
  limit: number;
}

export async function discountGiver(db: PosDb): Promise<DiscountGiver> {
  const [person, staff, settings] = await Promise.all([readSignedIn(db), listStaff(db), readSettings(db)]);
  return { person, hasStaff: staff.length > 0, limit: settings.discountLimitPct ?? 0 };
}

