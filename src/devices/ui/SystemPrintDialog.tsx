/**
 * "Print with the system dialog": the slips a printer could not print, as text in the
 * browser's print layout. "Print" opens the system dialog and takes the slips off their
 * printer's queue, so they never print twice; "Close" leaves them queued.
 */
import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Code128 } from '../../checkout/ui/Code128';
import { Dialog } from '../../ui/Dialog';
import type { PrintJobRow } from '../../db/schema';
import type { PrintLine } from '../printer/document';
import '../../checkout/ui/receipt-print.css';

const TaxQr = lazy(() => import('../../checkout/ui/TaxQr'));

function Line({ line }: { line: PrintLine }) {
  const { t } = useLingui();
  if (line.kind === 'rule') return <hr />;
  if (line.kind === 'barcode') return <Code128 value={line.data} label={t`Ticket barcode ${{ ticket: line.data }}`} />;
  if (line.kind === 'qr') {
    return (
      <Suspense fallback={null}>
        <TaxQr value={line.data} label={t`Tax invoice QR`} />
      </Suspense>
    );
  }
  if (line.kind === 'pair') {
    return (
      <div className={`receipt__row${line.bold ? ' receipt__total' : ''}`}>
        <span>{line.label}</span>
        <span className="money">{line.value}</span>
      </div>
    );
  }
  return <p className={line.bold ? 'receipt__brand' : undefined} style={{ textAlign: line.align ?? 'start' }}>{line.text}</p>;
}

export function SystemPrintDialog({ jobs, onClose }: { jobs: readonly PrintJobRow[]; onClose(printed: boolean): void }) {
  const { t } = useLingui();
  const footer = (
    <>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => {
          window.print();
          onClose(true);
        }}
      >
        {t`Print`}
      </button>
      <button type="button" className="btn" onClick={() => onClose(false)}>
        {t`Close`}
      </button>
    </>
  );
  return (
    <Dialog title={t`Print with the system dialog`} className="receipt receipt--80mm" onEscape={() => onClose(false)} footer={footer}>
      {jobs.map((job) => (
        <section key={job.id} className="receipt__after" dir={job.document.direction}>
          {job.document.lines.map((line, i) => (
            <Line key={i} line={line} />
          ))}
        </section>
      ))}
    </Dialog>
  );
}
