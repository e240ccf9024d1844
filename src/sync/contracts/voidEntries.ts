/**
 * The `voids` of assumed-contracts 10 as the server reads them, on a sale and on a cleared
 * order's void document alike: one entry per void, money as decimal numbers, exactly. Pure.
 */
import type { ApprovedBy, LineVoid } from '../../cart/kitchen';
import { voidReasonText } from '../../cart/voidReasons';
import type { CartLine } from '../../cart/cart';
import { wireBrandId } from '../../core/brandId';
import { type CurrencyDigits } from '../../core/money';
import { toDecimal } from '../../core/moneyDecimal';

export interface VoidEntry {
  product_id: number;
  brand_id: number;
  quantity: number;
  line_total: number;
  reason: string;
  voided_at: string;
  /** Who took it back; null on a terminal nobody signs in to. */
  cashier_id: string | null;
  cashier_name: string | null;
  approved_by: ApprovedBy | null;
}

export function voidEntries(voids: readonly LineVoid<CartLine>[], digits: CurrencyDigits): VoidEntry[] {
  return voids.map((v) => ({
    product_id: v.line.product_id,
    brand_id: wireBrandId(v.line.brand_id),
    quantity: v.line.quantity,
    line_total: toDecimal(v.line.total, digits),
    reason: voidReasonText(v.reason),
    voided_at: v.voided_at,
    cashier_id: v.by?.staff_id ?? null,
    cashier_name: v.by?.name ?? null,
    approved_by: v.approved_by,
  }));
}

