/**
 * The terminal's staff (version 23) and who is signed in (`settings.signedIn`): each change
 * one transaction over `staff` and `settings`, so two tabs never leave the terminal without a
 * manager, nor signed in as a person who was removed. PINs arrive hashed (src/staff/pin.ts);
 * each person's wrong tries are counted on their own row (src/core/pinLockout.ts).
 */
import { NO_PIN_LOCK, lockedForMs, pinFailed, pinSucceeded, type PinClock, type PinLock } from '../core/pinLockout';
import type { Role } from '../staff/staff';
import { managerLeavingRefusal, nameRefusal, type StaffRefusal } from '../staff/staffList';
import type { DiscountGiver } from '../staff/discountStamp';
import type { PosDb } from './schema';
import { listStaff } from './staffList';
import { readSignedIn } from './signedIn';
import { readSettings } from './settings';
import { auditTables, recordAudit, type AuditOptions } from './audit';

/** A PIN as stored: its salted hash and, for PINs set since lengths are kept, its length. */
export type HashedPin = { pinHash: string; pinSalt: string; pinLength?: number };
export type StaffChange = { ok: true } | StaffRefusal;

export { listStaff } from './staffList';
export { readSignedIn, setSignedIn } from './signedIn';


export function addStaff(db: PosDb, person: { staff_id: string; name: string; role: Role } & HashedPin, audit: AuditOptions = {}): Promise<StaffChange> {
  return db.transaction('rw', auditTables(db), async () => {
    const refused = nameRefusal(await listStaff(db), person.name, null);
    if (refused) return refused;
    await db.staff.add({ ...person, name: person.name.trim(), pinLock: NO_PIN_LOCK });
    await recordAudit(db, 'staff_added', { staff_id: person.staff_id, name: person.name.trim(), role: person.role }, audit);
    return { ok: true };
  });
}

/**
 * The first manager, made by the one who holds the terminal's API key (at connect, or at the
 * first approval), and signed in. Refused when the terminal already has a manager: then the
 * existing ones approve.
 */
export function addFirstManager(db: PosDb, person: { staff_id: string; name: string } & HashedPin): Promise<StaffChange> {
  return db.transaction('rw', auditTables(db), async () => {
    if ((await db.staff.filter((p) => p.role === 'manager').count()) > 0) return { ok: false, reason: 'manager-exists' };
    const name = person.name.trim() || 'Manager';
    await db.staff.add({ ...person, name, role: 'manager', pinLock: NO_PIN_LOCK });
    // Made by whoever holds the API key: nobody is signed in yet.
    await recordAudit(db, 'staff_added', { staff_id: person.staff_id, name, role: 'manager', first_manager: true }, { by: null });
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

export function setRole(db: PosDb, staff_id: string, role: Role, audit: AuditOptions = {}): Promise<StaffChange> {
  return db.transaction('rw', auditTables(db), async () => {
    if (role === 'cashier') {
      const refused = managerLeavingRefusal(await listStaff(db), staff_id);
      if (refused) return refused;
    }
    const before = await db.staff.get(staff_id);
    if (!before) return { ok: false, reason: 'unknown-person' };
    if (before.role === role) return { ok: true };
    await db.staff.update(staff_id, { role });
    await recordAudit(db, 'role_changed', { staff_id, name: before.name, from: before.role, to: role }, audit);
    return { ok: true };
  });
}

/** A new PIN for `staff_id`; their lockout starts again. */
export function resetPin(db: PosDb, staff_id: string, pin: HashedPin, audit: AuditOptions = {}): Promise<StaffChange> {
  return db.transaction('rw', auditTables(db), async () => {
    const person = await db.staff.get(staff_id);
    if (!person) return { ok: false, reason: 'unknown-person' };
    await db.staff.update(staff_id, { ...pin, pinLock: NO_PIN_LOCK });
    await recordAudit(db, 'pin_reset', { staff_id, name: person.name }, audit);
    return { ok: true };
  });
}

/** Removes `staff_id` (never the last manager); signed out if signed in. */
export function removeStaff(db: PosDb, staff_id: string, audit: AuditOptions = {}): Promise<StaffChange> {
  return db.transaction('rw', auditTables(db), async () => {
    const refused = managerLeavingRefusal(await listStaff(db), staff_id);
    if (refused) return refused;
    const person = await db.staff.get(staff_id);
    if (!person) return { ok: false, reason: 'unknown-person' };
    // Recorded first, while the one removing is still on the staff list to be named.
    await recordAudit(db, 'staff_removed', { staff_id, name: person.name, role: person.role }, audit);
    await db.staff.delete(staff_id);
    if ((await readSettings(db)).signedIn === staff_id) await db.settings.update('terminal', { signedIn: null });
    return { ok: true };
  });
}

/** The stored PIN's length, where it was kept. */
const lengthOf = (row: HashedPin): Pick<HashedPin, 'pinLength'> => (row.pinLength === undefined ? {} : { pinLength: row.pinLength });

/** A person's stored PIN and lockout. */
export async function readStaffPin(db: PosDb, staff_id: string): Promise<(HashedPin & { pinLock: PinLock }) | null> {
  const row = await db.staff.get(staff_id);
  return row ? { pinHash: row.pinHash, pinSalt: row.pinSalt, ...lengthOf(row), pinLock: row.pinLock } : null;
}

type PinTryStart = { ok: true; pin: HashedPin; counted: PinLock } | { ok: false; reason: 'locked' | 'unknown-person' };

/**
 * Starts one of `staff_id`'s PIN tries, checking and counting it in one transaction: refused
 * while the lockout holds (as `lockedMs` sees it), else counted as a wrong PIN at once, before
 * the PIN is verified. Tries made at the same moment (two tabs, fast taps) are so counted one
 * after the other, and none is verified past the lockout; a right PIN then clears the count
 * (`clearStaffPinTries`).
 */
export function startStaffPinTry(db: PosDb, staff_id: string, now: PinClock, lockedMs: (lock: PinLock) => number = (lock) => lockedForMs(lock, now)): Promise<PinTryStart> {
  return db.transaction('rw', db.staff, async (): Promise<PinTryStart> => {
    const row = await db.staff.get(staff_id);
    if (!row) return { ok: false, reason: 'unknown-person' };
    const current = row.pinLock ?? NO_PIN_LOCK;
    const wait = lockedMs(current);
    if (wait > 0) return { ok: false, reason: 'locked' };
    const counted = pinFailed(current, now, wait);
    await db.staff.update(staff_id, { pinLock: counted });
    return { ok: true, pin: { pinHash: row.pinHash, pinSalt: row.pinSalt }, counted };
  });
}

/** `staff_id`'s right PIN: the count starts again. */
export async function clearStaffPinTries(db: PosDb, staff_id: string): Promise<void> {
  await db.staff.update(staff_id, { pinLock: pinSucceeded() });
}

/** The `cashier_name` of what a kiosk makes: the kiosk's, no person's. */
const KIOSK_CASHIER_NAME = 'Kiosk';

/**
 * Who a document made now is made by (assumed-contracts 10): the person signed in, as
 * `cashier_id` and `cashier_name` (which then win over the shift's cashier name), or `{}`
 * with nobody signed in (a terminal without staff). At a kiosk, the kiosk: `cashier_name`
 * "Kiosk" and no `cashier_id` (the order's `terminal_id` says which kiosk), whoever was
 * signed in before it started.
 */
export async function doneBy(db: PosDb): Promise<{ cashier_id?: string; cashier_name?: string }> {
  if ((await readSettings(db)).kiosk.enabled) return { cashier_name: KIOSK_CASHIER_NAME };
  const person = await readSignedIn(db);
  return person ? { cashier_id: person.staff_id, cashier_name: person.name } : {};
}

/** Who gives a manual discount now (the rule that reads it: src/staff/discountStamp.ts). */
export type { DiscountGiver };

export async function discountGiver(db: PosDb): Promise<DiscountGiver> {
  const [person, staff, settings] = await Promise.all([readSignedIn(db), listStaff(db), readSettings(db)]);
  return { person, hasStaff: staff.length > 0, limit: settings.discountLimitPct ?? 0 };
}

