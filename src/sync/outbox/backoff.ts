/**
 * How long an order waits after a temporary failure: exponential backoff with full jitter.
 * The ceiling doubles with every attempt from `baseMs` up to `maxMs`, and the wait is a
 * random point below it, so tills that lost the server together do not all come back at the
 * same instant.
 */

const BASE_DELAY_MS = 2_000;
export const MAX_DELAY_MS = 5 * 60_000;

export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
}

/** The ceiling for the `attempts`-th failure (1 = the first): `base * 2^(attempts-1)`, capped. */
export function backoffCeiling(attempts: number, { baseMs = BASE_DELAY_MS, maxMs = MAX_DELAY_MS }: BackoffOptions = {}): number {
  const doublings = Math.max(0, attempts - 1);
  // 2^31 already passes any sensible cap; stopping there keeps the product finite.
  return Math.min(maxMs, baseMs * 2 ** Math.min(doublings, 31));
}

/** The wait after the `attempts`-th failure; `random` returns a number in [0, 1). */
export function backoffDelay(attempts: number, random: () => number, options: BackoffOptions = {}): number {
  const ceiling = backoffCeiling(attempts, options);
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.floor(r * ceiling);
}
