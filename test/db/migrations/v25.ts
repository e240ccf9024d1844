import { expect } from 'vitest';
import { unsentUnits } from '../../../src/cart/kitchen';
import { waitingCounts } from '../../../src/db/waiting';
import type { VersionFixture } from './fixture';

/** A line as "Equal parts" stored it before version 26: the line's whole quantity, a share of its money. */
function oldShare(line_id: string, product_id: number, quantity: number, unitPrice: number, amount: number, share: [part: number, parts: number, last: boolean], sent: number) {
  return {
    line_id,
    product_id,
    name: `Product ${product_id}`,
    channel_id: null,
    quantity,
    weight_g: null,
    open_price: null,
    unit_price: unitPrice,
    options: [],
    addons: [],
    children: [],
    note: '',
    subtotal: amount,
    discount_pct: 0,
    discount: 0,
    total: amount,
    ...(sent > 0 ? { sent } : {}),
    share: { part: share[0], parts: share[1], counts_stock: share[2] },
  };
}

const bill = (split_of: string, lines: object[]) => ({ lines, channel_id: null, brand_id: 1, revision: 3, kitchen_sends: 1, split_of, name: 'Table 4' });

/**
 * A terminal of version 25 holding two orders split in equal parts the old way: 2 burgers at
 * 1.750 and fries at 0.500, sent and split in 2 (4.000: 2.000 of burgers on bill 1, 1.500 of
 * burgers and the fries on bill 2), bill 1 open and bill 2 parked; and one burger split in 2
 * whose bill 1 is a sale waiting to upload and bill 2 parked. Its queue holds a sale written
 * before version 9 (no kind) and an audit event.
 */
export const v25: VersionFixture = {
  version: 25,
  promise: 'old equal-part bills hold their share of the units once, the kitchen each unit once; the queue counts without audit events',
  rows: {
    cart: [{ id: 'current', ...bill('split-a', [oldShare('l1', 10, 2, 1750, 2000, [1, 2, false], 2)]) }],
    parked: [
      {
        id: 'p-a2',
        name: 'Table 4 (2/2)',
        parked_at: 1,
        cart: bill('split-a', [oldShare('l1', 10, 2, 1750, 1500, [2, 2, true], 2), oldShare('l2', 11, 1, 500, 500, [2, 2, true], 1)]),
      },
      { id: 'p-b2', name: 'Bar (2/2)', parked_at: 2, cart: bill('split-b', [oldShare('b1', 10, 1, 1750, 875, [2, 2, true], 1)]) },
    ],
    orders: [
      {
        client_order_id: 'sale-b1',
        created_at: '2026-11-20T09:00:00.000Z',
        ticket_seq: 7,
        upload: 'waiting',
        invoice_id: null,
        message: null,
        uploaded_at: null,
        ...bill('split-b', [oldShare('b1', 10, 1, 1750, 875, [1, 2, false], 1)]),
      },
    ],
    outbox: [
      { client_order_id: 'old-sale', queued_at: 1, attempts: 0, next_attempt_at: 0, last_error: null },
      { client_order_id: 'sale-b1', kind: 'sale', queued_at: 2, attempts: 0, next_attempt_at: 0, last_error: null },
      { client_order_id: 'event-1', kind: 'audit', queued_at: 3, attempts: 0, next_attempt_at: 0, last_error: null },
    ],
  },
  async upgraded(db) {
    const open = await db.cart.get('current');
    const parked = await db.parked.get('p-a2');
    const sale = await db.orders.get('sale-b1');
    const other = await db.parked.get('p-b2');
    const shape = (lines: readonly object[] | undefined) => lines?.map((l) => ({ ...l }));
    const all = [...shape(open?.lines)!, ...shape(parked?.cart.lines)!, ...shape(sale?.lines)!, ...shape(other?.cart.lines)!];
    expect(all.some((l) => 'share' in l)).toBe(false);
    // 2 burgers: 1.143 on the bill that paid 2.000 of their 3.500, the rest on the other; each bill makes one, already sent.
    const pick = (lines: readonly { quantity: number; kitchen_units?: number; sent?: number; total: number }[] | undefined) =>
      lines?.map(({ quantity, kitchen_units, sent, total }) => ({ quantity, kitchen_units, sent, total }));
    expect(pick(open?.lines)).toEqual([{ quantity: 1.143, kitchen_units: 1, sent: 1, total: 2000 }]);
    expect(pick(parked?.cart.lines)).toEqual([
      { quantity: 0.857, kitchen_units: 1, sent: 1, total: 1500 },
      { quantity: 1, kitchen_units: 1, sent: 1, total: 500 },
    ]);
    // One burger in 2 bills: half on each, made once (with the first bill), its sale's money unchanged.
    expect(pick(sale?.lines)).toEqual([{ quantity: 0.5, kitchen_units: 1, sent: 1, total: 875 }]);
    expect(pick(other?.cart.lines)).toEqual([{ quantity: 0.5, kitchen_units: 0, sent: undefined, total: 875 }]);
    // "Send to kitchen" on any bill sends nothing again.
    expect([...open!.lines, ...parked!.cart.lines, ...other!.cart.lines].map(unsentUnits)).toEqual([0, 0, 0, 0]);
    expect([open?.split_part, parked?.cart.split_part, other?.cart.split_part]).toEqual([1, 2, 2]);
    expect(await db.outbox.where('kind').equals('sale').count()).toBe(2);
    expect(await waitingCounts(db)).toMatchObject({ queued: 2 });
  },
};
