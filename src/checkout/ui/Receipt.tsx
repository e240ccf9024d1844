/**
 * The receipt dialog (ui-contract "Payment and receipt"): the brand header, the sale and its
 * payments, with "Print" and "New sale". The print stylesheet keeps only this receipt, at the
 * roll width chosen by `paper`.
 */
import type { ReactNode } from 'react';
import { receiptOf, type ReceiptHeader, type ReceiptLine } from '../receipt';
import type { CompletedOrder } from '../order';
import { Dialog } from '../../ui/Dialog';
import './checkout.css';
import './receipt-print.css';

export type PaperWidth = 58 | 80;

export interface ReceiptProps {
  order: CompletedOrder;
  /** When the sale completed, already formatted for the branch (the receipt does no time zones). */
  date: string;
  onNewSale: () => void;
  /** Roll width in millimetres; 80 when omitted. */
  paper?: PaperWidth;
  /**
   * Printed after the receipt, in the same print job, on a page of its own (the kitchen
   * ticket); not shown on screen. One job, so a kiosk-printing browser prints both or neither.
   */
  children?: ReactNode;
}

export function Row({ label, amount, className = '' }: { label: string; amount: string; className?: string }) {
  return (
    <div className={`receipt__row ${className}`}>
      <span>{label}</span>
      <span className="money">{amount}</span>
    </div>
  );
}

function Line({ line }: { line: ReceiptLine }) {
  return (
    <li className="receipt__line">
      <Row label={line.quantity === '1' ? line.name : `${line.quantity} ${line.name}`} amount={line.amount} />
      {line.rate && <div className="receipt__detail">{line.rate}</div>}
      {line.details.map((d, i) =>
        d.amount === null ? (
          <div key={i} className={`receipt__detail receipt__detail--${d.depth}`}>
            {d.text}
          </div>
        ) : (
          <Row key={i} label={d.text} amount={d.amount} className={`receipt__detail receipt__detail--${d.depth}`} />
        ),
      )}
      {line.discount && <Row label={line.discount.label} amount={line.discount.amount} className="receipt__detail" />}
    </li>
  );
}

/**
 * A dialog whose body is what prints: "Print" and a closing button; the print stylesheet keeps
 * only this body, at the roll width `paper`.
 */
export function PrintDialog({ title, paper = 80, closeLabel = 'Close', onClose, children }: {
  title: string;
  paper?: PaperWidth;
  closeLabel?: string;
  onClose(): void;
  children: ReactNode;
}) {
  const footer = (
    <>
      <button type="button" className="btn" onClick={() => window.print()}>
        Print
      </button>
      <button type="button" className="btn btn--primary" onClick={onClose}>
        {closeLabel}
      </button>
    </>
  );
  return (
    <Dialog title={title} className={`receipt receipt--${paper}mm`} layerClassName="receipt-layer" onEscape={onClose} footer={footer}>
      {children}
    </Dialog>
  );
}

/** The brand's name, address, phone and e-mail, as far as given, under its logo. */
export function BrandHeader({ header }: { header: ReceiptHeader }) {
  return (
    <header className="receipt__header">
      {header.logo && <img className="receipt__logo" src={header.logo} alt="" crossOrigin="anonymous" />}
      <p className="receipt__brand">{header.name}</p>
      {header.address && <p>{header.address}</p>}
      {header.phone && <p>Tel. {header.phone}</p>}
      {header.email && <p>{header.email}</p>}
    </header>
  );
}

export function Receipt({ order, date, onNewSale, paper = 80, children }: ReceiptProps) {
  const receipt = receiptOf(order, date);
  const { header } = receipt;
  return (
    <PrintDialog title="Receipt" paper={paper} closeLabel="New sale" onClose={onNewSale}>
      <BrandHeader header={header} />
      <div className="receipt__meta">
        <Row label="Ticket" amount={receipt.ticket_no} />
        <div className="receipt__date">{receipt.date}</div>
      </div>
      <ul className="receipt__lines" aria-label="Items">
        {receipt.lines.map((line) => (
          <Line key={line.key} line={line} />
        ))}
      </ul>
      <div className="receipt__totals">
        {receipt.subtotal && <Row label="Subtotal" amount={receipt.subtotal} />}
        {receipt.discount_total && <Row label="Discount" amount={receipt.discount_total} />}
        <Row label="Total" amount={receipt.total} className="receipt__total" />
      </div>
      <div className="receipt__payments">
        {receipt.payments.map((p, i) => (
          <Row key={i} label={p.label} amount={p.amount} />
        ))}
        {receipt.change && <Row label="Change" amount={receipt.change} />}
      </div>
      {order.pay_at_counter && (
        <p className="receipt__counter">
          Not paid yet. Pay {receipt.total} at the counter with ticket {receipt.ticket_no}.
        </p>
      )}
      {children && <div className="receipt__after">{children}</div>}
    </PrintDialog>
  );
}
