/**
 * What the cashier types and taps in the payment dialog before "Complete sale": the method or
 * tender, the amount box, the tip, each payment added or removed. Every change goes through
 * `paymentReducer`; a refusal leaves the payments as they were and becomes `error`.
 */
import { useState } from 'react';
import { formatMoney, type CurrencyDigits, type Money } from '../../core/money';
import {
  isPaymentRefusal,
  paymentReducer,
  startPayment,
  summarizePayment,
  type PaymentEvent,
  type PaymentMethod,
  type PaymentState,
} from '../payment';
import type { TenderDef } from '../tenders';
import { draftPayment, paymentRefusalText } from './draft';

export function usePaymentEntry(total: Money, digits: CurrencyDigits, tenders: readonly TenderDef[]) {
  const [state, setState] = useState(() => startPayment(total));
  // Cash is chosen for the first payment; after a part payment nothing is (`addPayment`).
  const [method, setMethod] = useState<PaymentMethod | null>('cash');
  const tender = tenders.find((x) => x.code === method);
  const show = (amount: Money) => formatMoney(amount, digits);
  /** The amount box at what is still due: the exact cash, or the card charged for the rest. */
  const dueText = (remaining: Money) => (remaining > 0 ? show(remaining) : '');
  // Cash starts at the exact amount due: exact cash is "Pay", then "Complete sale".
  const [text, setText] = useState(() => dueText(total));
  const [error, setError] = useState<string | null>(null);

  const recorded = summarizePayment(state);
  const draft = draftPayment(state, { method, ...(tender ? { tender } : {}), text, digits });

  /** The payments after `event`, or null when it is refused (and the refusal shown). */
  function apply(event: PaymentEvent): PaymentState | null {
    const next = paymentReducer(state, event);
    if (isPaymentRefusal(next)) {
      setError(paymentRefusalText(next, digits));
      return null;
    }
    setState(next);
    setError(null);
    return next;
  }

  function chooseMethod(next: PaymentMethod) {
    setMethod(next);
    setText(dueText(recorded.remaining));
  }

  /** A new tip: an amount box still at what was due follows the new amount due. */
  function chooseTip(tip: Money): boolean {
    const next = apply({ type: 'tipChosen', tip });
    if (!next) return false;
    if (text === '' || text === show(recorded.remaining)) setText(dueText(summarizePayment(next).remaining));
    return true;
  }

  function addPayment() {
    if (!draft.pending) return;
    const next = apply(draft.pending);
    if (!next) return;
    // What is still owed is asked for with no tender chosen: the cashier says how it is paid,
    // so "Complete sale" never records cash that was not taken.
    if (summarizePayment(next).remaining > 0) setMethod(null);
    setText('');
  }

  return {
    state,
    method,
    tender,
    text,
    setText,
    recorded,
    draft,
    error,
    setError,
    chooseMethod,
    chooseTip,
    addPayment,
    removePayment: (index: number) => void apply({ type: 'paymentRemoved', index }),
  };
}
