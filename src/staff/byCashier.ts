/**
 * The X and Z reports' table per cashier and the shift's `by_cashier` (assumed-contracts 10):
 * one row per person who made a sale or a refund in the shift, from the documents themselves
 * (each names its `cashier_id` and `cashier_name`, offline too). The rows add up to the
 * shift's totals: every sale and refund the report counts is in exactly one row. A document
 * made with nobody signed in (a terminal without staff, a kiosk) is in the row of `staff_id`
 * null under the name it carries. Voids and tips are columns from the start, 0 until the till
 * records them on the documents (`voids_total`, `tip` fields).
 */
import { add, ZERO, type Money } from '../core/money';

export interface CashierRow {
  /** Null: documents made with nobody signed in. */
  staff_id: string | null;
  name: string;
  sales_count: number;
  sales_total: Money;
  discount_total: Money;
  refunds_count: number;
  refunds_total: Money;
  voids_total: Money;
  tips_total: Money;
  /** Discounts above the limit and refunds another person (a manager) approved for this one. */
  approvals: number;
}

/** What the table reads of a sale. */
export interface CashierSale {
  cashier_id?: string;
  cashier_name?: string;
  totals: { total: Money; discount_total: Money };
  /** Absent until the till records them. */
  tip?: Money;
  voids_total?: Money;
  /** How many approvals the sale holds (discounts above the limit). */
  approvals?: number;
}

/** What the table reads of a refund. */
export interface CashierRefund {
  cashier_id?: string;
  cashier_name?: string;
  total: Money;
  approved_by?: { staff_id: string };
}

const keyOf = (doc: { cashier_id?: string; cashier_name?: string }) => doc.cashier_id ?? `name:${doc.cashier_name ?? ''}`;

function emptyRow(doc: { cashier_id?: string; cashier_name?: string }): CashierRow {
  return {
    staff_id: doc.cashier_id ?? null,
    name: doc.cashier_name ?? '',
    sales_count: 0,
    sales_total: ZERO,
    discount_total: ZERO,
    refunds_count: 0,
    refunds_total: ZERO,
    voids_total: ZERO,
    tips_total: ZERO,
    approvals: 0,
  };
}

/**
 * One row per cashier, by name. A person renamed during the shift keeps one row (by id),
 * under the name of their latest document.
 */
export function cashierRows(sales: readonly CashierSale[], refunds: readonly CashierRefund[]): CashierRow[] {
  const rows = new Map<string, CashierRow>();
  const rowOf = (doc: { cashier_id?: string; cashier_name?: string }): CashierRow => {
    const key = keyOf(doc);
    const row = rows.get(key) ?? emptyRow(doc);
    if (doc.cashier_name) row.name = doc.cashier_name;
    rows.set(key, row);
    return row;
  };
  for (const sale of sales) {
    const row = rowOf(sale);
    row.sales_count += 1;
    row.sales_total = add(row.sales_total, sale.totals.total);
    row.discount_total = add(row.discount_total, sale.totals.discount_total);
    row.voids_total = add(row.voids_total, sale.voids_total ?? (ZERO));
    row.tips_total = add(row.tips_total, sale.tip ?? (ZERO));
    row.approvals += sale.approvals ?? 0;
  }
  for (const refund of refunds) {
    const row = rowOf(refund);
    row.refunds_count += 1;
    row.refunds_total = add(row.refunds_total, refund.total);
    // A manager's own refund is no override.
    if (refund.approved_by && refund.approved_by.staff_id !== refund.cashier_id) row.approvals += 1;
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name) || (a.staff_id ?? '').localeCompare(b.staff_id ?? ''));
}
