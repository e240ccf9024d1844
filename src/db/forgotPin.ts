/**
 * "Forgot PIN?" (staff approvals): the one who types this terminal's API key sets a new PIN for
 * the manager of the name they give, or adds that manager when there is none of that name.
 * Nobody is removed, nothing else changes, and the act is recorded as a `pin_forgotten` audit
 * event (assumed-contracts 16), in ONE transaction with the PIN it set, so no PIN is ever set
 * by the key without its record.
 */
import { NO_PIN_LOCK } from '../core/pinLockout';
import type { StaffRef } from '../staff/staff';
import { nameRefusal } from '../staff/staffList';
import { auditTables, recordAudit } from './audit';
import type { PosDb } from './schema';
import type { HashedPin, StaffChange } from './staff';
import { listStaff } from './staffList';

type Recovered = { ok: true; manager: StaffRef; added: boolean } | Exclude<StaffChange, { ok: true }>;

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Sets `pin` for the manager named `name` (added when none has that name) and records it. */
export function recoverManagerPin(db: PosDb, person: { name: string } & HashedPin, now: Date): Promise<Recovered> {
  return db.transaction('rw', auditTables(db), async (): Promise<Recovered> => {
    const name = person.name.trim() || 'Manager';
    const staff = await listStaff(db);
    const known = staff.find((p) => p.role === 'manager' && sameName(p.name, name));
    let manager: StaffRef;
    if (known) {
      await db.staff.update(known.staff_id, { pinHash: person.pinHash, pinSalt: person.pinSalt, pinLength: person.pinLength, pinLock: NO_PIN_LOCK });
      manager = { staff_id: known.staff_id, name: known.name };
    } else {
      const refused = nameRefusal(staff, name, null);
      if (refused) return refused;
      manager = { staff_id: crypto.randomUUID(), name };
      await db.staff.add({ ...manager, role: 'manager', pinHash: person.pinHash, pinSalt: person.pinSalt, pinLength: person.pinLength, pinLock: NO_PIN_LOCK });
    }
    // Whoever typed the key: no PIN proved who it was, so nobody is named as having done it.
    await recordAudit(db, 'pin_forgotten', { staff_id: manager.staff_id, name: manager.name, added: !known, proved_by: 'api_key' }, { by: null, now });
    return { ok: true, manager, added: !known };
  });
}
