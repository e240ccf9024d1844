/**
 * The printed documents, from the same content as the screen's: the receipt (`receiptOf`), a
 * kitchen ticket (`kitchenTicket`), a drawer kick and a test page. Pure: the words come
 * translated through `t`, in the terminal's language and direction.
 */
import { msg } from '@lingui/core/macro';
import type { Translate } from '../../core/names';
import type { Receipt } from '../../checkout/receipt';
import type { KitchenTicket } from '../../day/kitchenTicket';
import type { RefundReceipt } from '../../day/refundReceipt';
import { vatSummary, type ShiftReport } from '../../day/shiftReport';
import { formatMoney, sub, ZERO, type CurrencyDigits, type Money } from '../../core/money';
import type { ReceiptHeader } from '../../checkout/receipt';
import type { PrintDocument, PrintLine } from './document';
import { code128Values } from '../../checkout/code128';

export type Direction = PrintDocument['direction'];

function headerLines(header: ReceiptHeader, t: Translate): PrintLine[] {
  const lines: PrintLine[] = [{ kind: 'text', text: header.name, align: 'center', bold: true, large: true }];
  if (header.brand) lines.push({ kind: 'text', text: header.brand, align: 'center', bold: true });
  if (header.address) lines.push({ kind: 'text', text: header.address, align: 'center' });
  if (header.phone) lines.push({ kind: 'text', text: t(msg`Tel. ${{ phone: header.phone }}`), align: 'center' });
  if (header.email) lines.push({ kind: 'text', text: header.email, align: 'center' });
  return lines;
}

/** Whether a ticket number can be drawn in Code 128 (printable ASCII); one that cannot prints as text only. */
const isCode128 = (value: string) => code128Values(value) !== null;

export function receiptDocument(receipt: Receipt, t: Translate, direction: Direction, payAtCounter = false): PrintDocument {
  const lines = headerLines(receipt.header, t);
  lines.push({ kind: 'rule' });
  // A kiosk order is called by this number: the largest thing on the paper after the name.
  if (receipt.call_no !== null) lines.push({ kind: 'text', text: t(msg`Call number ${{ call: receipt.call_no }}`), align: 'center', bold: true, large: true });
  lines.push({ kind: 'pair', label: t(msg`Ticket`), value: receipt.ticket_no, bold: true });
  // Scanned in "Orders" to find the sale again, as the screen's receipt.
  if (isCode128(receipt.ticket_no)) lines.push({ kind: 'barcode', data: receipt.ticket_no });
  lines.push({ kind: 'text', text: receipt.date });
  if (receipt.order_name) lines.push({ kind: 'pair', label: t(msg`Order`), value: receipt.order_name });
  if (receipt.guests !== null) lines.push({ kind: 'pair', label: t(msg`Guests`), value: String(receipt.guests) });
  if (receipt.order_note) lines.push({ kind: 'text', text: t(msg`Note: ${{ note: receipt.order_note }}`) });
  lines.push({ kind: 'rule' });
  for (const line of receipt.lines) {
    const label = line.quantity === '1' ? line.name : t(msg`${{ quantity: line.quantity }} ${{ name: line.name }}`);
    lines.push({ kind: 'pair', label, value: line.amount });
    if (line.rate) lines.push({ kind: 'text', text: `  ${line.rate}` });
    for (const d of line.details) {
      const indent = d.depth === 2 ? '    ' : '  ';
      lines.push(d.amount === null ? { kind: 'text', text: indent + d.text } : { kind: 'pair', label: indent + d.text, value: d.amount });
    }
    if (line.discount) lines.push({ kind: 'pair', label: `  ${line.discount.label}`, value: line.discount.amount });
  }
  lines.push({ kind: 'rule' });
  if (receipt.subtotal) lines.push({ kind: 'pair', label: t(msg`Subtotal`), value: receipt.subtotal });
  if (receipt.discount_total) lines.push({ kind: 'pair', label: t(msg`Discount`), value: receipt.discount_total });
  lines.push({ kind: 'pair', label: t(msg`Total`), value: receipt.total, bold: true, large: true });
  if (receipt.tip) lines.push({ kind: 'pair', label: t(msg`Tip`), value: receipt.tip });
  if (receipt.vat) lines.push({ kind: 'pair', label: receipt.vat.label, value: receipt.vat.amount });
  if (receipt.vat_no) lines.push({ kind: 'text', text: t(msg`VAT no. ${{ number: receipt.vat_no }}`), align: 'center' });
  if (receipt.tax_qr) lines.push({ kind: 'qr', data: receipt.tax_qr });
  for (const p of receipt.payments) {
    lines.push({ kind: 'pair', label: p.label, value: p.amount });
    if (p.card) lines.push({ kind: 'text', text: p.card });
  }
  if (receipt.completed_after_restart) lines.push({ kind: 'text', text: t(msg`Completed after a restart`) });
  if (receipt.change) lines.push({ kind: 'pair', label: t(msg`Change`), value: receipt.change });
  if (payAtCounter) {
    lines.push({ kind: 'text', text: t(msg`Not paid yet. Pay ${{ total: receipt.total }} at the counter with ticket ${{ ticket: receipt.ticket_no }}.`) });
  }
  return { direction, lines, cut: true, drawer: false };
}

/**
 * A kitchen ticket as the screen draws it (src/day/ui/KitchenTicket.tsx): COPY on a reprint,
 * the station it is for, ADDED on a later ticket of the order, a kiosk order's call number,
 * VOID before a line the kitchen must not make.
 */
export function kitchenDocument(ticket: KitchenTicket, date: string, t: Translate, direction: Direction, copy = false): PrintDocument {
  const lines: PrintLine[] = [];
  if (copy) lines.push({ kind: 'text', text: t(msg`COPY`), align: 'center', bold: true, large: true });
  lines.push({ kind: 'text', text: t(msg`Kitchen ticket`), align: 'center', bold: true });
  if (ticket.station) lines.push({ kind: 'text', text: ticket.station, align: 'center', bold: true, large: true });
  if (ticket.mark === 'ADDED') lines.push({ kind: 'text', text: t(msg`ADDED`), align: 'center', bold: true, large: true });
  if (ticket.screen_offline) lines.push({ kind: 'text', text: t(msg`(screen offline)`), align: 'center', bold: true });
  if (ticket.call_no !== undefined) lines.push({ kind: 'text', text: t(msg`Call ${{ call: ticket.call_no }}`), align: 'center', bold: true, large: true });
  if (ticket.ticket_no) lines.push({ kind: 'pair', label: t(msg`Ticket`), value: ticket.ticket_no, bold: true, large: true });
  if (ticket.order_name) lines.push({ kind: 'pair', label: t(msg`Order`), value: ticket.order_name, bold: true });
  if (ticket.dining) lines.push({ kind: 'text', text: ticket.dining, align: 'center', bold: true, large: true });
  if (ticket.channel) lines.push({ kind: 'text', text: ticket.channel });
  lines.push({ kind: 'text', text: date });
  if (ticket.order_note) lines.push({ kind: 'text', text: t(msg`Note: ${{ note: ticket.order_note }}`), bold: true });
  lines.push({ kind: 'rule' });
  for (const line of ticket.lines) {
    lines.push({ kind: 'text', text: `${line.void ? `${t(msg`VOID`)} ` : ''}${line.quantity} × ${line.name}`, bold: true, large: true });
    for (const o of line.options) lines.push({ kind: 'text', text: `  ${o}` });
    for (const a of line.addons) lines.push({ kind: 'text', text: `  + ${a}` });
    for (const c of line.children) {
      lines.push({ kind: 'text', text: `  ${c.quantity > 1 ? `${c.quantity} × ` : ''}${c.name}` });
      for (const o of c.options) lines.push({ kind: 'text', text: `    ${o}` });
    }
    if (line.note) lines.push({ kind: 'text', text: `  ${t(msg`Note: ${{ note: line.note }}`)}`, bold: true });
  }
  return { direction, lines, cut: true, drawer: false };
}

/**
 * A document printed in training: "TRAINING" as its first and last line, so no slip of a
 * practice sale is taken for a real one. A document with nothing printed (a drawer kick) stays
 * as it is.
 */
export function markTraining(document: PrintDocument, t: Translate): PrintDocument {
  if (document.lines.length === 0) return document;
  const mark: PrintLine = { kind: 'text', text: t(msg`TRAINING`), align: 'center', bold: true, large: true };
  return { ...document, lines: [mark, ...document.lines, mark] };
}

/** The drawer kick alone: nothing printed, no paper cut. */
export const DRAWER_ONLY: PrintDocument = { direction: 'ltr', lines: [], cut: false, drawer: true };

/** "Test print": the printer's name, its roll, and a line of the terminal's language. */
export function testDocument(name: string, paper: number, t: Translate, direction: Direction): PrintDocument {
  return {
    direction,
    lines: [
      { kind: 'text', text: t(msg`Test print`), align: 'center', bold: true, large: true },
      { kind: 'text', text: name, align: 'center' },
      { kind: 'pair', label: t(msg`Paper width`), value: `${paper} mm` },
      { kind: 'rule' },
      { kind: 'text', text: t(msg`This printer is ready.`), align: 'center' },
    ],
    cut: true,
    drawer: false,
  };
}

/** A refund's slip, from the refund receipt the screen shows (src/day/refundReceipt.ts). */
export function refundDocument(receipt: RefundReceipt, t: Translate, direction: Direction): PrintDocument {
  const lines = headerLines(receipt.header, t);
  lines.push(
    { kind: 'text', text: t(msg`Refund`), align: 'center', bold: true, large: true },
    { kind: 'pair', label: t(msg`Ticket`), value: receipt.ticket_no, bold: true },
    { kind: 'pair', label: t(msg`Refund of`), value: receipt.refund_of },
    { kind: 'text', text: receipt.date },
    { kind: 'text', text: t(msg`Reason: ${{ reason: receipt.reason }}`) },
    { kind: 'rule' },
  );
  for (const line of receipt.lines) {
    lines.push({ kind: 'pair', label: line.quantity === '1' ? line.name : t(msg`${{ quantity: line.quantity }} ${{ name: line.name }}`), value: line.amount });
  }
  lines.push({ kind: 'rule' }, { kind: 'pair', label: t(msg`Total refunded`), value: receipt.total, bold: true, large: true });
  for (const p of receipt.payments) lines.push({ kind: 'pair', label: t(msg`${{ method: p.label }} given back`), value: p.amount });
  return { direction, lines, cut: true, drawer: false };
}

/** How a report names what it counts: brands, channels and dates as the screen does. */
export interface ReportNames {
  brandName(brandId: number): string;
  channelName(channelId: number | null): string;
  date(iso: string): string;
  /** "-0.250 short" and the like (the dialog's own words). */
  overShort(amount: Money): string;
}

/** The X or Z report, with the rows of its dialog (src/day/ui/ShiftReportDialog.tsx). */
export function shiftReportDocument(report: ShiftReport, digits: CurrencyDigits, t: Translate, names: ReportNames, direction: Direction): PrintDocument {
  const show = (amount: Money) => formatMoney(amount, digits);
  const pair = (label: string, value: string): PrintLine => ({ kind: 'pair', label, value });
  const lines: PrintLine[] = [
    { kind: 'text', text: report.kind === 'X' ? t(msg`X report`) : t(msg`Z report`), align: 'center', bold: true, large: true },
    { kind: 'text', text: report.cashier_name },
    { kind: 'text', text: t(msg`Opened ${{ at: names.date(report.opened_at) }}`) },
  ];
  if (report.closed_at) lines.push({ kind: 'text', text: t(msg`Closed ${{ at: names.date(report.closed_at) }}`) });
  lines.push(
    { kind: 'rule' },
    pair(t(msg`Sales (${{ count: report.sales_count }})`), show(report.sales_total)),
    pair(t(msg`Refunds (${{ count: report.refunds_count }})`), show(report.refunds_total)),
    pair(t(msg`Discounts`), show(report.discount_total)),
  );
  const vat = vatSummary(report);
  if (vat) {
    lines.push(pair(t(msg`Net sales`), show(vat.net)));
    for (const rate of vat.rates) lines.push(pair(t(msg`VAT included (${{ percent: rate.vat_percent }}%)`), show(rate.vat)));
  }
  lines.push(
    { kind: 'rule' },
    pair(t(msg`Cash`), show(report.totals_by_method.cash)),
    pair(t(msg`Card`), show(report.totals_by_method.card)),
    { kind: 'rule' },
  );
  for (const b of report.by_brand) lines.push(pair(t(msg`${{ name: names.brandName(b.brand_id) }} (${{ count: b.sales_count }})`), show(b.total)));
  for (const c of report.by_channel) lines.push(pair(t(msg`${{ name: names.channelName(c.channel_id) }} (${{ count: c.sales_count }})`), show(c.total)));
  lines.push({ kind: 'rule' });
  for (const move of report.cash_movements) {
    const label = move.kind === 'in' ? t(msg`Cash in: ${{ reason: move.reason }}`) : t(msg`Cash out: ${{ reason: move.reason }}`);
    lines.push(pair(label, show(move.kind === 'in' ? move.amount : sub(ZERO, move.amount))));
  }
  lines.push(
    pair(t(msg`Opening float`), show(report.opening_float)),
    pair(t(msg`Cash taken`), show(report.cash_taken)),
    pair(t(msg`Change given`), show(report.change_given)),
    pair(t(msg`Cash refunds`), show(report.cash_refunds)),
    pair(t(msg`Cash in`), show(report.cash_in)),
    pair(t(msg`Cash out`), show(report.cash_out)),
  );
  if (report.no_sales !== undefined) lines.push(pair(t(msg`Drawer opened with no sale`), String(report.no_sales)));
  lines.push({ kind: 'pair', label: t(msg`Expected cash`), value: show(report.expected_cash), bold: true });
  if (report.kind === 'Z') lines.push(pair(t(msg`Counted cash`), show(report.counted_cash)), { kind: 'pair', label: t(msg`Over/short`), value: names.overShort(report.over_short), bold: true });
  return { direction, lines, cut: true, drawer: false };
}
