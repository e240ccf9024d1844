import { describe, expect, test } from 'vitest';
import { paperFallback, readAckSeconds } from '../../src/kitchen/fallback';

const SENT = '2026-11-29T09:00:00.000Z';
const at = (seconds: number) => Date.parse(SENT) + seconds * 1000;
const waiting = { sent_at: SENT, acknowledged: false, paper: false };

describe('paper as the kitchen screen fallback', () => {
  test.each([
    ['acknowledged in time: never prints', { ...waiting, acknowledged: true }, 30, true, { kind: 'done' }],
    ['printed once already: never again', { ...waiting, paper: true }, 30, false, { kind: 'done' }],
    ['not acknowledged yet, before the time: waits what is left', waiting, 5, true, { kind: 'wait', ms: 15_000 }],
    ['not acknowledged at the time: prints', waiting, 20, true, { kind: 'print' }],
    ['the till offline: prints at once', waiting, 0, false, { kind: 'print' }],
  ])('%s', (_what, ticket, seconds, online, expected) => {
    expect(paperFallback(ticket, at(seconds), 20, online)).toEqual(expected);
  });

  test('the manager sets the time: 5 s prints at 5 s', () => {
    expect(paperFallback(waiting, at(5), 5, true)).toEqual({ kind: 'print' });
  });

  test.each([
    ['20', 20],
    [' 5 ', 5],
    ['0', null],
    ['601', null],
    ['2.5', null],
    ['', null],
  ])('"%s" typed for the time reads %s', (typed, expected) => {
    expect(readAckSeconds(typed)).toBe(expected);
  });
});
