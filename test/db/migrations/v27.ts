import { expect } from 'vitest';
import { queueScreenTickets } from '../../../src/db/kitchenScreen';
import { waitingCounts } from '../../../src/db/waiting';
import type { KitchenTicket } from '../../../src/day/kitchenTicket';
import type { VersionFixture } from './fixture';

/** A terminal of version 27, with a sale waiting to upload: it had no kitchen screen tickets. */
export const v27: VersionFixture = {
  version: 27,
  promise: 'a terminal upgraded has no kitchen screen tickets, keeps its queue, and queues the next one without counting it as an order',
  rows: {
    outbox: [{ client_order_id: 'sale-1', kind: 'sale', queued_at: 1, attempts: 0, next_attempt_at: 0, last_error: null }],
  },
  async upgraded(db) {
    expect(await db.kitchenTickets.count()).toBe(0);
    const lines = [{ line_id: 'l', product_id: 1, name: 'Tea', quantity: '1', options: [], note: null, category_name: 'Drinks', preparation_time: null }];
    const ticket = { ticket_id: 'k-1', client_order_id: 'o', terminal_id: 't', location_id: 3, station: 'Bar', kind: 'new' as const, order_name: null, call_number: null, sent_at: new Date(2).toISOString(), lines };
    await queueScreenTickets(db, [{ ticket, printable: {} as KitchenTicket }]);
    expect((await db.outbox.orderBy('queued_at').toArray()).map((e) => e.kind ?? 'sale')).toEqual(['sale', 'kitchen']);
    expect(await waitingCounts(db)).toMatchObject({ queued: 1 });
  },
};
