/**
 * Version 19: the branch's settings (assumed-contracts 11) kept on the terminal, so a receipt
 * prints the same offline (`branchSettings`, one row), and the sold-out marks made at the till
 * (assumed-contracts 12), each change a document the outbox uploads under its own id
 * (`availabilityChanges`), indexed by product, upload state and answer time so the menu reads
 * only the marks still in force. No data changes: both start empty.
 */
import type { Migration } from './migration';
import { v18 } from './v18';

export const v19: Migration = {
  version: 19,
  stores: {
    ...v18.stores,
    branchSettings: 'id',
    availabilityChanges: 'id, product_id, upload, uploaded_at',
  },
};
