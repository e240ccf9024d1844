/**
 * Stand-ins for the uploader tests: sales written straight into the outbox.
 */
import type { PosDb, OrderRow, OutboxRow } from '../../../src/db/schema';
import { T0 } from '../../kit/timers';
import { exampleOrder } from '../../checkout/fixtures';

let seq = 0;

/** A completed sale of the assumed-contracts 6 example (Chicken burger, cheese, sauce), waiting. */
export function orderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  seq += 1;
  return {
    ...exampleOrder(),
    client_order_id: `order-${seq}`,
    ticket_no: `T3-TEST-${String(seq).padStart(6, '0')}`,
    created_at: new Date(T0 + seq * 1000).toISOString(),
    ticket_seq: seq,
    upload: 'waiting',
    invoice_id: null,
    message: null,
    uploaded_at: null,
    ...overrides,
  };
}

/** Writes the orders and their outbox entries as a completed sale does, queued at `queuedAt`. */
export async function queue(db: PosDb, ...sales: Array<{ order: OrderRow; queuedAt: number; entry?: Partial<OutboxRow> }>): Promise<void> {
  await db.transaction('rw', [db.orders, db.outbox], async () => {
    for (const { order, queuedAt, entry } of sales) {
      await db.orders.add(order);
      await db.outbox.add({ client_order_id: order.client_order_id, queued_at: queuedAt, attempts: 0, next_attempt_at: 0, last_error: null, ...entry });
    }
  });
}
