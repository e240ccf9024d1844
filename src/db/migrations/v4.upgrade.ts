/** The data change into version 4 (what changed and why: `v4.ts`), loaded only when it runs. */
import type { Transaction } from 'dexie';

interface KioskV4 {
  enabled: boolean;
  pinHash: string | null;
  pinSalt: string | null;
  idleSeconds: number;
}

export async function upgrade(tx: Transaction): Promise<void> {
  await tx
    .table('settings')
    .toCollection()
    .modify((row: { kiosk?: KioskV4 }) => {
      row.kiosk ??= { enabled: false, pinHash: null, pinSalt: null, idleSeconds: 90 };
    });
}
