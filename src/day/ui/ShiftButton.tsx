/**
 * The shift's place in the status bar: "Open shift" while none is open, "Shift" while one is,
 * "Shift rejected" while the server refuses a closed shift's upload, for the manager to
 * read its words and retry, and "Shifts" once a shift was closed: every closed shift, with
 * "Print Z report" at any later time. Read live from the database, so every tab agrees and a shift left
 * open over a reload is still "Shift". The dialogs load on first use.
 */
import { lazy, Suspense, useState } from 'react';
import type { Catalog } from '../../core/catalog';
import { useLingui } from '@lingui/react/macro';
import { useShiftsAtAGlance } from '../../app/data/shiftGlance';

const OpenShiftDialog = lazy(() => import('./ShiftDialogs').then((m) => ({ default: m.OpenShiftDialog })));
const ShiftDialog = lazy(() => import('./ShiftDialogs').then((m) => ({ default: m.ShiftDialog })));
const RejectedShiftsDialog = lazy(() => import('./ShiftDialogs').then((m) => ({ default: m.RejectedShiftsDialog })));
const ShiftsDialog = lazy(() => import('./ShiftsDialog').then((m) => ({ default: m.ShiftsDialog })));

export function ShiftButton({ catalog }: { catalog: Catalog | null }) {
  const seen = useShiftsAtAGlance();
  const { t } = useLingui();
  const [dialog, setDialog] = useState<'open' | 'shift' | 'rejected' | 'shifts' | null>(null);
  const close = () => setDialog(null);
  if (!seen) return null;
  return (
    <>
      {seen.rejected && (
        <button type="button" className="btn btn--danger" onClick={() => setDialog('rejected')}>
          {t`Shift rejected`}
        </button>
      )}
      {seen.open ? (
        <button type="button" className="btn" onClick={() => setDialog('shift')}>{t`Shift`}</button>
      ) : (
        <button type="button" className="btn" disabled={!catalog} onClick={() => setDialog('open')}>{t`Open shift`}</button>
      )}
      {seen.closed && (
        // Below 1000 px wide it is "More"'s item (MoreMenu): the bar keeps its room for "Lock".
        <button type="button" className="btn statusbar__wide" onClick={() => setDialog('shifts')}>{t`Shifts`}</button>
      )}
      <Suspense fallback={null}>
        {dialog === 'open' && catalog && <OpenShiftDialog session={catalog.session} onOpened={close} onCancel={close} />}
        {dialog === 'shift' && <ShiftDialog catalog={catalog} onClose={close} />}
        {dialog === 'rejected' && <RejectedShiftsDialog onClose={close} />}
        {dialog === 'shifts' && <ShiftsDialog catalog={catalog} onClose={close} />}
      </Suspense>
    </>
  );
}
