/**
 * Choosing cash, card or a tender the manager added, and typing the amount on the till's one
 * keypad: quick cash amounts (above the keypad, always in view) fill the box, and the next key
 * replaces them.
 */
import type { ReactNode, RefObject } from 'react';
import { NumberInput, ScopeKeypad, useRefill } from '../../ui/NumberInput';
import { formatMoney, type CurrencyDigits, type Money } from '../../core/money';
import type { PaymentMethod } from '../payment';
import type { TenderDef } from '../tenders';
import { takesCash } from './draft';
import { useLingui } from '@lingui/react/macro';

export function TenderEntry({ method, tender, extra, text, digits, due, quickAmounts, problem, amountRef, onMethod, onText }: {
  /** Null while the cashier has to say how the rest is paid: no amount box until then. */
  method: PaymentMethod | null;
  /** The added tender `method` names; absent for cash and card. */
  tender?: TenderDef;
  /** More methods beside "Cash" and "Card" (the tenders a manager added). */
  extra?: ReactNode;
  text: string;
  digits: CurrencyDigits;
  /** Still due after the recorded payments. */
  due: Money;
  quickAmounts: readonly Money[];
  problem: string | null;
  /** The amount field, which the payment dialog opens on. */
  amountRef?: RefObject<HTMLInputElement | null>;
  onMethod: (method: PaymentMethod) => void;
  onText: (text: string) => void;
}) {
  const show = (amount: Money) => formatMoney(amount, digits);
  const { t } = useLingui();
  const cash = takesCash({ method, tender });
  const amountLabel = cash ? t`Amount tendered` : (tender?.kind ?? method) === 'card' ? t`Card amount` : t`Amount paid`;
  const refill = useRefill();
  return (
    <div className="tender">
      <div className="tender__methods" role="group" aria-label={t`Payment method`}>
        <button type="button" className="btn tender__method" aria-pressed={method === 'cash'} onClick={() => onMethod('cash')}>
          {t`Cash`}
        </button>
        <button type="button" className="btn tender__method" aria-pressed={method === 'card'} onClick={() => onMethod('card')}>
          {t`Card`}
        </button>
        {extra}
      </div>
      {method === null ? (
        <p className="tender__ask">{t`Choose how ${{ amount: show(due) }} is paid`}</p>
      ) : (
        <label className="tender__amount">
          {amountLabel}
          <NumberInput value={text} onText={onText} allowPoint={digits > 0} placeholder={show(due)} ref={amountRef} />
        </label>
      )}
      {cash && quickAmounts.length > 0 && (
        <div className="tender__quick" role="group" aria-label={t`Quick amounts`}>
          {quickAmounts.map((amount, i) => (
            <button
              key={amount}
              type="button"
              className="btn"
              onClick={() => {
                onText(show(amount));
                refill();
              }}
            >
              {i === 0 ? t`Exact ${{ amount: show(amount) }}` : show(amount)}
            </button>
          ))}
        </div>
      )}
      <ScopeKeypad />
      {problem && (
        <p role="alert" className="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
