/**
 * The receipt dialog (ui-contract "Payment and receipt"): the brand header, the sale and its
 * payments, with "Print" and "New sale". The print stylesheet keeps only this receipt, at the
 * roll width chosen by `paper`.
 */
import { Code128 } from './Code128';
import type { ReactNode } from 'react';
import { DEFAULT_PAPER, receiptOf, type Receipt as ReceiptModel, type ReceiptHeader, type ReceiptLine, type ReceiptPaper } from '../receipt';
import type { CompletedOrder } from '../order';
import { Dialog } from '../../ui/Dialog';
import { useHoldsWork } from '../../ui/workOnScreen';
import './checkout.css';
import './receipt-print.css';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';
import { receiptPrintsBothNames, setReceiptPrintsBothNames } from '../../i18n/receiptNamesSetting';
import { bothNames } from '../../core/bothNames';
import { lazy, Suspense, useState } from 'react';
import { TrainingMark } from '../../ui/TrainingMark';
import { LtrRuns } from '../../ui/LtrRuns';
import { formatMoney, ZERO } from '../../core/money';
import { kindOf } from '../tenders';

const TaxQr = lazy(() => import('./TaxQr'));

export type PaperWidth = 58 | 80;

export interface ReceiptProps {
  order: CompletedOrder;
  /** A reprint: marked COPY, so a second paper never passes for the first (a second meal collected). */
  copy?: boolean;
  /** When the sale completed, already formatted for the branch (the receipt does no time zones). */
  date: string;
  onNewSale: () => void;
  /** Roll width in millimetres; the branch's (`settings`) when omitted. */
  paper?: PaperWidth;
  /** The branch's settings and "Tax invoice QR" (assumed-contracts 11); the defaults when omitted. */
  settings?: ReceiptPaper;
  /**
   * Printed after the receipt, in the same print job, on a page of its own (the kitchen
   * ticket); not shown on screen. One job, so a kiosk-printing browser prints both or neither.
   */
  children?: ReactNode;
  /** Shown under the change due, never printed (the countdown to a new sale, AutoNewSale). */
  notice?: ReactNode;
}

export function Row({ label, amount, className = '' }: { label: string; amount: string; className?: string }) {
  return (
    <div className={`receipt__row ${className}`}>
      <span>{label}</span>
      <bdi dir="ltr" className="money">
        {amount}
      </bdi>
    </div>
  );
}

function Line({ line }: { line: ReceiptLine }) {
  const { t } = useLingui();
  return (
    <li className="receipt__line">
      <Row label={line.quantity === '1' ? line.name : t`${{ quantity: line.quantity }} ${{ name: line.name }}`} amount={line.amount} />
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

/** "COPY" across the top of a reprinted paper (a receipt, a kitchen ticket, a report), on screen and in print. */
export function CopyMark() {
  const { t } = useLingui();
  return <p className="receipt__copy">{t`COPY`}</p>;
}

/**
 * A dialog whose body is what prints: "Print" and a closing button; the print stylesheet keeps
 * only this body, at the roll width `paper`. `options` sit before the buttons (the receipt's
 * "Print both names"); `copy` marks a reprint.
 */
export function PrintDialog({ title, paper = 80, closeLabel, onClose, options, copy = false, children }: {
  title: string;
  paper?: PaperWidth;
  closeLabel?: string;
  onClose(): void;
  options?: ReactNode;
  copy?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  // Not printed yet: an update waits until it is closed.
  useHoldsWork();
  const footer = (
    <>
      {options}
      <button type="button" className="btn" onClick={() => window.print()}>
        {t`Print`}
      </button>
      <button type="button" className="btn btn--primary" onClick={onClose}>
        {closeLabel ?? t`Close`}
      </button>
    </>
  );
  return (
    <Dialog title={title} className={`receipt receipt--${paper}mm`} onEscape={onClose} footer={footer} focusableBody>
      {copy && <CopyMark />}
      {children}
    </Dialog>
  );
}

/** The brand's name, address, phone and e-mail, as far as given, under its logo. */
export function BrandHeader({ header }: { header: ReceiptHeader }) {
  const { t } = useLingui();
  return (
    <header className="receipt__header">
      {header.logo && <img className="receipt__logo" src={header.logo} alt="" crossOrigin="anonymous" />}
      <p className="receipt__brand">{header.name}</p>
      {header.brand && <p className="receipt__brand">{header.brand}</p>}
      {header.address && <p><LtrRuns text={header.address} /></p>}
      {header.phone && <p><LtrRuns text={t`Tel. ${{ phone: header.phone }}`} /></p>}
      {header.email && <p>{header.email}</p>}
    </header>
  );
}

/**
 * The branch's type size and margins on paper (assumed-contracts 11). Numbers the decoder
 * bounded, so the rule holds nothing but them.
 */
function PageRules({ page }: { page: ReceiptModel['page'] }) {
  const rules = [
    page.font_size === null ? '' : `font-size: ${page.font_size}pt;`,
    page.margins === null ? '' : `margin-inline: ${page.margins}mm;`,
  ].join(' ');
  if (rules.trim() === '') return null;
  return <style>{`@media print { .dialog.receipt.receipt--${page.width}mm { ${rules} } }`}</style>;
}

/** "VAT included" with the VAT inside the total, the brand's VAT number and the tax invoice QR, as far as the sale has them. */
function TaxLines({ receipt }: { receipt: ReceiptModel }) {
  const { t } = useLingui();
  if (!receipt.vat && !receipt.vat_no && !receipt.tax_qr) return null;
  return (
    <div className="receipt__tax">
      {receipt.vat && <Row label={receipt.vat.label} amount={receipt.vat.amount} />}
      {receipt.vat_no && <p><LtrRuns text={t`VAT no. ${{ number: receipt.vat_no }}`} /></p>}
      {receipt.tax_qr && (
        <Suspense fallback={null}>
          <TaxQr value={receipt.tax_qr} label={t`Tax invoice QR`} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The change to hand back, in the largest type of the screen and held at the top of the
 * receipt as it scrolls under it, so it is read before the drawer closes however long the sale.
 * Shown for a sale that took cash; not printed (the receipt's own "Change" row is).
 */
function ChangeDue({ order, change }: { order: CompletedOrder; change: string | null }) {
  const { t } = useLingui();
  if (order.pay_at_counter || !order.payments.some((p) => kindOf(p) === 'cash')) return null;
  return (
    <div role="group" aria-label={t`Change due`} className="receipt__due">
      <LtrRuns text={t`Change ${{ amount: change ?? formatMoney(ZERO, order.digits) }}`} />
    </div>
  );
}

export function Receipt({ order, date, onNewSale, paper, settings = DEFAULT_PAPER, copy = false, children, notice }: ReceiptProps) {
  const { t } = useLingui();
  const { name, translate } = useLanguage();
  // A terminal setting, beside the receipt it changes: print each name in both languages.
  const [both, setBoth] = useState(receiptPrintsBothNames);
  const receipt = receiptOf(order, date, { t: translate, name: both ? bothNames : name }, settings);
  const width = paper ?? receipt.page.width;
  const { header } = receipt;
  const options = (
    <label className="receipt__both">
      <input
        type="checkbox"
        checked={both}
        onChange={(e) => {
          setReceiptPrintsBothNames(e.target.checked);
          setBoth(e.target.checked);
        }}
      />{' '}
      {t`Print both names`}
    </label>
  );
  return (
    <PrintDialog title={t`Receipt`} paper={width} closeLabel={copy ? t`Close` : t`New sale`} onClose={onNewSale} options={options} copy={copy}>
      <PageRules page={{ ...receipt.page, width }} />
      {!copy && <ChangeDue order={order} change={receipt.change} />}
      {!copy && notice}
      <TrainingMark />
      <BrandHeader header={header} />
      <div className="receipt__meta">
        {receipt.call_no !== null && <Row label={t`Call number`} amount={receipt.call_no} className="receipt__call" />}
        <Row label={t`Ticket`} amount={receipt.ticket_no} />
        {/* Scanned in "Orders" to find the sale again (a refund another day). */}
        <Code128 value={receipt.ticket_no} label={t`Ticket barcode ${{ ticket: receipt.ticket_no }}`} />
        <div className="receipt__date">
          <LtrRuns text={receipt.date} />
        </div>
        {receipt.order_name && <Row label={t`Order`} amount={receipt.order_name} />}
        {receipt.guests !== null && <Row label={t`Guests`} amount={String(receipt.guests)} />}
      </div>
      {receipt.order_note && <p className="receipt__note"><LtrRuns text={t`Note: ${{ note: receipt.order_note }}`} /></p>}
      <ul className="receipt__lines" aria-label={t`Items`}>
        {receipt.lines.map((line) => (
          <Line key={line.key} line={line} />
        ))}
      </ul>
      <div className="receipt__totals">
        {receipt.subtotal && <Row label={t`Subtotal`} amount={receipt.subtotal} />}
        {receipt.discount_total && <Row label={t`Discount`} amount={receipt.discount_total} />}
        <Row label={t`Total`} amount={receipt.total} className="receipt__total" />
        {receipt.tip && <Row label={t`Tip`} amount={receipt.tip} />}
      </div>
      <TaxLines receipt={receipt} />
      <div className="receipt__payments">
        {receipt.payments.map((p, i) => (
          <div key={i}>
            <Row label={p.label} amount={p.amount} />
            {p.card && <p className="receipt__card"><bdi dir="ltr">{p.card}</bdi></p>}
          </div>
        ))}
        {receipt.completed_after_restart && <p className="receipt__restart">{t`Completed after a restart`}</p>}
        {receipt.change && <Row label={t`Change`} amount={receipt.change} />}
      </div>
      {order.pay_at_counter && (
        <p className="receipt__counter">
          <LtrRuns text={t`Not paid yet. Pay ${{ total: receipt.total }} at the counter with ticket ${{ ticket: receipt.ticket_no }}.`} />
        </p>
      )}
      <TrainingMark />
      {children && <div className="receipt__after">{children}</div>}
    </PrintDialog>
  );
}
