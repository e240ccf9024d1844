/** The print queue as the status bar and Settings "Printers" see it, and the printers' settings. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { jobsNeedingHelp } from '../../db/printJobs';
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
      savePrinters: async (printers: PrinterSetting[]) => (await import('../../db/settingsAudited')).saveSettingsAudited(db, { printers }),
      saveScale: async (scale: ScaleSetting | null) => (await import('../../db/settingsAudited')).saveSettingsAudited(db, { scale }),
    }),
    [db],
  );
}
