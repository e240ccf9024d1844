import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { hashPin, verifyPin } from '../../src/staff/pin';
import { recoverManagerPin } from '../../src/db/forgotPin';
import { addFirstManager, addStaff, listStaff } from '../../src/db/staff';
import type { PosDb } from '../../src/db/schema';
import { openTestDb } from '../kit/db';

const NOW = new Date('2026-11-29T05:00:00.000Z');

/** The trail's "Forgot PIN?" events (adding the staff records events of its own). */
const forgotten = async (db: PosDb) => (await db.auditEvents.toArray()).filter((e) => e.kind === 'pin_forgotten');

async function terminalWithStaff() {
  const db = openTestDb();
  await addFirstManager(db, { staff_id: 'mona', name: 'Mona', ...(await hashPin('111111')) });
  await addStaff(db, { staff_id: 'omar', name: 'Omar', role: 'manager', ...(await hashPin('222222')) });
  await addStaff(db, { staff_id: 'sara', name: 'Sara', role: 'cashier', ...(await hashPin('333333')) });
  return db;
}

test('"Forgot PIN?" sets the named manager a new PIN and removes nobody; it is recorded', async () => {
  const db = await terminalWithStaff();
  const done = await recoverManagerPin(db, { name: ' mona ', ...(await hashPin('135790')) }, NOW);
  expect(done).toEqual({ ok: true, manager: { staff_id: 'mona', name: 'Mona' }, added: false });
  const staff = await db.staff.toArray();
  expect(staff.map((p) => p.staff_id).sort()).toEqual(['mona', 'omar', 'sara']);
  expect(await verifyPin('135790', staff.find((p) => p.staff_id === 'mona')!)).toBe(true);
  expect(await verifyPin('222222', staff.find((p) => p.staff_id === 'omar')!)).toBe(true);
  // Nobody is named as having done it (no PIN proved who typed the key); the detail names whose PIN it set.
  expect(await forgotten(db)).toEqual([
    expect.objectContaining({ kind: 'pin_forgotten', staff_id: null, at: NOW.toISOString(), detail: expect.objectContaining({ staff_id: 'mona', added: false }) }),
  ]);
});

test('"Forgot PIN?" with a new name adds that manager; a cashier\'s name is refused and nothing is recorded', async () => {
  const db = await terminalWithStaff();
  const added = await recoverManagerPin(db, { name: 'Huda', ...(await hashPin('246802')) }, NOW);
  expect(added).toMatchObject({ ok: true, added: true, manager: { name: 'Huda' } });
  expect((await listStaff(db)).filter((p) => p.role === 'manager').map((p) => p.name).sort()).toEqual(['Huda', 'Mona', 'Omar']);
  expect(await recoverManagerPin(db, { name: 'Sara', ...(await hashPin('246802')) }, NOW)).toEqual({ ok: false, reason: 'name-taken' });
  expect(await forgotten(db)).toHaveLength(1);
});
