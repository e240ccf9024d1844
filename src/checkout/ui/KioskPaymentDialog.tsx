/**
 * Payment at a self-order kiosk (src/checkout/kiosk.ts): nothing is taken as paid on the
 * customer's word, and the customer is never asked for a PIN. "Pay at the counter" is the one
 * way to pay here: the order is kept, unpaid and numbered, and staff take the money and confirm
 * it on the till or behind "Staff" ("Mark paid", cash or card, with a manager's PIN). Card
 * payment at the kiosk itself waits for a card terminal integration. The dialog stays, with
 * its message, if saving fails.
 */
import { useState } from 'react';
import { formatMoney, type CurrencyDigits, type Money } from '../../core/money';
import { Dialog } from '../../ui/Dialog';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';

export function KioskPaymentDialog({ total, digits, onPayAtCounter, onCancel }: {
  total: Money;
  digits: CurrencyDigits;
  onPayAtCounter(): Promise<void>;
  onCancel(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();
  const { translate } = useLanguage();

  async function payAtCounter() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onPayAtCounter();
    } catch (reason) {
      // A refusal worded by the catalog (src/cart/stock.ts) shows in the language on screen.
      const detail = reason instanceof Error && reason.message ? reason.message : '';
      const shown = translate(detail);
      setError(detail ? t`The order was not saved: ${{ detail: shown }}. Try again.` : t`The order was not saved. Try again.`);
    } finally {
      setBusy(false);
    }
  }

  const footer = (
    <>
      <button type="button" className="btn" onClick={onCancel} disabled={busy}>
        {t`Cancel`}
      </button>
      <button type="button" className="btn btn--primary kiosk-pay__counter" onClick={() => void payAtCounter()} disabled={busy}>
        {busy ? t`Saving…` : t`Pay at the counter`}
      </button>
    </>
  );

  return (
    <Dialog title={t`Payment`} className="payment kiosk-pay" inPlace onEscape={busy ? undefined : onCancel} footer={footer}>
      <dl className="payment__sums">
        <dt>{t`Total`}</dt>
        <dd className="money"><span role="group" aria-label={t`Total to pay`}>{formatMoney(total, digits)}</span></dd>
      </dl>
      <p>{t`Pay at the counter: your ticket shows your call number.`}</p>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
