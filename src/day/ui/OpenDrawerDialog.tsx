/**
 * "Open drawer": the cash drawer opened with no sale, counted in the open shift as a no-sale.
 * Once the terminal has staff it asks "Manager approval", as "Cash out" does.
 */
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { approvalApplies } from '../../staff/permissions';
import { useShiftWrites } from '../../app/data/shifts';
import { useStaff } from '../../app/data/staff';
import { FormDialog } from '../../ui/FormDialog';
import { useApproval } from '../../staff/ui/approval';
import { useLanguage } from '../../i18n/react';
import { shiftWritten } from './shiftWritten';

export function OpenDrawerDialog({ onDone }: { onDone(): void }) {
  const { t } = useLingui();
  const requestApproval = useApproval();
  const hasStaff = (useStaff()?.length ?? 0) > 0;
  const { openDrawer } = useShiftWrites();
  const { translate } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const asks = approvalApplies('drawer', hasStaff);
      const approvedBy = asks ? await requestApproval('drawer') : null;
      if (asks && !approvedBy) return;
      // The approver is recorded with the no-sale in the audit trail.
      const opened = await shiftWritten(() => openDrawer(approvedBy), translate);
      if (!opened.ok) return setError(opened.words);
      onDone();
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog title={t`Open drawer`} submitLabel={t`Open drawer`} onSubmit={(e) => void submit(e)} onCancel={onDone} submitDisabled={busy}>
      <p>{t`The drawer opens with no sale; the shift counts it as a no-sale.`}</p>
      {error && <p role="alert" className="alert">{error}</p>}
    </FormDialog>
  );
}
