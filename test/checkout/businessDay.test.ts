import { expect, test } from 'vitest';
import { startOfDay } from '../../src/checkout/businessDay';

/** A zone whose midnight differs from this machine's, whatever zone the machine runs in. */
const machineZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const otherZone = machineZone === 'Asia/Kuwait' ? 'America/New_York' : 'Asia/Kuwait';

const deviceMidnight = (iso: string) => {
  const d = new Date(iso);
  d.setHours(0, 0, 0, 0);
  return d.toISOString();
};

test('assumed-contracts 1: today starts at midnight in the branch time zone, not the device one', () => {
  const now = '2026-11-21T22:30:00.000Z';
  const start = startOfDay(new Date(now), otherZone).toISOString();
  expect(start).not.toBe(deviceMidnight(now));
  // 22:30 UTC is 01:30 the next day in Kuwait (UTC+3): the day began at 21:00 UTC.
  expect(startOfDay(new Date(now), 'Asia/Kuwait').toISOString()).toBe('2026-11-21T21:00:00.000Z');
  expect(startOfDay(new Date(now), 'America/New_York').toISOString()).toBe('2026-11-21T05:00:00.000Z');
});

test.each([
  ['the day daylight saving starts', '2026-03-08T18:00:00.000Z', '2026-03-08T05:00:00.000Z'],
  ['the day it ends', '2026-11-01T18:00:00.000Z', '2026-11-01T04:00:00.000Z'],
])('midnight is right on %s (America/New_York)', (_day, now, start) => {
  expect(startOfDay(new Date(now), 'America/New_York').toISOString()).toBe(start);
});

test.each(['', 'Not/AZone'])('a session with no usable time zone (%j) lists by the device day', (zone) => {
  const now = '2026-11-21T22:30:00.000Z';
  expect(startOfDay(new Date(now), zone).toISOString()).toBe(deviceMidnight(now));
});
