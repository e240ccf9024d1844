/**
 * Version 14: `voids`, the documents of orders cleared after the kitchen had them
 * (assumed-contracts 10, `kind: "void"`), each uploaded once through the outbox under its own
 * `client_order_id`, like a sale or a refund; indexed by time, as "Orders" lists documents.
 * The open order and parked orders keep their kitchen record (units sent, voids) as plain
 * fields of their rows: no index, no data change.
 */
import type { Migration } from './migration';
import { v12 } from './v12';

export const v14: Migration = {
  version: 14,
  stores: {
    ...v12.stores,
    voids: 'client_order_id, created_at',
  },
};
