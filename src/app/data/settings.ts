/**
 * The settings row (read once for every screen by `DbProvider`) and its writes, each one
 * transaction of `src/db/settings.ts`.
 */
import { useContext, useMemo } from 'react';
import { NO_PIN_LOCK, type PinLock } from '../../core/pinLockout';
import { DEFAULT_KIOSK, type KioskSettings, type TerminalSettings } from '../../db/schema';
import { forgetPin, readPinLock, recordPinTry, saveKiosk, saveKitchenTicket, saveShiftRequired } from '../../db/settings';
import { SettingsContext, useDb } from './DbProvider';

/** The settings row: undefined while loading, null when there is none (a terminal never connected may have none). */
export function useSettings(): TerminalSettings | null | undefined {
  return useContext(SettingsContext);
}

/** Kiosk mode as stored; off, with no PIN, until the row says otherwise. */
export function useKiosk(): KioskSettings {
  return useSettings()?.kiosk ?? DEFAULT_KIOSK;
}

export function useSettingsWrites() {
  const db = useDb();
  return useMemo(
    () => ({
      saveKiosk: (kiosk: KioskSettings) => saveKiosk(db, kiosk),
      /** "Forgot PIN?" once the API key was given: kiosk mode ends, the PIN is cleared. */
      forgetPin: () => forgetPin(db),
      saveKitchenTicket: (on: boolean) => saveKitchenTicket(db, on),
      saveShiftRequired: (on: boolean) => saveShiftRequired(db, on),
    }),
    [db],
  );
}

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
