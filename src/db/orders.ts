/**
 * Completed sales and their outbox.
 *
 * Promises: completing a sale writes the order, its outbox entry, the next ticket number
 * and the emptied cart in ONE transaction, so after a crash either all of it happened or
 * none did: a sale is never charged without being queued, nor queued twice. The ticket
 * counter lives in the same database and only ever rises, so ticket numbers keep counting
 * offline and never repeat on this terminal. A kiosk order's call number (src/checkout/kiosk.ts)
 * is taken from the `call` counter in that same transaction. The outbox holds one entry per order until
 * the server has acknowledged it or refused it for good; the order row itself is kept. The
 * sale's print jobs (`prints`) are written in the same transaction.
 */
import { wireBrandId } from '../core/brandId';
import { orderBrandId } from '../menu/brand';
import { queueScreenTickets, screenTicketTables, type NewScreenTicket } from './kitchenScreen';
import type { Brand, Session } from '../core/catalog';
import type { CartState } from '../cart/cart';
import { completeOrder, formatTicketNo, presentOrderFields, type BrandHeader, type CompletedOrder } from '../checkout/order';
import { saleFits } from './shiftDigits';
import { businessDate } from '../checkout/businessDay';
import { counterLapseMinutes, counterOrderLapsed, nextCallNumber } from '../checkout/kiosk';
import { lapsedChange } from './counterLapse';
import { saleRefusal, type SettledPayment } from '../checkout/payment';
import type { MarkPaidRefusal, SaleNotSaved, SaleOutcome } from '../checkout/saleNotSaved';
import type { Money } from '../core/money';
import { orderTotals } from '../cart/totals';
import { orderStockProblems } from '../cart/orderStock';
import { readQuotaSales } from './quotaSales';
import { readSoldOutList, soldOutTables } from './availability';
import { quotasAfterSales } from '../cart/quotaSales';
import type { CartRules } from '../cart/rules';
import { availabilityOf, isSoldOut, remainingStock } from '../core/availability';
import { clearCartIn, CART_ID } from './cart';
import { readSettings } from './settings';
import { readBranchSettings } from './branchSettings';
import { readOpenShift, shiftRequiredOn } from './shiftFields';
import { recordInOpenShift, type ShiftFields } from './shiftDocument';
import { doneBy } from './staff';
import type { StaffRef } from '../staff/staff';
import type { OrderRow, OutboxRow, PosDb, StoredCart } from './schema';
import { queuePrintJobs, type NewPrintJob } from './printJobs';

function header(brand: Brand | null): BrandHeader {
  return {
    brand_id: wireBrandId(brand?.brand_id ?? null),
    brand_name: brand?.brand_name ?? '',
    localize_name: brand?.localize_name ?? null,
    brand_address: brand?.brand_address ?? null,
    brand_phone: brand?.brand_phone ?? null,
    brand_email: brand?.brand_email ?? null,
    brand_thumbnail: brand?.brand_thumbnail ?? '',
    brand_vat_no: brand?.brand_vat_no ?? null,
  };
}

/** The receipt brand: the order's brand, or under Unify the brand of its first line (`orderBrandId`). */
function receiptBrand(cart: CartState, brands: readonly Brand[]): Brand | null {
  const wanted = orderBrandId(cart);
  return brands.find((b) => b.brand_id === wanted) ?? brands[0] ?? null;
}

/** Hex digits of the terminal id in a ticket: 32 bits, so two tills of a branch share a prefix once in 4.3 billion pairs. */
const TICKET_TERMINAL_DIGITS = 8;

/**
 * `T<branch>-<terminal>`: distinct per terminal, so two tills never print the same ticket. Four
 * digits were one chance in 65,536 for each pair of tills, met by chance in a chain of branches.
 */
export function ticketPrefix(locationId: number, terminalId: string): string {
  return `T${locationId}-${terminalId.replace(/-/g, '').slice(0, TICKET_TERMINAL_DIGITS).toUpperCase()}`;
}

export interface CompleteSaleInput {
  /** The cart the cashier took payment for, as rendered. */
  cart: CartState;
  payments: readonly SettledPayment[];
  brands: readonly Brand[];
  session: Session;
  /**
   * A kiosk order to pay at the counter: stored with its ticket number and no payment, and NOT
   * queued for upload until `markCounterOrderPaid` (src/checkout/kiosk.ts says why).
   */
  payAtCounter?: boolean;
  /**
   * A product's own sold-out flag (2.2 `is_sold_out`), for when no sold-out poll is stored;
   * none sold out when absent.
   */
  soldOutSnapshot?: (productId: number) => boolean;
  /** The manager who confirmed the payment (a kiosk card payment). */
  approved_by?: StaffRef;
  /** assumed-contracts 10: not part of the total; the payments cover the total and the tip. */
  tip?: Money;
  guests?: number | null;
  /**
   * The sale's slips for the printers set up (its receipt, its kitchen tickets), made from the
   * stored sale and written with it, in its transaction: a sale is never stored without what it
   * prints, nor its slips without the sale. Absent: nothing to print.
   */
  prints?: (order: CompletedOrder) => readonly NewPrintJob[];
  /**
   * The sale's tickets for the stations with a kitchen screen (assumed-contracts 14), stored with
   * it and queued for upload in its transaction; `orderId` is the id the screen already knows
   * the order by (its first "Send to kitchen"), else the sale's. Absent: no kitchen screen.
   */
  screenTickets?: (order: CompletedOrder, orderId: string) => readonly NewScreenTicket[];
  /** Injected for tests; the browser's clock and UUIDs otherwise. */
  now?: () => Date;
  newId?: () => string;
}

/** The tables a sale is written to, for a caller that writes it inside its own transaction. */
export const saleTables = (db: PosDb) => [
  db.cart, db.orders, db.outbox, db.counters, db.shifts, db.syncMeta, db.quotas, ...soldOutTables(db), db.branchSettings, db.printJobs, db.settings, db.staff, db.kitchenTickets,
];

/**
 * Whether the sale of `cart` may be stored now, inside the caller's transaction (on
 * `saleTables`): refused (`SaleNotSaved`, nothing written) when the order is empty or below
 * zero, when the stored order is not the one on screen, when a line is sold out or over what is
 * left, or when a shift is asked and none is open. Else the stored order.
 */
export async function checkSaleNow(
  db: PosDb,
  cart: CartState,
  options: { soldOutSnapshot?: (productId: number) => boolean; shiftRequired: boolean },
): Promise<{ ok: true; stored: StoredCart } | SaleNotSaved> {
  if (cart.lines.length === 0) return { ok: false, reason: 'empty' };
  const belowZero = saleRefusal(orderTotals(cart).total);
  if (belowZero) return belowZero;
  const stored = await db.cart.get(CART_ID);
  if (!stored || stored.revision !== cart.revision) return { ok: false, reason: 'changed' };
  // 2.10.11 on the whole order, against what is stored now: a poll or another sale may have
  // taken what this order holds since it was built.
  const problems = orderStockProblems(stored.lines, await readStockRules(db, options.soldOutSnapshot ?? (() => false)));
  if (problems.length > 0) return { ok: false, reason: 'stock-changed', problems };
  if (options.shiftRequired && !(await readOpenShift(db))) return { ok: false, reason: 'no-open-shift' };
  return { ok: true, stored };
}

/**
 * Stores the completed sale, or refuses it (`SaleNotSaved`, nothing written, the order kept)
 * as `checkSaleNow` does, or when the open shift cannot count its amounts exactly.
 */
export async function completeSale(db: PosDb, input: CompleteSaleInput): Promise<SaleOutcome> {
  const context = await saleContext(db, input, (input.newId ?? (() => crypto.randomUUID()))());
  // Kiosk mode never asks for a shift; a counter order joins a shift when it is paid.
  const shiftRequired = shiftRequiredOn(context.settings) && !input.payAtCounter;
  return db.transaction('rw', saleTables(db), async (): Promise<SaleOutcome> => {
    const checked = await checkSaleNow(db, input.cart, { soldOutSnapshot: input.soldOutSnapshot, shiftRequired });
    if (!checked.ok) return checked;
    const sale = await makeSale(db, input, checked.stored, context);
    const recorded = input.payAtCounter ? null : await recordInOpenShift(db, { type: 'saleRecorded', client_order_id: context.clientOrderId }, saleFits(sale.made));
    if (recorded && !recorded.ok) return { ok: false, reason: 'shift-digits' };
    return { ok: true, order: await writeSale(db, input, sale, recorded?.fields ?? {}, { ...context, restarted: false }) };
  });
}

/** A sale a card on the terminal already took the money for (assumed-contracts 13). */
export interface ChargedSaleInput extends Omit<CompleteSaleInput, 'payAtCounter' | 'soldOutSnapshot' | 'newId'> {
  /** Stored under the `client_order_id` the payment was sent with; `completed_after_restart` by recovery. */
  charged: { client_order_id: string; completed_after_restart: boolean };
}

/**
 * Stores the sale a card already took the money for, never refused: money taken is never left
 * without its sale. It is the order it paid for, as it was then, whatever changed since (stock,
 * shift, the order on screen: the checks were made before the card was sent, `checkSaleNow`).
 * One the open shift cannot count exactly is stored outside it (no `shift_id`), as with no shift
 * open. Inside the caller's transaction when it holds `saleTables`.
 */
export async function completeChargedSale(db: PosDb, input: ChargedSaleInput): Promise<CompletedOrder> {
  const context = await saleContext(db, input, input.charged.client_order_id);
  return db.transaction('rw', saleTables(db), async () => {
    const sale = await makeSale(db, input, { ...input.cart, id: CART_ID }, context);
    const recorded = await recordInOpenShift(db, { type: 'saleRecorded', client_order_id: context.clientOrderId }, saleFits(sale.made));
    return writeSale(db, input, sale, recorded.ok ? recorded.fields : {}, { ...context, restarted: input.charged.completed_after_restart });
  });
}

/** What a sale is stored with, read before its transaction: the terminal's settings, who sells, when, and its id. */
interface SaleContext {
  settings: Awaited<ReturnType<typeof readSettings>>;
  person: Awaited<ReturnType<typeof doneBy>>;
  now: Date;
  clientOrderId: string;
}

async function saleContext(db: PosDb, input: Pick<CompleteSaleInput, 'now'>, clientOrderId: string): Promise<SaleContext> {
  return { settings: await readSettings(db), person: await doneBy(db), now: (input.now ?? (() => new Date()))(), clientOrderId };
}

/** The order as it will be stored, from the stored order `stored`, with the ticket number it takes. */
async function makeSale(db: PosDb, input: CompleteSaleInput, stored: StoredCart, context: SaleContext): Promise<{ made: CompletedOrder; next: number; stored: StoredCart }> {
  const { session } = input;
  const { settings, now } = context;
  const counter = (await db.counters.get('ticket'))?.value ?? 0;
  const next = counter + 1;
  const made = completeOrder({
    cart: stored,
    client_order_id: context.clientOrderId,
    ticket_no: formatTicketNo(ticketPrefix(session.location.id, settings.terminalId), next),
    created_at: now.toISOString(),
    location_id: session.location.id,
    brand: header(receiptBrand(stored, input.brands)),
    payments: input.payAtCounter ? [] : input.payments,
    digits: session.config.currency_decimals,
    terminal_id: settings.terminalId,
    // The stored order's own name and note (assumed-contracts 7), as checked by its revision.
    fields: { order_name: stored.name, order_note: stored.note },
    // The VAT the prices included when it sold, so a reprint shows the same (assumed-contracts 11).
    vat_percent: (await readBranchSettings(db)).vat_percent,
    ...(input.payAtCounter ? {} : { tip: input.tip, guests: input.guests }),
  });
  return { made, next, stored };
}

/**
 * Writes the sale `sale` with the open shift's fields it joins (none when it is stored outside
 * a shift): the order, its outbox entry, the ticket counter, its slips and kitchen screens'
 * tickets, and the emptied order on screen when it is the one sold.
 */
async function writeSale(db: PosDb, input: CompleteSaleInput, sale: { made: CompletedOrder; next: number; stored: StoredCart }, shiftFields: ShiftFields, context: SaleContext & { restarted: boolean }): Promise<CompletedOrder> {
  const { made, next, stored } = sale;
  const { settings, now, clientOrderId } = context;
  const onScreen = await db.cart.get(CART_ID);
  await db.counters.put({ id: 'ticket', value: next });
  const approved = input.approved_by ? { approved_by: input.approved_by } : {};
  // A kiosk order is called by a short number of the branch day, counted beside the tickets.
  const call = settings.kiosk.enabled ? { call_no: await takeCallNumber(db, businessDate(now, input.session.location.timezone)) } : {};
  const restarted = context.restarted ? { completed_after_restart: true } : {};
  const order: CompletedOrder = { ...made, ...presentOrderFields({ ...shiftFields, ...context.person }), ...approved, ...call, ...restarted };
  const paid: CompletedOrder = input.payAtCounter ? { ...order, pay_at_counter: true } : order;
  const row: OrderRow = { ...paid, ticket_seq: next, upload: input.payAtCounter ? 'unpaid' : 'waiting', invoice_id: null, message: null, uploaded_at: null };
  await db.orders.add(row);
  if (!input.payAtCounter) await db.outbox.add(outboxEntry(clientOrderId, now.getTime()));
  if (input.prints) await queuePrintJobs(db, input.prints(paid), now.getTime());
  // A counter order goes to the kitchen when it is paid, as its paper does.
  if (input.screenTickets && !input.payAtCounter) await queueScreenTickets(db, input.screenTickets(paid, stored.kitchen_order_id ?? paid.client_order_id));
  // The order on screen is emptied when it is the one sold (a charged card's order may have been left meanwhile).
  if (onScreen && onScreen.revision === stored.revision) await clearCartIn(db, onScreen);
  return paid;
}

/** The next call number of `day`, stored as the last one given; inside the caller's transaction on `counters`. */
async function takeCallNumber(db: PosDb, day: string): Promise<number> {
  const row = await db.counters.get('call');
  const next = nextCallNumber(row ? { day: row.day ?? '', value: row.value } : null, day);
  await db.counters.put({ id: 'call', value: next.value, day: next.day });
  return next.value;
}

/**
 * Sold out and what is left now, as the cart's rules ask them (`CartRules`), read from
 * storage: the latest sold-out poll (else each product's snapshot flag, `soldOutSnapshot`) and
 * the quota rows lowered by the sales the polls cannot have counted. Read inside the caller's
 * transaction when it holds `syncMeta`, `quotas`, `orders` and `soldOutTables`, so a sale is checked
 * against exactly what was stored before it.
 */
async function readStockRules(db: PosDb, soldOutSnapshot: (productId: number) => boolean): Promise<Pick<CartRules, 'isSoldOut' | 'remainingStock'>> {
  const [sales, soldOut] = await Promise.all([readQuotaSales(db), readSoldOutList(db)]);
  const availability = availabilityOf({ quotas: quotasAfterSales(sales.quotas, sales.sold), soldOut });
  return {
    isSoldOut: (id) => isSoldOut(availability, { id, is_sold_out: soldOutSnapshot(id) ? 1 : 0 }),
    remainingStock: (id) => remainingStock(availability, id),
  };
}

function outboxEntry(clientOrderId: string, at: number): OutboxRow {
  return { client_order_id: clientOrderId, queued_at: at, attempts: 0, next_attempt_at: 0, last_error: null };
}


/**
 * Staff took the money for a counter order: it becomes a sale, with these payments and the
 * time it was paid (the moment it counts for the day's takings), recorded in the shift open on
 * this terminal then (its `shift_id`, and its cash in that shift's expected cash), and queued
 * for upload, in the same transaction. Refused, nothing written, when the order is not an
 * unpaid counter order (paid or cancelled in another tab), when "Sell only with an open shift"
 * asks a shift none is open (a kiosk never asks), or when it lapsed: then it is cancelled as
 * `lapsed` in that same transaction. Until it is paid the kitchen has nothing of it: its tickets
 * for the stations with a kitchen screen (`writes.screenTickets`, as a sale's) are queued in the
 * payment's transaction, so a paid order reaches the screen once, and a refused one never.
 */
export async function markCounterOrderPaid(
  db: PosDb,
  clientOrderId: string,
  payments: readonly SettledPayment[],
  now: Date,
  approved_by?: StaffRef,
  writes: Pick<CompleteSaleInput, 'screenTickets'> = {},
): Promise<{ ok: true; order: OrderRow } | MarkPaidRefusal> {
  const person = await doneBy(db);
  const settings = await readSettings(db);
  const shiftRequired = shiftRequiredOn(settings);
  const lapseMinutes = counterLapseMinutes(settings.counterLapseMinutes);
  return db.transaction('rw', [db.orders, db.shifts, ...screenTicketTables(db)], async (): Promise<{ ok: true; order: OrderRow } | MarkPaidRefusal> => {
    const order = await db.orders.get(clientOrderId);
    if (!order || order.upload !== 'unpaid') return { ok: false, reason: 'not-waiting' };
    if (counterOrderLapsed(order.created_at, now, lapseMinutes)) {
      await db.orders.update(clientOrderId, lapsedChange(now));
      return { ok: false, reason: 'lapsed' };
    }
    if (shiftRequired && !(await readOpenShift(db))) return { ok: false, reason: 'no-open-shift' };
    const paid: CompletedOrder = { ...order, payments: [...payments] };
    const recorded = await recordInOpenShift(db, { type: 'saleRecorded', client_order_id: clientOrderId }, saleFits(paid));
    if (!recorded.ok) return recorded;
    const approved = approved_by ? { approved_by } : {};
    const changes: Partial<OrderRow> = { upload: 'waiting', payments: [...payments], pay_at_counter: false, created_at: now.toISOString(), ...recorded.fields, ...person, ...approved };
    await db.orders.update(clientOrderId, changes);
    await db.outbox.add(outboxEntry(clientOrderId, now.getTime()));
    const sold: OrderRow = { ...order, ...changes };
    if (writes.screenTickets) await queueScreenTickets(db, writes.screenTickets(sold, clientOrderId));
    return { ok: true, order: sold };
  });
}
