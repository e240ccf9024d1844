/**
 * Version 28: the kitchen screen's tickets (`kitchenTickets`, assumed-contracts 14), keyed by
 * `ticket_id`, indexed by the time sent (the paper fallback reads the newest) and by upload
 * state, each uploaded through the outbox as kind `kitchen`. No upgrade: a terminal starts with
 * none.
 */
import type { Migration } from './migration';
import { v27 } from './v27';

export const v28: Migration = {
  version: 28,
  stores: { ...v27.stores, kitchenTickets: 'ticket_id, sent_at, upload' },
};
