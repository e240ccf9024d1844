/**
 * The printed documents, from the same content as the screen's: the receipt (`receiptOf`), a
 * kitchen ticket (`kitchenTicket`), a drawer kick and a test page. Pure: the words come
 * translated through `t`, in the terminal's language and direction.
 */
import { msg } from '@lingui/core/macro';
import type { Translate } from '../../core/names';
import type { Receipt } from '../../checkout/receipt';
import type { KitchenTicket } from '../../day/kitchenTicket';
import type { PrintDocument, PrintLine } from './document';

export type Direction = PrintDocument['direction'];

export function receiptDocument(receipt: Receipt, t: Translate, direction: Direction, payAtCounter = false): PrintDocument {
  const { header } = receipt;
  const lines: PrintLine[] = [{ kind: 'text', text: header.name, align: 'center', bold: true, large: true }];
  if (header.address) lines.push({ kind: 'text', text: header.address, align: 'center' });
  if (header.phone) lines.push({ kind: 'text', text: t(msg`Tel. ${{ phone: header.phone }}`), align: 'center' });
  if (header.email) lines.push({ kind: 'text', text: header.email, align: 'center' });
  lines.push({ kind: 'rule' }, { kind: 'pair', label: t(msg`Ticket`), value: receipt.ticket_no, bold: true }, { kind: 'text', text: receipt.date });
  if (receipt.order_name) lines.push({ kind: 'pair', label: t(msg`Order`), value: receipt.order_name });
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
  for (const p of receipt.payments) lines.push({ kind: 'pair', label: p.label, value: p.amount });
  if (receipt.change) lines.push({ kind: 'pair', label: t(msg`Change`), value: receipt.change });
  if (payAtCounter) {
    lines.push({ kind: 'text', text: t(msg`Not paid yet. Pay ${{ total: receipt.total }} at the counter with ticket ${{ ticket: receipt.ticket_no }}.`) });
  }
  return { direction, lines, cut: true, drawer: false };
}

export function kitchenDocument(ticket: KitchenTicket, date: string, t: Translate, direction: Direction): PrintDocument {
  const lines: PrintLine[] = [
    { kind: 'text', text: t(msg`Kitchen ticket`), align: 'center', bold: true },
    { kind: 'pair', label: t(msg`Ticket`), value: ticket.ticket_no, bold: true, large: true },
  ];
  if (ticket.order_name) lines.push({ kind: 'pair', label: t(msg`Order`), value: ticket.order_name, bold: true });
  if (ticket.channel) lines.push({ kind: 'text', text: ticket.channel });
  lines.push({ kind: 'text', text: date });
  if (ticket.order_note) lines.push({ kind: 'text', text: t(msg`Note: ${{ note: ticket.order_note }}`), bold: true });
  lines.push({ kind: 'rule' });
  for (const line of ticket.lines) {
    lines.push({ kind: 'text', text: `${line.quantity} × ${line.name}`, bold: true, large: true });
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
