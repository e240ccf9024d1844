import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { uploadsSummary } from '../../src/db/orderCounts';
import { markRejected, retryRejected } from '../../src/db/outbox';
import { waitingCounts, waitingTotal } from '../../src/db/waiting';
import { voidsToShow } from '../../src/db/waitingDocuments';
import { openTestDb, queue } from '../kit/db';
import { voidRow } from '../kit/day';
import { orderRow } from '../kit/orders';
import { T0 } from '../kit/timers';

const entry = (id: string, kind: 'void' | 'availability', at: number) => ({ client_order_id: id, kind, queued_at: at, attempts: 0, next_attempt_at: 0, last_error: null });

describe('what waits', () => {
  test('a queued void and sold-out mark wait like a sale; a rejected void stays counted until sent again; a refused mark does not', async () => {
    const db = openTestDb();
    await queue(db, { order: orderRow({ client_order_id: 'sale' }), queuedAt: T0 });
    await db.voids.bulkAdd([voidRow({ client_order_id: 'void-a' }), voidRow({ client_order_id: 'void-b' })]);
    await db.availabilityChanges.bulkAdd(['mark-a', 'mark-b'].map((id) => ({ id, product_id: 11, sold_out: true, marked_at: new Date(T0).toISOString(), upload: 'waiting' as const, invoice_id: null, message: null, uploaded_at: null })));
    await db.outbox.bulkAdd([entry('void-a', 'void', T0 + 1), entry('void-b', 'void', T0 + 2), entry('mark-a', 'availability', T0 + 3), entry('mark-b', 'availability', T0 + 4)]);
    expect(await waitingCounts(db)).toEqual({ queued: 5, rejected: 0, unpaid: 0 });

    await markRejected(db, 'void-b', 'Unknown product');
    await markRejected(db, 'mark-b', 'Unknown product');
    const counts = await waitingCounts(db);
    expect(counts).toEqual({ queued: 3, rejected: 1, unpaid: 0 });
    expect(waitingTotal(counts)).toBe(4);
    expect(await uploadsSummary(db)).toMatchObject({ waiting: 3, rejected: 1 });
    expect((await voidsToShow(db)).map((v) => [v.client_order_id, v.upload])).toEqual([
      ['void-b', 'rejected'],
      ['void-a', 'waiting'],
    ]);

    expect(await retryRejected(db, 'void-b', T0 + 10, 'void')).toBe(true);
    expect(await waitingCounts(db)).toEqual({ queued: 4, rejected: 0, unpaid: 0 });
  });
});
