/**
 * The X report (the open shift so far) and the Z report (the shift closed) as a printable
 * dialog (assumed-contracts 9): sales, refunds and discounts, totals by payment method, by
 * brand and by channel, a table per cashier, the cash movements and the drawer's sum down to "Expected cash", and
 * for the Z report what was counted and "Over/short". It prints on the receipt's rolls
 * (58 mm and 80 mm) through the receipt's print stylesheet.
 */
import { msg } from '@lingui/core/macro';
import { formatMoney, sub, ZERO, type CurrencyDigits, type Money } from '../../core/money';
import type { Translate } from '../../core/names';
import { formatDocumentTime } from '../../i18n/i18n';
import { useLanguage } from '../../i18n/react';
import { useLingui } from '@lingui/react/macro';
import { vatSummary, type ShiftReport } from '../shiftReport';
import { methodLabel } from '../../checkout/tenders';
import { Dialog } from '../../ui/Dialog';
import { useHoldsWork } from '../../ui/workOnScreen';
import { CopyMark } from '../../checkout/ui/Receipt';
import { CashierTable } from './CashierTable';
import '../../checkout/ui/checkout.css';
import '../../checkout/ui/receipt-print.css';

export interface ShiftReportDialogProps {
  report: ShiftReport;
  digits: CurrencyDigits;
  /** A brand's name as the catalog lists it. */
  brandName(brandId: number): string;
  /** A channel's name; null is sold on no channel. */
  channelName(channelId: number | null): string;
  /** The branch's time zone, which the report's times read in (`formatDocumentTime`). */
  timeZone: string;
  onClose(): void;
  /** Roll width in millimetres; 80 when omitted. */
  paper?: 58 | 80;
  /** A Z report printed again later ("Shifts"): marked COPY. */
  copy?: boolean;
  /** With a receipt printer set up: "Print" prints there instead of the system dialog. */
  onPrint?: (() => void) | null;
  /** An X report a cashier reads with "Blind cash count" on: the drawer's sum and "Expected cash" are left out. */
  hideExpected?: boolean;
}

/** A row per method, keyed by its code: "Cash", "Card", then each added tender under the name its payments kept. */
function MethodRows({ report, digits }: { report: ShiftReport; digits: CurrencyDigits }) {
  const { translate } = useLanguage();
  return Object.entries(report.totals_by_method).map(([method, amount]) => {
    const label = methodLabel({ method, ...(report.method_names?.[method] ? { method_name: report.method_names[method] } : {}) }, translate);
    return <Row key={method} label={label} value={formatMoney(amount, digits)} labelled />;
  });
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
export function overShortText(amount: Money, digits: CurrencyDigits, t: Translate): string {
  const text = formatMoney(amount, digits);
  if (amount < 0) return t(msg`${{ amount: text }} short`);
  return amount > 0 ? t(msg`${{ amount: text }} over`) : text;
}

export function ShiftReportDialog({ report, digits, brandName, channelName, timeZone, onClose, paper = 80, copy = false, onPrint = null, hideExpected = false }: ShiftReportDialogProps) {
  // Printed in the terminal's language, like a receipt.
  const { t } = useLingui();
  const { translate } = useLanguage();
  useHoldsWork();
  const show = (amount: Money) => formatMoney(amount, digits);
  const vat = vatSummary(report);
  const title = report.kind === 'X' ? t`X report` : t`Z report`;
  const footer = (
    <>
      <button type="button" className="btn" onClick={() => (onPrint ? onPrint() : window.print())}>
        {t`Print`}
      </button>
      <button type="button" className="btn btn--primary" onClick={onClose}>
        {t`Close`}
      </button>
    </>
  );
  return (
    <Dialog title={title} className={`receipt receipt--${paper}mm shift-report`} onEscape={onClose} footer={footer}>
      {copy && <CopyMark />}
      <header className="receipt__header">
        <p className="receipt__brand">{title}</p>
        <p>{report.cashier_name}</p>
        {report.kind === 'Z' && report.closed_by && <p>{t`Closed by ${{ name: report.closed_by.name }}`}</p>}
        <p>{t`Opened ${{ at: formatDocumentTime(report.opened_at, timeZone) }}`}</p>
        {report.closed_at && <p>{t`Closed ${{ at: formatDocumentTime(report.closed_at, timeZone) }}`}</p>}
        {report.kind === 'Z' && report.device_closed_at && report.device_closed_at !== report.closed_at && (
          <p>{t`The device's clock read ${{ at: formatDocumentTime(report.device_closed_at, timeZone) }} at the close, before the opening: it was set back.`}</p>
        )}
      </header>
      <section className="receipt__totals" aria-label={t`Sales`}>
        <Row label={t`Sales (${{ count: report.sales_count }})`} value={show(report.sales_total)} labelled />
        <Row label={t`Refunds (${{ count: report.refunds_count }})`} value={show(report.refunds_total)} labelled />
        <Row label={t`Discounts`} value={show(report.discount_total)} labelled />
        <Row label={t`Tips`} value={show(report.tips_total ?? ZERO)} labelled />
        {report.voids_count !== undefined && <Row label={t`Voids (${{ count: report.voids_count }})`} value={show(report.voids_total ?? ZERO)} labelled />}
        {vat && <Row label={t`Net sales`} value={show(vat.net)} labelled />}
        {vat?.rates.map((r) => <Row key={r.vat_percent} label={t`VAT included (${{ percent: r.vat_percent }}%)`} value={show(r.vat)} labelled />)}
      </section>
      <CashierTable rows={report.by_cashier} digits={digits} />
      <section className="receipt__payments" aria-label={t`By payment method`}>
        <MethodRows report={report} digits={digits} />
      </section>
      <section className="receipt__payments" aria-label={t`By brand`}>
        {report.by_brand.map((b) => (
          <Row key={b.brand_id} label={t`${{ name: brandName(b.brand_id) }} (${{ count: b.sales_count }})`} value={show(b.total)} />
        ))}
      </section>
      <section className="receipt__payments" aria-label={t`By channel`}>
        {report.by_channel.map((c) => (
          <Row key={c.channel_id ?? 'none'} label={t`${{ name: channelName(c.channel_id) }} (${{ count: c.sales_count }})`} value={show(c.total)} />
        ))}
      </section>
      {report.cash_movements.length > 0 && (
        <ul className="receipt__lines" aria-label={t`Cash movements`}>
          {report.cash_movements.map((move, i) => (
            <li key={i}>
              <Row label={move.kind === 'in' ? t`Cash in: ${{ reason: move.reason }}` : t`Cash out: ${{ reason: move.reason }}`} value={show(move.kind === 'in' ? move.amount : sub(ZERO, move.amount))} />
            </li>
          ))}
        </ul>
      )}
      {report.not_counted && (
        <p className="receipt__note">
          {t`Not counted here: ${{ tickets: report.not_counted.join(', ') }}. Their amounts have more decimals than this shift counts in (the currency changed on the server).`}
        </p>
      )}
      {hideExpected ? (
        <p className="receipt__note">{t`Blind cash count: the expected cash is shown at the close, after the count, and to managers.`}</p>
      ) : (
        <section className="receipt__totals" aria-label={t`Drawer`}>
          <Row label={t`Opening float`} value={show(report.opening_float)} />
          <Row label={t`Cash taken`} value={show(report.cash_taken)} />
          <Row label={t`Change given`} value={show(report.change_given)} />
          <Row label={t`Cash refunds`} value={show(report.cash_refunds)} />
          <Row label={t`Cash in`} value={show(report.cash_in)} />
          <Row label={t`Cash out`} value={show(report.cash_out)} />
          {report.no_sales !== undefined && <Row label={t`Drawer opened with no sale`} value={String(report.no_sales)} labelled />}
          <Row label={t`Expected cash`} value={show(report.expected_cash)} labelled />
          {report.kind === 'Z' && <Row label={t`Counted cash`} value={show(report.counted_cash)} />}
          {report.kind === 'Z' && <Row label={t`Over/short`} value={overShortText(report.over_short, digits, translate)} labelled />}
        </section>
      )}
      {report.recounts && (
        <ul className="receipt__lines" aria-label={t`Recounts`}>
          {report.recounts.map((r, i) => (
            <li key={i}>
              <Row label={t`Recount: a close was given up after the expected cash was shown, ${{ at: formatDocumentTime(r.at, timeZone) }}; counted then`} value={show(r.counted_cash)} />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
