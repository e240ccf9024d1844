/**
 * The payment of one sale as a pure state machine: the total to pay, the tip (not part of the
 * total, assumed-contracts 10) and the tenders recorded so far, cash, card or a tender the
 * manager added, split as the customer likes. Amounts are exact `Money`.
 *
 * What each tender pays is derived, in the order they were recorded, of the total and then the
 * tip: a cash tender (cash, or a tender of kind cash) pays up to what is still due and the rest
 * is change; a card or other tender pays exactly its amount and may not exceed what is due. A
 * tender is refused once nothing is due, so only the last tender can be over the amount due,
 * and removing an earlier one only raises what the later ones pay. The tip rides on the
 * tenders that pay past the total: with one tender, on it.
 */
import { msg } from '@lingui/core/macro';
import { add, money, sub, times, ZERO, type CurrencyDigits, type Money } from '../core/money';
import { methodFields, type MethodOf, type TenderDef } from './tenders';
import { amountToPay } from './tip';

export type { PaymentMethod } from './tenders';

/** A tender as recorded: what the customer handed over, or what the card (or other tender) was charged. */
export interface Tender extends MethodOf {
  offered: Money;
  /** Cash may be more than is due (the rest is change); a card or other tender pays exactly. */
  givesChange: boolean;
}

/** A tender as settled against the total and tip; a card's `tendered` is its amount and its change 0. */
export interface SettledPayment extends MethodOf {
  /** What this payment pays of the total and the tip. */
  amount: Money;
  tendered: Money;
  change: Money;
  /** The part of `amount` that is tip; absent when none. */
  tip?: Money;
  /** A card taken on the till's terminal (assumed-contracts 13): its payment and the acquirer's words; absent otherwise. */
  payment_id?: string;
  auth_code?: string;
  card_brand?: string;
  last4?: string;
  reference?: string;
}

export interface PaymentState {
  readonly total: Money;
  readonly tenders: readonly Tender[];
  /** 0 or more; absent on states made before tips. */
  readonly tip?: Money;
}

/**
 * Facts, in the past tense. Event fields are snake_case in every event union of the till
 * (`brand_id`, `line_id`), as the service's rows name the ids most events carry. `tender`:
 * the added tender used, absent for plain cash and card.
 */
export type PaymentEvent =
  | { type: 'cashTendered'; amount: Money; tender?: TenderDef }
  | { type: 'cardRecorded'; amount: Money; tender?: TenderDef }
  | { type: 'tipChosen'; tip: Money }
  | { type: 'paymentRemoved'; index: number };

/** A sale whose total is below zero: nothing to pay, and money would leave the till as a "sale". */
export type SaleRefusal = { ok: false; reason: 'below-zero' };

export type PaymentRefusal =
  | SaleRefusal
  | { ok: false; reason: 'not-positive' }
  /** The payments already cover the total. */
  | { ok: false; reason: 'nothing-due' }
  /** A card is charged no more than is due: it gives no change. */
  | { ok: false; reason: 'card-over-due'; remaining: Money }
  | { ok: false; reason: 'unknown-payment'; index: number }
  /** An amount beyond the exact integer range. */
  | { ok: false; reason: 'too-large' }
  | { ok: false; reason: 'negative-tip' }
  /** A lower tip would leave a card (or a later tender) paying more than is due: remove it first. */
  | { ok: false; reason: 'tip-below-paid' };

export interface PaymentSummary {
  payments: SettledPayment[];
  /** Sum of what the payments pay (never above the total and tip). */
  paid: Money;
  remaining: Money;
  /** Cash to hand back. */
  changeDue: Money;
  /** The payments cover the total and the tip. */
  canComplete: boolean;
  tip: Money;
}

/**
 * Whether a sale of `total` may be taken at all. A total below zero is refused (a line with a
 * negative price, e.g. an open price or a server row a decoder let through): the sale is never
 * completed and the cashier is told to remove the line. A total of exactly 0 (free items) is
 * a sale like any other: it completes with no payment and is recorded.
 */
export function saleRefusal(total: Money): SaleRefusal | null {
  return total < 0 ? { ok: false, reason: 'below-zero' } : null;
}

/** What the payment step and the sale's storage say of a sale refused by `saleRefusal`. */
export const BELOW_ZERO_MESSAGE = msg`The total is below zero: remove the line with the negative price before taking payment.`.id;

export function startPayment(total: Money): PaymentState {
  return { total, tenders: [], tip: ZERO };
}

export function isPaymentRefusal(result: PaymentState | PaymentRefusal): result is PaymentRefusal {
  return 'ok' in result;
}

/** The tip of what pays `amount` after `before` was paid, for a sale of `total`: the part past the total. */
function tipShare(total: Money, before: Money, amount: Money): Money {
  const past = sub(add(before, amount), before > total ? before : total);
  return past > 0 ? past : ZERO;
}

export function summarizePayment(state: PaymentState): PaymentSummary {
  const tip = state.tip ?? ZERO;
  const total = state.total < 0 ? ZERO : state.total;
  const payments: SettledPayment[] = [];
  let remaining = amountToPay(total, tip);
  let paid = ZERO;
  for (const { offered, givesChange: _, ...method } of state.tenders) {
    const amount = offered < remaining ? offered : remaining;
    const share = tipShare(total, paid, amount);
    payments.push({ ...method, amount, tendered: offered, change: sub(offered, amount), ...(share > 0 ? { tip: share } : {}) });
    remaining = sub(remaining, amount);
    paid = add(paid, amount);
  }
  return {
    payments,
    paid,
    remaining,
    changeDue: add(...payments.map((p) => p.change)),
    canComplete: remaining === 0 && saleRefusal(state.total) === null,
    tip,
  };
}

function recorded(state: PaymentState, tender: Tender): PaymentState | PaymentRefusal {
  const refused = saleRefusal(state.total);
  if (refused) return refused;
  const { offered } = tender;
  if (!Number.isSafeInteger(offered)) return { ok: false, reason: 'too-large' };
  if (offered <= 0) return { ok: false, reason: 'not-positive' };
  const { remaining } = summarizePayment(state);
  if (remaining === 0) return { ok: false, reason: 'nothing-due' };
  if (!tender.givesChange && offered > remaining) return { ok: false, reason: 'card-over-due', remaining };
  const tenders = [...state.tenders, tender];
  // Change and the sum of what was handed over must stay exact.
  const handed = tenders.reduce((sum, t) => sum + t.offered, 0);
  if (!Number.isSafeInteger(handed)) return { ok: false, reason: 'too-large' };
  return { ...state, tenders };
}

/**
 * A new tip, checked against the tenders already recorded: every one must still pay something,
 * and a card or other tender no more than it was charged (a lower tip is refused while it
 * would; a higher one only leaves more due).
 */
function tipChosen(state: PaymentState, tip: Money): PaymentState | PaymentRefusal {
  if (!Number.isSafeInteger(tip) || !Number.isSafeInteger(state.total + tip)) return { ok: false, reason: 'too-large' };
  if (tip < 0) return { ok: false, reason: 'negative-tip' };
  if (tip === (state.tip ?? ZERO)) return state;
  const next = { ...state, tip };
  const settled = summarizePayment(next).payments;
  const fits = state.tenders.every((t, i) => {
    const p = settled[i];
    return p !== undefined && p.amount > 0 && (t.givesChange || p.amount === t.offered);
  });
  return fits ? next : { ok: false, reason: 'tip-below-paid' };
}

export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState | PaymentRefusal {
  switch (event.type) {
    case 'cashTendered':
      return recorded(state, { ...methodFields(event.tender), offered: event.amount, givesChange: true });
    case 'cardRecorded':
      return recorded(state, { ...methodFields(event.tender ?? { code: 'card', name: 'Card', kind: 'card' }), offered: event.amount, givesChange: false });
    case 'tipChosen':
      return tipChosen(state, event.tip);
    case 'paymentRemoved':
      if (!Number.isInteger(event.index) || event.index < 0 || event.index >= state.tenders.length) {
        return { ok: false, reason: 'unknown-payment', index: event.index };
      }
      return { ...state, tenders: state.tenders.filter((_, i) => i !== event.index) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Cash handed over is at most this many times what is due... */
export const CASH_TIMES_DUE = 100;
/** ...or this many currency units, whichever is more (a large note for a small sale). */
export const CASH_FLOOR_UNITS = 10_000;

/**
 * The most cash a tender may be for `due`. Nobody hands over more than a hundred times the
 * amount, nor (for a small amount) more than 10,000 currency units: a larger figure is a
 * barcode read into "Amount tendered" or a slip of the finger, and would print a huge change.
 */
export function cashTenderLimit(due: Money, digits: CurrencyDigits): Money {
  const floor = money(CASH_FLOOR_UNITS * 10 ** digits);
  if (due > Math.floor(Number.MAX_SAFE_INTEGER / CASH_TIMES_DUE)) return money(Number.MAX_SAFE_INTEGER);
  const scaled = times(due, CASH_TIMES_DUE);
  return scaled > floor ? scaled : floor;
}

/** What the sale carries besides its payments (assumed-contracts 10). */
export interface SaleExtras {
  tip?: Money;
  guests?: number | null;
}
