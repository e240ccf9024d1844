/**
 * The wire format of assumed-contracts 6: the JSON body of `POST /api/v2/invoices` made from
 * a completed sale (src/checkout/order.ts), keys in the contract's order. The only place that
 * knows how a sale is written for the server: the cart and checkout hold exact minor units
 * and plain domain data, and this module turns them into decimal numbers of currency units
 * with `toDecimal`, exactly. Pure: no request is made here (invoices.ts sends it).
 */
import type { PricedLine, PricedOption } from '../../cart/pricing';
import { presentOrderFields, type CompletedOrder } from '../../checkout/order';
import type { SettledPayment } from '../../checkout/payment';
import { wireBrandId } from '../../core/brandId';
import { ZERO, type CurrencyDigits, type Money } from '../../core/money';
import { toDecimal } from '../../core/moneyDecimal';
import type { StaffRef } from '../../staff/staff';
import { voidEntries, type VoidEntry } from './voidEntries';

interface InvoiceModifier {
  id: number;
  modifier_id: number;
  quantity: number;
  unit_price: number;
  instructions: number[];
}

/** A `lines[]` item: money in currency units. */
export interface InvoiceLine {
  product_id: number;
  name: string;
  brand_id: number;
  /** Units; on a bill of a split order its share of them, to 3 decimals (`0.5`, assumed-contracts 10). */
  quantity: number;
  /** Kilograms for a weighed line. */
  weight: number | null;
  unit_price: number;
  open_price: number | null;
  discount_pct: number;
  modifiers: InvoiceModifier[];
  addons: { product_id: number; quantity: number; unit_price: number }[];
  combo_children: { product_id: number; quantity: number; unit_price: number; modifiers: InvoiceModifier[] }[];
  note: string;
  line_total: number;
  /** assumed-contracts 10: on a line with a manual discount, who gave it and the manager who approved it. */
  discount_by?: StaffRef;
  approved_by?: StaffRef;
}

interface InvoicePayment {
  /** "cash", "card" or an added tender's code (assumed-contracts 10). */
  method: SettledPayment['method'];
  /** The added tender's name; absent on cash and card. */
  method_name?: string;
  amount: number;
  tendered: number;
  change: number;
  /** assumed-contracts 13: a card taken on the terminal. */
  payment_id?: string;
  auth_code?: string;
  card_brand?: string;
  last4?: string;
  reference?: string;
}

interface InvoiceBody {
  client_order_id: string;
  ticket_no: string;
  created_at: string;
  location_id: number;
  brand_id: number;
  channel_id: number | null;
  lines: InvoiceLine[];
  total: number;
  discount_total: number;
  /** assumed-contracts 10: not part of `total`; the payments cover `total + tip`. */
  tip: number;
  payments: InvoicePayment[];
  /** assumed-contracts 10: covers at the table, only when asked. */
  guests?: number;
  /** assumed-contracts 7: the same UUID on every upload of this terminal. */
  terminal_id?: string;
  /** assumed-contracts 7, each only when the sale has it. */
  order_name?: string;
  order_note?: string;
  shift_id?: string;
  cashier_name?: string;
  /** assumed-contracts 10, each only when the sale has it. */
  cashier_id?: string;
  approved_by?: StaffRef;
  /** assumed-contracts 10: units taken back after the kitchen had them; only when there are. */
  voids?: VoidEntry[];
  /** assumed-contracts 10: on each bill of a split order, the id the order had before. */
  split_of?: string;
}

/** A line of the order as the contract sends it; brand 0 goes as 1 (2.9, 2.10.8). */
export function invoiceLine(line: PricedLine & { brand_id: number; discount_by?: StaffRef; discount_approved_by?: StaffRef }, digits: CurrencyDigits): InvoiceLine {
  const dec = (m: Money) => toDecimal(m, digits);
  const modifiers = (options: readonly PricedOption[]): InvoiceModifier[] =>
    options.map((o) => ({
      id: o.item_id,
      modifier_id: o.modifier_id,
      quantity: o.quantity,
      unit_price: dec(o.unit_price),
      instructions: o.instructions.map((i) => i.id),
    }));
  return {
    product_id: line.product_id,
    name: line.name,
    brand_id: wireBrandId(line.brand_id),
    quantity: line.quantity,
    // A whole number of grams / 1000 is the double nearest the 3-decimal weight, so JSON
    // writes it exactly as typed (333 g -> 0.333).
    weight: line.weight_g === null ? null : line.weight_g / 1000,
    unit_price: dec(line.unit_price),
    open_price: line.open_price === null ? null : dec(line.open_price),
    discount_pct: line.discount_pct,
    modifiers: modifiers(line.options),
    addons: line.addons.map((a) => ({ product_id: a.product_id, quantity: a.quantity, unit_price: dec(a.unit_price) })),
    combo_children: line.children.map((c) => ({
      product_id: c.product_id,
      quantity: c.quantity,
      unit_price: dec(c.unit_price),
      modifiers: modifiers(c.options),
    })),
    note: line.note,
    line_total: dec(line.total),
    ...(line.discount_by ? { discount_by: line.discount_by } : {}),
    ...(line.discount_approved_by ? { approved_by: line.discount_approved_by } : {}),
  };
}

export function invoiceBody(order: CompletedOrder): InvoiceBody {
  const dec = (amount: Money) => toDecimal(amount, order.digits);
  return {
    client_order_id: order.client_order_id,
    ticket_no: order.ticket_no,
    created_at: order.created_at,
    location_id: order.location_id,
    brand_id: wireBrandId(order.brand_id),
    channel_id: order.channel_id,
    lines: order.lines.map((line) => invoiceLine(line, order.digits)),
    total: dec(order.totals.total),
    discount_total: dec(order.totals.discount_total),
    tip: dec(order.tip ?? ZERO),
    payments: order.payments.map((p) => ({
      method: p.method,
      ...(p.method_name ? { method_name: p.method_name } : {}),
      amount: dec(p.amount),
      tendered: dec(p.tendered),
      change: dec(p.change),
      ...cardFields(p),
    })),
    ...(order.guests ? { guests: order.guests } : {}),
    ...(order.terminal_id ? { terminal_id: order.terminal_id } : {}),
    ...presentOrderFields(order),
    ...(order.approved_by ? { approved_by: order.approved_by } : {}),
    ...(order.voids?.length ? { voids: voidEntries(order.voids, order.digits) } : {}),
    ...(order.split_of ? { split_of: order.split_of } : {}),
  };
}

/** The acquirer's words on a card taken on the terminal (assumed-contracts 13); nothing for other payments. */
function cardFields(p: SettledPayment): Pick<InvoicePayment, 'payment_id' | 'auth_code' | 'card_brand' | 'last4' | 'reference'> {
  if (!p.payment_id) return {};
  return { payment_id: p.payment_id, auth_code: p.auth_code ?? '', card_brand: p.card_brand ?? '', last4: p.last4 ?? '', reference: p.reference ?? '' };
}
