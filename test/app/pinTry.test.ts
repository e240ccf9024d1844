import 'fake-indexeddb/auto';
import { beforeEach, expect, test } from 'vitest';
import { hashPin } from '../../src/app/kiosk/pin';
import { createPinTries } from '../../src/app/data/pinTry';
import type { PosDb } from '../../src/db/schema';
import { readPinLock } from '../../src/db/pinLock';
import { readSettings } from '../../src/db/settings';
import { openTestDb } from '../kit/db';
import { fakeClock, T0 } from '../kit/timers';

const PIN = '246810';
let db: PosDb;
let stored: { pinHash: string | null; pinSalt: string | null };

beforeEach(async () => {
  db = openTestDb();
  await readSettings(db);
  stored = await hashPin(PIN);
});

test('the lockout ends after its 30 seconds on the monotonic clock when the wall clock is stepped back an hour meanwhile', async () => {
  const clock = fakeClock(1_000);
  clock.setWall(T0);
  const tries = createPinTries(db, { timers: clock.timers, now: clock.now });
  for (let i = 0; i < 5; i++) expect(await tries.attempt('000000', stored)).toBe('wrong');
  expect(tries.lockedMs(await readPinLock(db))).toBe(30_000);

  // The device's clock is corrected an hour back (or a person sets it back).
  clock.setWall(T0 - 3_600_000);
  clock.advance(29_000);
  expect(tries.lockedMs(await readPinLock(db))).toBe(1_000);
  expect(await tries.attempt(PIN, stored)).toBe('locked');
  clock.advance(1_000);
  expect(tries.lockedMs(await readPinLock(db))).toBe(0);
  expect(await tries.attempt(PIN, stored)).toBe('right');
});

test('wrong PINs after the wait count while the wall clock is still set back: guessing stays slow', async () => {
  const clock = fakeClock(1_000);
  clock.setWall(T0);
  const tries = createPinTries(db, { timers: clock.timers, now: clock.now });
  for (let i = 0; i < 5; i++) await tries.attempt('000000', stored);
  clock.setWall(T0 - 3_600_000);
  clock.advance(30_000);
  expect(await tries.attempt('111111', stored)).toBe('wrong');
  expect((await readPinLock(db)).failures).toBe(6);
  expect(tries.lockedMs(await readPinLock(db))).toBe(60_000);
});
