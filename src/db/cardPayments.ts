/**
 * Card payments on the till's terminal (assumed-contracts 13) and the sales they pay.
 *
 * Promises: a payment is stored with the order it pays (the order as paid for, its other
 * tenders, tip and guests, the `client_order_id` its sale will carry) BEFORE its request
 * leaves, so whatever happens next the till can ask about it again. A stored order has at
 * most one payment not yet final, so one order is never sent to the terminal twice at once.
 * An approval is recorded in the SAME transaction that stores its sale: after a crash either
 * both happened or neither did, and the next answer (recovery asks again) completes the sale.
 * A sale is stored once per `client_order_id`, however many times its approval is recorded.
 */
import type { CartState } from '../cart/cart';
import { cardReducer, cardSettledPayment, cardStep, startCardAttempt, type CardEvent } from '../checkout/cardPayment';
import type { CompletedOrder } from '../checkout/order';
import type { SettledPayment } from '../checkout/payment';
import type { Brand, Session } from '../core/catalog';
import type { Money } from '../core/money';
import type { SaleNotSaved } from '../checkout/saleNotSaved';
import { checkSaleNow, completeChargedSale, saleTables, type CompleteSaleInput } from './orders';
import type { CardPaymentRow, PosDb } from './schema';
import { readSettings } from './settings';
import { shiftRequiredOn } from './shiftFields';

const NOT_FINAL = ['created', 'pending'] as const;

/** Why a card payment was not started: another one of this till is not final yet (it is followed first). */
type CardStartRefusal = { ok: false; reason: 'in-flight'; payment: CardPaymentRow };

interface BeginCardInput {
  cart: CartState;
  others: SettledPayment[];
  amount: Money;
  tip: Money;
  sale_tip: Money;
  guests: number | null;
  brands: readonly Brand[];
  session: Session;
  terminal_id: string;
  soldOutSnapshot?: (productId: number) => boolean;
  now: Date;
  /** The payment's id when the page made it first (to claim it before it is stored). */
  payment_id?: string;
  newId?: () => string;
}

/**
 * Stores a new payment for the order on screen, checked as "Complete sale" checks it (the order
 * is the one on screen, its stock, the open shift): a card is never charged for a sale the till
 * would then refuse. Refused as `checkSaleNow` refuses (`SaleNotSaved`, nothing stored), and
 * while another payment is in flight.
 */
export async function beginCardPayment(db: PosDb, input: BeginCardInput): Promise<CardPaymentRow | CardStartRefusal | SaleNotSaved> {
  const newId = input.newId ?? (() => crypto.randomUUID());
  const settings = await readSettings(db);
  return db.transaction('rw', [...saleTables(db), db.cardPayments], async (): Promise<CardPaymentRow | CardStartRefusal | SaleNotSaved> => {
    const flying = await inFlight(db);
    if (flying) return { ok: false, reason: 'in-flight', payment: flying };
    const checked = await checkSaleNow(db, input.cart, { soldOutSnapshot: input.soldOutSnapshot, shiftRequired: shiftRequiredOn(settings) });
    if (!checked.ok) return checked;
    const attempt = startCardAttempt({ payment_id: input.payment_id ?? newId(), client_order_id: newId(), terminal_id: input.terminal_id, amount: input.amount, tip: input.tip });
    const row: CardPaymentRow = {
      ...attempt,
      cart: input.cart,
      others: input.others,
      sale_tip: input.sale_tip,
      guests: input.guests,
      brands: [...input.brands],
      session: input.session,
      created_at: input.now.toISOString(),
      answered_at: null,
    };
    await db.cardPayments.add(row);
    return row;
  });
}

export interface CardOutcomeOptions {
  now?: () => Date;
  /** The sale is completed by asking again after the till was cut off, not by the dialog that sent it. */
  afterRestart?: boolean;
  prints?: CompleteSaleInput['prints'];
  /** The sale's tickets for the stations with a kitchen screen, stored with it. */
  screenTickets?: CompleteSaleInput['screenTickets'];
}

/** What recording a fact about a payment left: the payment, and its sale when that is stored now or was before. */
export interface CardRecorded {
  payment: CardPaymentRow;
  order: CompletedOrder | null;
}

/**
 * Records `event` on the payment and, when it is (or was) approved and its sale is not
 * stored, stores the sale in the same transaction. Null when no such payment is stored.
 */
export async function recordCardEvent(db: PosDb, paymentId: string, event: CardEvent | null, options: CardOutcomeOptions = {}): Promise<CardRecorded | null> {
  const now = (options.now ?? (() => new Date()))();
  return db.transaction('rw', [...saleTables(db), db.cardPayments], async () => {
    const before = await db.cardPayments.get(paymentId);
    if (!before) return null;
    const next = event ? cardReducer(before, event) : before;
    const payment: CardPaymentRow = next === before ? before : { ...before, ...next, answered_at: now.toISOString() };
    if (payment !== before) await db.cardPayments.put(payment);
    const stored = await db.orders.get(payment.client_order_id);
    if (cardStep(payment, stored !== undefined) !== 'complete-sale') return { payment, order: stored ?? null };
    const order = await completeChargedSale(db, {
      cart: payment.cart,
      payments: [...payment.others, cardSettledPayment(payment)],
      brands: payment.brands,
      session: payment.session,
      tip: payment.sale_tip,
      guests: payment.guests,
      charged: { client_order_id: payment.client_order_id, completed_after_restart: options.afterRestart ?? false },
      ...(options.prints ? { prints: options.prints } : {}),
      ...(options.screenTickets ? { screenTickets: options.screenTickets } : {}),
      now: () => now,
    });
    return { payment, order };
  });
}

/** The payment of this till not yet final, if any (there is at most one). */
export async function inFlight(db: PosDb): Promise<CardPaymentRow | null> {
  return (await db.cardPayments.where('state').anyOf(NOT_FINAL).first()) ?? null;
}

/** Every payment recovery must see: not yet final, or approved with no sale stored. */
export async function unsettledCardPayments(db: PosDb): Promise<CardPaymentRow[]> {
  return db.transaction('r', [db.cardPayments, db.orders], async () => {
    const open = await db.cardPayments.where('state').anyOf(NOT_FINAL).toArray();
    const approved = await db.cardPayments.where('state').equals('approved').toArray();
    const orphans: CardPaymentRow[] = [];
    for (const p of approved) if (!(await db.orders.get(p.client_order_id))) orphans.push(p);
    return [...open, ...orphans];
  });
}

/** The payment with this id, as stored. */
export async function readCardPayment(db: PosDb, paymentId: string): Promise<CardPaymentRow | null> {
  return (await db.cardPayments.get(paymentId)) ?? null;
}

/** Whether `begun` is a refusal: another payment in flight (followed first), or the sale refused (said). */
export const isCardStartRefusal = (begun: CardPaymentRow | CardStartRefusal | SaleNotSaved): begun is CardStartRefusal | SaleNotSaved => 'ok' in begun;
