/** The data change into version 2 (what changed and why: `v2.ts`), loaded only when it runs. */
import type { Transaction } from 'dexie';

/** The sync interval a version 1 terminal gets, in minutes. */
const SYNC_INTERVAL_MINUTES = 15;

interface SettingsV2 {
  syncIntervalMinutes?: number;
  persistedStorage?: boolean | null;
}

export async function upgrade(tx: Transaction): Promise<void> {
  await tx
    .table('settings')
    .toCollection()
    .modify((row: SettingsV2) => {
      row.syncIntervalMinutes ??= SYNC_INTERVAL_MINUTES;
      row.persistedStorage ??= null;
    });
}
