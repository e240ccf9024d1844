/**
 * "Orders": the lists read live (`src/db/ordersList.ts`), a refund's sale, and marking a
 * counter order paid. Loaded with "Orders", not with the page.
 */
import type { StaffRef } from '../../staff/staff';
import type { Channel } from '../../core/catalog';
import type { OrderRow } from '../../db/schema';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo } from 'react';
import { startOfDay } from '../../checkout/businessDay';
import type { SettledPayment } from '../../checkout/payment';
import { markCounterOrderPaid } from '../../db/orders';
import { cancelCounterOrder } from '../../db/counterOrders';
import type { CounterCancelReason } from '../../checkout/kiosk';
import { findSale, ordersToShow, readOrder, refundsToShow } from '../../db/ordersList';
import { refundsOf } from '../../db/refunds';
import { voidsToShow } from '../../db/waitingDocuments';
import { useDb } from './DbProvider';
import { useLanguage } from '../../i18n/react';
import { linksOfOrder, type LinksFor } from '../kitchen/orderLinks';
import { printingActions } from './printing';
import { useSettings } from './settings';

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
      /** Staff cancel a counter order nobody will pay; false when it no longer waits for payment. */
      cancelOrder: (id: string, reason: Exclude<CounterCancelReason, 'lapsed'>, now: Date, approved_by?: StaffRef) => cancelCounterOrder(db, id, reason, now, approved_by),
    }),
    [db],
  );
}

/**
 * "Mark paid": staff took the money for a counter order; the paid order, or why nothing was
 * written. Its tickets for the stations with a kitchen screen are planned first, from its
 * products' stations (`linksFor`), and queued with the payment (src/db/orders.ts
 * `markCounterOrderPaid`); the other stations' paper follows it (PaidKitchen). The screen is
 * told no category or preparation time: the products' facts are not held here.
 */
export function useMarkPaid(channels: readonly Channel[], linksFor: LinksFor | undefined) {
  const db = useDb();
  const { lang, name, translate } = useLanguage();
  // Without a kitchen screen nothing is planned, and nothing more is loaded (the plan reads the stations stored).
  const settings = useSettings();
  const screens = settings === undefined || !!settings?.kitchenStations?.some((s) => s.screen);
  return useCallback(
    async (order: OrderRow, payments: readonly SettledPayment[], now: Date, approved_by?: StaffRef) => {
      if (!screens) return markCounterOrderPaid(db, order.client_order_id, payments, now, approved_by);
      const m = await printingActions();
      const linksOf = await linksOfOrder(linksFor, order.lines);
      const screenTickets = await m.planScreenTickets(db, channels, { t: translate, name, direction: lang.dir }, linksOf, m.kitchenFactsOf(new Map(), []));
      return markCounterOrderPaid(db, order.client_order_id, payments, now, approved_by, screenTickets ? { screenTickets } : {});
    },
    [db, screens, channels, linksFor, translate, name, lang.dir],
  );
}
