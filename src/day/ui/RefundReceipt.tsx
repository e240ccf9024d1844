/**
 * The receipt of a refund: a `dialog` "Receipt" like a sale's, headed "Refund", with its own
 * ticket, the sale it refunds, the reason, the lines and amounts given back and how the money
 * went back; "Print" uses the receipt's roll stylesheet.
 */
import type { CompletedOrder } from '../../checkout/order';
import type { ReceiptPaper } from '../../checkout/receipt';
import { BrandHeader, PrintDialog, Row } from '../../checkout/ui/Receipt';
import { bothNames } from '../../core/bothNames';
import { receiptPrintsBothNames } from '../../i18n/receiptNamesSetting';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';
import type { Refund } from '../refund';
import { refundReceiptOf } from '../refundReceipt';
import '../../checkout/ui/checkout.css';
import '../../checkout/ui/receipt-print.css';
import { TrainingMark } from '../../ui/TrainingMark';

/** `copy`: a reprint from "Orders", marked COPY. */
export function RefundReceipt({ refund, sale, date, paper, onClose, copy = false }: {
  refund: Refund;
  sale: CompletedOrder;
  date: string;
  /** The branch's page, as the sale's receipt has it: the same header. */
  paper: ReceiptPaper;
  onClose(): void;
  copy?: boolean;
}) {
  // Printed in the terminal's language, with both names when the terminal prints both.
  const { t } = useLingui();
  const { name, translate } = useLanguage();
  const receipt = refundReceiptOf(refund, sale, date, paper, { t: translate, name: receiptPrintsBothNames() ? bothNames : name });
  return (
    <PrintDialog title={t`Receipt`} onClose={onClose} copy={copy}>
      <TrainingMark />
      <BrandHeader header={receipt.header} />
      <h3 className="receipt__kind">{t`Refund`}</h3>
      <div className="receipt__meta">
        <Row label={t`Ticket`} amount={receipt.ticket_no} />
        <Row label={t`Refund of`} amount={receipt.refund_of} />
        <div className="receipt__date">{receipt.date}</div>
        <div>{t`Reason: ${{ reason: receipt.reason }}`}</div>
      </div>
      <ul className="receipt__lines" aria-label={t`Items refunded`}>
        {receipt.lines.map((line) => (
          <li key={line.key} className="receipt__line">
            <Row label={line.quantity === '1' ? line.name : t`${{ quantity: line.quantity }} ${{ name: line.name }}`} amount={line.amount} />
          </li>
        ))}
      </ul>
      <div className="receipt__totals">
        <Row label={t`Total refunded`} amount={receipt.total} className="receipt__total" />
      </div>
      <div className="receipt__payments">
        {receipt.payments.map((p, i) => (
          <Row key={i} label={t`${{ method: p.label }} given back`} amount={p.amount} />
        ))}
      </div>
      <TrainingMark />
    </PrintDialog>
  );
}
