/**
 * Payment at a self-order kiosk (src/checkout/kiosk.ts): nothing is taken as paid on the
 * customer's word. "Complete sale" needs staff to confirm ("Manager approval") that the whole
 * amount was paid by card; "Pay at the counter" keeps the order, unpaid and numbered, for
 * staff to mark paid later. Either way the dialog stays, with its message, if saving fails.
 */
import { useState, type FormEvent } from 'react';
import { formatMoney, type CurrencyDigits, type Money } from '../../core/money';
import { paidInFull } from '../../checkout/kiosk';
import type { SettledPayment } from '../../checkout/payment';
import { Dialog } from '../../ui/Dialog';
import { PaymentFooter } from '../../checkout/ui/PaymentFooter';
import { useApproval } from '../staff/approval';
import type { StaffRef } from '../../staff/staff';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';

export function KioskPaymentDialog({ total, digits, onComplete, onPayAtCounter, onCancel }: {
  total: Money;
  digits: CurrencyDigits;
  /** `approved_by`: the manager who confirmed the card payment. */
  onComplete(payments: SettledPayment[], approved_by: StaffRef): Promise<void>;
  onPayAtCounter(): Promise<void>;
  onCancel(): void;
}) {
  const requestApproval = useApproval();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();
  const { translate } = useLanguage();

  async function save(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (reason) {
      // A refusal worded by the catalog (src/cart/stock.ts) shows in the language on screen.
      const detail = reason instanceof Error && reason.message ? reason.message : '';
      const shown = translate(detail);
      setError(detail ? t`The order was not saved: ${{ detail: shown }}. Try again.` : t`The order was not saved. Try again.`);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const approver = await requestApproval('reopen-payment');
    if (!approver) return;
    await save(() => onComplete(paidInFull(total, 'card'), approver));
  }

  const footer = (
    <PaymentFooter busy={busy} canComplete onCancel={onCancel} form="kiosk-pay">
      <button type="button" className="btn" onClick={() => void save(onPayAtCounter)} disabled={busy}>
        {t`Pay at the counter`}
      </button>
    </PaymentFooter>
  );

  return (
    <Dialog title={t`Payment`} className="payment" onEscape={busy ? undefined : onCancel} footer={footer}>
      <dl className="payment__sums">
        <dt>{t`Total`}</dt>
        <dd className="money"><span role="group" aria-label={t`Total to pay`}>{formatMoney(total, digits)}</span></dd>
      </dl>
      <form id="kiosk-pay" className="kiosk-form" onSubmit={confirm}>
        <p>{t`Pay by card on the terminal; a manager confirms the payment. Or pay at the counter with your ticket number.`}</p>
      </form>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
