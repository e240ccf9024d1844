/**
 * Version 3: selling. The open order (`cart`, one row 'current'), completed sales (`orders`),
 * their upload queue (`outbox`, oldest first by `queued_at`) and counters (the terminal's
 * ticket number). New tables only: no data changes.
 */
import type { Migration } from './migration';
import { v2 } from './v2';

export const v3: Migration = {
  version: 3,
  stores: {
    ...v2.stores,
    cart: 'id',
    orders: 'client_order_id, created_at, ticket_seq, upload',
    outbox: 'client_order_id, queued_at',
    counters: 'id',
  },
};
