/**
 * The kitchen's side of the open order: the stations (Settings "Kitchen stations"), clearing a
 * sent order as a void and splitting the bill, each one transaction of `src/db/kitchen.ts`.
 */
import { useMemo } from 'react';
import type { KitchenStation } from '../../day/stations';
import { clearAsVoid, splitOrder, type SplitInput, type VoidClearInput } from '../../db/kitchen';
import { saveKitchenStations } from '../../db/settings';
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
      clearAsVoid: (input: VoidClearInput) => clearAsVoid(db, input),
      splitOrder: (input: SplitInput) => splitOrder(db, input),
      saveStations: (stations: KitchenStation[]) => saveKitchenStations(db, stations),
    }),
    [db],
  );
}
