/**
 * "Tip" in the payment (assumed-contracts 10, ui-contract "Staff and approvals"): "10%", "15%",
 * "20%" of the total (rounded once, src/checkout/tip.ts), "No tip", or a "Tip amount" typed.
 * The tip is not part of the total: "Amount due" grows by it, and cash change is counted after it.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney, ZERO, type CurrencyDigits, type Money } from '../../core/money';
import { parseTypedMoney } from '../../core/typedNumber';
import { TIP_PERCENTS, tipOfPercent } from '../tip';
import { NumberInput } from '../../ui/NumberInput';

export function TipGroup({ total, tip, digits, disabled, onTip }: {
  total: Money;
  tip: Money;
  digits: CurrencyDigits;
  disabled: boolean;
  /** False when the payment refused the tip (it says why). */
  onTip(tip: Money): boolean;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  function choose(amount: Money, chosen: number | null) {
    if (onTip(amount)) {
      setPercent(chosen);
      setText(amount === 0 ? '' : formatMoney(amount, digits));
      setProblem(null);
    }
  }

  function typed(next: string) {
    setText(next);
    setPercent(null);
    const read = parseTypedMoney(next, digits);
    if (read.ok) {
      setProblem(null);
      onTip(read.value);
    } else if (read.reason === 'empty') {
      setProblem(null);
      onTip(ZERO);
    } else setProblem(read.reason === 'negative' ? t`A tip cannot be below zero` : t`Enter a tip such as ${{ amount: formatMoney(tipOfPercent(total, 10), digits) }}`);
  }

  return (
    <div className="tip" role="group" aria-label={t`Tip`}>
      {TIP_PERCENTS.map((p) => (
        <button key={p} type="button" className="btn" aria-pressed={percent === p} disabled={disabled} onClick={() => choose(tipOfPercent(total, p), p)}>
          {`${p}%`}
        </button>
      ))}
      <button type="button" className="btn" aria-pressed={tip === 0 && text === ''} disabled={disabled} onClick={() => choose(ZERO, null)}>
        {t`No tip`}
      </button>
      <label className="tip__amount">
        {t`Tip amount`}
        <NumberInput value={text} onText={typed} allowPoint={digits > 0} disabled={disabled} />
      </label>
      {problem && <p role="alert" className="alert">{problem}</p>}
    </div>
  );
}
