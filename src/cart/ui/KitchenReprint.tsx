/**
 * "Kitchen ticket" in "Orders": the order's tickets again, one per station as they were sent,
 * each marked COPY (`kitchenCopy`), to the kitchen printers of their stations; with no kitchen
 * printer (or none reachable), on screen one station a page, for the system dialog.
 */
import { lazy, Suspense, useCallback, useEffect } from 'react';
import type { Channel } from '../../core/catalog';
import type { CompletedOrder } from '../../checkout/order';
import { kitchenCopy } from '../../day/kitchenTicket';
import { useBranchTimeZone } from '../../app/data/branchTime';
import type { LinksFor } from '../../app/kitchen/orderLinks';
import { useOrderKitchenPrint, type MakeKitchenTickets } from '../../app/data/orderKitchenPrint';

const KitchenTicketDialog = lazy(() => import('../../day/ui/KitchenTicket').then((m) => ({ default: m.KitchenTicketDialog })));

export function KitchenReprint({ order, channels, linksFor, onClose }: { order: CompletedOrder; channels: readonly Channel[]; linksFor?: LinksFor; onClose(): void }) {
  const timeZone = useBranchTimeZone();
  // The stations and printers are read first: a reprint goes where the tickets go now.
  const make = useCallback<MakeKitchenTickets>(
    (linksOf, stations, words) => kitchenCopy(order, { order_name: order.order_name, order_note: order.order_note, channels, stations, linksOf }, words),
    [order, channels],
  );
  const sent = useOrderKitchenPrint(order, linksFor, make, true);
  useEffect(() => {
    if (sent?.printed) onClose();
  }, [sent, onClose]);
  if (!sent || sent.printed) return null;
  return (
    <Suspense fallback={null}>
      <KitchenTicketDialog tickets={sent.tickets} timeZone={timeZone ?? ''} onClose={onClose} />
    </Suspense>
  );
}
