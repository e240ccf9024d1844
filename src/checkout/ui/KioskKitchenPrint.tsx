/**
 * A kiosk order paid at the kiosk (by card) prints its kitchen tickets as the end screen opens,
 * as the till's completion does: with "Print kitchen ticket" on and no printer set up, with the
 * system dialog, once, in a print job of its own (a kiosk browser prints it without asking).
 * A printer set up takes them through the print queue instead, stored with the sale; an order
 * to pay at the counter sends nothing until staff mark it paid. Nothing here opens a dialog:
 * the customer stays on the end screen.
 */
import type { Channel } from '../../core/catalog';
import type { StationLinks } from '../../day/stations';
import { KitchenTicketsPrint } from '../../day/ui/KitchenTicket';
import { useBranchTimeZone } from '../../app/data/branchTime';
import { useCompletionKitchenTickets } from '../../app/data/completionKitchen';
import type { CompletedOrder } from '../order';

export function KioskKitchenPrint({ order, channels, linksOf }: { order: CompletedOrder; channels: readonly Channel[]; linksOf(productId: number): StationLinks }) {
  const tickets = useCompletionKitchenTickets(order, channels, linksOf);
  const timeZone = useBranchTimeZone();
  if (!tickets || tickets.length === 0 || timeZone === undefined) return null;
  return <KitchenTicketsPrint tickets={tickets} timeZone={timeZone} />;
}
