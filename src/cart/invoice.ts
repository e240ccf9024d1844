/**
 * A priced cart line as the invoice upload sends it (assumed-contracts 6): the snapshot's
 * minor units turned into decimal numbers of currency units by `toDecimal`, exactly.
 */
import { wireBrandId } from '../core/brandId';
import { toDecimal, type CurrencyDigits, type Money } from '../core/money';
import type { PricedLine, PricedOption } from './pricing';

export interface InvoiceModifier {
  id: number;
  modifier_id: number;
  quantity: number;
  unit_price: number;
  instructions: number[];
}

/** A `lines[]` item of the invoice upload (assumed-contracts 6): money in currency units. */
export interface InvoiceLine {
  product_id: number;
  name: string;
  brand_id: number;
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
}

export function invoiceLine(line: PricedLine & { brand_id: number }, digits: CurrencyDigits): InvoiceLine {
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
  };
}
