import { expect } from 'vitest';
import { inFlight } from '../../../src/db/cardPayments';
import type { VersionFixture } from './fixture';

/** A terminal of version 26, with a sale waiting to upload: it had no card payments. */
export const v26: VersionFixture = {
  version: 26,
  promise: 'a terminal upgraded has no card payment in flight and keeps its queue',
  rows: {
    outbox: [{ client_order_id: 'sale-1', queued_at: 1, attempts: 0, next_attempt_at: 0, last_error: null }],
  },
  async upgraded(db) {
    expect(await db.cardPayments.count()).toBe(0);
    expect(await inFlight(db)).toBeNull();
    expect(await db.outbox.count()).toBe(1);
  },
};
