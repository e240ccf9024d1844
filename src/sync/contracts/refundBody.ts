/**
 * The wire format of assumed-contracts 8: the JSON body of `POST /api/v2/invoices` for a
 * refund (`kind: "refund"`), made from a confirmed refund (src/day/refund.ts), keys in the
 * contract's order. Quantities and amounts are positive: they say what is given back. Money
 * leaves as decimal numbers of currency units by `toDecimal`, exactly. Pure: invoices.ts sends it.
 */
import type { PaymentMethod } from '../../checkout/payment';
import { wireBrandId } from '../../core/brandId';
import { type Money } from '../../core/money';
import { toDecimal } from '../../core/moneyDecimal';
import type { Refund } from '../../day/refund';

/** The refund's own fields go as they are; lines, total and payments in currency units. */
type RefundBody = { kind: 'refund' } & Pick<
  Refund,
  'client_order_id' | 'refund_of' | 'ticket_no' | 'created_at' | 'location_id' | 'brand_id' | 'shift_id' | 'cashier_name' | 'cashier_id' | 'approved_by' | 'terminal_id' | 'reason'
> & {
  lines: { product_id: number; brand_id: number; quantity: number; line_total: number; of_line: number }[];
  total: number;
  /** `method`: "cash", "card" or an added tender's code, with its `method_name` (assumed-contracts 10). */
  payments: { method: PaymentMethod; method_name?: string; amount: number; payment_id?: string; card_refund_key?: string }[];
};

export function refundBody(refund: Refund): RefundBody {
  const dec = (amount: Money) => toDecimal(amount, refund.digits);
  return {
    kind: 'refund',
    client_order_id: refund.client_order_id,
    refund_of: refund.refund_of,
    ticket_no: refund.ticket_no,
    created_at: refund.created_at,
    location_id: refund.location_id,
    brand_id: wireBrandId(refund.brand_id),
    ...(refund.shift_id ? { shift_id: refund.shift_id } : {}),
    ...(refund.cashier_name ? { cashier_name: refund.cashier_name } : {}),
    ...(refund.cashier_id ? { cashier_id: refund.cashier_id } : {}),
    ...(refund.approved_by ? { approved_by: refund.approved_by } : {}),
    ...(refund.terminal_id ? { terminal_id: refund.terminal_id } : {}),
    reason: refund.reason,
    lines: refund.lines.map((line) => ({
      product_id: line.product_id,
      brand_id: wireBrandId(line.brand_id),
      quantity: line.quantity,
      line_total: dec(line.amount),
      of_line: line.of_line,
    })),
    total: dec(refund.total),
    // Money given back to a terminal's card names that card payment and its card refund's key (assumed-contracts 13).
    payments: refund.payments.map((p) => ({
      method: p.method,
      ...(p.method_name ? { method_name: p.method_name } : {}),
      amount: dec(p.amount),
      ...(p.payment_id ? { payment_id: p.payment_id } : {}),
      ...(p.card_refund_key ? { card_refund_key: p.card_refund_key } : {}),
    })),
  };
}
