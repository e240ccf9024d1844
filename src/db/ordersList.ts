/**
 * What "Orders" lists, each part read in one transaction: every rejected sale and refund,
 * whatever its day; today's (from the start of the branch's day); and those of earlier days
 * that still wait, to be uploaded or to be paid at the counter, so nothing drops out of sight
 * over midnight. Read only when "Orders" opens, so it loads with it.
 */
import type { CardRefundRow, OrderRow, OrderState, PosDb, RefundRow } from './schema';
import { refusedCardRefunds } from './cardRefunds';
import { latinDigits } from '../core/typedNumber';

/** Orders created at or after `since` (ISO), newest first. */
export function ordersSince(db: PosDb, since: string): Promise<OrderRow[]> {
  return db.orders.where('created_at').aboveOrEqual(since).reverse().toArray();
}

/** The sale stored under `id` (a refund's `refund_of`), if any. */
export function readOrder(db: PosDb, id: string): Promise<OrderRow | undefined> {
  return db.orders.get(id);
}

/** A sale as "Orders" lists it: with why it is still waiting (`last_error` of its upload). */
export type ListedOrder = OrderRow & { last_error?: string | null };

interface OrdersToShow {
  /** Every rejected sale, whatever its day, newest first: each waits until someone acts. */
  rejected: ListedOrder[];
  /** The other orders of today (from `since`, the start of the branch's day), newest first. */
  today: ListedOrder[];
  /** Orders of earlier days that still wait, to upload or to be paid at the counter, newest first. */
  earlier: ListedOrder[];
}

/**
 * What "Orders" lists, read in one transaction: every rejected sale, and the other orders of
 * today followed by every order of an earlier day that still waits, to be uploaded or to be
 * paid at the counter (a sale left waiting over midnight must not drop out of sight).
 */
export function ordersToShow(db: PosDb, since: string): Promise<OrdersToShow> {
  return db.transaction('r', [db.orders, db.outbox], async () => {
    const rejected = await db.orders.where('upload').equals('rejected').reverse().sortBy('created_at');
    const recent = (await ordersSince(db, since)).filter((o) => o.upload !== 'rejected');
    const open = await db.orders.where('upload').anyOf('unpaid', 'waiting').toArray();
    const older = open.filter((o) => o.created_at < since).sort((a, b) => b.created_at.localeCompare(a.created_at));
    const waiting = [...recent, ...older].filter((o) => o.upload === 'waiting').map((o) => o.client_order_id);
    const entries = await db.outbox.bulkGet(waiting);
    const reasons = new Map(entries.map((e) => [e?.client_order_id, e?.last_error ?? null]));
    const withReason = (o: OrderRow): ListedOrder => (o.upload === 'waiting' ? { ...o, last_error: reasons.get(o.client_order_id) ?? null } : o);
    return { rejected, today: recent.map(withReason), earlier: older.map(withReason) };
  });
}

/** The sale a waiting refund waits for (its refund is never sent before it is uploaded). */
interface RefundWaitsFor {
  ticket_no: string;
  upload: Exclude<OrderState, 'uploaded'>;
}

/**
 * A refund as "Orders" lists it: with why it is still waiting (`last_error` of its upload, and
 * `waits_for`, the sale it follows while that sale is not uploaded: rejected, it holds the
 * refund until someone sends it again).
 */
export type ListedRefund = RefundRow & { last_error?: string | null; waits_for?: RefundWaitsFor | null; card_refused?: readonly CardRefundRow[] };

interface RefundsToShow {
  /** Rejected refunds of any day, then today's, then earlier ones still waiting; newest first in each. */
  refunds: ListedRefund[];
  /** Every refund of each of `saleIds`, whatever its day: what each sale has given back. */
  bySale: Map<string, RefundRow[]>;
}

/** What "Orders" lists of refunds, read in one transaction (the same day rule as `ordersToShow`). */
export function refundsToShow(db: PosDb, since: string, saleIds: readonly string[]): Promise<RefundsToShow> {
  return db.transaction('r', [db.refunds, db.outbox, db.orders, db.cardRefunds], async () => {
    const newestFirst = (a: RefundRow, b: RefundRow) => b.created_at.localeCompare(a.created_at);
    const rejected = (await db.refunds.where('upload').equals('rejected').toArray()).sort(newestFirst);
    const today = (await db.refunds.where('created_at').aboveOrEqual(since).toArray()).filter((r) => r.upload !== 'rejected').sort(newestFirst);
    const earlier = (await db.refunds.where('upload').equals('waiting').toArray()).filter((r) => r.created_at < since).sort(newestFirst);
    const waiting = [...today, ...earlier].filter((r) => r.upload === 'waiting');
    const entries = await db.outbox.bulkGet(waiting.map((r) => r.client_order_id));
    const reasons = new Map(entries.map((e) => [e?.client_order_id, e?.last_error ?? null]));
    const sales = await db.orders.bulkGet(waiting.map((r) => r.refund_of));
    const follows = new Map(sales.flatMap((o) => (o && o.upload !== 'uploaded' ? [[o.client_order_id, { ticket_no: o.ticket_no, upload: o.upload }] as const] : [])));
    const listed = [...rejected, ...today, ...earlier];
    // Money the acquirer refused to give back to a card: the refund says so, with its words.
    const refused = new Map<string, CardRefundRow[]>();
    for (const c of await refusedCardRefunds(db, listed.map((r) => r.client_order_id))) refused.set(c.refund, [...(refused.get(c.refund) ?? []), c]);
    const withCards = (r: ListedRefund): ListedRefund => (refused.has(r.client_order_id) ? { ...r, card_refused: refused.get(r.client_order_id) } : r);
    const withReason = (r: RefundRow): ListedRefund =>
      withCards(r.upload === 'waiting' ? { ...r, last_error: reasons.get(r.client_order_id) ?? null, waits_for: follows.get(r.refund_of) ?? null } : r);
    const ofSales = await db.refunds.where('refund_of').anyOf([...saleIds]).toArray();
    const bySale = new Map<string, RefundRow[]>();
    for (const r of ofSales) bySale.set(r.refund_of, [...(bySale.get(r.refund_of) ?? []), r]);
    return { refunds: listed.map(withReason), bySale };
  });
}

/**
 * The sale of this terminal whose ticket number is `typed`, whatever its day: typed (in any
 * digits, any case, blanks ignored) or scanned from the receipt's barcode. Found through the
 * running number it ends with (`ticket_seq`, indexed), so no sale is read but those of that
 * number. A number alone ("42") finds the terminal's sale of that number. Null when none.
 */
export async function findSale(db: PosDb, typed: string): Promise<OrderRow | null> {
  const text = latinDigits(typed).replace(/\s+/g, '').toUpperCase();
  const seq = /(\d+)$/.exec(text)?.[1];
  if (seq === undefined) return null;
  const rows = await db.orders.where('ticket_seq').equals(Number(seq)).toArray();
  if (/^\d+$/.test(text)) return rows.length === 1 ? rows[0]! : null;
  return rows.find((row) => row.ticket_no.toUpperCase() === text) ?? null;
}
