/**
 * An amount of cash typed as a total, or counted coin by coin and note by note
 * (src/day/denominations.ts): the count fills the total, which stays the one field read.
 * A currency with no denomination set offers the total alone.
 */
import { useState, type Ref } from 'react';
import { formatMoney, type CurrencyDigits } from '../../core/money';
import { typedCount } from '../../core/typedNumber';
import { useLingui } from '@lingui/react/macro';
import { useHoldsWork } from '../../ui/workOnScreen';
import { countingOrder, countTotal, denominationsFor, type DenominationCount } from '../denominations';
import { NumberInput } from '../../ui/NumberInput';

export function CashCount({ label, value, onChange, currency, digits, inputRef }: {
  /** The textbox's name ("Counted cash", "Opening float"). */
  label: string;
  value: string;
  onChange(text: string): void;
  currency: string;
  digits: CurrencyDigits;
  /** The total's field, for a dialog that focuses it on open. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useLingui();
  // A count half typed: an update waits until it is done.
  useHoldsWork();
  const denominations = denominationsFor(currency, digits);
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [countError, setCountError] = useState<string | null>(null);

  function count(face: number, text: string) {
    const next = { ...counts, [face]: text };
    setCounts(next);
    const pieces: DenominationCount[] = (denominations ?? []).map((d) => ({ value: d.value, count: typedCount(next[d.value] ?? '') }));
    const total = countTotal(pieces);
    if (total.ok) {
      setCountError(null);
      onChange(formatMoney(total.total, digits));
    } else {
      setCountError(
        total.reason === 'invalid-count'
          ? t`The count of ${{ value: formatMoney(total.value, digits) }} is not a whole number of pieces.`
          : t`That count is too large.`,
      );
    }
  }

  return (
    <>
      <label>
        {label}
        <NumberInput ref={inputRef} value={value} onText={onChange} allowPoint={digits > 0} />
      </label>
      {denominations && (
        <details className="cash-count">
          <summary>{t`Count by coin and note`}</summary>
          <div className="cash-count__grid">
            {countingOrder(denominations).map((d) => (
              <label key={d.value}>
                {d.kind === 'coin' ? t`${{ value: formatMoney(d.value, digits) }} coins` : t`${{ value: formatMoney(d.value, digits) }} notes`}
                <NumberInput value={counts[d.value] ?? ''} onText={(text) => count(d.value, text)} />
              </label>
            ))}
          </div>
          {countError && <p role="alert" className="alert">{countError}</p>}
        </details>
      )}
    </>
  );
}
