import { expect } from 'vitest';
import { unsentCardRefunds } from '../../../src/db/cardRefunds';
import type { VersionFixture } from './fixture';

/** A terminal of version 28, with a card payment approved and its sale stored: it had no card refunds. */
export const v28: VersionFixture = {
  version: 28,
  promise: 'a terminal upgraded keeps its card payments and has no card refund to send',
  rows: {
    cardPayments: [{ payment_id: 'pay-1', client_order_id: 'sale-1', terminal_id: 'T-1', amount: 4600, tip: 0, state: 'approved', approval: null, cancel_asked: false }],
  },
  async upgraded(db) {
    expect(await db.cardPayments.get('pay-1')).toMatchObject({ state: 'approved' });
    expect(await db.cardRefunds.count()).toBe(0);
    expect(await unsentCardRefunds(db)).toEqual([]);
  },
};
