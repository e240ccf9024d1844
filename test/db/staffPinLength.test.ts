import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { hashPin } from '../../src/staff/pin';
import { recoverManagerPin } from '../../src/db/forgotPin';
import { addFirstManager, addStaff, readStaffPin, resetPin } from '../../src/db/staff';
import { openTestDb } from '../kit/db';

test('each PIN is kept with its length, so its field checks itself at it; a reset or a forgotten PIN brings the new length', async () => {
  const db = openTestDb();
  await addFirstManager(db, { staff_id: 'mona', name: 'Mona', ...(await hashPin('2468')) });
  await addStaff(db, { staff_id: 'sara', name: 'Sara', role: 'cashier', ...(await hashPin('13579024')) });
  expect((await readStaffPin(db, 'mona'))?.pinLength).toBe(4);
  expect((await readStaffPin(db, 'sara'))?.pinLength).toBe(8);
  await resetPin(db, 'sara', await hashPin('97531'));
  expect((await readStaffPin(db, 'sara'))?.pinLength).toBe(5);
  await recoverManagerPin(db, { name: 'Mona', ...(await hashPin('123456789012')) }, new Date('2026-11-29T05:00:00.000Z'));
  expect((await readStaffPin(db, 'mona'))?.pinLength).toBe(12);
});

test('a PIN stored before lengths were kept has none: its field waits for the button', async () => {
  const db = openTestDb();
  const { pinHash, pinSalt } = await hashPin('246813');
  await addStaff(db, { staff_id: 'omar', name: 'Omar', role: 'manager', pinHash, pinSalt });
  const stored = await readStaffPin(db, 'omar');
  expect(stored?.pinHash).toBe(pinHash);
  expect(stored).not.toHaveProperty('pinLength');
});
