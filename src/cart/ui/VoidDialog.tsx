/**
 * "Void" (ui-contract "Staff and approvals"): taking back what the kitchen already had asks a
 * reason, then "Manager approval" (the till's one approval path, src/staff/ui/approval.tsx);
 * nothing changes until both are given.
 */
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { VOID_REASONS, type ApprovedBy, type VoidReason } from '../kitchen';
import { VOID_REASON_LABEL } from '../voidReasons';
import { Dialog } from '../../ui/Dialog';
import { RadioChips } from '../../ui/RadioChips';
import { useLanguage } from '../../i18n/react';
import { useApproval } from '../../staff/ui/approval';

export function VoidDialog({ what, onVoid, onCancel }: {
  /** What is taken back, in a sentence. */
  what: string;
  onVoid(reason: VoidReason, approvedBy: ApprovedBy): Promise<void>;
  onCancel(): void;
}) {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const requestApproval = useApproval();
  const [reason, setReason] = useState<VoidReason | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason) return setError(t`Choose a reason.`);
    setError(null);
    setBusy(true);
    try {
      const approver = await requestApproval('void', what);
      if (approver) await onVoid(reason, approver);
    } finally {
      setBusy(false);
    }
  }

  const footer = (
    <>
      <button type="button" className="btn" onClick={onCancel}>
        {t`Cancel`}
      </button>
      <button type="submit" form="void-form" className="btn btn--danger" disabled={busy}>
        {t`Void`}
      </button>
    </>
  );

  return (
    <Dialog title={t`Void`} description={what} onEscape={onCancel} footer={footer}>
      <form id="void-form" className="kiosk-form" onSubmit={submit}>
        {/* The same chips as the refund's reasons, none chosen until tapped. */}
        <fieldset className="void__reason">
          <legend>{t`Reason`}</legend>
          <RadioChips<VoidReason>
            name="void-reason"
            label={t`Reason`}
            options={VOID_REASONS.map((key) => ({ key, label: translate(VOID_REASON_LABEL[key]) }))}
            chosen={reason}
            onChoose={setReason}
          />
        </fieldset>
        {error && <p role="alert" className="alert">{error}</p>}
      </form>
    </Dialog>
  );
}
