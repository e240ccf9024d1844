/**
 * A refund as it is stored and uploaded (assumed-contracts 8): its own id, ticket and time,
 * the sale it refunds, the priced lines (refunds.ts) and the payments that give the money back
 * (refundPayments.ts), frozen when the refund is confirmed so it needs nothing else later.
 */
import type { CompletedOrder } from '../checkout/order';
import type { CurrencyDigits, Money } from '../core/money';
import { leftToGiveBack, refundPayments, refundTo } from './refundPayments';
import type { PaymentMethod } from '../checkout/payment';
import type { StaffRef } from '../staff/staff';
import { priceRefund, type PastRefund, type RefundLine, type RefundPayment, type RefundRefusal, type RequestedLine } from './refunds';

export interface Refund {
  /** UUID made when the refund is confirmed; its upload's `Idempotency-Key`. */
  client_order_id: string;
  /** The `client_order_id` of the sale it refunds. */
  refund_of: string;
  /** From the refund series (`R…`), not the sales'. */
  ticket_no: string;
  /** ISO 8601 instant. */
  created_at: string;
  location_id: number;
  /** The sale's brand, never 0. */
  brand_id: number;
  reason: string;
  lines: RefundLine[];
  total: Money;
  payments: RefundPayment[];
  digits: CurrencyDigits;
  /** assumed-contracts 7, when the till has them. */
  terminal_id?: string;
  shift_id?: string;
  cashier_name?: string;
  /** assumed-contracts 10: who made it (absent with nobody signed in) and the manager who approved it. */
  cashier_id?: string;
  approved_by?: StaffRef;
}

export interface RefundInput {
  sale: CompletedOrder;
  /** The refunds already made of this sale. */
  refunds: readonly PastRefund[];
  request: readonly RequestedLine[];
  client_order_id: string;
  ticket_no: string;
  created_at: string;
  reason: string;
  terminal_id?: string;
  shift_id?: string;
  cashier_name?: string;
  cashier_id?: string;
  approved_by?: StaffRef;
  /** The tender the cashier chose to give the money back to; absent: the way it came, card first. */
  to?: PaymentMethod;
}

/** A refund says why: the owner reading the shift's refunds must be able to tell them apart. */
export type RefundReasonRefusal = { ok: false; reason: 'reason-missing' };

/** The chosen tender did not pay the sale, or cannot give back that much (what it paid, less earlier refunds to it). */
export type RefundTenderRefusal = { ok: false; reason: 'tender'; method: PaymentMethod; left: Money };

/** Checks, prices and pays a requested refund; the first broken rule comes back as a value. */
export function makeRefund(input: RefundInput): { ok: true; refund: Refund } | RefundRefusal | RefundReasonRefusal | RefundTenderRefusal {
  const { sale } = input;
  const reason = input.reason.trim();
  if (reason === '') return { ok: false, reason: 'reason-missing' };
  const priced = priceRefund(sale, input.refunds, input.request);
  if (!priced.ok) return priced;
  const { to } = input;
  const payments = to === undefined ? refundPayments(sale, input.refunds, priced.total) : refundTo(sale, input.refunds, priced.total, to);
  if (payments === null) return { ok: false, reason: 'tender', method: to ?? 'cash', left: to === undefined ? priced.total : leftToGiveBack(sale, input.refunds, to) };
  return {
    ok: true,
    refund: {
      client_order_id: input.client_order_id,
      refund_of: sale.client_order_id,
      ticket_no: input.ticket_no,
      created_at: input.created_at,
      location_id: sale.location_id,
      brand_id: sale.brand_id,
      reason,
      lines: priced.lines,
      total: priced.total,
      payments,
      digits: sale.digits,
      ...(input.terminal_id ? { terminal_id: input.terminal_id } : {}),
      ...(input.shift_id ? { shift_id: input.shift_id } : {}),
      ...(input.cashier_name ? { cashier_name: input.cashier_name } : {}),
      ...(input.cashier_id ? { cashier_id: input.cashier_id } : {}),
      ...(input.approved_by ? { approved_by: input.approved_by } : {}),
    },
  };
}
