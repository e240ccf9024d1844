/**
 * What the picker's footer holds: the live price of the line as chosen so far, the first unmet
 * rule, and the "Cancel" and "Add to order" buttons ("Add to order" submits the picker's form;
 * held while a rule is unmet, a tap on it leads to the rule).
 */
import { useId } from 'react';
import { formatMoney, type CurrencyDigits, type Money } from '../../core/money';
import { useLingui } from '@lingui/react/macro';

export interface PickerFooterProps {
  formId: string;
  /** The line's own price per unit (per kg when weighed) and its total; null when not priced yet. */
  priced: { unit: Money; total: Money } | null;
  weighed: boolean;
  digits: CurrencyDigits;
  /** The first unmet rule's message; null when the line can be added. */
  unmet: string | null;
  /** The held "Add to order" was tapped: lead the cashier to what is missing. */
  onUnmet(): void;
  /** The submit button's words: "Add to order", or "Save changes" when a line is modified. */
  submitLabel?: string;
  onCancel(): void;
  /** A deal chosen step by step: "Back" and "Next", null at either end. */
  steps?: { back: (() => void) | null; next: (() => void) | null };
}

export function PickerFooter({ formId, priced, weighed, digits, unmet, onUnmet, submitLabel, onCancel, steps }: PickerFooterProps) {
  const unmetId = useId();
  const { t } = useLingui();
  return (
    <>
      <p className="picker-preview" role="status" aria-label={t`Preview`}>
        {priced === null ? (
          <span className="picker-preview__total">{t`Total`} —</span>
        ) : (
          <>
            <span className="picker-preview__unit">
              {weighed ? t`Per kg` : t`Base`} <span className="money">{formatMoney(priced.unit, digits)}</span>
            </span>{' '}
            <span className="picker-preview__total">
              {t`Total`} <span className="money">{formatMoney(priced.total, digits)}</span>
            </span>
          </>
        )}
      </p>
      {unmet !== null && (
        <p id={unmetId} className="picker-unmet">
          {unmet}
        </p>
      )}
      <div className="picker-foot__buttons">
        <button type="button" className="btn" onClick={onCancel}>
          {t`Cancel`}
        </button>
        {steps && (
          <>
            <button type="button" className="btn picker-foot__nav" disabled={steps.back === null} onClick={() => steps.back?.()}>
              {t`Back`}
            </button>
            {steps.next !== null && (
              <button type="button" className="btn picker-foot__nav" onClick={() => steps.next?.()}>
                {t`Next`}
              </button>
            )}
          </>
        )}
        <button
          type="submit"
          form={formId}
          className="btn btn--primary"
          // Held, not disabled: a tap on it still leads to what is missing (a disabled button hears no tap).
          aria-disabled={unmet !== null || undefined}
          aria-describedby={unmet !== null ? unmetId : undefined}
          onClick={(e) => {
            if (unmet === null) return;
            e.preventDefault();
            onUnmet();
          }}
        >
          {submitLabel ?? t`Add to order`}
        </button>
      </div>
    </>
  );
}
