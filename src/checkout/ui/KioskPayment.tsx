/**
 * The kiosk's "Payment", wired to the kiosk's card terminal (useCardFlow.ts) as the till's is
 * (TillPayment.tsx): loaded with the payment dialog, mounted only while "Payment" is open. A
 * payment in flight after a reload reopens "Payment" (kiosk/KioskSelling.tsx), which follows it.
 */
import type { ComponentProps } from 'react';
import { KioskPaymentDialog } from './KioskPaymentDialog';
import { useCardFlow, type CardFlowInput } from './useCardFlow';

export function KioskPayment({ cardFlow, ...payment }: Omit<ComponentProps<typeof KioskPaymentDialog>, 'card'> & { cardFlow: CardFlowInput }) {
  const card = useCardFlow(cardFlow);
  return <KioskPaymentDialog {...payment} card={card} />;
}
