/**
 * Version 27: card payments taken on the till's terminal (assumed-contracts 13), keyed by
 * `payment_id`, indexed by the order they pay and by state, so recovery finds every payment not
 * yet final. Each row is written before its request leaves. No upgrade: a terminal starts with
 * none.
 */
import type { Migration } from './migration';
import { v26 } from './v26';

export const v27: Migration = {
  version: 27,
  stores: { ...v26.stores, cardPayments: 'payment_id, client_order_id, state' },
};
