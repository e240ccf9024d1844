/** The print queue as the status bar and Settings "Printers" see it, and the printers' settings. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { jobsNeedingHelp } from '../../db/printJobs';
import { savePrinters, saveScale } from '../../db/settings';
import type { PrinterSetting, ScaleSetting } from '../../devices/settings';
import { useDb } from './DbProvider';

/** The jobs waiting for a person or for their printer, oldest first. */
export function usePrintJobsNeedingHelp() {
  const db = useDb();
  return useLiveQuery(() => jobsNeedingHelp(db), [db]);
}

export function useDeviceWrites() {
  const db = useDb();
  return useMemo(
    () => ({
      savePrinters: (printers: PrinterSetting[]) => savePrinters(db, printers),
      saveScale: (scale: ScaleSetting | null) => saveScale(db, scale),
    }),
    [db],
  );
}
