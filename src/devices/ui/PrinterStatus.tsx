/**
 * The printers in the status bar (loaded only on a till with printers set up): nothing while
 * every slip prints; a printer that is off, unplugged or stopped mid-slip shows here with
 * "Retry" and "Print with the system dialog", and so does a kitchen ticket whose station no
 * printer serves ("No printer for: …"). Mounting it starts the print queue, so the slips
 * a reload left behind are taken up (and those cut off while printing wait for "Retry").
 */
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { usePrintJobsNeedingHelp } from '../../app/data/printJobs';
import { usePrintService } from '../../app/data/printOnDemand';
import { SystemPrintDialog } from './SystemPrintDialog';
import type { PrintJobRow } from '../../db/schema';
import { NO_PRINTER } from '../printer/queue';

export function PrinterStatus() {
  const { t } = useLingui();
  const jobs = usePrintJobsNeedingHelp();
  const service = usePrintService();
  const [shown, setShown] = useState<PrintJobRow[] | null>(null);
  useEffect(() => {
    void service().then((s) => s.start());
  }, [service]);
  if (!jobs || (jobs.length === 0 && !shown)) return null;
  const names = (of: PrintJobRow[]) => [...new Set(of.map((j) => (j.kind === 'drawer' ? t`Cash drawer` : j.title)))].join(', ');
  const unserved = jobs.filter((j) => j.state === 'queued' && j.error === NO_PRINTER);
  const others = jobs.filter((j) => !unserved.includes(j));
  const stopped = others.some((j) => j.state === 'waiting');
  const tickets = names(others);
  return (
    <div role="status" aria-label={t`Printer status`} className="status-bar__printer">
      {jobs.length > 0 && (
        <>
          {others.length > 0 && <span>{stopped ? t`Printing stopped: ${{ tickets }}` : t`Printer not connected: ${{ tickets }}`}</span>}
          {unserved.length > 0 && <span>{t`No printer for: ${{ tickets: names(unserved) }}`}</span>}
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
