/**
 * The printers in the status bar (loaded only on a till with printers set up): nothing while
 * every slip prints; a printer that is off, unplugged or stopped mid-slip shows here with
 * "Retry" and "Print with the system dialog". Mounting it starts the print queue, so the slips
 * a reload left behind are taken up (and those cut off while printing wait for "Retry").
 */
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { usePrintJobsNeedingHelp } from '../data/printJobs';
import { usePrintService } from '../data/printing';
import { SystemPrintDialog } from './SystemPrintDialog';
import type { PrintJobRow } from '../../db/schema';

export function PrinterStatus() {
  const { t } = useLingui();
  const jobs = usePrintJobsNeedingHelp();
  const service = usePrintService();
  const [shown, setShown] = useState<PrintJobRow[] | null>(null);
  useEffect(() => {
    void service().then((s) => s.start());
  }, [service]);
  if (!jobs || (jobs.length === 0 && !shown)) return null;
  const stopped = jobs.some((j) => j.state === 'waiting');
  const tickets = [...new Set(jobs.map((j) => (j.kind === 'drawer' ? t`Cash drawer` : j.title)))].join(', ');
  return (
    <div role="status" aria-label={t`Printer status`} className="status-bar__printer">
      {jobs.length > 0 && (
        <>
          <span>{stopped ? t`Printing stopped: ${{ tickets }}` : t`Printer not connected: ${{ tickets }}`}</span>
          <button type="button" className="btn btn--primary" onClick={() => void service().then((s) => s.retry())}>
            {t`Retry`}
          </button>
          <button type="button" className="btn" onClick={() => setShown(jobs)}>
            {t`Print with the system dialog`}
          </button>
        </>
      )}
      {shown && (
        <SystemPrintDialog
          jobs={shown}
          onClose={(printed) => {
            setShown(null);
            // Printed by hand: their printers never get them afterwards.
            if (printed) void service().then(async (s) => { for (const job of shown) await s.dismiss(job.id); });
          }}
        />
      )}
    </div>
  );
}
