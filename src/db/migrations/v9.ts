/**
 * Version 9: the till's day. Parked orders (`parked`), shifts (`shifts`, the open one found by
 * `status`), refunds (`refunds`, found by the sale they refund); outbox entries gain a `kind`.
 * No data changes: an entry without a kind is a sale.
 */
import type { Migration } from './migration';
import { v8 } from './v8';

export const v9: Migration = {
  version: 9,
  stores: {
    ...v8.stores,
    parked: 'id, parked_at',
    shifts: 'shift_id, status, opened_at',
    refunds: 'client_order_id, refund_of, created_at, upload, uploaded_at',
  },
};
