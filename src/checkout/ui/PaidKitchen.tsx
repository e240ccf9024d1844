/**
 * A counter order just marked paid goes to the kitchen, once, as a sale's ticket does: the
 * order's own ticket (not a COPY) to the kitchen printers of its stations, or, with none and
 * "Print kitchen ticket" on, printed with the system dialog (later prints from there are
 * COPY). Until it was paid the kitchen had nothing of it. Nothing to print: done at once.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { Channel } from '../../core/catalog';
import type { CompletedOrder } from '../order';
import { kitchenSend } from '../../day/kitchenTicket';
import { useLanguage } from '../../i18n/react';
import { useKitchenStations } from '../../app/data/kitchen';
import { usePrintKitchen } from '../../app/data/printing';
import { useSettings } from '../../app/data/settings';
import { useBranchTimeZone } from '../../app/data/branchTime';
import type { StationLinks } from '../../day/stations';

const KitchenSendDialog = lazy(() => import('../../day/ui/KitchenTicket').then((m) => ({ default: m.KitchenSendDialog })));

const NO_LINKS: StationLinks = { main: [], others: [] };

export function PaidKitchen({ order, channels, linksOf, onDone }: {
  order: CompletedOrder;
  channels: readonly Channel[];
  /** A product's category links, for its station; a product not known here goes to the first station. */
  linksOf?: (productId: number) => StationLinks;
  onDone(): void;
}) {
  const settings = useSettings();
  const stations = useKitchenStations();
  const { translate, name } = useLanguage();
  const printKitchen = usePrintKitchen();
  const timeZone = useBranchTimeZone();
  const [onScreen, setOnScreen] = useState(false);
  const sent = useRef(false);
  const tickets = useMemo(
    () =>
      kitchenSend(
        order,
        { order_name: order.order_name, order_note: order.order_note, channels, at: order.created_at, stations, linksOf: linksOf ?? (() => NO_LINKS) },
        { t: translate, name },
      ),
    // Built once for the payment: the kitchen gets it once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [order],
  );
  useEffect(() => {
    if (settings === undefined || sent.current) return;
    sent.current = true;
    void printKitchen(tickets).then((printed) => {
      if (!printed && settings?.kitchenTicket && tickets.length > 0) setOnScreen(true);
      else onDone();
    });
  }, [settings, tickets, printKitchen, onDone]);
  if (!onScreen) return null;
  return (
    <Suspense fallback={null}>
      <KitchenSendDialog tickets={tickets} timeZone={timeZone ?? ''} onClose={onDone} />
    </Suspense>
  );
}
