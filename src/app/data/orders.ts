/**
 * "Orders": the lists read live (`src/db/ordersList.ts`), a refund's sale, and marking a
 * counter order paid. Loaded with "Orders", not with the page.
 */
import type { StaffRef } from '../../staff/staff';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { startOfDay } from '../../checkout/businessDay';
import type { SettledPayment } from '../../checkout/payment';
import { markCounterOrderPaid } from '../../db/orders';
import { cancelCounterOrder } from '../../db/counterOrders';
import type { CounterCancelReason } from '../../checkout/kiosk';
import { findSale, ordersToShow, readOrder, refundsToShow } from '../../db/ordersList';
import { refundsOf } from '../../db/refunds';
import { voidsToShow } from '../../db/waitingDocuments';
import { useDb } from './DbProvider';

/**
 * What "Orders" lists (the rejected sales, today's from the start of the branch's day in
 * `timeZone`, earlier ones still waiting) with their refunds, and the voids of cleared orders
 * not yet on the server; undefined while loading.
 */
export function useOrdersToShow(timeZone: string) {
  const db = useDb();
  return useLiveQuery(async () => {
    const since = startOfDay(new Date(), timeZone).toISOString();
    const orders = await ordersToShow(db, since);
    const ids = [...orders.rejected, ...orders.today, ...orders.earlier].map((o) => o.client_order_id);
    return { ...orders, ...(await refundsToShow(db, since, ids)), voids: await voidsToShow(db) };
  }, [db, timeZone]);
}

export function useOrderWrites() {
  const db = useDb();
  return useMemo(
    () => ({
      /** The sale stored under `id`, read once (a refund's receipt names its sale). */
      readOrder: (id: string) => readOrder(db, id),
      /** The sale of any day with the ticket number `ticket` (typed, or scanned from its receipt), with its refunds; null when none. */
      findSale: async (ticket: string) => {
        const order = await findSale(db, ticket);
        return order && { order, refunds: await refundsOf(db, order.client_order_id) };
      },
      /** Staff took the money for a counter order: the paid order, or why nothing was written. */
      markPaid: (id: string, payments: readonly SettledPayment[], now: Date, approved_by?: StaffRef) => markCounterOrderPaid(db, id, payments, now, approved_by),
      /** Staff cancel a counter order nobody will pay; false when it no longer waits for payment. */
      cancelOrder: (id: string, reason: Exclude<CounterCancelReason, 'lapsed'>, now: Date, approved_by?: StaffRef) => cancelCounterOrder(db, id, reason, now, approved_by),
    }),
    [db],
  );
}
