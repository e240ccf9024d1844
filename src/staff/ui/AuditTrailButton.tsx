/**
 * Settings, "Audit trail": who changed what on this terminal, for managers (a terminal with no
 * staff has nobody to hide it from). The dialog and its reads load on use.
 */
import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSignedIn, useStaff } from '../../app/data/staff';

const AuditTrail = lazy(() => import('./AuditTrail').then((m) => ({ default: m.AuditTrail })));

export function AuditTrailButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const person = useSignedIn();
  const staff = useStaff();
  const allowed = person?.role === 'manager' || (staff !== undefined && staff.length === 0);
  if (!allowed) return null;
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        {t`Audit trail`}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AuditTrail onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
