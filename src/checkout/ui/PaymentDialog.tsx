/**
 * The payment dialog (ui-contract "Payment and receipt"): cash or card, split as needed,
 * change shown as it is typed. "Complete sale" opens only once the payments cover the total,
 * and stays held while `onComplete` runs, so a double tap cannot record the sale twice; if
 * saving fails the dialog stays with its payments and says why. With the terminal's options it
 * also offers the tenders a manager added, "Tip" and "Guests" (assumed-contracts 10).
 */
import { useRef, useState } from 'react';
import { formatMoney, type CurrencyDigits, type Money } from '../../core/money';
import {
  isPaymentRefusal,
  paymentReducer,
  saleRefusal,
  startPayment,
  summarizePayment,
  type PaymentEvent,
  type PaymentMethod,
  type SettledPayment,
} from '../payment';
import { defaultNotes, quickCashAmounts } from '../quickAmounts';
import { Dialog } from '../../ui/Dialog';
import { draftPayment, paymentRefusalText } from './draft';
import type { TenderDef } from '../tenders';
import { readGuests } from '../guests';
import { TipGroup } from './TipGroup';
import { TenderButtons } from './TenderButtons';
import { GuestsField } from './GuestsField';
import { PaymentFooter } from './PaymentFooter';
import { PaymentList } from './PaymentList';
import { TenderEntry } from './TenderEntry';
import './checkout.css';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';

/** What the sale carries besides its payments (assumed-contracts 10). */
export interface SaleExtras {
  tip?: Money;
  guests?: number | null;
}

/** What this terminal's payment offers beyond cash and card (Settings). */
export interface PaymentChoices {
  tenders: readonly TenderDef[];
  askTip: boolean;
  askGuests: boolean;
}

const NO_CHOICES: PaymentChoices = { tenders: [], askTip: false, askGuests: false };

export interface PaymentDialogProps {
  total: Money;
  digits: CurrencyDigits;
  /** Saves the sale; a rejection keeps the dialog open with its message. */
  onComplete: (payments: SettledPayment[], extras: SaleExtras) => Promise<void>;
  choices?: PaymentChoices;
  onCancel: () => void;
  /** Note values in minor units for the quick cash amounts; common notes when omitted. */
  notes?: readonly Money[];
  /** Why the sale cannot be completed now (lines over what is left): shown, and "Complete sale" held. */
  blocked?: string | null;
}

export function PaymentDialog({ total, digits, onComplete, onCancel, notes, blocked = null, choices = NO_CHOICES }: PaymentDialogProps) {
  const [state, setState] = useState(() => startPayment(total));
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const tender = choices.tenders.find((x) => x.code === method);
  const [guestsText, setGuestsText] = useState('');
  const guests = readGuests(choices.askGuests ? guestsText : '');
  // Cash starts at the exact amount due: exact cash is "Pay", then "Complete sale".
  const [text, setText] = useState(() => (total > 0 ? formatMoney(total, digits) : ''));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
  const { translate } = useLanguage();

  const recorded = summarizePayment(state);
  // A total below zero is never taken: the dialog says why and "Complete sale" stays held.
  const refused = saleRefusal(total);
  const draft = draftPayment(state, { method, ...(tender ? { tender } : {}), text, digits });
  const show = (amount: Money) => formatMoney(amount, digits);

  function apply(event: PaymentEvent): boolean {
    const next = paymentReducer(state, event);
    if (isPaymentRefusal(next)) {
      setError(paymentRefusalText(next, digits));
      return false;
    }
    setState(next);
    setError(null);
    return true;
  }

  function chooseMethod(next: PaymentMethod) {
    setMethod(next);
    // Either starts at what is still due: the exact cash, or the card charged for the rest.
    setText(recorded.remaining > 0 ? show(recorded.remaining) : '');
  }

  /** A new tip: an amount box still at what was due follows the new amount due. */
  function chooseTip(tip: Money): boolean {
    const next = paymentReducer(state, { type: 'tipChosen', tip });
    if (isPaymentRefusal(next) || !apply({ type: 'tipChosen', tip })) return false;
    if (text === '' || text === show(recorded.remaining)) {
      const left = summarizePayment(next).remaining;
      setText(left > 0 ? show(left) : '');
    }
    return true;
  }

  function addPayment() {
    if (!draft.pending) return;
    const next = paymentReducer(state, draft.pending);
    if (isPaymentRefusal(next) || !apply(draft.pending)) return;
    // The next payment starts at what is still due.
    const left = summarizePayment(next).remaining;
    setText(left > 0 ? show(left) : '');
  }

  async function complete() {
    if (!draft.preview.canComplete || busy || blocked || !guests.ok) return;
    setBusy(true);
    setError(null);
    try {
      await onComplete(draft.preview.payments, { tip: recorded.tip, guests: guests.guests });
    } catch (reason) {
      const detail = reason instanceof Error && reason.message ? reason.message : '';
      // A reason kept as a message (src/cart/stock.ts) is shown in the language on screen; any other as it came.
      const shown = translate(detail);
      setError(detail ? t`The sale was not saved: ${{ detail: shown }}. Try again.` : t`The sale was not saved. Try again.`);
    } finally {
      setBusy(false);
    }
  }

  const footer = <PaymentFooter busy={busy} canComplete={draft.preview.canComplete && !blocked && guests.ok} onCancel={onCancel} onComplete={complete} />;

  return (
    <Dialog title={t`Payment`} className="payment" keypad="placed" initialFocus={amountRef} onEscape={busy ? undefined : onCancel} footer={footer}>
      {/* A `dd` may not carry a name of its own: each amount is a named group inside it. */}
      <dl className="payment__sums">
        <dt>{t`Total`}</dt>
        <dd className="money"><span role="group" aria-label={t`Total to pay`}>{show(total)}</span></dd>
        <dt>{t`Due`}</dt>
        <dd className="money"><span role="group" aria-label={t`Amount due`}>{show(draft.preview.remaining)}</span></dd>
        <dt>{t`Change`}</dt>
        <dd className="money payment__change"><span role="group" aria-label={t`Change due`}>{show(draft.preview.changeDue)}</span></dd>
      </dl>
      {refused && (
        <p role="alert" className="alert">
          {paymentRefusalText(refused, digits)}
        </p>
      )}
      {blocked && (
        <p role="alert" className="alert">
          {blocked}
        </p>
      )}
      {choices.askTip && <TipGroup total={total} tip={recorded.tip} digits={digits} disabled={busy} onTip={chooseTip} />}
      {choices.askGuests && <GuestsField text={guestsText} onText={setGuestsText} />}
      <TenderEntry
        method={method}
        tender={tender}
        extra={<TenderButtons tenders={choices.tenders} method={method} onMethod={chooseMethod} />}
        text={text}
        digits={digits}
        due={recorded.remaining}
        quickAmounts={quickCashAmounts(recorded.remaining, notes ?? defaultNotes(digits))}
        problem={draft.problem}
        amountRef={amountRef}
        onMethod={chooseMethod}
        onText={setText}
      />
      <button type="button" className="btn payment__add" disabled={!draft.pending || busy} onClick={addPayment}>
        {t`Add payment`}
      </button>
      <PaymentList
        payments={recorded.payments}
        digits={digits}
        disabled={busy}
        onRemove={(index) => apply({ type: 'paymentRemoved', index })}
      />
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
