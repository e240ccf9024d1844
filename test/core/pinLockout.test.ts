import { expect, test } from 'vitest';
import { formatWait, lockedForMs, NO_PIN_LOCK, pinFailed, pinSucceeded, type PinLock } from '../../src/core/pinLockout';

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);

function fail(times: number, lock: PinLock = NO_PIN_LOCK, now = T0): PinLock {
  let next = lock;
  for (let i = 0; i < times; i++) next = pinFailed(next, now);
  return next;
}

test('four wrong PINs in a row leave the PIN free to try at once', () => {
  expect(lockedForMs(fail(4), T0)).toBe(0);
});

test('the fifth wrong PIN in a row makes the next try wait 30 seconds', () => {
  const lock = fail(5);
  expect(lockedForMs(lock, T0)).toBe(30_000);
  expect(lockedForMs(lock, T0 + 29_999)).toBe(1);
  expect(lockedForMs(lock, T0 + 30_000)).toBe(0);
});

test('each further wrong PIN waits longer: 1, 2, then 5 minutes, and 5 minutes from then on', () => {
  let lock = fail(5);
  let now = T0;
  const waits: number[] = [];
  for (let i = 0; i < 4; i++) {
    now += lockedForMs(lock, now);
    lock = pinFailed(lock, now);
    waits.push(lockedForMs(lock, now));
  }
  expect(waits).toEqual([60_000, 120_000, 300_000, 300_000]);
});

test('a PIN typed while locked is not counted and does not lengthen the wait', () => {
  const lock = fail(5);
  expect(pinFailed(lock, T0 + 10_000)).toBe(lock);
});

test('a right PIN clears the count', () => {
  expect(lockedForMs(fail(4, pinSucceeded()), T0)).toBe(0);
  expect(pinSucceeded()).toEqual({ failures: 0, lockedUntil: 0 });
});

test('a clock set back never makes the wait longer than its step', () => {
  const lock = fail(5);
  expect(lockedForMs(lock, T0 - 3_600_000)).toBe(30_000);
});

test('a wait ends after its step on the monotonic clock, however far back the wall clock was set', () => {
  const lock = fail(5);
  // An hour back: the wall clock alone would hold the PIN for an hour and 30 seconds.
  expect(lockedForMs(lock, T0 - 3_600_000, 29_000)).toBe(1_000);
  expect(lockedForMs(lock, T0 - 3_600_000, 30_000)).toBe(0);
});

test('a wrong PIN tried once the monotonic wait is over counts, even while the wall clock is still set back', () => {
  const lock = fail(5);
  const back = T0 - 3_600_000;
  expect(pinFailed(lock, back, lockedForMs(lock, back, 30_000))).toEqual({ failures: 6, lockedUntil: back + 60_000, monoUntil: back + 60_000 });
});

test('the wait is shown as minutes and seconds, rounded up', () => {
  expect(formatWait(30_000)).toBe('0:30');
  expect(formatWait(95_001)).toBe('1:36');
  expect(formatWait(300_000)).toBe('5:00');
});

test('the stricter of the two clocks holds: a wall clock moved forward does not end a wait the monotonic clock still counts', () => {
  const lock = pinFailed(fail(4), { wall: T0, mono: 500_000 });
  expect(lockedForMs(lock, { wall: T0 + 3_600_000, mono: 510_000 })).toBe(20_000);
  expect(lockedForMs(lock, { wall: T0 + 3_600_000, mono: 530_000 })).toBe(0);
});
