/**
 * Version 25: the audit trail (`auditEvents`, assumed-contracts 16), keyed by `event_id` and
 * indexed by time for the managers' list, each event uploaded through the outbox as kind
 * `audit`. No upgrade: a terminal starts its trail empty.
 */
import type { Migration } from './migration';
import { v24 } from './v24';

export const v25: Migration = {
  version: 25,
  stores: { ...v24.stores, auditEvents: 'event_id, at' },
};
