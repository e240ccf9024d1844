/**
 * Version 8: completed sales indexed by when the server acknowledged them (`uploaded_at`), so
 * the sales acknowledged since a quota poll are found without reading every sale ever made
 * (see `db/quotaSales.ts`). A sale not yet acknowledged has no `uploaded_at` and is not in the
 * index. No data changes.
 */
import type { Migration } from './migration';
import { v7 } from './v7';

export const v8: Migration = {
  version: 8,
  stores: {
    ...v7.stores,
    orders: 'client_order_id, created_at, ticket_seq, upload, uploaded_at',
  },
};
