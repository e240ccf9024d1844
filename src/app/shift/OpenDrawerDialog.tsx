/**
 * "Open drawer": the cash drawer opened with no sale, counted in the open shift as a no-sale.
 * Behind the manager PIN when one is set, as the other staff actions are.
 */
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useKiosk } from '../data/settings';
import { useShiftWrites } from '../data/shifts';
import { FormDialog } from '../kiosk/FormDialog';
import { ManagerPinField, useManagerPin } from '../kiosk/ManagerPin';

export function OpenDrawerDialog({ onDone }: { onDone(): void }) {
  const { t } = useLingui();
  const kiosk = useKiosk();
  const manager = useManagerPin(kiosk);
  const { openDrawer } = useShiftWrites();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      if (kiosk.pinHash && !(await manager.check())) return;
      await openDrawer();
      onDone();
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog title={t`Open drawer`} submitLabel={t`Open drawer`} onSubmit={(e) => void submit(e)} onCancel={onDone} submitDisabled={busy || manager.lockedMs > 0}>
      <p>{t`The drawer opens with no sale; the shift counts it as a no-sale.`}</p>
      {kiosk.pinHash && <ManagerPinField state={manager} />}
    </FormDialog>
  );
}
