/**
 * The receipt of a completed sale as plain text rows: brand header, ticket, date, each line
 * with what it was made of, discounts, totals, payments and change. Everything is formatted
 * here, from the order's own snapshots, so the printed receipt needs no catalog and the
 * component only lays the rows out.
 */
import { msg } from '@lingui/core/macro';
import { add, formatMoney, money, times, type Money } from '../core/money';
import type { CartLine } from '../cart/cart';
import { formatKg, optionText, quantityText } from '../cart/lineText';
import { weighedAmount } from '../cart/pricing';
import type { CompletedOrder } from './order';
import { methodLabel } from './tenders';
import { english, type Named, type Translate } from '../core/names';
import { DEFAULT_BRANCH_SETTINGS, type BranchSettings, type PageWidth } from '../core/branchSettings';
import { vatIncluded } from './vat';
import { taxInvoiceQrText } from './taxQr';

export interface ReceiptHeader {
  name: string;
  /**
   * The brand that sold (2.9, 2.10.9) when the header names the branch's business instead (a
   * food hall selling under several brands); null when the header is the brand's own.
   */
  brand: string | null;
  /** Null when the brand has none (the header shows only what is given). */
  address: string | null;
  phone: string | null;
  email: string | null;
  /** Logo URL, or null when the brand has none. */
  logo: string | null;
}

export interface ReceiptDetail {
  text: string;
  /** 1 = part of the line; 2 = an option of a combo child. */
  depth: 1 | 2;
  /**
   * What this part adds to the line, on a weighed line only: there the options, add-ons and
   * children are added once beside the weighed amount (2.2, 2.7), so each shows its price.
   * Null on unit lines, whose parts are priced per unit inside the rate.
   */
  amount: string | null;
}

export interface ReceiptLine {
  key: string;
  name: string;
  /** `2`, or `0.333 kg`. */
  quantity: string;
  /**
   * How the amount was reached, when it is not one unit: `2 × 2.300`, or for a weighed line
   * the weighed part alone, `0.335 kg × 1.500/kg = 0.503` (its options follow, each priced).
   */
  rate: string | null;
  /** Before the line's discount. */
  amount: string;
  details: ReceiptDetail[];
  discount: { label: string; amount: string } | null;
}

export interface ReceiptPayment {
  label: string;
  /** What was handed over (cash) or charged (card). */
  amount: string;
  /** A card taken on the terminal (assumed-contracts 13): its brand, last 4, auth code and reference; null otherwise. */
  card?: string | null;
}

export interface Receipt {
  header: ReceiptHeader;
  /** A kiosk order's call number (kiosk.ts), printed large above the ticket; null on the till's sales. */
  call_no: string | null;
  ticket_no: string;
  date: string;
  lines: ReceiptLine[];
  /** Shown only when something was discounted. */
  subtotal: string | null;
  discount_total: string | null;
  total: string;
  /** The tip (assumed-contracts 10), paid with the sale but not part of its total; null when none. */
  tip: string | null;
  payments: ReceiptPayment[];
  /** The sale was completed when the till asked again after a restart or a lost answer (assumed-contracts 13). */
  completed_after_restart: boolean;
  /** Null when no change was given. */
  change: string | null;
  /** The name the order was parked under and its note (assumed-contracts 7); null when it has none. */
  order_name: string | null;
  order_note: string | null;
  /** How the paper is laid out (assumed-contracts 11): the roll, the type size and margins (null = the roll's own). */
  page: { width: PageWidth; font_size: number | null; margins: number | null };
  /** "VAT included (5%)" and the VAT inside the total; null when the sale had no VAT percent. */
  vat: { label: string; amount: string } | null;
  /** "VAT no. …" of the brand; null when it has none. */
  vat_no: string | null;
  /** What the simplified tax invoice QR code holds (base64 TLV, taxQr.ts); null when not printed. */
  tax_qr: string | null;
  /** Covers at the table ("Guests"); null when not asked. */
  guests: number | null;
}

/** What the receipt takes besides the sale: the branch's settings and the terminal's "Tax invoice QR". */
export interface ReceiptPaper {
  branch: BranchSettings;
  taxQr: boolean;
}

export const DEFAULT_PAPER: ReceiptPaper = { branch: DEFAULT_BRANCH_SETTINGS, taxQr: false };

export { METHOD_LABEL } from './tenders';

/**
 * The words of a receipt: the messages in the terminal's language and each name as it
 * prints (its second-language name, or both names when the terminal prints both).
 * English and `name` when not given.
 */
export interface ReceiptWords {
  t: Translate;
  name(row: Named): string;
}

/** English and each row's `name`: the words of a receipt in the pure rules' tests. */
export const ENGLISH: ReceiptWords = { t: english, name: (row) => row.name };

const given = (text: string | null): string | null => (text !== null && text.trim() !== '' ? text.trim() : null);

function detailsOf(line: CartLine, show: (m: Money) => string, { t, name }: ReceiptWords): ReceiptDetail[] {
  // A weighed line's parts are added once each (2.2, 2.7), so each shows what it adds.
  const priced = line.weight_g !== null;
  const amount = (m: Money) => (priced ? show(m) : null);
  const details: ReceiptDetail[] = line.options.map((o) => ({
    text: optionText(o, name),
    depth: 1,
    amount: amount(times(o.unit_price, o.quantity)),
  }));
  for (const addon of line.addons) {
    details.push({
      text: `+ ${name(addon)}${addon.quantity > 1 ? ` ×${addon.quantity}` : ''}`,
      depth: 1,
      amount: amount(times(addon.unit_price, addon.quantity)),
    });
  }
  for (const child of line.children) {
    const each = add(child.unit_price, ...child.options.map((o) => times(o.unit_price, o.quantity)));
    details.push({
      text: `${child.quantity > 1 ? `${child.quantity} × ` : ''}${name(child)}`,
      depth: 1,
      amount: amount(times(each, child.quantity)),
    });
    for (const o of child.options) details.push({ text: optionText(o, name), depth: 2, amount: null });
  }
  if (line.note !== '') details.push({ text: t(msg`Note: ${{ note: line.note }}`), depth: 1, amount: null });
  return details;
}

function rateOf(line: CartLine, show: (m: Money) => string, t: Translate): string | null {
  const weighed = weighedAmount(line);
  if (line.weight_g !== null && weighed !== null) {
    return `${formatKg(line.weight_g, t(msg`kg`))} × ${t(msg`${{ price: show(line.unit_price) }}/kg`)} = ${show(weighed)}`;
  }
  if (line.quantity <= 1) return null;
  // A unit line's subtotal is its price each times the quantity, so this division is exact.
  const each = line.subtotal / line.quantity;
  return Number.isSafeInteger(each) ? `${line.quantity} × ${show(money(each))}` : null;
}

/**
 * The header: the branch's business name, address, phone and e-mail (assumed-contracts 11),
 * each falling back to the brand's (2.9) when the branch gives none; under a business name,
 * the brand that sold is named too, so the receipt says whose lines they are.
 */
function headerOf(order: CompletedOrder, branch: BranchSettings, name: ReceiptWords['name']): ReceiptHeader {
  const { brand } = order;
  const business = given(branch.business_name);
  const brandName = name({ name: brand.brand_name, localize_name: brand.localize_name ?? null });
  const businessName = business ? name({ name: business, localize_name: given(branch.localize_business_name) }) : null;
  return {
    name: businessName ?? brandName,
    brand: businessName !== null && businessName !== brandName ? brandName : null,
    address: given(branch.business_address)
      ? name({ name: branch.business_address!.trim(), localize_name: given(branch.localize_business_address) })
      : given(brand.brand_address),
    phone: given(branch.business_phone) ?? given(brand.brand_phone),
    email: given(branch.business_email) ?? given(brand.brand_email),
    logo: given(brand.brand_thumbnail),
  };
}

/**
 * The VAT line and the tax invoice QR of a sale: the VAT inside its total at the percent it was
 * sold with, rounded once (vat.ts); the QR only when asked for and the brand has a VAT number.
 */
function taxOf(order: CompletedOrder, paper: ReceiptPaper, t: Translate): Pick<Receipt, 'vat' | 'vat_no' | 'tax_qr'> {
  const vatNo = given(order.brand.brand_vat_no ?? null);
  const percent = order.vat_percent;
  if (percent === undefined) return { vat: null, vat_no: vatNo, tax_qr: null };
  const vat = vatIncluded(order.totals.total, percent);
  const seller = given(paper.branch.business_name) ?? order.brand.brand_name;
  return {
    vat: { label: t(msg`VAT included (${{ percent }}%)`), amount: formatMoney(vat, order.digits) },
    vat_no: vatNo,
    tax_qr:
      paper.taxQr && vatNo !== null
        ? taxInvoiceQrText({ seller, vat_no: vatNo, timestamp: order.created_at, total: order.totals.total, vat, digits: order.digits })
        : null,
  };
}

/** "Visa •••• 4242 · Auth 100001 · Ref R-000001" of a card taken on the terminal. */
function cardLine(p: CompletedOrder['payments'][number], t: ReceiptWords['t']): string | null {
  if (!p.payment_id) return null;
  const [brand, last4, auth, ref] = [p.card_brand ?? '', p.last4 ?? '', p.auth_code ?? '', p.reference ?? ''];
  return t(msg`${{ brand }} •••• ${{ last4 }} · Auth ${{ auth }} · Ref ${{ ref }}`);
}

export function receiptOf(order: CompletedOrder, date: string, words: ReceiptWords = ENGLISH, paper: ReceiptPaper = DEFAULT_PAPER): Receipt {
  const { t, name } = words;
  const show = (m: Money) => formatMoney(m, order.digits);
  const { totals } = order;
  const discounted = totals.discount_total !== 0;
  const change = add(...order.payments.map((p) => p.change));
  const { branch } = paper;
  return {
    header: headerOf(order, branch, name),
    call_no: order.call_no === undefined ? null : String(order.call_no),
    ticket_no: order.ticket_no,
    date,
    lines: order.lines.map((line) => ({
      key: line.line_id,
      name: name(line),
      quantity: quantityText(line, t(msg`kg`)),
      rate: rateOf(line, show, t),
      amount: show(line.subtotal),
      details: detailsOf(line, show, words),
      discount: line.discount_pct > 0 ? { label: t(msg`Discount ${{ percent: line.discount_pct }}%`), amount: `-${show(line.discount)}` } : null,
    })),
    subtotal: discounted ? show(totals.subtotal) : null,
    discount_total: discounted ? `-${show(totals.discount_total)}` : null,
    total: show(totals.total),
    tip: order.tip ? show(order.tip) : null,
    payments: order.payments.map((p) => ({ label: methodLabel(p, t), amount: show(p.tendered), card: cardLine(p, t) })),
    change: change > 0 ? show(change) : null,
    order_name: given(order.order_name ?? null),
    order_note: given(order.order_note ?? null),
    page: { width: branch.page_width, font_size: branch.font_size, margins: branch.page_margins },
    ...taxOf(order, paper, t),
    guests: order.guests ?? null,
    completed_after_restart: order.completed_after_restart === true,
  };
}
