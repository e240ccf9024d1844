/**
 * Completed sales for the uploader tests, as the orders table holds them.
 */
import type { OrderRow } from '../../../src/db/schema';
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
