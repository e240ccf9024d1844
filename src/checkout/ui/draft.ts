/**
 * The payment being typed, before it is recorded: the amount box read as a cash tender or a
 * card charge, and what the payment would look like with it. The dialog counts it at once,
 * so typing the cash handed over shows the change and allows completing the sale without a
 * separate step; recording it first is only needed to split.
 */
import { i18n } from '../../i18n/i18n';
import { t } from '@lingui/core/macro';
import { formatMoney, money, type CurrencyDigits } from '../../core/money';
import { parseTypedMoney } from '../../core/typedNumber';
import {
  BELOW_ZERO_MESSAGE,
  cashTenderLimit,
  isPaymentRefusal,
  paymentReducer,
  summarizePayment,
  type PaymentEvent,
  type PaymentMethod,
  type PaymentRefusal,
  type PaymentState,
  type PaymentSummary,
} from '../payment';
import type { TenderDef } from '../tenders';

/** Whether the chosen method takes cash handed over (change given): cash and tenders of kind cash. */
export const takesCash = (input: Pick<DraftInput, 'method' | 'tender'>): boolean => (input.tender ? input.tender.kind === 'cash' : input.method === 'cash');

export interface DraftInput {
  /**
   * Cash, card or an added tender; null after a part payment, until the cashier says how the
   * rest is paid (nothing is counted as taken before then).
   */
  method: PaymentMethod | null;
  /** The added tender `method` names; absent for cash and card. */
  tender?: TenderDef;
  /** The amount box as typed. */
  text: string;
  digits: CurrencyDigits;
}

export interface Draft {
  /** The event that records the typed payment; null when nothing valid is typed. */
  pending: PaymentEvent | null;
  /** Why the typed amount cannot be taken, in plain words. */
  problem: string | null;
  /** The payment with the typed amount counted, when it can be. */
  preview: PaymentSummary;
}

export function paymentRefusalText(refusal: PaymentRefusal, digits: CurrencyDigits): string {
  switch (refusal.reason) {
    case 'below-zero':
      return i18n._(BELOW_ZERO_MESSAGE);
    case 'not-positive':
      return t`Enter an amount above zero`;
    case 'nothing-due':
      return t`Nothing more is due`;
    case 'card-over-due':
      return t`A card can pay at most ${{ amount: formatMoney(refusal.remaining, digits) }}`;
    case 'unknown-payment':
      return t`That payment is no longer listed`;
    case 'too-large':
      return t`That amount is too large`;
    case 'negative-tip':
      return t`A tip cannot be below zero`;
    case 'tip-below-paid':
      return t`Remove a payment before lowering the tip`;
    default: {
      const unknown: never = refusal;
      return unknown;
    }
  }
}

function typedEvent(input: DraftInput, due: PaymentSummary['remaining']): PaymentEvent | string | null {
  if (input.method === null) return null;
  const typed = parseTypedMoney(input.text, input.digits);
  if (!typed.ok) {
    switch (typed.reason) {
      case 'empty':
        return null;
      case 'negative':
        return t`Enter an amount above zero`;
      case 'too-many-digits':
        return t`Use at most ${{ digits: input.digits }} decimals`;
      case 'too-large':
        return t`Enter a smaller amount`;
      case 'not-a-number':
        return t`Enter an amount such as ${{ amount: formatMoney(money(5 * 10 ** input.digits), input.digits) }}`;
    }
  }
  const cash = takesCash(input);
  if (cash && typed.value > cashTenderLimit(due, input.digits)) {
    return t`${{ amount: formatMoney(typed.value, input.digits) }} is far more than is due: check the amount (was a barcode read into the box?)`;
  }
  const tender = input.tender ? { tender: input.tender } : {};
  return cash ? { type: 'cashTendered', amount: typed.value, ...tender } : { type: 'cardRecorded', amount: typed.value, ...tender };
}

export function draftPayment(state: PaymentState, input: DraftInput): Draft {
  const recorded = summarizePayment(state);
  const event = typedEvent(input, recorded.remaining);
  if (event === null) return { pending: null, problem: null, preview: recorded };
  if (typeof event === 'string') return { pending: null, problem: event, preview: recorded };
  const next = paymentReducer(state, event);
  if (isPaymentRefusal(next)) return { pending: null, problem: paymentRefusalText(next, input.digits), preview: recorded };
  return { pending: event, problem: null, preview: summarizePayment(next) };
}
