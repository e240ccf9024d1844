/**
 * Payment at a self-order kiosk (src/checkout/kiosk.ts): nothing is taken as paid on the
 * customer's word, and the customer is never asked for a PIN.
 *
 * With a card terminal set up (assumed-contracts 13) the main way is "Pay by card": the whole
 * order goes to the terminal (stored first, src/db/cardPayments.ts), the kiosk says it waits for
 * the card, and the terminal's approval completes the sale (its call number and kitchen ticket
 * follow, as any sale's). A decline, a cancel or a failure is said in the customer's language and
 * both ways are offered again. While the card waits, nothing else moves: only "Cancel payment".
 *
 * "Pay at the counter" is always offered (the second way with a terminal, the only one
 * without): the order is kept, unpaid and numbered, and staff take the money and confirm it on
 * the till or behind "Staff" ("Mark paid", cash or card, with a manager's PIN). The dialog stays,
 * with its message, if saving fails.
 */
import { useState } from 'react';
import { formatMoney, ZERO, type CurrencyDigits, type Money } from '../../core/money';
import { Dialog } from '../../ui/Dialog';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';
import type { CardState } from '../cardPayment';
import { cardWaiting, type CardFlow } from './CardPaymentPanel';
import { saleNotSavedText, type SaleNotSaved } from '../saleNotSaved';

export function KioskPaymentDialog({ total, digits, onPayAtCounter, onCancel, card = null }: {
  total: Money;
  digits: CurrencyDigits;
  /** Keeps the order to pay at the counter; its refusal (`SaleNotSaved`, nothing kept) is said. */
  onPayAtCounter(): Promise<SaleNotSaved | void>;
  onCancel(): void;
  /** The kiosk's card terminal; absent: "Pay at the counter" only. */
  card?: CardFlow | null;
}) {
  /** What is being saved now: the counter order, or the card payment being stored and sent. */
  const [saving, setSaving] = useState<'counter' | 'card' | null>(null);
  const busy = saving !== null;
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();
  const { translate } = useLanguage();
  const waiting = cardWaiting(card);
  const held = busy || waiting;

  const notSaved = (detail: string) => t`The order was not saved: ${{ detail }}. Try again.`;
  async function run(what: 'counter' | 'card', action: () => Promise<SaleNotSaved | void>) {
    if (held) return;
    setSaving(what);
    setError(null);
    try {
      // A refusal is worded by the catalog, in the language on screen.
      const refused = await action();
      if (refused) setError(notSaved(translate(saleNotSavedText(refused.reason))));
    } catch (reason) {
      // A failed write kept as a message (a full device, src/app/storagePressure.ts) shows in the language on screen.
      const detail = reason instanceof Error && reason.message ? reason.message : '';
      setError(detail ? notSaved(translate(detail)) : t`The order was not saved. Try again.`);
    } finally {
      setSaving(null);
    }
  }

  // The whole order goes to the terminal: a kiosk takes no other tender and no tip.
  const payByCard = () => run('card', async () => card?.start({ others: [], amount: total, tip: ZERO }, {}));

  const state = card?.payment?.state;
  const ended: Partial<Record<CardState, string>> = {
    declined: t`Your card was declined and nothing was charged. Pay by card again, or pay at the counter.`,
    cancelled: t`The card payment was cancelled and nothing was charged. Pay by card again, or pay at the counter.`,
    failed: t`The card terminal could not take the payment and nothing was charged. Pay by card again, or pay at the counter.`,
  };
  const said = state ? ended[state] : undefined;

  const footer = waiting ? (
    <button type="button" className="btn" disabled={card?.payment?.cancel_asked} onClick={() => card?.cancel()}>
      {t`Cancel payment`}
    </button>
  ) : (
    <>
      <button type="button" className="btn" onClick={onCancel} disabled={held}>
        {t`Cancel`}
      </button>
      <button type="button" className={`btn ${card ? '' : 'btn--primary '}kiosk-pay__counter`} onClick={() => void run('counter', onPayAtCounter)} disabled={held}>
        {saving === 'counter' ? t`Saving…` : t`Pay at the counter`}
      </button>
      {card && (
        <button type="button" className="btn btn--primary kiosk-pay__counter" onClick={() => void payByCard()} disabled={held}>
          {t`Pay by card`}
        </button>
      )}
    </>
  );

  return (
    <Dialog title={t`Payment`} className="payment kiosk-pay" inPlace onEscape={held ? undefined : onCancel} footer={footer}>
      <dl className="payment__sums">
        <dt>{t`Total`}</dt>
        <dd className="money"><span role="group" aria-label={t`Total to pay`}>{formatMoney(total, digits)}</span></dd>
      </dl>
      {waiting ? (
        <>
          <p role="status" aria-label={t`Card payment`} className="card-payment__state card-payment__state--pending">
            {t`Waiting for the card`}
          </p>
          <p>{t`Tap or insert your card on the terminal.`}</p>
        </>
      ) : (
        <p>{card ? t`Pay by card here, or pay at the counter: your ticket shows your call number.` : t`Pay at the counter: your ticket shows your call number.`}</p>
      )}
      {said && (
        <p role="alert" className="alert">
          {said}
        </p>
      )}
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
