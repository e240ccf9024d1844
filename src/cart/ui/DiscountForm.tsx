/**
 * The discount entry of one line: a whole percent, checked against the product's cap before
 * it is dispatched, so a value above the cap is refused with the cap shown.
 */
import { useId, useState, type FormEvent } from 'react';
import { readTypedWhole } from '../../core/typedNumber';
import { discountCapText } from './refusalMessage';
import { useLingui } from '@lingui/react/macro';
import { NumberInput } from '../../ui/NumberInput';

/** A whole percent from 0 to 100, or null; `10%` (and `١٠٪`) is read as 10. */
export function parsePercent(text: string): number | null {
  const typed = readTypedWhole(text.replace(/\s*[%\u066a]\s*$/, ''), 3);
  return typed.ok && typed.value <= 100 ? typed.value : null;
}

export function DiscountForm({ current, cap, onApply, onRefused }: {
  /** The line's discount percent now. */
  current: number;
  cap: number;
  /** Dispatches the discount; the caller shows its refusal, if any. */
  onApply: (percent: number) => void;
  /** A value refused before dispatching (not a percent, above the cap). */
  onRefused: (message: string) => void;
}) {
  const [text, setText] = useState(current > 0 ? String(current) : '');
  const hintId = useId();
  const { t } = useLingui();

  function submit(e: FormEvent) {
    e.preventDefault();
    const percent = parsePercent(text);
    if (percent === null) return onRefused(t`Enter a whole percent from 0 to 100`);
    if (percent > cap) return onRefused(discountCapText(cap));
    onApply(percent);
  }

  // A product the server allows no discount on offers nothing to type or apply, only the reason.
  const none = cap <= 0;
  return (
    <form className="order-line__discount" onSubmit={submit}>
      <label>
        {t`Discount %`}
        <NumberInput value={text} onText={setText} aria-describedby={hintId} autoFocus={!none} disabled={none} />
      </label>
      <span id={hintId} className="order-line__hint">
        {none ? t`No discount allowed` : t`Max ${cap}%`}
      </span>
      <button type="submit" className="btn btn--small btn--primary" disabled={none}>
        {t`Apply discount`}
      </button>
    </form>
  );
}
