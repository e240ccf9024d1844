/**
 * The acquirer and its card terminals (assumed-contracts 13): `GET /api/v2/card-terminals` and
 * `/api/v2/card-payments`, with a fake terminal whose customer approves, declines or walks away
 * when the control routes say so (or at once, when a terminal is told a customer's answer in
 * advance). A payment is keyed by its `Idempotency-Key` (= its `payment_id`): the same key
 * again answers the same payment and never charges twice; the same key with another body is
 * refused (422) and charges nothing.
 *
 * A terminal's conditions: `offline` (a payment sent to it fails at once, nothing charged) and
 * `slowMs` (the customer's answer given in advance lands only that long after the request).
 * The route faults (`cardpay`, `cardstatus`, `cardcancel`, `cardrefund`) lose answers: a
 * `dropAfterStore` on `cardpay` with an approving customer is "approved, answer lost".
 *
 * The ledger (`ledger()`) checks the promise of the contract against the stored sales: every
 * approved payment belongs to exactly one sale, no order is charged twice, and no sale names a
 * card payment that was not approved. A refund document that gives money back to a card is
 * likewise stored only when it names a refund the acquirer made (`checkRefundPayments`).
 */
import { isNumber, isRecord, minorUnits, nonEmptyString, type FieldError } from './fields.ts';
import { json, type Reply } from './responses.ts';
import type { StoredInvoice } from './types.ts';

export type CardState = 'pending' | 'approved' | 'declined' | 'cancelled' | 'failed';
export type CustomerAction = 'approve' | 'decline' | 'walk-away';
export const CUSTOMER_ACTIONS: readonly CustomerAction[] = ['approve', 'decline', 'walk-away'];

export interface CardTerminal {
  terminal_id: string;
  name: string;
  kind: 'card';
  /** A payment sent to an offline terminal fails at once. */
  offline: boolean;
  /** How long after the request an answer given in advance (`customer`) lands. */
  slowMs: number;
  /** The answer the next customers give at once (or after `slowMs`); null: they wait for the control route. */
  customer: CustomerAction | null;
}

export interface CardPayment {
  payment_id: string;
  client_order_id: string;
  terminal_id: string;
  amount: number;
  currency: string;
  tip: number;
  state: CardState;
  auth_code: string | null;
  card_brand: string | null;
  last4: string | null;
  reference: string | null;
  created_at: number;
  /** The customer's answer given in advance and when it lands (a slow terminal). */
  due: { action: CustomerAction; at: number } | null;
  /** Each request that named this payment's key: a duplicate shows as more than one. */
  requests: number;
}

export interface CardRefund {
  refund_id: string;
  payment_id: string;
  amount: number;
  state: 'refunded';
}

export interface CardLedger {
  payments: CardPayment[];
  refunds: CardRefund[];
  /** Orders with more than one approved payment. */
  charged_twice: string[];
  /** Approved payments no stored sale names. */
  approved_without_sale: string[];
  /** Card payments of stored sales that the acquirer never approved (or approved for another amount). */
  sale_without_approval: string[];
}

export const DEFAULT_TERMINALS = (): CardTerminal[] => [
  { terminal_id: 'T-1', name: 'Counter 1', kind: 'card', offline: false, slowMs: 0, customer: null },
  { terminal_id: 'T-2', name: 'Counter 2', kind: 'card', offline: false, slowMs: 0, customer: null },
];

const FINAL: readonly CardState[] = ['approved', 'declined', 'cancelled', 'failed'];
const RESULT: Record<CustomerAction, CardState> = { approve: 'approved', decline: 'declined', 'walk-away': 'cancelled' };

export interface CardAcquirer {
  terminalsReply(): Reply;
  create(key: string, text: string, now: number): Reply;
  read(id: string, now: number): Reply;
  cancel(id: string, now: number): Reply;
  refund(id: string, key: string, text: string, now: number): Reply;
  /** Control: the terminals with their conditions. */
  terminals(): CardTerminal[];
  /** Control: changes a terminal's conditions; false when there is no such terminal. */
  setTerminal(id: string, change: Partial<Pick<CardTerminal, 'offline' | 'slowMs' | 'customer'>>): boolean;
  /** Control: the customer at `terminal` (any, when absent) answers the oldest pending payment; null when none waits. */
  customerActs(action: CustomerAction, terminal: string | undefined, now: number): CardPayment | null;
  ledger(invoices: readonly StoredInvoice[]): CardLedger;
  /**
   * Why a sale's card payments cannot be stored: each payment that names a `payment_id` must be
   * one this acquirer approved, for this sale's `client_order_id` and for what it paid (amount
   * and tip). A card typed without a terminal names none and is not asked about.
   */
  checkSalePayments(body: Record<string, unknown>, digits: number): FieldError[];
  /**
   * Why a refund document's card money cannot be stored: each payment that names a
   * `payment_id` must be a card payment of the refunded sale (`sale`) and carry the
   * `card_refund_key` of a refund this acquirer made on that payment, for that amount. A card
   * typed without a terminal names none and is not asked about.
   */
  checkRefundPayments(body: Record<string, unknown>, sale: Record<string, unknown>, digits: number): FieldError[];
  clear(): void;
}

function checkCreate(body: unknown, key: string, terminals: readonly CardTerminal[]): FieldError[] {
  if (!isRecord(body)) return [{ field: 'body', message: 'body must be a JSON object' }];
  const errors: FieldError[] = [];
  if (!nonEmptyString(body.payment_id)) errors.push({ field: 'payment_id', message: 'payment_id is required' });
  else if (body.payment_id !== key) errors.push({ field: 'payment_id', message: 'payment_id must equal the Idempotency-Key' });
  if (!nonEmptyString(body.client_order_id)) errors.push({ field: 'client_order_id', message: 'client_order_id is required' });
  if (!terminals.some((t) => t.terminal_id === body.terminal_id)) errors.push({ field: 'terminal_id', message: 'terminal_id must be a terminal of the branch' });
  if (!isNumber(body.amount) || body.amount <= 0 || minorUnits(body.amount, 3) === null) errors.push({ field: 'amount', message: 'amount must be a positive number' });
  if (!nonEmptyString(body.currency)) errors.push({ field: 'currency', message: 'currency is required' });
  if (body.tip !== undefined && (!isNumber(body.tip) || body.tip < 0)) errors.push({ field: 'tip', message: 'tip must be 0 or more' });
  return errors;
}

const sameRequest = (p: CardPayment, body: Record<string, unknown>): boolean =>
  p.client_order_id === body.client_order_id && p.terminal_id === body.terminal_id && p.amount === body.amount && p.tip === (body.tip ?? 0);

const paymentView = (p: CardPayment) => ({
  payment_id: p.payment_id,
  state: p.state,
  amount: p.amount,
  tip: p.tip,
  auth_code: p.auth_code,
  card_brand: p.card_brand,
  last4: p.last4,
  reference: p.reference,
});

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createCardAcquirer(): CardAcquirer {
  let terminals = DEFAULT_TERMINALS();
  const payments = new Map<string, CardPayment>();
  const refunds = new Map<string, CardRefund>();
  let approvals = 0;

  function settle(p: CardPayment, state: CardState): void {
    if (FINAL.includes(p.state)) return;
    p.state = state;
    p.due = null;
    if (state !== 'approved') return;
    approvals += 1;
    p.auth_code = String(100000 + approvals);
    p.card_brand = 'Visa';
    p.last4 = '4242';
    p.reference = `R-${String(approvals).padStart(6, '0')}`;
  }

  /** A customer's answer given in advance lands once its time comes. */
  function catchUp(p: CardPayment, now: number): void {
    if (p.due && p.state === 'pending' && now >= p.due.at) settle(p, RESULT[p.due.action]);
  }

  const found = (id: string, now: number): CardPayment | null => {
    const p = payments.get(id);
    if (p) catchUp(p, now);
    return p ?? null;
  };
  const notFound = (): Reply => json(404, { status: false, message: 'Card payment not found' });

  return {
    terminalsReply: () =>
      json(200, {
        status: true,
        message: 'Data found',
        data: terminals.map((t) => ({ terminal_id: t.terminal_id, name: t.name, kind: t.kind, online: !t.offline })),
      }),
    create(key, text, now) {
      if (key === '') return json(400, { status: false, message: 'Idempotency-Key header is required' });
      const body = parse(text);
      const existing = found(key, now);
      if (existing) {
        if (!isRecord(body) || !sameRequest(existing, body)) {
          return json(422, { status: false, message: 'Idempotency-Key already used for another payment', errors: [{ field: 'payment_id', message: 'payment_id names another payment' }] });
        }
        existing.requests += 1;
        return json(201, { payment_id: existing.payment_id, state: existing.state });
      }
      const errors = checkCreate(body, key, terminals);
      if (errors.length > 0) return json(422, { status: false, message: 'Invalid card payment', errors });
      const b = body as Record<string, unknown>;
      const terminal = terminals.find((t) => t.terminal_id === b.terminal_id)!;
      const p: CardPayment = {
        payment_id: key,
        client_order_id: b.client_order_id as string,
        terminal_id: terminal.terminal_id,
        amount: b.amount as number,
        currency: b.currency as string,
        tip: (b.tip as number | undefined) ?? 0,
        state: 'pending',
        auth_code: null,
        card_brand: null,
        last4: null,
        reference: null,
        created_at: now,
        due: terminal.customer ? { action: terminal.customer, at: now + terminal.slowMs } : null,
        requests: 1,
      };
      payments.set(key, p);
      if (terminal.offline) settle(p, 'failed');
      else catchUp(p, now);
      return json(201, { payment_id: p.payment_id, state: p.state });
    },
    read(id, now) {
      const p = found(id, now);
      return p ? json(200, paymentView(p)) : notFound();
    },
    cancel(id, now) {
      const p = found(id, now);
      if (!p) return notFound();
      settle(p, 'cancelled');
      return json(200, paymentView(p));
    },
    refund(id, key, text, now) {
      if (key === '') return json(400, { status: false, message: 'Idempotency-Key header is required' });
      const p = found(id, now);
      if (!p) return notFound();
      const body = parse(text);
      const seen = refunds.get(key);
      if (seen) {
        if (!isRecord(body) || body.amount !== seen.amount || seen.payment_id !== id) return json(422, { status: false, message: 'Idempotency-Key already used for another refund' });
        return json(201, { refund_id: seen.refund_id, state: seen.state });
      }
      if (p.state !== 'approved') return json(409, { status: false, message: `A ${p.state} payment cannot be refunded` });
      const amount = isRecord(body) ? minorUnits(body.amount, 3) : null;
      const refunded = [...refunds.values()].filter((r) => r.payment_id === id).reduce((sum, r) => sum + (minorUnits(r.amount, 3) ?? 0), 0);
      const paid = (minorUnits(p.amount, 3) ?? 0) + (minorUnits(p.tip, 3) ?? 0);
      if (amount === null || amount <= 0) return json(422, { status: false, message: 'Invalid refund', errors: [{ field: 'amount', message: 'amount must be a positive number' }] });
      if (refunded + amount > paid) return json(422, { status: false, message: 'Invalid refund', errors: [{ field: 'amount', message: 'amount is more than the payment has left' }] });
      const r: CardRefund = { refund_id: key, payment_id: id, amount: (body as Record<string, number>).amount!, state: 'refunded' };
      refunds.set(key, r);
      return json(201, { refund_id: r.refund_id, state: r.state });
    },
    terminals: () => terminals.map((t) => ({ ...t })),
    setTerminal(id, change) {
      const t = terminals.find((x) => x.terminal_id === id);
      if (!t) return false;
      Object.assign(t, change);
      return true;
    },
    customerActs(action, terminal, now) {
      const waiting = [...payments.values()]
        .map((p) => (catchUp(p, now), p))
        .filter((p) => p.state === 'pending' && (terminal === undefined || p.terminal_id === terminal));
      const p = waiting[0];
      if (!p) return null;
      settle(p, RESULT[action]);
      return { ...p };
    },
    ledger(invoices) {
      const all = [...payments.values()];
      const approved = all.filter((p) => p.state === 'approved');
      const perOrder = new Map<string, number>();
      for (const p of approved) perOrder.set(p.client_order_id, (perOrder.get(p.client_order_id) ?? 0) + 1);
      const named = new Map<string, number>();
      const unapproved: string[] = [];
      for (const invoice of invoices) {
        const list = Array.isArray(invoice.body.payments) ? invoice.body.payments : [];
        for (const pay of list) {
          if (!isRecord(pay) || pay.method !== 'card' || !nonEmptyString(pay.payment_id)) continue;
          named.set(pay.payment_id, (named.get(pay.payment_id) ?? 0) + 1);
          const p = payments.get(pay.payment_id);
          if (!p || p.state !== 'approved' || p.client_order_id !== invoice.client_order_id) unapproved.push(pay.payment_id);
        }
      }
      return {
        payments: all.map((p) => ({ ...p })),
        refunds: [...refunds.values()].map((r) => ({ ...r })),
        charged_twice: [...perOrder].filter(([, n]) => n > 1).map(([id]) => id),
        approved_without_sale: approved.filter((p) => named.get(p.payment_id) !== 1).map((p) => p.payment_id),
        sale_without_approval: unapproved,
      };
    },
    checkSalePayments(body, digits) {
      const list = Array.isArray(body.payments) ? body.payments : [];
      const errors: FieldError[] = [];
      list.forEach((pay: unknown, i) => {
        if (!isRecord(pay) || pay.method !== 'card' || pay.payment_id === undefined) return;
        const at = `payments[${i}].payment_id`;
        const p = nonEmptyString(pay.payment_id) ? payments.get(pay.payment_id) : undefined;
        if (!p || p.state !== 'approved') errors.push({ field: at, message: 'the card payment was not approved by the acquirer' });
        else if (p.client_order_id !== body.client_order_id) errors.push({ field: at, message: 'the card payment was approved for another order' });
        else if (minorUnits(pay.amount, digits) !== (minorUnits(p.amount, digits) ?? 0) + (minorUnits(p.tip, digits) ?? 0)) {
          errors.push({ field: `payments[${i}].amount`, message: 'amount is not what the card payment was approved for' });
        }
      });
      return errors;
    },
    checkRefundPayments(body, sale, digits) {
      const paidBy = new Set((Array.isArray(sale.payments) ? sale.payments : []).flatMap((p: unknown) => (isRecord(p) && nonEmptyString(p.payment_id) ? [p.payment_id] : [])));
      const list = Array.isArray(body.payments) ? body.payments : [];
      const errors: FieldError[] = [];
      list.forEach((pay: unknown, i) => {
        if (!isRecord(pay) || (pay.payment_id === undefined && pay.card_refund_key === undefined)) return;
        const at = `payments[${i}]`;
        if (!nonEmptyString(pay.payment_id) || !paidBy.has(pay.payment_id)) {
          errors.push({ field: `${at}.payment_id`, message: 'payment_id is not a card payment of the refunded sale' });
          return;
        }
        const r = nonEmptyString(pay.card_refund_key) ? refunds.get(pay.card_refund_key) : undefined;
        if (!r || r.payment_id !== pay.payment_id) errors.push({ field: `${at}.card_refund_key`, message: 'the acquirer made no such refund on this card payment' });
        else if (minorUnits(pay.amount, digits) !== minorUnits(r.amount, digits)) errors.push({ field: `${at}.amount`, message: 'amount is not what the card was refunded' });
      });
      return errors;
    },
    clear() {
      terminals = DEFAULT_TERMINALS();
      payments.clear();
      refunds.clear();
      approvals = 0;
    },
  };
}

export const isCustomerAction = (v: unknown): v is CustomerAction => (CUSTOMER_ACTIONS as readonly unknown[]).includes(v);
