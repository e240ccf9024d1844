/**
 * The kitchen tickets a completed sale prints with the system dialog: with "Print kitchen
 * ticket" on and no printer set up (a printer set up takes them through the print queue
 * instead, src/devices/service.ts), what the kitchen has not had of the order, one station a
 * page. A station with a kitchen screen is left out: its tickets were queued with the sale
 * (src/db/orders.ts `completeSale`). An order to pay at the counter is not a sale yet: the
 * kitchen gets nothing of it until it is paid. Built once for the sale, so the kitchen gets it
 * once.
 */
import { useMemo } from 'react';
import type { CompletedOrder } from '../../checkout/order';
import type { Channel } from '../../core/catalog';
import { kitchenSend, type KitchenTicket } from '../../day/kitchenTicket';
import type { StationLinks } from '../../day/stations';
import { splitByScreen } from '../../kitchen/screenTicket';
import { useLanguage } from '../../i18n/react';
import { useKitchenStations } from './kitchen';
import { useSettings } from './settings';

/** The tickets to print with the system dialog (none, often); undefined while the settings are read. */
export function useCompletionKitchenTickets(order: CompletedOrder, channels: readonly Channel[], linksOf: (productId: number) => StationLinks): KitchenTicket[] | undefined {
  const settings = useSettings();
  const stations = useKitchenStations();
  const { translate, name } = useLanguage();
  // With a printer set up the sale's tickets go to it (printSale: the kitchen printers of their
  // stations, or after the receipt on the receipt printer), not to the system dialog as well.
  const printerTakesThem = (settings?.printers?.length ?? 0) > 0;
  const printKitchen = settings === undefined ? undefined : (settings?.kitchenTicket ?? false) && !printerTakesThem;
  const tickets = useMemo(
    () =>
      printKitchen && !order.pay_at_counter
        ? splitByScreen(kitchenSend(order, { order_name: order.order_name, order_note: order.order_note, channels, at: order.created_at, stations, linksOf }, { t: translate, name }), stations).paper
        : [],
    // Built once for the sale: the kitchen gets it once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [order, printKitchen],
  );
  return printKitchen === undefined ? undefined : tickets;
}
