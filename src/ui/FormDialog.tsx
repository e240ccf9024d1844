/** A dialog holding one form: Cancel, any extra buttons, and the form's submit button in the footer. */
import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Dialog } from './Dialog';
import { useLingui } from '@lingui/react/macro';

export function FormDialog({ title, submitLabel, submitDisabled = false, extra, initialFocus, onSubmit, onCancel, children }: {
  title: string;
  submitLabel: string;
  submitDisabled?: boolean;
  /** Buttons between Cancel and the submit button. */
  extra?: ReactNode;
  /** The field that takes the focus on open; by default the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  onSubmit(e: FormEvent): void;
  onCancel(): void;
  children: ReactNode;
}) {
  const formId = useId();
  const { t } = useLingui();
  return (
    <Dialog
      title={title}
      initialFocus={initialFocus}
      onEscape={onCancel}
      footer={
        <>
          <button type="button" className="btn" onClick={onCancel}>{t`Cancel`}</button>
          {extra}
          <button type="submit" form={formId} className="btn btn--primary" disabled={submitDisabled}>
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} className="kiosk-form" onSubmit={onSubmit}>
        {children}
      </form>
    </Dialog>
  );
}
