/**
 * The settings row (read once for every screen by `DbProvider`); its writes are
 * `settingsWrites.ts`'s, loaded with the settings that make them.
 */
import { useContext, useMemo } from 'react';
import { DEFAULT_KIOSK, type KioskSettings, type TerminalSettings } from '../../db/schema';
import { DEFAULT_SCALE_CONFIG, type ScaleBarcodeConfig } from '../../menu/barcode';
import type { TenderDef } from '../../checkout/tenders';
import { SettingsContext } from './DbProvider';

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

/** What "Payment" offers on this terminal: its added tenders, "Tip" and "Guests". */
export interface PaymentOptions {
  tenders: readonly TenderDef[];
  askTip: boolean;
  askGuests: boolean;
}

const NO_TENDERS: readonly TenderDef[] = [];

export function usePaymentOptions(): PaymentOptions {
  const settings = useSettings();
  const tenders = settings?.tenders ?? NO_TENDERS;
  const askTip = settings?.askTip ?? false;
  const askGuests = settings?.askGuests ?? false;
  return useMemo(() => ({ tenders, askTip, askGuests }), [tenders, askTip, askGuests]);
}

/** "Blind cash count" as stored: on unless a manager turned it off. */
export function useBlindCount(): boolean {
  return useSettings()?.blindCount ?? true;
}
