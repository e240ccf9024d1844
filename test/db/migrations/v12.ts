import { expect } from 'vitest';
import { cartOf, exampleBurger } from '../../kit/orders';
import type { VersionFixture } from './fixture';

const open = cartOf(2, exampleBurger);

/** An open order and a parked table, as version 12 stored them: no kitchen record, no void documents. */
export const v12: VersionFixture = {
  version: 12,
  promise: 'the open and parked orders are kept as they were (nothing sent to the kitchen), and void documents have a table',
  rows: {
    cart: [{ ...open, id: 'current' }],
    parked: [{ id: 'p1', name: 'Table 4', parked_at: 1_000, cart: { ...open, name: 'Table 4' } }],
  },
  async upgraded(db) {
    expect((await db.cart.get('current'))?.lines).toEqual(open.lines);
    expect((await db.cart.get('current'))?.lines[0]).not.toHaveProperty('sent');
    expect((await db.parked.get('p1'))?.cart.name).toBe('Table 4');
    expect(await db.voids.count()).toBe(0);
    expect(await db.voids.where('created_at').above('').count()).toBe(0);
  },
};
