/** The parked orders as "Parked orders" lists them, read live by the order's actions; writes are src/db/parked.ts's. */
import type { ParkedRow, PosDb } from './schema';

/** Parked orders, oldest first. */
export function parkedOrders(db: PosDb): Promise<ParkedRow[]> {
  return db.parked.orderBy('parked_at').toArray();
}

/** How many orders are parked, for the count beside "Parked orders". */
export function parkedCount(db: PosDb): Promise<number> {
  return db.parked.count();
}
