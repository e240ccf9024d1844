/** Version 4: the settings row gains kiosk mode (off, no PIN). No new tables or indexes. */
import type { Transaction } from 'dexie';
import type { Migration } from './migration';
import { v3 } from './v3';

interface KioskV4 {
  enabled: boolean;
  pinHash: string | null;
  pinSalt: string | null;
  idleSeconds: number;
}

async function upgrade(tx: Transaction): Promise<void> {
  await tx
    .table('settings')
    .toCollection()
    .modify((row: { kiosk?: KioskV4 }) => {
      row.kiosk ??= { enabled: false, pinHash: null, pinSalt: null, idleSeconds: 90 };
    });
}

export const v4: Migration = {
  version: 4,
  stores: v3.stores,
  upgrade,
};
