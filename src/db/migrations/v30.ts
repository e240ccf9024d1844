/**
 * Version 30: card refunds sent to the acquirer (assumed-contracts 13 `/refund`), keyed by their
 * `Idempotency-Key`, indexed by the refund document they belong to and by state, so the refunds
 * not yet answered are sent again after a reload. Each row is written with its refund, before
 * its request leaves. No upgrade: a terminal starts with none. Built on the newest version
 * before it (`PREVIOUS`), so renumbering it is changing one import.
 */
import type { Migration } from './migration';
import { v28 as PREVIOUS } from './v28';

export const v30: Migration = {
  version: 30,
  stores: { ...PREVIOUS.stores, cardRefunds: 'key, refund, state' },
};
