/**
 * Version 2: products indexed by category within a generation, so the first category of the
 * menu can be read before the whole catalog; the settings row gains the sync interval and the
 * persisted-storage answer.
 */
import type { Transaction } from 'dexie';
import type { Migration } from './migration';
import { v1 } from './v1';

/** The sync interval a version 1 terminal gets, in minutes. */
const SYNC_INTERVAL_MINUTES = 15;

interface SettingsV2 {
  syncIntervalMinutes?: number;
  persistedStorage?: boolean | null;
}

async function upgrade(tx: Transaction): Promise<void> {
  await tx
    .table('settings')
    .toCollection()
    .modify((row: SettingsV2) => {
      row.syncIntervalMinutes ??= SYNC_INTERVAL_MINUTES;
      row.persistedStorage ??= null;
    });
}

export const v2: Migration = {
  version: 2,
  stores: {
    ...v1.stores,
    products: '[gen+id], [gen+category_id]',
  },
  upgrade,
};
