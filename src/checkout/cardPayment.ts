/**
 * One attempt to take a card on the till's terminal (assumed-contracts 13), as a pure state
 * machine. An attempt is made with its `payment_id` and the `client_order_id` of the sale it
 * pays (`created`), stored, then sent; from then on only the service's answers move it:
 *
 *   created ──answer pending──▶ pending ──answer approved──▶ approved   (final: the sale completes)
 *      │                           │     ──answer declined──▶ declined   (final)
 *      │                           │     ──answer cancelled─▶ cancelled  (final)
 *      └──────unknown to service───┴─────answer failed────▶ failed     (final)
 *                                        (cancelled instead when the cashier asked to cancel)
 *
 * A final state never changes again, so a late or repeated answer cannot turn an approved
 * payment into a declined one (nor back). Asking to cancel marks the attempt; only the
 * service's answer cancels it (the customer may have paid first). Another try of the same
 * order is a new attempt with a new `payment_id`.
 *
 * The card pays everything still due (the order's rest and the tip's rest): split tenders are
 * taken first, so an approved card always completes its sale.
 */
import { add, sub, ZERO, type Money } from '../core/money';
import { summarizePayment, type PaymentState, type SettledPayment } from './payment';


export type CardState = 'created' | 'pending' | 'approved' | 'declined' | 'cancelled' | 'failed';

export const FINAL_CARD_STATES: readonly CardState[] = ['approved', 'declined', 'cancelled', 'failed'];

export const isFinalCard = (state: CardState): boolean => FINAL_CARD_STATES.includes(state);

/** What the acquirer says of an approved card; printed on the receipt and sent with the sale. */
export interface CardApproval {
  auth_code: string;
  card_brand: string;
  last4: string;
  reference: string;
}

export interface CardAttempt {
  payment_id: string;
  client_order_id: string;
  terminal_id: string;
  /** What the card pays of the order's total. */
  amount: Money;
  /** What the card pays of the tip, on top of `amount`. */
  tip: Money;
  state: CardState;
  approval: CardApproval | null;
  /** The cashier asked to cancel; until the service answers, the customer may still pay. */
  cancel_asked: boolean;
}

/** The service's word on a payment, decoded (src/sync/contracts/cardPayments.ts). */
export interface CardAnswer {
  state: Exclude<CardState, 'created'>;
  approval: CardApproval | null;
}

/** Facts, in the past tense. */
export type CardEvent =
  | { type: 'answerReceived'; answer: CardAnswer }
  /** `GET` answered 404: the service never took the payment, so nothing was charged. */
  | { type: 'unknownToService' }
  | { type: 'cancelAsked' };

export type CardRefusal =
  /** Nothing is due: there is nothing to charge. */
  | { ok: false; reason: 'nothing-due' }
  /** The card pays all that is due; other tenders are taken before it. */
  | { ok: false; reason: 'card-not-all-due'; due: Money };

const NO_APPROVAL: CardApproval = { auth_code: '', card_brand: '', last4: '', reference: '' };

export function cardReducer(attempt: CardAttempt, event: CardEvent): CardAttempt {
  if (isFinalCard(attempt.state)) return attempt;
  switch (event.type) {
    case 'answerReceived': {
      const { state, approval } = event.answer;
      if (state === attempt.state) return attempt;
      return { ...attempt, state, approval: state === 'approved' ? (approval ?? NO_APPROVAL) : null };
    }
    case 'unknownToService':
      // Never taken by the service: nothing was charged. Asked to cancel, that is what it is.
      return { ...attempt, state: attempt.cancel_asked ? 'cancelled' : 'failed' };
    case 'cancelAsked':
      return attempt.cancel_asked ? attempt : { ...attempt, cancel_asked: true };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** What the till does next with a stored attempt: ask the service, complete the sale it paid, or nothing. */
export type CardStep = 'ask' | 'complete-sale' | 'settled';

/**
 * Recovery's rule for one stored attempt: not final → ask `GET`; approved without its sale →
 * complete that sale; otherwise settled (the sale is stored, or nothing was charged).
 */
export function cardStep(attempt: Pick<CardAttempt, 'state'>, saleStored: boolean): CardStep {
  if (!isFinalCard(attempt.state)) return 'ask';
  return attempt.state === 'approved' && !saleStored ? 'complete-sale' : 'settled';
}

/** The split of what the card is asked for: the other tenders recorded so far and the card's part of the total and of the tip. */
export interface CardCharge {
  others: SettledPayment[];
  amount: Money;
  tip: Money;
}

/**
 * What the card is charged for a payment state with tenders already recorded: everything still
 * due, split into its part of the total and its part of the tip. `typed`, when the cashier
 * typed an amount, must be exactly that: a card on a terminal pays the rest, never part of it.
 */
export function cardCharge(state: PaymentState, typed: Money | null): CardCharge | CardRefusal {
  const summary = summarizePayment(state);
  if (summary.remaining <= 0) return { ok: false, reason: 'nothing-due' };
  if (typed !== null && typed !== summary.remaining) return { ok: false, reason: 'card-not-all-due', due: summary.remaining };
  const tipPaid = add(...summary.payments.map((p) => p.tip ?? ZERO));
  const tip = sub(summary.tip, tipPaid);
  return { others: summary.payments, amount: sub(summary.remaining, tip), tip };
}

export const isCardRefusal = (value: CardCharge | CardRefusal): value is CardRefusal => 'ok' in value;

/** The sale's payment for an approved card: what it paid with its tip, and the acquirer's words for the receipt and invoice. */
export function cardSettledPayment(attempt: CardAttempt): SettledPayment {
  const paid = add(attempt.amount, attempt.tip);
  return {
    method: 'card',
    amount: paid,
    tendered: paid,
    change: ZERO,
    ...(attempt.tip > 0 ? { tip: attempt.tip } : {}),
    payment_id: attempt.payment_id,
    ...(attempt.approval ?? NO_APPROVAL),
  };
}

/** A new attempt, not yet sent. */
export function startCardAttempt(input: { payment_id: string; client_order_id: string; terminal_id: string; amount: Money; tip: Money }): CardAttempt {
  return { ...input, state: 'created', approval: null, cancel_asked: false };
}
