/** Settings, "Staff": the terminal's staff (src/staff/ui/StaffDialog.tsx), loaded on use. */
import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';

const StaffDialog = lazy(() => import('./StaffDialog').then((m) => ({ default: m.StaffDialog })));

export function StaffButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        {t`Staff`}
      </button>
      {open && (
        <Suspense fallback={null}>
          <StaffDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
