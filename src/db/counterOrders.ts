/**
 * Kiosk orders to pay at the counter that are never paid: cancelled by staff with a reason, or
 * lapsed after the time the manager set (Settings "Counter orders lapse after").
 *
 * Promises: a cancel or a lapse changes only an order still `unpaid`, read and written in ONE
 * transaction, so an order paid meanwhile in another tab is never cancelled, nor a cancelled
 * one paid ("Mark paid" checks `unpaid` in its own transaction). A cancelled order is kept, with
 * its reason, time and people; it is never uploaded (the server never knew it), and from that
 * transaction on it holds no quota (db/quotaSales.ts counts only `waiting` and `unpaid` orders).
 */
import { counterLapseMinutes, counterOrderLapsed, type CounterCancelReason } from '../checkout/kiosk';
import { refOf, type StaffRef } from '../staff/staff';
import { lapsedChange } from './counterLapse';
import { readSignedIn } from './staff';
import type { PosDb } from './schema';

/**
 * Staff cancel the unpaid counter order `clientOrderId` for `reason`, with the manager who
 * approved it. False when it no longer waits for payment (paid, cancelled or lapsed meanwhile).
 */
export async function cancelCounterOrder(
  db: PosDb,
  clientOrderId: string,
  reason: Exclude<CounterCancelReason, 'lapsed'>,
  now: Date,
  approved_by?: StaffRef,
): Promise<boolean> {
  const person = await readSignedIn(db);
  const by = person ? { by: refOf(person) } : {};
  const approved = approved_by ? { approved_by } : {};
  return db.transaction('rw', db.orders, async () => {
    const order = await db.orders.get(clientOrderId);
    if (!order || order.upload !== 'unpaid') return false;
    await db.orders.update(clientOrderId, { upload: 'cancelled', cancelled: { at: now.toISOString(), reason, ...by, ...approved } });
    return true;
  });
}

/** Cancels as `lapsed` every unpaid counter order older than the lapse time at `now`; the number cancelled. */
export async function lapseCounterOrders(db: PosDb, now: Date): Promise<number> {
  return db.transaction('rw', db.orders, db.settings, async () => {
    const unpaid = await db.orders.where('upload').equals('unpaid').toArray();
    // Most tills hold no counter order: then the settings row is not read at all.
    if (unpaid.length === 0) return 0;
    const minutes = counterLapseMinutes((await db.settings.get('terminal'))?.counterLapseMinutes);
    const lapsed = unpaid.filter((o) => counterOrderLapsed(o.created_at, now, minutes));
    for (const order of lapsed) await db.orders.update(order.client_order_id, lapsedChange(now));
    return lapsed.length;
  });
}
