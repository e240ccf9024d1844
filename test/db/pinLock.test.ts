import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { lockedForMs } from '../../src/core/pinLockout';
import { readPinLock, recordPinTry } from '../../src/db/pinLock';
import type { PosDb } from '../../src/db/schema';
import { openTestDb } from '../kit/db';

let db: PosDb;
beforeEach(() => {
  db = openTestDb();
});
afterEach(() => db.close());

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);

test('the PIN lockout is stored, so reopening the database (a reload, a restart) keeps it', async () => {
  for (let i = 0; i < 5; i++) await recordPinTry(db, false, T0);
  db.close();
  await db.open();
  expect(lockedForMs(await readPinLock(db), T0 + 1000)).toBe(29_000);
});

test('a right PIN clears the stored count', async () => {
  for (let i = 0; i < 4; i++) await recordPinTry(db, false, T0);
  await recordPinTry(db, true, T0);
  expect(await readPinLock(db)).toEqual({ failures: 0, lockedUntil: 0 });
});
