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
import type { CardPaymentRow, PosDb } from '../db/schema';
import type { ApiClient } from './api/client';
import { cancelCardPayment, readCardPayment, sendCardPayment, type CardOutcome } from './contracts/cardPayments';
import { browserTimers, type Timers } from './platform/timers';

/** How often a payment waiting for the customer is asked about. */
export const CARD_POLL_MS = 1_000;

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

export interface CardRecovery {
  /** Sales completed now from payments approved while the till did not hear. */
  completed: CompletedOrder[];
  /** Payments still not final (pending at the terminal, or the service not reachable). */
  open: CardPaymentRow[];
}

/**
 * Asks again about every stored payment not yet final, and completes the sale of every approved
 * one whose sale is not stored. `skip`: payments this page is following itself right now.
 */
export async function recoverCardPayments(db: PosDb, api: ApiClient, options: { skip?: ReadonlySet<string>; now?: () => Date } = {}): Promise<CardRecovery> {
  const recovery: CardRecovery = { completed: [], open: [] };
  const recorded = { afterRestart: true, ...(options.now ? { now: options.now } : {}) };
  for (const row of await unsettledCardPayments(db)) {
    if (options.skip?.has(row.payment_id)) continue;
    const result =
      row.state === 'approved'
        ? await recordCardEvent(db, row.payment_id, null, recorded)
        : await recordOutcome(db, row.payment_id, await readCardPayment(api, row.payment_id), recorded);
    if (!result) continue;
    // Every row asked about had no sale stored: a sale now is one this recovery completed.
    if (result.order) recovery.completed.push(result.order);
    if (result.payment.state === 'created' || result.payment.state === 'pending') recovery.open.push(result.payment);
  }
  return recovery;
}

export interface FollowOptions {
  currency: string;
  digits: CurrencyDigits;
  signal?: AbortSignal;
  timers?: Timers;
  pollMs?: number;
  /** Each fact recorded, for the screen that follows the payment. */
  onRecorded?: (recorded: CardRecorded) => void;
  prints?: CardOutcomeOptions['prints'];
  screenTickets?: CardOutcomeOptions['screenTickets'];
}

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
 * Sends a stored payment (when it was never answered) and asks about it until it is final or
 * `signal` stops the following (the payment then stays stored, to be asked again later).
 */
export async function sendAndFollow(db: PosDb, api: ApiClient, row: CardPaymentRow, options: FollowOptions): Promise<CardRecorded | null> {
  const timers = options.timers ?? browserTimers;
  const report = (r: CardRecorded | null) => {
    if (r) options.onRecorded?.(r);
    return r;
  };
  const recordOptions = { ...(options.prints ? { prints: options.prints } : {}), ...(options.screenTickets ? { screenTickets: options.screenTickets } : {}) };
  let last: CardRecorded | null = { payment: row, order: null };
  if (row.state === 'created') {
    const sent = await sendCardPayment(api, { ...row, currency: options.currency, digits: options.digits });
    last = report(await recordOutcome(db, row.payment_id, await withDetails(api, row.payment_id, sent), recordOptions));
  }
  while (last && (last.payment.state === 'created' || last.payment.state === 'pending') && !options.signal?.aborted) {
    await wait(options.pollMs ?? CARD_POLL_MS, timers, options.signal);
    if (options.signal?.aborted) break;
    last = report(await recordOutcome(db, row.payment_id, await readCardPayment(api, row.payment_id), recordOptions));
  }
  return last;
}

/** Asks the service to cancel; records its answer (cancelled, or approved when the customer paid first). */
export async function cancelAndRecord(db: PosDb, api: ApiClient, paymentId: string): Promise<CardRecorded | null> {
  await recordCardEvent(db, paymentId, { type: 'cancelAsked' });
  return recordOutcome(db, paymentId, await withDetails(api, paymentId, await cancelCardPayment(api, paymentId)), {});
}
