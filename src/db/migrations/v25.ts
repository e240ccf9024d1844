/**
 * Version 25: `auditEvents`, who changed what on the terminal (assumed-contracts 16), keyed by
 * `event_id` and indexed by `at`, kept until an upload sends them. No upgrade: a terminal had
 * no such record before.
 */
import type { Migration } from './migration';
import { v24 } from './v24';

export const v25: Migration = {
  version: 25,
  stores: { ...v24.stores, auditEvents: 'event_id, at' },
};
