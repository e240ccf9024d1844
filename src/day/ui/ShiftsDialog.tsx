/**
 * "Shifts": every closed shift of this terminal, newest first, with its upload state (the
 * server's words and "Retry upload" when it refused it) and "Print Z report", which shows the
 * Z report frozen at the close, marked COPY, at any later time: a Z report closed unprinted
 * (or lost to a crash before it was shown) is never gone.
 */
import { useState } from 'react';
import type { Catalog } from '../../core/catalog';
import { msg } from '@lingui/core/macro';
import { ShiftReportDialog } from './ShiftReportDialog';
import type { ShiftRow } from '../../db/schema';
import { formatDocumentTime } from '../../i18n/i18n';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';
import { Dialog } from '../../ui/Dialog';
import { useClosedShifts } from '../../app/data/shifts';
import { useRetryUpload } from '../../app/data/retryUpload';
import { names } from './ShiftDialogs';
import './shift.css';
import '../../checkout/ui/orders.css';

const STATE = { waiting: msg`Waiting`, uploaded: msg`Uploaded`, rejected: msg`Rejected`, handed_over: msg`Handed over` } as const;

export function ShiftsDialog({ catalog, onClose }: { catalog: Catalog | null; onClose(): void }) {
  const { t } = useLingui();
  const { name, translate } = useLanguage();
  const shifts = useClosedShifts();
  const retry = useRetryUpload();
  const [printing, setPrinting] = useState<ShiftRow | null>(null);
  const { brandName, channelName } = names(catalog, translate, name);
  const timeZone = catalog?.session.location.timezone ?? '';
  if (printing?.z_report) {
    return (
      <ShiftReportDialog report={printing.z_report} digits={printing.digits} brandName={brandName} channelName={channelName} timeZone={timeZone} onClose={() => setPrinting(null)} copy />
    );
  }
  const done = (
    <button type="button" className="btn btn--primary" onClick={onClose}>
      {t`Done`}
    </button>
  );
  return (
    <Dialog title={t`Shifts`} onEscape={onClose} footer={done}>
      {shifts?.length === 0 && <p>{t`No shift has been closed on this terminal.`}</p>}
      <ul className="shift-list" aria-label={t`Closed shifts`}>
        {shifts?.map((s) => (
          <li key={s.shift_id} className="shift-list__item">
            <p>
              {t`${{ cashier: s.cashier_name }}: ${{ opened: formatDocumentTime(s.opened_at, timeZone) }} to ${{ closed: s.z_report ? formatDocumentTime(s.z_report.closed_at, timeZone) : '' }}`}{' '}
              <span className={`orders__state orders__state--${s.upload ?? 'waiting'}`}>{translate(STATE[s.upload ?? 'waiting'])}</span>
            </p>
            {s.upload === 'rejected' && <p className="orders__message orders__message--rejected">{s.message ?? t`no reason given`}</p>}
            <div className="shift-actions">
              {s.z_report && (
                <button type="button" className="btn" onClick={() => setPrinting(s)}>
                  {t`Print Z report`}
                </button>
              )}
              {s.upload === 'rejected' && (
                <button type="button" className="btn" onClick={() => void retry(s.shift_id, 'shift')}>
                  {t`Retry upload`}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
