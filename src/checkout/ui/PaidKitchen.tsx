/**
 * A counter order just marked paid goes to the kitchen, once, as a sale's ticket does: the
 * order's own ticket (not a COPY) to the kitchen printers of its stations, or, with none and
 * "Print kitchen ticket" on, printed with the system dialog (later prints from there are
 * COPY). Until it was paid the kitchen had nothing of it. Nothing to print: done at once.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Channel } from '../../core/catalog';
import type { CompletedOrder } from '../order';
import { kitchenSend, type KitchenTicket } from '../../day/kitchenTicket';
import { useLanguage } from '../../i18n/react';
import { useKitchenStations } from '../../app/data/kitchen';
import { usePrintKitchen } from '../../app/data/printOnDemand';
import { useSettings } from '../../app/data/settings';
import { useBranchTimeZone } from '../../app/data/branchTime';
import type { StationLinks } from '../../day/stations';
import type { LinksFor } from '../../app/kitchen/orderLinks';

const KitchenSendDialog = lazy(() => import('../../day/ui/KitchenTicket').then((m) => ({ default: m.KitchenSendDialog })));

const NO_LINKS: StationLinks = { main: [], others: [] };

export function PaidKitchen({ order, channels, linksFor, onDone }: {
  order: CompletedOrder;
  channels: readonly Channel[];
  /** The order's products' stations; absent (or a product not known here): the first station. */
  linksFor?: LinksFor;
  onDone(): void;
}) {
  const settings = useSettings();
  const stations = useKitchenStations();
  const { translate, name } = useLanguage();
  const printKitchen = usePrintKitchen();
  const timeZone = useBranchTimeZone();
  const [onScreen, setOnScreen] = useState<KitchenTicket[] | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    // Built once for the payment: the kitchen gets it once.
    if (settings === undefined || sent.current) return;
    sent.current = true;
    void (async () => {
      const linksOf = linksFor ? await linksFor(order.lines).catch(() => () => NO_LINKS) : () => NO_LINKS;
      const input = { order_name: order.order_name, order_note: order.order_note, channels, at: order.created_at, stations, linksOf };
      const tickets = kitchenSend(order, input, { t: translate, name });
      const printed = await printKitchen(tickets);
      if (!printed && settings?.kitchenTicket && tickets.length > 0) setOnScreen(tickets);
      else onDone();
    })();
  }, [settings, order, channels, stations, linksFor, translate, name, printKitchen, onDone]);
  if (!onScreen) return null;
  return (
    <Suspense fallback={null}>
      <KitchenSendDialog tickets={onScreen} timeZone={timeZone ?? ''} onClose={onDone} />
    </Suspense>
  );
}
