/** The payment dialogs' footer: Cancel, any other choice, and "Complete sale" (held while saving). */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

export function PaymentFooter({ busy, canComplete, onCancel, onComplete, form, children }: {
  busy: boolean;
  canComplete: boolean;
  onCancel(): void;
  /** Called on "Complete sale" unless `form` makes it that form's submit button. */
  onComplete?(): void;
  form?: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <>
      <button type="button" className="btn" onClick={onCancel} disabled={busy}>
        {t`Cancel`}
      </button>
      {children}
      <button type={form ? 'submit' : 'button'} form={form} className="btn btn--primary" onClick={onComplete} disabled={!canComplete || busy}>
        {busy ? t`Saving…` : t`Complete sale`}
      </button>
    </>
  );
}
