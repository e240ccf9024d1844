/**
 * The kitchen's side of the open order: the stations (Settings "Kitchen stations"), clearing a
 * sent order as a void and splitting the bill, each one transaction of `src/db/kitchen.ts`.
 * Settings' writes of the stations and the kitchen screen's times are `settingsWrites.ts`'s.
 */
import { useMemo } from 'react';
import type { KitchenStation } from '../../day/stations';
import type { SplitInput, VoidClearInput } from '../../db/kitchen';
import { useDb } from './DbProvider';
import { useSettings } from './settings';

const NONE: KitchenStation[] = [];

/** The kitchen stations in order; none (one kitchen) until some are set. */
export function useKitchenStations(): readonly KitchenStation[] {
  return useSettings()?.kitchenStations ?? NONE;
}

export function useKitchenWrites() {
  const db = useDb();
  return useMemo(
    () => ({
      // Loaded on first use: most orders are never voided or split.
      clearAsVoid: async (input: VoidClearInput) => (await import('../../db/kitchen')).clearAsVoid(db, input),
      splitOrder: async (input: SplitInput) => (await import('../../db/kitchen')).splitOrder(db, input),
    }),
    [db],
  );
}
