/**
 * The wire format of voids (assumed-contracts 10): the `voids` of a sale's invoice body, and
 * the `kind: "void"` document of an order cleared after the kitchen had it, sent to
 * `POST /api/v2/invoices` under its own `client_order_id`. Money as decimal numbers of
 * currency units, exactly (`toDecimal`). Pure.
 */
import type { ApprovedBy } from '../../cart/kitchen';
import { voidReasonText } from '../../cart/voidReasons';
import { wireBrandId } from '../../core/brandId';
import { toDecimal } from '../../core/moneyDecimal';
import type { OrderVoid } from '../../day/orderVoid';
import { invoiceLine, type InvoiceLine } from './invoiceBody';
import { voidEntries, type VoidEntry } from './voidEntries';

interface VoidBody {
  kind: 'void';
  client_order_id: string;
  created_at: string;
  location_id: number;
  brand_id: number;
  channel_id: number | null;
  lines: InvoiceLine[];
  voids: VoidEntry[];
  total: 0;
  void_total: number;
  reason: string;
  /** Who cleared the order; null on a terminal nobody signs in to. */
  cashier_id: string | null;
  cashier_name: string | null;
  approved_by: ApprovedBy | null;
  order_name?: string;
  split_of?: string;
  terminal_id?: string;
  shift_id?: string;
}

export function voidBody(doc: OrderVoid): VoidBody {
  return {
    kind: 'void',
    client_order_id: doc.client_order_id,
    created_at: doc.created_at,
    location_id: doc.location_id,
    brand_id: wireBrandId(doc.brand_id),
    channel_id: doc.channel_id,
    lines: doc.lines.map((line) => invoiceLine(line, doc.digits)),
    voids: voidEntries(doc.voids, doc.digits),
    total: 0,
    void_total: toDecimal(doc.void_total, doc.digits),
    reason: voidReasonText(doc.reason),
    cashier_id: doc.by?.staff_id ?? null,
    cashier_name: doc.by?.name ?? null,
    approved_by: doc.approved_by,
    ...(doc.order_name ? { order_name: doc.order_name } : {}),
    ...(doc.split_of ? { split_of: doc.split_of } : {}),
    ...(doc.terminal_id ? { terminal_id: doc.terminal_id } : {}),
    ...(doc.shift_id ? { shift_id: doc.shift_id } : {}),
  };
}
