/**
 * Assumed contract 13: the branch's card terminals and the card payments the service drives on
 * them. Every answer is decoded here into the core's words (`CardAnswer`); the rest of the till
 * never sees a path or an envelope.
 *
 * What an outcome means for a payment: `answered` (the service's word on it), `unknown` (404:
 * the service never took it, so nothing was charged) or `unreachable` (no answer, a timeout, a
 * 5xx, a body that cannot be read: the payment is as it was and is asked again later). A
 * request is never sent a second time here: whoever retries it sends the same
 * `Idempotency-Key`.
 */
import * as v from 'valibot';
import type { CardAnswer, CardState } from '../../checkout/cardPayment';
import { type CurrencyDigits, type Money } from '../../core/money';
import { toDecimal } from '../../core/moneyDecimal';
import { ok, malformed, type ApiClient, type ApiResult } from '../api/client';
import { envelopeList } from '../decode/envelope';
import { idText } from '../decode/fields';

const CARD_TERMINALS_PATH = '/api/v2/card-terminals';
const CARD_PAYMENTS_PATH = '/api/v2/card-payments';
const paymentPath = (id: string) => `${CARD_PAYMENTS_PATH}/${encodeURIComponent(id)}`;

export interface CardTerminal {
  terminal_id: string;
  name: string;
  /** Whether the terminal can be reached; null when the service does not say. */
  online: boolean | null;
}

const terminalRow = v.object({
  terminal_id: idText,
  name: v.optional(v.nullable(v.string()), null),
  online: v.optional(v.nullable(v.boolean()), null),
});

/** The branch's terminals; a row without a `terminal_id` is dropped. */
function decodeCardTerminals(body: unknown): ApiResult<CardTerminal[]> {
  const list = envelopeList(body, CARD_TERMINALS_PATH);
  if (!list.ok) return list;
  const rows: CardTerminal[] = [];
  for (const row of list.value) {
    const parsed = v.safeParse(terminalRow, row);
    if (parsed.success) rows.push({ terminal_id: parsed.output.terminal_id, name: parsed.output.name ?? parsed.output.terminal_id, online: parsed.output.online });
  }
  return ok(rows);
}

export async function fetchCardTerminals(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<CardTerminal[]>> {
  const res = await api.get(CARD_TERMINALS_PATH, { signal });
  return res.ok ? decodeCardTerminals(res.value.body) : res;
}

const STATES = ['pending', 'approved', 'declined', 'cancelled', 'failed'] as const satisfies readonly Exclude<CardState, 'created'>[];
const text = v.optional(v.nullable(v.union([v.string(), v.number()])), null);
const answerSchema = v.object({ state: v.picklist(STATES), auth_code: text, card_brand: text, last4: text, reference: text });

/** The service's word on a payment: its state and, approved, what the receipt prints of the card. */
function decodeCardAnswer(body: unknown): ApiResult<CardAnswer> {
  const source = typeof body === 'object' && body !== null && 'data' in body && typeof body.data === 'object' ? body.data : body;
  const parsed = v.safeParse(answerSchema, source);
  if (!parsed.success) return malformed(CARD_PAYMENTS_PATH, 'expected {state} of a card payment');
  const { state, auth_code, card_brand, last4, reference } = parsed.output;
  const word = (value: string | number | null) => (value === null ? '' : String(value));
  return ok({
    state,
    approval: state === 'approved' ? { auth_code: word(auth_code), card_brand: word(card_brand), last4: word(last4), reference: word(reference) } : null,
  });
}

export type CardOutcome = { kind: 'answered'; answer: CardAnswer } | { kind: 'unknown' } | { kind: 'unreachable'; message: string };

function outcomeOf(res: Awaited<ReturnType<ApiClient['get']>>): CardOutcome {
  if (!res.ok) {
    if (res.error.kind === 'server' && res.error.status === 404) return { kind: 'unknown' };
    return { kind: 'unreachable', message: res.error.message };
  }
  const answer = decodeCardAnswer(res.value.body);
  return answer.ok ? { kind: 'answered', answer: answer.value } : { kind: 'unreachable', message: answer.error.message };
}

interface CardPaymentRequest {
  payment_id: string;
  client_order_id: string;
  terminal_id: string;
  amount: Money;
  tip: Money;
  currency: string;
  digits: CurrencyDigits;
}

/** Sends the payment to its terminal under `Idempotency-Key` = `payment_id`. */
export async function sendCardPayment(api: ApiClient, p: CardPaymentRequest): Promise<CardOutcome> {
  const body = {
    payment_id: p.payment_id,
    client_order_id: p.client_order_id,
    terminal_id: p.terminal_id,
    amount: toDecimal(p.amount, p.digits),
    currency: p.currency,
    tip: toDecimal(p.tip, p.digits),
  };
  const res = await api.post(CARD_PAYMENTS_PATH, { body, headers: { 'Idempotency-Key': p.payment_id } });
  const outcome = outcomeOf(res);
  // A 404 of the route itself is not "unknown payment": the request was not taken.
  return outcome.kind === 'unknown' ? { kind: 'unreachable', message: 'card payments are not offered' } : outcome;
}

export async function readCardPayment(api: ApiClient, paymentId: string): Promise<CardOutcome> {
  return outcomeOf(await api.get(paymentPath(paymentId)));
}

export async function cancelCardPayment(api: ApiClient, paymentId: string): Promise<CardOutcome> {
  return outcomeOf(await api.post(`${paymentPath(paymentId)}/cancel`));
}

type CardRefundOutcome = { kind: 'refunded'; refund_id: string } | { kind: 'refused'; message: string } | { kind: 'unreachable'; message: string };

/** Refunds `amount` to the card that paid `paymentId`, once per `key`. */
export async function refundCardPayment(api: ApiClient, paymentId: string, key: string, amount: Money, digits: CurrencyDigits): Promise<CardRefundOutcome> {
  const res = await api.post(`${paymentPath(paymentId)}/refund`, { body: { amount: toDecimal(amount, digits) }, headers: { 'Idempotency-Key': key } });
  if (res.ok) {
    const body = res.value.body as { refund_id?: unknown } | null;
    return { kind: 'refunded', refund_id: typeof body?.refund_id === 'string' ? body.refund_id : key };
  }
  if (res.error.kind === 'rejected' || (res.error.kind === 'server' && res.error.status >= 400 && res.error.status < 500)) return { kind: 'refused', message: res.error.message };
  return { kind: 'unreachable', message: res.error.message };
}
