/**
 * The X report (the open shift so far) and the Z report (the shift closed) as a printable
 * dialog (assumed-contracts 9): sales, refunds and discounts, totals by payment method, by
 * brand and by channel, the cash movements and the drawer's sum down to "Expected cash", and
 * for the Z report what was counted and "Over/short". It prints on the receipt's rolls
 * (58 mm and 80 mm) through the receipt's print stylesheet.
 */
import { formatMoney, sub, ZERO, type CurrencyDigits, type Money } from '../../core/money';
import type { ShiftReport } from '../shiftReport';
import { Dialog } from '../../ui/Dialog';
import '../../checkout/ui/checkout.css';
import '../../checkout/ui/receipt-print.css';

export interface ShiftReportDialogProps {
  report: ShiftReport;
  digits: CurrencyDigits;
  /** A brand's name as the catalog lists it. */
  brandName(brandId: number): string;
  /** A channel's name; null is sold on no channel. */
  channelName(channelId: number | null): string;
  onClose(): void;
  /** Roll width in millimetres; 80 when omitted. */
  paper?: 58 | 80;
}

function Row({ label, value, labelled = false }: { label: string; value: string; labelled?: boolean }) {
  return (
    <div className="receipt__row">
      <span>{label}</span>
      <span className="money" aria-label={labelled ? label : undefined}>{value}</span>
    </div>
  );
}

/** "-0.250 short", "0.100 over", "0.000": money that went missing says so in words too. */
export function overShortText(amount: Money, digits: CurrencyDigits): string {
  const text = formatMoney(amount, digits);
  if (amount < 0) return `${text} short`;
  return amount > 0 ? `${text} over` : text;
}

export function ShiftReportDialog({ report, digits, brandName, channelName, onClose, paper = 80 }: ShiftReportDialogProps) {
  const show = (amount: Money) => formatMoney(amount, digits);
  const title = report.kind === 'X' ? 'X report' : 'Z report';
  const footer = (
    <>
      <button type="button" className="btn" onClick={() => window.print()}>
        Print
      </button>
      <button type="button" className="btn btn--primary" onClick={onClose}>
        Close
      </button>
    </>
  );
  return (
    <Dialog title={title} className={`receipt receipt--${paper}mm shift-report`} layerClassName="receipt-layer" onEscape={onClose} footer={footer}>
      <header className="receipt__header">
        <p className="receipt__brand">{title}</p>
        <p>{report.cashier_name}</p>
        <p>Opened {new Date(report.opened_at).toLocaleString()}</p>
        {report.closed_at && <p>Closed {new Date(report.closed_at).toLocaleString()}</p>}
      </header>
      <section className="receipt__totals" aria-label="Sales">
        <Row label={`Sales (${report.sales_count})`} value={show(report.sales_total)} />
        <Row label={`Refunds (${report.refunds_count})`} value={show(report.refunds_total)} />
        <Row label="Discounts" value={show(report.discount_total)} />
      </section>
      <section className="receipt__payments" aria-label="By payment method">
        <Row label="Cash" value={show(report.totals_by_method.cash)} />
        <Row label="Card" value={show(report.totals_by_method.card)} />
      </section>
      <section className="receipt__payments" aria-label="By brand">
        {report.by_brand.map((b) => (
          <Row key={b.brand_id} label={`${brandName(b.brand_id)} (${b.sales_count})`} value={show(b.total)} />
        ))}
      </section>
      <section className="receipt__payments" aria-label="By channel">
        {report.by_channel.map((c) => (
          <Row key={c.channel_id ?? 'none'} label={`${channelName(c.channel_id)} (${c.sales_count})`} value={show(c.total)} />
        ))}
      </section>
      {report.cash_movements.length > 0 && (
        <ul className="receipt__lines" aria-label="Cash movements">
          {report.cash_movements.map((move, i) => (
            <li key={i}>
              <Row label={`${move.kind === 'in' ? 'Cash in' : 'Cash out'}: ${move.reason}`} value={show(move.kind === 'in' ? move.amount : sub(ZERO, move.amount))} />
            </li>
          ))}
        </ul>
      )}
      <section className="receipt__totals" aria-label="Drawer">
        <Row label="Opening float" value={show(report.opening_float)} />
        <Row label="Cash taken" value={show(report.cash_taken)} />
        <Row label="Change given" value={show(report.change_given)} />
        <Row label="Cash refunds" value={show(report.cash_refunds)} />
        <Row label="Cash in" value={show(report.cash_in)} />
        <Row label="Cash out" value={show(report.cash_out)} />
        <Row label="Expected cash" value={show(report.expected_cash)} labelled />
        {report.kind === 'Z' && <Row label="Counted cash" value={show(report.counted_cash)} />}
        {report.kind === 'Z' && <Row label="Over/short" value={overShortText(report.over_short, digits)} labelled />}
      </section>
    </Dialog>
  );
}
