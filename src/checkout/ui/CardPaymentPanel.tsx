/**
 * The card on the till's terminal inside "Payment" (ui-contract "Card payments"): a `status`
 * "Card payment" that follows the stored payment ("Waiting for the card", then "Approved",
 * "Declined", "Cancelled" or a failure said plainly) and "Cancel payment" while it waits.
 */
import { useLingui } from '@lingui/react/macro';
import type { CardCharge, CardState } from '../cardPayment';
import type { SaleExtras } from '../payment';
import type { SaleNotSaved } from '../saleNotSaved';

/** What "Payment" is given of the terminal: its name, the payment it follows, and the actions. */
export interface CardFlow {
  terminalName: string;
  payment: { state: CardState; cancel_asked: boolean } | null;
  /** Stores the payment with the order, then sends it; the sale's refusal (nothing stored, nothing sent) when it would not be stored. */
  start(charge: CardCharge, extras: SaleExtras): Promise<SaleNotSaved | void>;
  cancel(): void;
}

export const cardWaiting = (flow: CardFlow | null | undefined): boolean => flow?.payment?.state === 'created' || flow?.payment?.state === 'pending';

export function CardPaymentPanel({ flow }: { flow: CardFlow }) {
  const { t } = useLingui();
  const state = flow.payment?.state;
  if (!state) return null;
  const said: Record<CardState, string> = {
    created: t`Waiting for the card`,
    pending: t`Waiting for the card`,
    approved: t`Approved`,
    declined: t`Declined: the card was not charged. Try again or take another payment.`,
    cancelled: t`Cancelled: the card was not charged.`,
    failed: t`The card terminal could not take the payment: the card was not charged.`,
  };
  const waiting = cardWaiting(flow);
  return (
    <div className="card-payment">
      <p role="status" aria-label={t`Card payment`} className={`card-payment__state card-payment__state--${state}`}>
        {said[state]}
      </p>
      {waiting && <p className="card-payment__where">{t`On ${{ terminal: flow.terminalName }}`}</p>}
      {waiting && (
        <button type="button" className="btn" disabled={flow.payment?.cancel_asked} onClick={flow.cancel}>
          {t`Cancel payment`}
        </button>
      )}
    </div>
  );
}
