/**
 * The receipt shown when a sale completes. With "Print kitchen ticket" on, the kitchen ticket
 * rides in the receipt's print job, after it, on a page of its own: one print job, so a
 * kiosk-printing browser prints both or neither. An order to pay at the counter is not a sale
 * yet: the kitchen gets nothing until it is paid (its ticket is reprinted from "Orders").
 */
import { formatDateTime } from '../i18n/i18n';
import type { CompletedOrder } from '../checkout/order';
import { Receipt } from '../checkout/ui/Receipt';
import type { Channel } from '../core/catalog';
import { KitchenTicketPrint } from '../day/ui/KitchenTicket';
import { useSettings } from './data/settings';
import { useReceiptPaper } from './data/receiptPaper';

export function CompletionReceipt({ order, channels, onNewSale }: {
  order: CompletedOrder;
  channels: readonly Channel[];
  onNewSale(): void;
}) {
  const settings = useSettings();
  const paper = useReceiptPaper();
  const printKitchen = settings === undefined ? undefined : (settings?.kitchenTicket ?? false);
  // Shown once the settings are read, so "Print" never prints without the kitchen ticket it
  // should carry, or on the wrong page.
  if (printKitchen === undefined || paper === undefined) return null;
  return (
    <Receipt order={order} date={formatDateTime(new Date(order.created_at))} onNewSale={onNewSale} settings={paper}>
      {printKitchen && !order.pay_at_counter && <KitchenTicketPrint order={order} channels={channels} />}
    </Receipt>
  );
}
