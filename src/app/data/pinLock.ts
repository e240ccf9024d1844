/**
 * The manager PIN's lockout, as the settings row holds it (read once for every screen by
 * `DbProvider`), and each try counted in one transaction (`src/db/settings.ts`). Apart from
 * `settings.ts`: only the PIN dialogs, loaded on first use, need it.
 */
import { useMemo } from 'react';
import { NO_PIN_LOCK, type PinLock } from '../../core/pinLockout';
import { readPinLock, recordPinTry } from '../../db/settings';
import { useDb } from './DbProvider';
import { useSettings } from './settings';

/** The manager PIN's lockout: as the settings row holds it, read again before a try, and each try counted. */
export function usePinLock() {
  const db = useDb();
  const lock = useSettings()?.pinLock ?? NO_PIN_LOCK;
  return useMemo(
    () => ({
      lock,
      /** Read again: another tab may have counted a try since this one rendered. */
      readLock: (): Promise<PinLock> => readPinLock(db),
      recordTry: (right: boolean, now: number) => recordPinTry(db, right, now),
    }),
    [db, lock],
  );
}
