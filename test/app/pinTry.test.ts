import 'fake-indexeddb/auto';
import { beforeEach, expect, test } from 'vitest';
import { hashPin } from '../../src/staff/pin';
import { createPinTries } from '../../src/app/data/pinTry';
import type { PosDb } from '../../src/db/schema';
import { addStaff, readStaffPin } from '../../src/db/staff';
import { readSettings } from '../../src/db/settings';
import { lockedForMs } from '../../src/core/pinLockout';
import { openTestDb } from '../kit/db';
import { seedStaff } from '../kit/staff';
import { fakeClock, T0 } from '../kit/timers';

const PIN = '246810';
let db: PosDb;
const lockOf = async (id: string) => (await readStaffPin(db, id))!.pinLock;

beforeEach(async () => {
  db = openTestDb();
  await readSettings(db);
  await addStaff(db, { staff_id: 'm1', name: 'Mona', role: 'manager', ...(await hashPin(PIN)) });
  await addStaff(db, { staff_id: 'm2', name: 'Omar', role: 'manager', ...(await hashPin('975310')) });
});

test('the lockout ends after its 30 seconds on the monotonic clock when the wall clock is stepped back an hour meanwhile', async () => {
  const clock = fakeClock(1_000);
  clock.setWall(T0);
  const tries = createPinTries(db, 'm1', { timers: clock.timers, now: clock.now, origin: T0 - 1_000 });
  for (let i = 0; i < 5; i++) expect(await tries.attempt('000000')).toBe('wrong');
  expect(tries.lockedMs(await lockOf('m1'))).toBe(30_000);

  // The device's clock is corrected an hour back (or a person sets it back).
  clock.setWall(T0 - 3_600_000);
  clock.advance(29_000);
  expect(tries.lockedMs(await lockOf('m1'))).toBe(1_000);
  expect(await tries.attempt(PIN)).toBe('locked');
  clock.advance(1_000);
  expect(tries.lockedMs(await lockOf('m1'))).toBe(0);
  expect(await tries.attempt(PIN)).toBe('right');
});

test('wrong PINs after the wait count while the wall clock is still set back: guessing stays slow', async () => {
  const clock = fakeClock(1_000);
  clock.setWall(T0);
  const tries = createPinTries(db, 'm1', { timers: clock.timers, now: clock.now, origin: T0 - 1_000 });
  for (let i = 0; i < 5; i++) await tries.attempt('000000');
  clock.setWall(T0 - 3_600_000);
  clock.advance(30_000);
  expect(await tries.attempt('111111')).toBe('wrong');
  expect((await lockOf('m1')).failures).toBe(6);
  expect(tries.lockedMs(await lockOf('m1'))).toBe(60_000);
});

test('each person is locked out on their own, and the lockout is stored so a reload keeps it', async () => {
  const clock = fakeClock(1_000);
  clock.setWall(T0);
  const mona = createPinTries(db, 'm1', { timers: clock.timers, now: clock.now, origin: T0 - 1_000 });
  for (let i = 0; i < 5; i++) await mona.attempt('000000');
  expect(await createPinTries(db, 'm2', { timers: clock.timers, now: clock.now }).attempt('975310')).toBe('right');
  db.close();
  await db.open();
  expect(lockedForMs(await lockOf('m1'), T0 + 1_000)).toBe(29_000);
  expect((await lockOf('m2')).failures).toBe(0);
});

test('twenty PINs tried at once are taken one after the other: five are verified, the rest wait, and the right one among them is not let in', async () => {
  const clock = fakeClock(1_000);
  clock.setWall(T0);
  const tries = createPinTries(db, 'm1', { timers: clock.timers, now: clock.now, origin: T0 - 1_000 });
  const guesses = Array.from({ length: 20 }, (_, i) => (i === 19 ? PIN : String(100_000 + i)));
  const results = await Promise.all(guesses.map((pin) => tries.attempt(pin)));
  expect(results.filter((r) => r === 'wrong')).toHaveLength(5);
  expect(results.filter((r) => r === 'locked')).toHaveLength(15);
  expect(results).not.toContain('right');
  expect((await lockOf('m1')).failures).toBe(5);
});

test('moving the wall clock forward does not end a wait: it ends after its 30 seconds on the monotonic clock', async () => {
  const clock = fakeClock(1_000);
  clock.setWall(T0);
  const tries = createPinTries(db, 'm1', { timers: clock.timers, now: clock.now, origin: T0 - 1_000 });
  for (let i = 0; i < 5; i++) await tries.attempt('000000');
  clock.setWall(T0 + 3_600_000);
  expect(tries.lockedMs(await lockOf('m1'))).toBe(30_000);
  expect(await tries.attempt(PIN)).toBe('locked');
  clock.advance(30_000);
  expect(await tries.attempt(PIN)).toBe('right');
});

test('after a reload the stored monotonic end still holds a wait the wall clock, moved forward, says is over', async () => {
  const clock = fakeClock(1_000);
  clock.setWall(T0);
  const before = createPinTries(db, 'm1', { timers: clock.timers, now: clock.now, origin: T0 - 1_000 });
  for (let i = 0; i < 5; i++) await before.attempt('000000');
  // The wall clock is moved a day forward, then the page reloads with its monotonic clock from the old start.
  clock.setWall(T0 + 86_400_000);
  const after = createPinTries(db, 'm1', { timers: fakeClock(0).timers, now: clock.now, origin: T0 + 10_000 });
  expect(after.lockedMs(await lockOf('m1'))).toBe(20_000);
  expect(await after.attempt(PIN)).toBe('locked');
});

test('in training the tries count on the terminal’s own database: five wrong there lock the PIN in training, and five in training lock it outside', async () => {
  const training = openTestDb();
  await seedStaff(training, PIN, 'Mona', 'manager', 'm1');
  const clock = fakeClock(1_000);
  clock.setWall(T0);
  const clocks = { timers: clock.timers, now: clock.now, origin: T0 - 1_000 };
  const inTraining = createPinTries([db, training], 'm1', clocks);
  for (let i = 0; i < 5; i++) expect(await inTraining.attempt('000000')).toBe('wrong');
  expect((await lockOf('m1')).failures).toBe(5);
  expect(await createPinTries(db, 'm1', clocks).attempt(PIN)).toBe('locked');
  expect(await createPinTries([db, training], 'm1', clocks).attempt(PIN)).toBe('locked');
});
