/**
 * "Orders": the rejected sales of any day, then today's sales (the branch's day), with
 * their upload state; a rejected one can be sent again once its cause is fixed, any one can
 * be reprinted, and a kiosk order to pay at the counter can be marked paid with the manager PIN.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useState } from 'react';
import type { CompletedOrder } from '../checkout/order';
import { startOfDay } from '../checkout/businessDay';
import { retryRejected } from '../db/outbox';
import { ordersToShow } from '../db/orders';
import type { OrderRow } from '../db/schema';
import { db } from './db';
import { formatDateTime } from '../i18n/i18n';
import { useT } from '../i18n/useT';

// The dialogs load on first use (precached, so offline too): a smaller first load.
const OrdersDialog = lazy(() => import('../checkout/ui/OrdersDialog').then((m) => ({ default: m.OrdersDialog })));
const Receipt = lazy(() => import('../checkout/ui/Receipt').then((m) => ({ default: m.Receipt })));
const MarkPaidDialog = lazy(() => import('./kiosk/MarkPaidDialog').then((m) => ({ default: m.MarkPaidDialog })));

function TodaysOrders({ timeZone, onClose, onReprint, onMarkPaid }: {
  timeZone: string;
  onClose(): void;
  onReprint(order: CompletedOrder): void;
  onMarkPaid(order: OrderRow): void;
}) {
  const shown = useLiveQuery(() => ordersToShow(db, startOfDay(new Date(), timeZone).toISOString()), [timeZone]);
  const orders = shown?.today ?? [];
  const rejected = shown?.rejected ?? [];
  const earlier = shown?.earlier ?? [];
  const digits = (orders[0] ?? rejected[0] ?? earlier[0])?.digits ?? 2;
  return (
    <OrdersDialog
      orders={orders}
      rejected={rejected}
      earlier={earlier}
      digits={digits}
      timeZone={timeZone || undefined}
      onRetry={(id) => void retryRejected(db, id)}
      onReprint={onReprint}
      onMarkPaid={onMarkPaid}
      onClose={onClose}
    />
  );
}

/** `timeZone`: the session's (assumed-contracts 1); empty lists by the device's day. */
export function OrdersButton({ timeZone = '' }: { timeZone?: string }) {
  const [open, setOpen] = useState(false);
  const [reprint, setReprint] = useState<CompletedOrder | null>(null);
  const [marking, setMarking] = useState<OrderRow | null>(null);
  const { t } = useT();
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        {t('Orders')}
      </button>
      <Suspense fallback={null}>
      {open && !reprint && !marking && (
        <TodaysOrders timeZone={timeZone} onClose={() => setOpen(false)} onReprint={setReprint} onMarkPaid={setMarking} />
      )}
      {reprint && (
        <Receipt order={reprint} date={formatDateTime(new Date(reprint.created_at))} onNewSale={() => setReprint(null)} />
      )}
      {marking && <MarkPaidDialog order={marking} onDone={() => setMarking(null)} />}
      </Suspense>
    </>
  );
}
