/**
 * A counter order just marked paid goes to the kitchen, once, as a sale's ticket does: the
 * order's own ticket (not a COPY) to the kitchen printers of its stations, or, with none and
 * "Print kitchen ticket" on, printed with the system dialog (later prints from there are
 * COPY). A station with a kitchen screen prints nothing here: its tickets were queued with the
 * payment (src/db/orders.ts `markCounterOrderPaid`). Until it was paid the kitchen had nothing
 * of it. Nothing to print: done at once.
 */
import { lazy, Suspense, useCallback, useEffect } from 'react';
import type { Channel } from '../../core/catalog';
import type { CompletedOrder } from '../order';
import { kitchenSend } from '../../day/kitchenTicket';
import { splitByScreen } from '../../kitchen/screenTicket';
import { useSettings } from '../../app/data/settings';
import { useBranchTimeZone } from '../../app/data/branchTime';
import type { LinksFor } from '../../app/kitchen/orderLinks';
import { useOrderKitchenPrint, type MakeKitchenTickets } from '../../app/data/orderKitchenPrint';

const KitchenSendDialog = lazy(() => import('../../day/ui/KitchenTicket').then((m) => ({ default: m.KitchenSendDialog })));

export function PaidKitchen({ order, channels, linksFor, onDone }: {
  order: CompletedOrder;
  channels: readonly Channel[];
  /** The order's products' stations; absent (or a product not known here): the first station. */
  linksFor?: LinksFor;
  onDone(): void;
}) {
  const settings = useSettings();
  const timeZone = useBranchTimeZone();
  // The paper of the stations without a kitchen screen, built once for the payment: the kitchen gets it once.
  const make = useCallback<MakeKitchenTickets>(
    (linksOf, stations, words) => {
      const input = { order_name: order.order_name, order_note: order.order_note, channels, at: order.created_at, stations, linksOf };
      return splitByScreen(kitchenSend(order, input, words), stations).paper;
    },
    [order, channels],
  );
  const sent = useOrderKitchenPrint(order, linksFor, make, false);
  const onScreen = sent && !sent.printed && settings?.kitchenTicket && sent.tickets.length > 0 ? sent.tickets : null;
  useEffect(() => {
    if (sent && !onScreen) onDone();
  }, [sent, onScreen, onDone]);
  if (!onScreen) return null;
  return (
    <Suspense fallback={null}>
      <KitchenSendDialog tickets={onScreen} timeZone={timeZone ?? ''} onClose={onDone} />
    </Suspense>
  );
}
