/**
 * "Payment" on a till (not the kiosk's), wired to the till's card terminal (useCardFlow.ts).
 * Loaded with the payment dialog on the first "Pay", so the card flow is not in the first
 * load, and mounted only while "Payment" is open. A changed order opens a fresh payment
 * (`revision`); the card payment it follows is kept across it.
 */
import { PaymentDialog, type PaymentDialogProps } from './PaymentDialog';
import { useCardFlow, type CardFlowInput } from './useCardFlow';

export function TillPayment({ revision, cardFlow, ...payment }: Omit<PaymentDialogProps, 'card'> & { revision: number | undefined; cardFlow: CardFlowInput }) {
  const card = useCardFlow(cardFlow);
  return <PaymentDialog key={revision} {...payment} card={card} />;
}
