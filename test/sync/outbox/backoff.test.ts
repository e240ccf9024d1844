import { describe, expect, test } from 'vitest';
import { backoffCeiling, backoffDelay } from '../../../src/sync/outbox/backoff';

describe('backoff after a temporary upload failure', () => {
  test.each([
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [7, 128_000],
    [8, 256_000],
    [9, 300_000],
    [40, 300_000],
    [5_000, 300_000],
  ])('after failure %i the wait is at most %i ms (base 2 s doubling, capped at 5 min)', (attempts, ceiling) => {
    expect(backoffCeiling(attempts)).toBe(ceiling);
    expect(backoffDelay(attempts, () => 0.999999)).toBeLessThan(ceiling);
    expect(backoffDelay(attempts, () => 0.999999)).toBeGreaterThan(ceiling * 0.99);
  });

  test('full jitter: the wait is a random point between 0 and the ceiling', () => {
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(3, () => 0.25)).toBe(2_000);
    expect(backoffDelay(3, () => 0.5)).toBe(4_000);
  });

  test('base and cap can be chosen', () => {
    expect(backoffCeiling(1, { baseMs: 100, maxMs: 250 })).toBe(100);
    expect(backoffCeiling(3, { baseMs: 100, maxMs: 250 })).toBe(250);
  });
});
