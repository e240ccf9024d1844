/**
 * The settings row's writes, each one transaction recorded in the audit trail
 * (src/db/settingsAudited.ts, loaded with the first write). Loaded with the settings that
 * write, not with the first screen.
 */
import { useMemo } from 'react';
import type { KioskSettings, TerminalSettings } from '../../db/schema';
import type { ScaleBarcodeConfig } from '../../menu/barcode';
import type { DiscountPreset } from '../../cart/orderDiscount';
import type { KitchenStation } from '../../day/stations';
import type { SaleOptions, SettingsChange } from '../../db/settingsAudited';
import { useDb } from './DbProvider';

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
      /** The kept presets changed from the stored list (`change`), not from the list on screen, which may not show the last write yet. */
      changeDiscountPresets: (change: (stored: readonly DiscountPreset[]) => DiscountPreset[]) =>
        import('../../db/settingsAudited').then((m) => m.saveSettingsAudited(db, (stored) => ({ discountPresets: change(stored.discountPresets ?? []) }))),
      saveStations: (kitchenStations: KitchenStation[]) => save({ kitchenStations }),
      /** "Paper after" (seconds) and "Ready numbers stay" (minutes) of the kitchen screen and the ready board. */
      saveScreenTimes: (times: { screenAckSeconds?: number; readyBoardMinutes?: number }) => save(times),
    };
  }, [db]);
}
