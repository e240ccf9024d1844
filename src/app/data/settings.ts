/**
 * The settings row (read once for every screen by `DbProvider`) and its writes, each one
 * transaction of `src/db/settings.ts`.
 */
import { useContext, useMemo } from 'react';
import { DEFAULT_KIOSK, type KioskSettings, type TerminalSettings } from '../../db/schema';
import { DEFAULT_SCALE_CONFIG, type ScaleBarcodeConfig } from '../../menu/barcode';
import type { SaleOptions, SettingsChange } from '../../db/settingsAudited';
import type { TenderDef } from '../../checkout/tenders';
import type { DiscountPreset } from '../../cart/orderDiscount';
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

const NO_PRESETS: readonly DiscountPreset[] = [];

/** "Discount presets" as a manager keeps them; none until one is added. */
export function useDiscountPresets(): readonly DiscountPreset[] {
  return useSettings()?.discountPresets ?? NO_PRESETS;
}

/** "Blind cash count" as stored: on unless a manager turned it off. */
export function useBlindCount(): boolean {
  return useSettings()?.blindCount ?? true;
}

/** Each write is recorded in the audit trail with the change (src/db/settingsAudited.ts, loaded with the first). */
export function useSettingsWrites() {
  const db = useDb();
  return useMemo(() => {
    const save = (change: SettingsChange) => import('../../db/settingsAudited').then((m) => m.saveSettingsAudited(db, change));
    return {
      saveKiosk: (kiosk: KioskSettings) => save({ kiosk }),
      saveKitchenTicket: (kitchenTicket: boolean) => save({ kitchenTicket }),
      saveShiftRequired: (shiftRequired: boolean) => save({ shiftRequired }),
      saveScaleLabels: (scaleLabels: ScaleBarcodeConfig) => save({ scaleLabels }),
      saveTaxQr: (taxQr: boolean) => save({ taxQr }),
      saveSaleOptions: (change: SaleOptions) => save(change),
      saveCardTerminal: (cardTerminal: TerminalSettings['cardTerminal']) => save({ cardTerminal }),
      saveDiscountPresets: (discountPresets: DiscountPreset[]) => save({ discountPresets }),
    };
  }, [db]);
}
