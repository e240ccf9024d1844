/**
 * "Orders": today's sales with their upload state; a rejected one can be sent again once
 * its cause is fixed, any one can be reprinted, and a kiosk order to pay at the counter can
 * be marked paid with the manager PIN.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { CompletedOrder } from '../checkout/order';
import { OrdersDialog } from '../checkout/ui/OrdersDialog';
import { Receipt } from '../checkout/ui/Receipt';
import { retryRejected } from '../db/outbox';
import { ordersToShow } from '../db/orders';
import type { OrderRow } from '../db/schema';
import { db } from './db';
import { MarkPaidDialog } from './kiosk/MarkPaidDialog';

function startOfToday(): string {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return d.toISOString();
}

function TodaysOrders({ onClose, onReprint, onMarkPaid }: {
  onClose(): void;
  onReprint(order: CompletedOrder): void;
  onMarkPaid(order: OrderRow): void;
}) {
  const orders = useLiveQuery(() => ordersToShow(db, startOfToday()), []) ?? [];
  const digits = orders[0]?.digits ?? 2;
  return (
    <OrdersDialog
      orders={orders}
      digits={digits}
      onRetry={(id) => void retryRejected(db, id)}
      onReprint={onReprint}
      onMarkPaid={onMarkPaid}
      onClose={onClose}
    />
  );
}

export function OrdersButton() {
  const [open, setOpen] = useState(false);
  const [reprint, setReprint] = useState<CompletedOrder | null>(null);
  const [marking, setMarking] = useState<OrderRow | null>(null);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        Orders
      </button>
      {open && !reprint && !marking && <TodaysOrders onClose={() => setOpen(false)} onReprint={setReprint} onMarkPaid={setMarking} />}
      {reprint && (
        <Receipt order={reprint} date={new Date(reprint.created_at).toLocaleString()} onNewSale={() => setReprint(null)} />
      )}
      {marking && <MarkPaidDialog order={marking} onDone={() => setMarking(null)} />}
    </>
  );
}
