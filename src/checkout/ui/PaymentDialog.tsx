/**
 * The payment dialog (ui-contract "Payment and receipt"): cash or card, split as needed,
 * change shown as it is typed. "Complete sale" opens only once the payments cover the total,
 * and stays held while `onComplete` runs, so a double tap cannot record the sale twice; if
 * saving fails the dialog stays with its payments and says why. With the terminal's options it
 * also offers the tenders a manager added, "Tip" and "Guests" (assumed-contracts 10).
 */
import { useRef, useState } from 'react';
import { formatMoney, type CurrencyDigits, type Money } from '../../core/money';
import { saleRefusal, type SaleExtras, type SettledPayment } from '../payment';
import { defaultNotes, quickCashAmounts } from '../quickAmounts';
import { Dialog } from '../../ui/Dialog';
import { paymentRefusalText } from './draft';
import type { TenderDef } from '../tenders';
import { readGuests } from '../guests';
import { TipGroup } from './TipGroup';
import { TenderButtons } from './TenderButtons';
import { GuestsField } from './GuestsField';
import { PaymentFooter } from './PaymentFooter';
import { PaymentList } from './PaymentList';
import { TenderEntry } from './TenderEntry';
import { usePaymentEntry } from './usePaymentEntry';
import './checkout.css';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';
import { cardCharge, isCardRefusal } from '../cardPayment';
import { CardPaymentPanel, cardWaiting, type CardFlow } from './CardPaymentPanel';
import { saleNotSavedText, type SaleNotSaved } from '../saleNotSaved';

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
  /** Saves the sale; a refusal (`SaleNotSaved`) or a failed write keeps the dialog open with its message. */
  onComplete: (payments: SettledPayment[], extras: SaleExtras) => Promise<SaleNotSaved | void>;
  choices?: PaymentChoices;
  onCancel: () => void;
  /** Note values in minor units for the quick cash amounts; common notes when omitted. */
  notes?: readonly Money[];
  /** Why the sale cannot be completed now (lines over what is left): shown, and "Complete sale" held. */
  blocked?: string | null;
  /** The till's card terminal (assumed-contracts 13): "Card" sends what is due to it. Absent: "Card" is typed. */
  card?: CardFlow | null;
}

export function PaymentDialog({ total, digits, onComplete, onCancel, notes, blocked = null, choices = NO_CHOICES, card = null }: PaymentDialogProps) {
  const entry = usePaymentEntry(total, digits, choices.tenders);
  const { method, recorded, draft } = entry;
  const [guestsText, setGuestsText] = useState('');
  const guests = readGuests(choices.askGuests ? guestsText : '');
  const amountRef = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
  const canComplete = draft.preview.canComplete && !blocked && guests.ok;
  const saving = useHeldWhileSaving(entry.setError);
  const { held } = saving;
  // While the card waits nothing else moves: the sale is the terminal's to finish or cancel.
  const busy = saving.busy || cardWaiting(card);
  const complete = async () => {
    if (canComplete) await held(() => onComplete(draft.preview.payments, { tip: recorded.tip, guests: guests.guests }));
  };
  /** "Card" with a terminal: what is due goes to it, stored first (src/db/cardPayments.ts). */
  const chooseMethod = (next: string) => {
    if (next !== 'card' || !card) return entry.chooseMethod(next);
    if (busy || !guests.ok || blocked) return;
    const charge = cardCharge(entry.state, null);
    if (isCardRefusal(charge)) return entry.setError(t`Nothing more is due`);
    void held(() => card.start(charge, { tip: recorded.tip, guests: guests.guests }));
  };
  // A total below zero is never taken: the dialog says why and "Complete sale" stays held.
  const refused = saleRefusal(total);

  const footer = <PaymentFooter busy={busy} canComplete={canComplete} onCancel={onCancel} onComplete={complete} />;

  return (
    <Dialog title={t`Payment`} className="payment" keypad="placed" initialFocus={amountRef} onEscape={busy ? undefined : onCancel} footer={footer}>
      <PaymentSums total={total} tip={recorded.tip} remaining={draft.preview.remaining} changeDue={draft.preview.changeDue} digits={digits} split={recorded.payments.length > 0} />
      {/* The tenders already taken, in view above what is still owed. */}
      <PaymentList payments={recorded.payments} digits={digits} disabled={busy} onRemove={entry.removePayment} />
      {card && <CardPaymentPanel flow={card} />}
      {refused && <Alert text={paymentRefusalText(refused, digits)} />}
      {blocked && <Alert text={blocked} />}
      {choices.askTip && <TipGroup total={total} tip={recorded.tip} digits={digits} disabled={busy} onTip={entry.chooseTip} />}
      {choices.askGuests && <GuestsField text={guestsText} onText={setGuestsText} />}
      <TenderEntry
        method={method}
        tender={entry.tender}
        extra={<TenderButtons tenders={choices.tenders} method={method} onMethod={entry.chooseMethod} />}
        text={entry.text}
        digits={digits}
        due={recorded.remaining}
        quickAmounts={quickCashAmounts(recorded.remaining, notes ?? defaultNotes(digits))}
        problem={draft.problem}
        amountRef={amountRef}
        onMethod={chooseMethod}
        onText={entry.setText}
      />
      <button type="button" className="btn payment__add" disabled={!draft.pending || busy} onClick={entry.addPayment}>
        {t`Add payment`}
      </button>
      {entry.error && <Alert text={entry.error} />}
    </Dialog>
  );
}

/**
 * "Complete sale" held while the sale is saved (`busy`), so a double tap cannot record it
 * twice; a sale the store refused, or a write that failed, becomes the dialog's error, in the
 * language on screen.
 */
function useHeldWhileSaving(setError: (error: string | null) => void) {
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  const { translate } = useLanguage();
  const notSaved = (detail: string) => t`The sale was not saved: ${{ detail }}. Try again.`;
  async function held(save: () => Promise<SaleNotSaved | void>) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const refused = await save();
      if (refused) setError(notSaved(translate(saleNotSavedText(refused.reason))));
    } catch (reason) {
      const detail = reason instanceof Error && reason.message ? reason.message : '';
      // A failed write kept as a message (a full device, src/app/storagePressure.ts) is shown in the language on screen; any other as it came.
      setError(detail ? notSaved(translate(detail)) : t`The sale was not saved. Try again.`);
    } finally {
      setBusy(false);
    }
  }
  return { busy, held };
}

/**
 * The total, any tip, what is due and the change, each amount a named group; what is due in
 * large type once a payment is split.
 */
function PaymentSums({ total, tip, remaining, changeDue, digits, split }: {
  total: Money;
  tip: Money;
  remaining: Money;
  changeDue: Money;
  digits: CurrencyDigits;
  split: boolean;
}) {
  const { t } = useLingui();
  const show = (amount: Money) => formatMoney(amount, digits);
  return (
    // A `dd` may not carry a name of its own: each amount is a named group inside it.
    <dl className={split ? 'payment__sums payment__sums--split' : 'payment__sums'}>
      <dt>{t`Total`}</dt>
      <dd className="money"><span role="group" aria-label={t`Total to pay`}>{show(total)}</span></dd>
      {tip > 0 && (
        <>
          <dt>{t`Tip`}</dt>
          <dd className="money"><span role="group" aria-label={t`Tip added`}>{show(tip)}</span></dd>
        </>
      )}
      <dt className="payment__due">{t`Due`}</dt>
      <dd className="money payment__due"><span role="group" aria-label={t`Amount due`}>{show(remaining)}</span></dd>
      <dt>{t`Change`}</dt>
      <dd className="money payment__change"><span role="group" aria-label={t`Change due`}>{show(changeDue)}</span></dd>
    </dl>
  );
}

function Alert({ text }: { text: string }) {
  return (
    <p role="alert" className="alert">
      {text}
    </p>
  );
}
