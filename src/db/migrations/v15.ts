/**
 * Version 15: the branch's settings (assumed-contracts 11) kept on the terminal, so a receipt
 * prints the same offline (`branchSettings`, one row), and the sold-out marks made at the till
 * (assumed-contracts 12), each change a document the outbox uploads under its own id
 * (`availabilityChanges`), indexed by product, upload state and answer time so the menu reads
 * only the marks still in force. No data changes: both start empty.
 */
import type { Migration } from './migration';
import { v14 } from './v14';

export const v15: Migration = {
  version: 15,
  stores: {
    ...v14.stores,
    branchSettings: 'id',
    availabilityChanges: 'id, product_id, upload, uploaded_at',
  },
};
