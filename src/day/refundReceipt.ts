/**
 * The receipt of a refund as plain text rows: the sale's brand header, a "Refund" heading, the
 * refund's own ticket and the ticket of the sale it refunds, the reason, each line given back
 * (units, or a weighed line's weight, refunded whole) with its amount, the total and how the
 * money went back. Formatted from the refund's and the sale's own snapshots, so it prints
 * without the catalog.
 */
import { msg } from '@lingui/core/macro';
import { quantityText } from '../cart/lineText';
import type { CompletedOrder } from '../checkout/order';
import { methodLabel } from '../checkout/tenders';
import { ENGLISH, receiptOf, type ReceiptHeader, type ReceiptPaper, type ReceiptPayment, type ReceiptWords } from '../checkout/receipt';
import { formatMoney } from '../core/money';
import type { Refund } from './refund';

export interface RefundReceiptLine {
  key: number;
  name: string;
  /** `1`, or `0.335 kg` for a weighed line. */
  quantity: string;
  amount: string;
}

export interface RefundReceipt {
  header: ReceiptHeader;
  ticket_no: string;
  /** The refunded sale's ticket. */
  refund_of: string;
  date: string;
  reason: string;
  lines: RefundReceiptLine[];
  total: string;
  /** What went back, by method: card first, then cash. */
  payments: ReceiptPayment[];
}

/**
 * `paper`: the branch's settings the sale's receipt is printed with, so the refund is headed as
 * the sale it refunds is (the branch's business name, address and phone). `words`: the
 * terminal's language and how a name prints, as for the sale's receipt; English when not given.
 */
export function refundReceiptOf(refund: Refund, sale: CompletedOrder, date: string, paper: ReceiptPaper, words: ReceiptWords = ENGLISH): RefundReceipt {
  const { t, name } = words;
  const show = (amount: Refund['total']) => formatMoney(amount, refund.digits);
  return {
    header: receiptOf(sale, date, words, paper).header,
    ticket_no: refund.ticket_no,
    refund_of: sale.ticket_no,
    date,
    reason: refund.reason,
    lines: refund.lines.map((line) => {
      const sold = sale.lines[line.of_line];
      return {
        key: line.of_line,
        name: name({ name: line.name, localize_name: sold?.localize_name }),
        quantity: sold && sold.weight_g !== null ? quantityText(sold, t(msg`kg`)) : String(line.quantity),
        amount: show(line.amount),
      };
    }),
    total: show(refund.total),
    payments: refund.payments.map((p) => ({ label: methodLabel(p, t), amount: show(p.amount) })),
  };
}
