/**
 * Driving card payments on the till's terminal (assumed-contracts 13): sending one that is
 * stored, following it to a final state, and asking again about every payment the till stored
 * and did not see finished (on start, on reconnect, before any new payment).
 *
 * Promises: a request goes out only for a payment already stored (src/db/cardPayments.ts), and
 * under its own `Idempotency-Key`, so sending again never charges again. Every answer is
 * recorded in storage before anything else sees it; an approval stores its sale in the same
 * transaction. Asking again never sends a payment: a payment the service does not know (404)
 * was never taken and is `failed`; one that cannot be asked now stays as it is.
 */
import type { CompletedOrder } from '../checkout/order';
import type { CurrencyDigits } from '../core/money';
import { recordCardEvent, unsettledCardPayments, type CardOutcomeOptions, type CardRecorded } from '../db/cardPayments';
import type { CardPaymentRow, CardRefundRow, PosDb } from '../db/schema';
import type { ApiClient } from './api/client';
import { cancelCardPayment, readCardPayment, refundCardPayment, sendCardPayment, type CardOutcome } from './contracts/cardPayments';
import { recordCardRefund, unsentCardRefunds } from '../db/cardRefunds';
import { browserTimers, type Timers } from './platform/timers';

/** How often a payment waiting for the customer is asked about. */
const CARD_POLL_MS = 1_000;

/** Records what the service said (nothing when it could not be reached). */
async function recordOutcome(db: PosDb, paymentId: string, outcome: CardOutcome, options: CardOutcomeOptions): Promise<CardRecorded | null> {
  if (outcome.kind === 'unreachable') return recordCardEvent(db, paymentId, null, options);
  const event = outcome.kind === 'unknown' ? ({ type: 'unknownToService' } as const) : ({ type: 'answerReceived', answer: outcome.answer } as const);
  return recordCardEvent(db, paymentId, event, options);
}

/**
 * An approval told without the card's words (the `POST` answer says only the state): asked
 * with `GET`, so the sale is never stored without its brand, last 4 and auth code.
 */
async function withDetails(api: ApiClient, paymentId: string, outcome: CardOutcome): Promise<CardOutcome> {
  if (outcome.kind !== 'answered' || outcome.answer.state !== 'approved' || outcome.answer.approval?.auth_code) return outcome;
  const asked = await readCardPayment(api, paymentId);
  return asked.kind === 'answered' ? asked : { kind: 'unreachable', message: 'approved; the details are asked again' };
}

interface CardRecovery {
  /** Sales completed now from payments approved while the till did not hear. */
  completed: CompletedOrder[];
  /** Payments still not final (pending at the terminal, or the service not reachable). */
  open: CardPaymentRow[];
}

/** What the sale a payment pays stores with it (its slips, its kitchen screens' tickets), planned for the printers and stations set up. */
export type PlanCardPrints = (row: CardPaymentRow) => Promise<Pick<CardOutcomeOptions, 'prints' | 'screenTickets'> | undefined>;

/**
 * Asks again about every stored payment not yet final, and completes the sale of every approved
 * one whose sale is not stored, with what it stores (`prints`: slips and kitchen screens'
 * tickets) as a sale completed at the payment stores them: in the sale's own transaction, so
 * they are stored once with it, never again. They are planned only for such a sale.
 * `skip`: payments this page is following itself right now, read again just before each request.
 */
export async function recoverCardPayments(db: PosDb, api: ApiClient, options: { skip?: ReadonlySet<string>; now?: () => Date; prints?: PlanCardPrints } = {}): Promise<CardRecovery> {
  const recovery: CardRecovery = { completed: [], open: [] };
  const base: CardOutcomeOptions = { afterRestart: true, ...(options.now ? { now: options.now } : {}) };
  const withWrites = async (row: CardPaymentRow): Promise<CardOutcomeOptions> => {
    if (await db.orders.get(row.client_order_id)) return base;
    const writes = await options.prints?.(row).catch(() => undefined);
    return { ...base, ...(writes?.prints ? { prints: writes.prints } : {}), ...(writes?.screenTickets ? { screenTickets: writes.screenTickets } : {}) };
  };
  for (const row of await unsettledCardPayments(db)) {
    // Nothing is awaited between this and the request: a payment the page claimed meanwhile is its own.
    if (options.skip?.has(row.payment_id)) continue;
    let result: CardRecorded | null;
    if (row.state === 'approved') result = await recordCardEvent(db, row.payment_id, null, await withWrites(row));
    else {
      const outcome = await readCardPayment(api, row.payment_id);
      const approved = outcome.kind === 'answered' && outcome.answer.state === 'approved';
      result = await recordOutcome(db, row.payment_id, outcome, approved ? await withWrites(row) : base);
    }
    if (!result) continue;
    // Every row asked about had no sale stored: a sale now is one this recovery completed.
    if (result.order) recovery.completed.push(result.order);
    if (result.payment.state === 'created' || result.payment.state === 'pending') recovery.open.push(result.payment);
  }
  return recovery;
}

interface FollowOptions {
  currency: string;
  digits: CurrencyDigits;
  signal?: AbortSignal;
  timers?: Timers;
  pollMs?: number;
  /** Each fact recorded, for the screen that follows the payment. */
  onRecorded?: (recorded: CardRecorded) => void;
  /**
   * What the sale stores with it (its slips, its kitchen screens' tickets). It may still be
   * planned: the payment's request does not wait for it, only the recording of an answer.
   */
  writes?: SaleWrites | Promise<SaleWrites>;
}

type SaleWrites = Pick<CardOutcomeOptions, 'prints' | 'screenTickets'>;

function wait(ms: number, timers: Timers, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const handle = timers.setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      timers.clearTimeout(handle);
      resolve();
    }, { once: true });
  });
}

/**
 * This page's payment requests on their way now, and the payments this page was asked to
 * cancel. A cancel never overtakes its payment's request: overtaken, the service would find
 * nothing to cancel (the till records the payment cancelled), and the request arriving after it
 * would leave the payment waiting at the terminal, for a card the till no longer expects. A
 * payment asked to cancel before its request left is never sent.
 */
const posting = new Map<string, Promise<unknown>>();
const cancelling = new Set<string>();

/**
 * Sends a stored payment (when it was never answered) and asks about it until it is final or
 * `signal` stops the following (the payment then stays stored, to be asked again later).
 */
export async function sendAndFollow(db: PosDb, api: ApiClient, row: CardPaymentRow, options: FollowOptions): Promise<CardRecorded | null> {
  const timers = options.timers ?? browserTimers;
  const report = (r: CardRecorded | null) => {
    if (r) options.onRecorded?.(r);
    return r;
  };
  const planned = Promise.resolve(options.writes ?? {}).catch((): SaleWrites => ({}));
  const recorded = async (): Promise<SaleWrites> => {
    const writes = await planned;
    return { ...(writes.prints ? { prints: writes.prints } : {}), ...(writes.screenTickets ? { screenTickets: writes.screenTickets } : {}) };
  };
  // The row as stored now, not as handed in: a recovery may have found it unknown and failed it
  // meanwhile, and a final payment is never sent again (its approval would land on no sale).
  const stored = await db.cardPayments.get(row.payment_id);
  if (!stored) return null;
  let last: CardRecorded | null;
  if (stored.state === 'created' && (stored.cancel_asked || cancelling.has(row.payment_id))) {
    // Asked to cancel before it left: never sent, so nothing can be charged. It is cancelled.
    await recordCardEvent(db, row.payment_id, { type: 'cancelAsked' });
    last = report(await recordCardEvent(db, row.payment_id, { type: 'unknownToService' }, await recorded()));
  } else if (stored.state === 'created') {
    // Checked and marked with no await between: a cancel asked from now on waits for it.
    const request = sendCardPayment(api, { ...stored, currency: options.currency, digits: options.digits });
    posting.set(row.payment_id, request.catch(() => undefined));
    let sent: Awaited<typeof request>;
    try {
      sent = await request;
    } finally {
      posting.delete(row.payment_id);
    }
    last = report(await recordOutcome(db, row.payment_id, await withDetails(api, row.payment_id, sent), await recorded()));
  } else last = report(await recordCardEvent(db, row.payment_id, null, await recorded()));
  while (last && (last.payment.state === 'created' || last.payment.state === 'pending') && !options.signal?.aborted) {
    await wait(options.pollMs ?? CARD_POLL_MS, timers, options.signal);
    if (options.signal?.aborted) break;
    last = report(await recordOutcome(db, row.payment_id, await readCardPayment(api, row.payment_id), await recorded()));
  }
  return last;
}

/**
 * Sends every card refund not yet answered (of the refund document `refund`, or all), each under
 * its own stored key, and records each answer. One the service cannot be reached for stays to
 * be sent again (on start, on reconnect, before a new payment): the same key never refunds twice.
 */
export async function sendCardRefunds(db: PosDb, api: ApiClient, options: { refund?: string; now?: () => Date } = {}): Promise<CardRefundRow[]> {
  const now = options.now ?? (() => new Date());
  const answered: CardRefundRow[] = [];
  for (const row of await unsentCardRefunds(db, options.refund)) {
    const outcome = await refundCardPayment(api, row.payment_id, row.key, row.amount, row.digits);
    if (outcome.kind === 'unreachable') continue;
    const answer = outcome.kind === 'refunded' ? ({ state: 'refunded', refund_id: outcome.refund_id } as const) : ({ state: 'refused', message: outcome.message } as const);
    const recorded = await recordCardRefund(db, row.key, answer, now());
    if (recorded) answered.push(recorded);
  }
  return answered;
}

/** Asks the service to cancel; records its answer (cancelled, or approved when the customer paid first). */
export async function cancelAndRecord(db: PosDb, api: ApiClient, paymentId: string): Promise<CardRecorded | null> {
  cancelling.add(paymentId);
  await recordCardEvent(db, paymentId, { type: 'cancelAsked' });
  // The payment's request, on its way, reaches the service first: then there is one to cancel.
  await posting.get(paymentId);
  return recordOutcome(db, paymentId, await withDetails(api, paymentId, await cancelCardPayment(api, paymentId)), {});
}
