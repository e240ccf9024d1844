import { expect, test } from 'vitest';
import { businessDate, startOfDay } from '../../src/checkout/businessDay';

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

test.each([
  ['before the clocks go forward', '2026-03-29T00:30:00.000Z', '2026-03-29T00:00:00.000Z'],
  ['after they went forward (BST)', '2026-03-29T23:30:00.000Z', '2026-03-29T23:00:00.000Z'],
  ['on the day they go back', '2026-10-25T12:00:00.000Z', '2026-10-24T23:00:00.000Z'],
  ['the day after they went back (GMT)', '2026-10-26T12:00:00.000Z', '2026-10-26T00:00:00.000Z'],
  ['late on the day they go back, in GMT by then', '2026-10-25T23:30:00.000Z', '2026-10-24T23:00:00.000Z'],
])('a branch in Europe/London: midnight is right %s', (_when, now, start) => {
  expect(startOfDay(new Date(now), 'Europe/London').toISOString()).toBe(start);
});

test.each([
  ['just after midnight', '2026-06-14T21:00:00.000Z', '2026-06-14T21:00:00.000Z'],
  ['just before midnight', '2026-06-14T20:59:59.999Z', '2026-06-13T21:00:00.000Z'],
  ['in the summer (no daylight saving: UTC+3 all year)', '2026-07-01T10:00:00.000Z', '2026-06-30T21:00:00.000Z'],
])('a branch in Asia/Kuwait: the day starts at 21:00 UTC, %s', (_when, now, start) => {
  expect(startOfDay(new Date(now), 'Asia/Kuwait').toISOString()).toBe(start);
});

test('where the clocks skip midnight itself, the day starts at the first hour that exists (America/Santiago)', () => {
  // On 2026-09-06 Santiago's clocks go from 00:00 (UTC-4) straight to 01:00 (UTC-3).
  expect(startOfDay(new Date('2026-09-06T15:00:00.000Z'), 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
});

test.each([
  ['Asia/Kuwait, just before its midnight', '2026-06-14T20:59:59.999Z', 'Asia/Kuwait', '2026-06-14'],
  ['Asia/Kuwait, just after its midnight', '2026-06-14T21:00:00.000Z', 'Asia/Kuwait', '2026-06-15'],
  ['America/New_York, late in the evening', '2026-01-02T03:30:00.000Z', 'America/New_York', '2026-01-01'],
  ['Europe/London, on the day the clocks go back', '2026-10-25T23:30:00.000Z', 'Europe/London', '2026-10-25'],
])('the branch date in %s', (_where, now, zone, date) => {
  expect(businessDate(new Date(now), zone)).toBe(date);
});
