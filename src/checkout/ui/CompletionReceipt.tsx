/**
 * The receipt shown when a sale completes. With "Print kitchen ticket" on, the kitchen gets
 * what it has not had of the order (everything, or what was added since "Send to kitchen",
 * marked ADDED), one station a page, printed as the sale completes, whether or not the receipt
 * is printed. With a printer set up, those tickets go to it instead (src/devices/service.ts):
 * the kitchen printers of their stations, or after the receipt on the receipt printer. An order to pay at the counter is not a sale yet:
 * the kitchen gets nothing until it is paid (its ticket is reprinted from "Orders").
 */
import { formatDocumentTime } from '../../i18n/i18n';
import { useBranchTimeZone } from '../../app/data/branchTime';
import type { CompletedOrder } from '../order';
import { Receipt } from './Receipt';
import type { Channel } from '../../core/catalog';
import { KitchenTicketsPrint } from '../../day/ui/KitchenTicket';
import type { StationLinks } from '../../day/stations';
import { useSettings } from '../../app/data/settings';
import { useReceiptPaper } from '../../app/data/receiptPaper';
import { useCompletionKitchenTickets } from '../../app/data/completionKitchen';
import { AutoNewSale } from './AutoNewSale';

export function CompletionReceipt({ order, channels, linksOf, onNewSale }: {
  order: CompletedOrder;
  channels: readonly Channel[];
  /** A product's links to categories, for its kitchen station. */
  linksOf(productId: number): StationLinks;
  onNewSale(): void;
}) {
  const settings = useSettings();
  const paper = useReceiptPaper();
  const timeZone = useBranchTimeZone();
  const tickets = useCompletionKitchenTickets(order, channels, linksOf);
  // Shown once the settings are read, so "Print" never prints without the kitchen ticket it
  // should carry, or on the wrong page.
  if (tickets === undefined || paper === undefined || timeZone === undefined) return null;
  return (
    <Receipt
      order={order}
      date={formatDocumentTime(order.created_at, timeZone)}
      onNewSale={onNewSale}
      settings={paper}
      notice={settings?.autoNewSale && <AutoNewSale onNewSale={onNewSale} />}
    >
      {tickets.length > 0 && <KitchenTicketsPrint tickets={tickets} timeZone={timeZone} />}
    </Receipt>
  );
}
