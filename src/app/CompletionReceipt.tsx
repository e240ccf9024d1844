/**
 * The receipt shown when a sale completes. With "Print kitchen ticket" on, the kitchen gets
 * what it has not had of the order (everything, or what was added since "Send to kitchen",
 * marked ADDED), one station a page, printed as the sale completes, whether or not the receipt
 * is printed. An order to pay at the counter is not a sale yet: the kitchen gets nothing until
 * it is paid (its ticket is reprinted from "Orders").
 */
import { formatDateTime } from '../i18n/i18n';
import type { CompletedOrder } from '../checkout/order';
import { Receipt } from '../checkout/ui/Receipt';
import type { Channel } from '../core/catalog';
import { KitchenTicketsPrint } from '../day/ui/KitchenTicket';
import { kitchenSend } from '../day/kitchenTicket';
import { useSettings } from './data/settings';
import { useKitchenStations } from './data/kitchen';
import { useLanguage } from '../i18n/react';
import { useMemo } from 'react';

export function CompletionReceipt({ order, channels, categoriesOf, onNewSale }: {
  order: CompletedOrder;
  channels: readonly Channel[];
  /** The category ids of a product, for its kitchen station. */
  categoriesOf(productId: number): readonly number[];
  onNewSale(): void;
}) {
  const settings = useSettings();
  const stations = useKitchenStations();
  const { translate, name } = useLanguage();
  const printKitchen = settings === undefined ? undefined : (settings?.kitchenTicket ?? false);
  const tickets = useMemo(
    () =>
      printKitchen && !order.pay_at_counter
        ? kitchenSend(order, { order_name: order.order_name, order_note: order.order_note, channels, at: order.created_at, stations, categoriesOf }, { t: translate, name })
        : [],
    // Built once for the sale: the kitchen gets it once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [order, printKitchen],
  );
  // Shown once the setting is read, so "Print" never prints without the kitchen ticket it should carry.
  if (printKitchen === undefined) return null;
  return (
    <Receipt order={order} date={formatDateTime(new Date(order.created_at))} onNewSale={onNewSale}>
      {tickets.length > 0 && <KitchenTicketsPrint tickets={tickets} />}
    </Receipt>
  );
}
