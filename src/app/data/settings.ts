/**
 * The settings row (read once for every screen by `DbProvider`) and its writes, each one
 * transaction of `src/db/settings.ts`.
 */
import { useContext, useMemo } from 'react';
import { DEFAULT_KIOSK, type KioskSettings, type TerminalSettings } from '../../db/schema';
import { DEFAULT_SCALE_CONFIG, type ScaleBarcodeConfig } from '../../menu/barcode';
import { forgetPin, saveKiosk, saveKitchenTicket, saveScaleLabels, saveShiftRequired } from '../../db/settings';
import { SettingsContext, useDb } from './DbProvider';

/** The settings row: undefined while loading, null when there is none (a terminal never connected may have none). */
export function useSettings(): TerminalSettings | null | undefined {
  return useContext(SettingsContext);
}

/** Kiosk mode as stored; off, with no PIN, until the row says otherwise. */
export function useKiosk(): KioskSettings {
  return useSettings()?.kiosk ?? DEFAULT_KIOSK;
}

/** "Scale labels" as stored; the default layout until the row says otherwise. */
export function useScaleLabels(): ScaleBarcodeConfig {
  return useSettings()?.scaleLabels ?? DEFAULT_SCALE_CONFIG;
}

export function useSettingsWrites() {
  const db = useDb();
  return useMemo(
    () => ({
      saveKiosk: (kiosk: KioskSettings) => saveKiosk(db, kiosk),
      /** "Forgot PIN?" once the API key was given: kiosk mode ends, the managers are forgotten. */
      forgetPin: () => forgetPin(db),
      saveKitchenTicket: (on: boolean) => saveKitchenTicket(db, on),
      saveShiftRequired: (on: boolean) => saveShiftRequired(db, on),
      saveScaleLabels: (config: ScaleBarcodeConfig) => saveScaleLabels(db, config),
    }),
    [db],
  );
}
