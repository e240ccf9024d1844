/**
 * What `firstUse.ts` loads when the till is idle after its first paint, in the order a cashier
 * is likeliest to need it: the option picker, "Pay" (the sale's dialogs and the till's
 * payment), "Orders" (its flow and its list). A kiosk loads only what its customers open: the
 * picker and its own payment.
 */
import { idle } from './idle';
import { OrdersFlow, PickerDialog, SaleDialogs } from './firstUseDialogs';

const TILL = [
  () => PickerDialog.preload(),
  () => SaleDialogs.preload(),
  () => import('./SaleDialogs').then((m) => m.TillPayment.preload()),
  () => OrdersFlow.preload(),
  () => import('./OrdersFlow').then((m) => m.OrdersDialog.preload()),
];
const KIOSK = [() => PickerDialog.preload(), () => SaleDialogs.preload(), () => import('./SaleDialogs').then((m) => m.KioskPayment.preload())];

/** Each chunk in an idle period of its own, so a tap in between is answered first; one that fails loads at its first use. */
export async function loadFirstUseChunks(kiosk: boolean): Promise<void> {
  for (const load of kiosk ? KIOSK : TILL) {
    await idle();
    await load().catch(() => undefined);
  }
}
