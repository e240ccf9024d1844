/**
 * The payment of one sale as a pure state machine: the total to pay and the tenders recorded
 * so far, cash or card, split as the customer likes. Amounts are exact `Money`.
 *
 * What each tender pays is derived, in the order they were recorded: a cash tender pays up to
 * what is still due and the rest is change; a card pays exactly its amount and may not exceed
 * what is due. A tender is refused once nothing is due, so only the last tender can be over
 * the amount due, and removing an earlier one only raises what the later ones pay.
 */
import { msg } from '@lingui/core/macro';
import { add, money, sub, times, ZERO, type CurrencyDigits, type Money } from '../core/money';

export type PaymentMethod = 'cash' | 'card';

/** A tender as recorded: what the customer handed over, or what the card was charged. */
export type Tender = { method: 'cash'; tendered: Money } | { method: 'card'; amount: Money };

/** A tender as settled against the total; a card's `tendered` is its amount and its change 0. */
export interface SettledPayment {
  method: PaymentMethod;
  /** What this payment pays of the total. */
  amount: Money;
  tendered: Money;
  change: Money;
}

export interface PaymentState {
  readonly total: Money;
  readonly tenders: readonly Tender[];
}

/**
 * Facts, in the past tense. Event fields are snake_case in every event union of the till
 * (`brand_id`, `line_id`), as the service's rows name the ids most events carry.
 */
export type PaymentEvent =
  | { type: 'cashTendered'; amount: Money }
  | { type: 'cardRecorded'; amount: Money }
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
  | { ok: false; reason: 'too-large' };

export interface PaymentSummary {
  payments: SettledPayment[];
  /** Sum of what the payments pay (never above the total). */
  paid: Money;
  remaining: Money;
  /** Cash to hand back. */
  changeDue: Money;
  /** The payments cover the total. */
  canComplete: boolean;
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
  return { total, tenders: [] };
}

export function isPaymentRefusal(result: PaymentState | PaymentRefusal): result is PaymentRefusal {
  return 'ok' in result;
}

export function summarizePayment(state: PaymentState): PaymentSummary {
  const payments: SettledPayment[] = [];
  let remaining = state.total < 0 ? ZERO : state.total;
  for (const tender of state.tenders) {
    const offered = tender.method === 'cash' ? tender.tendered : tender.amount;
    const amount = offered < remaining ? offered : remaining;
    payments.push({ method: tender.method, amount, tendered: offered, change: sub(offered, amount) });
    remaining = sub(remaining, amount);
  }
  return {
    payments,
    paid: add(...payments.map((p) => p.amount)),
    remaining,
    changeDue: add(...payments.map((p) => p.change)),
    canComplete: remaining === 0 && saleRefusal(state.total) === null,
  };
}

function recorded(state: PaymentState, tender: Tender, offered: Money): PaymentState | PaymentRefusal {
  const refused = saleRefusal(state.total);
  if (refused) return refused;
  if (!Number.isSafeInteger(offered)) return { ok: false, reason: 'too-large' };
  if (offered <= 0) return { ok: false, reason: 'not-positive' };
  const { remaining } = summarizePayment(state);
  if (remaining === 0) return { ok: false, reason: 'nothing-due' };
  if (tender.method === 'card' && offered > remaining) return { ok: false, reason: 'card-over-due', remaining };
  const tenders = [...state.tenders, tender];
  // Change and the sum of what was handed over must stay exact.
  const handed = tenders.reduce((sum, t) => sum + (t.method === 'cash' ? t.tendered : t.amount), 0);
  if (!Number.isSafeInteger(handed)) return { ok: false, reason: 'too-large' };
  return { ...state, tenders };
}

export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState | PaymentRefusal {
  switch (event.type) {
    case 'cashTendered':
      return recorded(state, { method: 'cash', tendered: event.amount }, event.amount);
    case 'cardRecorded':
      return recorded(state, { method: 'card', amount: event.amount }, event.amount);
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
