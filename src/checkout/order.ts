/**
 * A completed sale as it is stored, uploaded and printed: the cart's line snapshots, the
 * brand header, the settled payments and the totals, frozen when the sale completes, so the
 * receipt and the invoice never need the catalog again. Plain domain data in exact minor
 * units; how it is written for the server is src/sync/contracts/invoiceBody.ts.
 */
import { wireBrandId } from '../core/brandId';
import type { Brand } from '../core/catalog';
import type { CurrencyDigits, Money } from '../core/money';
import type { CartLine, CartState, Dining } from '../cart/cart';
import { orderTotals } from '../cart/totals';
import type { SettledPayment } from './payment';
import type { StaffRef } from '../staff/staff';
import type { LineVoid } from '../cart/kitchen';

/** The brand fields the receipt header prints (2.9). */
export type BrandHeader = Pick<
  Brand,
  'brand_id' | 'brand_name' | 'brand_address' | 'brand_phone' | 'brand_email' | 'brand_thumbnail' | 'brand_vat_no'
> & {
  /** The brand's second-language name; absent on sales stored before it was kept. */
  localize_name?: string | null;
};

export interface CompletedOrder {
  /** UUID made when the sale completes; the upload's `Idempotency-Key`. */
  client_order_id: string;
  ticket_no: string;
  /** ISO 8601 instant. */
  created_at: string;
  location_id: number;
  /** Never 0 (2.9, 2.10.8). */
  brand_id: number;
  brand: BrandHeader;
  channel_id: number | null;
  lines: CartLine[];
  totals: { subtotal: Money; discount_total: Money; total: Money };
  /** They cover `totals.total` and `tip` exactly, as settled (src/checkout/payment.ts). */
  payments: SettledPayment[];
  /** assumed-contracts 10: paid with the sale, not part of its total; absent when none. */
  tip?: Money;
  /** assumed-contracts 10: covers at the table, 1 or more; absent when not asked. */
  guests?: number;
  digits: CurrencyDigits;
  /** The installed terminal's UUID (assumed-contracts 7); absent on sales stored before it was kept. */
  terminal_id?: string;
  /** A kiosk order to be paid at the counter: no payment yet, not a sale until staff mark it paid (kiosk.ts). */
  pay_at_counter?: boolean;
  /** A kiosk order's call number, 1 to 999 per terminal and branch day (kiosk.ts); absent on the till's sales. */
  call_no?: number;
  /** "Eat in" or "Take away", as the kiosk asked; absent when nobody was asked. Not sent: no invoice field holds it. */
  dining?: Dining;
  /** assumed-contracts 7, present only when the till has them: see `OrderFields`. */
  order_name?: string;
  order_note?: string;
  shift_id?: string;
  cashier_name?: string;
  /** assumed-contracts 10: the `staff_id` of the person signed in who made the sale; absent with nobody signed in. */
  cashier_id?: string;
  /** assumed-contracts 10: the manager who confirmed a staff-confirmed payment (a kiosk card payment, a counter order marked paid). */
  approved_by?: StaffRef;
  /**
   * The VAT percent the branch's prices included when the sale completed (assumed-contracts
   * 11): the receipt's VAT line, the same on every reprint. Absent when the branch gave none.
   */
  vat_percent?: number;
  /** Kitchen tickets the order had before it was paid; absent = none. */
  kitchen_sends?: number;
  /** Units taken back after the kitchen had them (assumed-contracts 10); absent = none. */
  voids?: LineVoid<CartLine>[];
  /** A bill of a split order: the id the order had before it was split (assumed-contracts 10). */
  split_of?: string;
  /**
   * A sale whose card was approved while the till was cut off (a reload, a power cut, a lost
   * answer) and that the till completed when it asked again (assumed-contracts 13); absent otherwise.
   */
  completed_after_restart?: boolean;
}

/**
 * The optional order fields of assumed-contracts 7 besides the terminal: the name the order
 * was parked or called under, its note, and the shift and cashier it was sold in. An empty
 * text is left out.
 */
export type OrderFields = Partial<Pick<CompletedOrder, 'order_name' | 'order_note' | 'shift_id' | 'cashier_name' | 'cashier_id'>>;

const ORDER_FIELDS = ['order_name', 'order_note', 'shift_id', 'cashier_name', 'cashier_id'] as const;

/** The fields of `fields` that hold a non-empty text. */
export function presentOrderFields(fields: OrderFields): OrderFields {
  const present: OrderFields = {};
  for (const key of ORDER_FIELDS) {
    const value = fields[key]?.trim();
    if (value) present[key] = value;
  }
  return present;
}

export interface CompleteOrderInput {
  cart: Pick<CartState, 'lines' | 'channel_id' | 'brand_id' | 'kitchen_sends' | 'voids' | 'split_of' | 'dining'>;
  client_order_id: string;
  ticket_no: string;
  created_at: string;
  location_id: number;
  brand: BrandHeader;
  payments: readonly SettledPayment[];
  digits: CurrencyDigits;
  terminal_id?: string;
  fields?: OrderFields;
  /** The branch's VAT percent now; null or absent when it gave none. */
  vat_percent?: number | null;
  /** 0 or absent: no tip. */
  tip?: Money;
  guests?: number | null;
}

/** Freezes the cart into a completed sale; totals come from `orderTotals`. */
export function completeOrder(input: CompleteOrderInput): CompletedOrder {
  const { cart } = input;
  const { subtotal, discount_total, total } = orderTotals(cart);
  return {
    client_order_id: input.client_order_id,
    ticket_no: input.ticket_no,
    created_at: input.created_at,
    location_id: input.location_id,
    // The brand the header prints (the order's, under Unify its first line's: `orderBrandId`),
    // so the receipt, the invoice and every refund of the sale name the same brand.
    brand_id: wireBrandId(input.brand.brand_id),
    brand: input.brand,
    channel_id: cart.channel_id,
    lines: [...cart.lines],
    totals: { subtotal, discount_total, total },
    payments: [...input.payments],
    ...(input.tip ? { tip: input.tip } : {}),
    ...(input.guests ? { guests: input.guests } : {}),
    digits: input.digits,
    ...(input.terminal_id ? { terminal_id: input.terminal_id } : {}),
    ...presentOrderFields(input.fields ?? {}),
    ...(input.vat_percent != null ? { vat_percent: input.vat_percent } : {}),
    ...(cart.kitchen_sends ? { kitchen_sends: cart.kitchen_sends } : {}),
    ...(cart.voids?.length ? { voids: [...cart.voids] } : {}),
    ...(cart.split_of ? { split_of: cart.split_of } : {}),
    ...(cart.dining ? { dining: cart.dining } : {}),
  };
}

/**
 * The printed ticket number: the terminal's prefix and a running number of at least six
 * digits, `formatTicketNo('T3', 42)` = `T3-000042`. Numbers past 999999 keep all their digits.
 */
export function formatTicketNo(terminalPrefix: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`a ticket number is a whole number, got ${n}`);
  return `${terminalPrefix}-${String(n).padStart(6, '0')}`;
}
