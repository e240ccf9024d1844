/**
 * "Kitchen ticket" in "Orders": the order's tickets again, one per station as they were sent,
 * each marked COPY (`kitchenCopy`), to the kitchen printers of their stations; with no kitchen
 * printer (or none reachable), on screen one station a page, for the system dialog.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Channel } from '../../core/catalog';
import type { CompletedOrder } from '../../checkout/order';
import { kitchenCopy, type KitchenTicket } from '../../day/kitchenTicket';
import type { StationLinks } from '../../day/stations';
import { useLanguage } from '../../i18n/react';
import { useBranchTimeZone } from '../../app/data/branchTime';
import { usePrintKitchen } from '../../app/data/printOnDemand';
import { useSettings } from '../../app/data/settings';
import type { LinksFor } from '../../app/kitchen/orderLinks';

const KitchenTicketDialog = lazy(() => import('../../day/ui/KitchenTicket').then((m) => ({ default: m.KitchenTicketDialog })));

const NO_LINKS: StationLinks = { main: [], others: [] };

export function KitchenReprint({ order, channels, linksFor, onClose }: { order: CompletedOrder; channels: readonly Channel[]; linksFor?: LinksFor; onClose(): void }) {
  const settings = useSettings();
  const { translate, name } = useLanguage();
  const printKitchen = usePrintKitchen();
  const timeZone = useBranchTimeZone();
  const [onScreen, setOnScreen] = useState<KitchenTicket[] | null>(null);
  const started = useRef(false);
  useEffect(() => {
    // The stations and printers are read first: a reprint goes where the tickets go now.
    if (settings === undefined || started.current) return;
    started.current = true;
    void (async () => {
      const linksOf = linksFor ? await linksFor(order.lines).catch(() => () => NO_LINKS) : () => NO_LINKS;
      const input = { order_name: order.order_name, order_note: order.order_note, channels, stations: settings?.kitchenStations ?? [], linksOf };
      const tickets = kitchenCopy(order, input, { t: translate, name });
      if (await printKitchen(tickets, true)) onClose();
      else setOnScreen(tickets);
    })();
  }, [settings, order, channels, linksFor, translate, name, printKitchen, onClose]);
  if (!onScreen) return null;
  return (
    <Suspense fallback={null}>
      <KitchenTicketDialog tickets={onScreen} timeZone={timeZone ?? ''} onClose={onClose} />
    </Suspense>
  );
}
