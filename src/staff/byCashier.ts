/**
 * The X and Z reports' table per cashier and the shift's `by_cashier` (assumed-contracts 10):
 * one row per person who made a sale, a refund or a void in the shift, from the documents
 * themselves (each names its `cashier_id` and `cashier_name`, offline too). The rows add up to
 * the shift's totals: every sale, refund and void the report counts is in exactly one row. A
 * document made with nobody signed in (a terminal without staff, a kiosk) is in the row of
 * `staff_id` null under the name it carries. A void is the row of the person who took it back.
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
  voids_count: number;
  voids_total: Money;
  tips_total: Money;
  /**
   * Manager overrides: discounts above the limit, refunds, voids and payments another person
   * (a manager) approved for this one. A manager's own action is no override.
   */
  approvals: number;
}

interface Approver {
  staff_id: string;
}

/** Who made a document, as it names them. */
export interface MadeBy {
  cashier_id?: string;
  cashier_name?: string;
}

/** What the table reads of a sale. */
export interface CashierSale extends MadeBy {
  totals: { total: Money; discount_total: Money };
  /** Absent: no tip. */
  tip?: Money;
  /** A discount above the cashier's limit names its approver. */
  lines?: readonly { discount_approved_by?: Approver }[];
  approved_by?: Approver;
}

/** What the table reads of a refund. */
export interface CashierRefund extends MadeBy {
  total: Money;
  approved_by?: Approver;
}

/** One void: units taken back from the kitchen, or an order it had cleared; by the person who did it. */
export interface CashierVoid extends MadeBy {
  total: Money;
  approved_by?: Approver | null;
}

const keyOf = (doc: MadeBy) => doc.cashier_id ?? `name:${doc.cashier_name ?? ''}`;

function emptyRow(doc: MadeBy): CashierRow {
  return {
    staff_id: doc.cashier_id ?? null,
    name: doc.cashier_name ?? '',
    sales_count: 0,
    sales_total: ZERO,
    discount_total: ZERO,
    refunds_count: 0,
    refunds_total: ZERO,
    voids_count: 0,
    voids_total: ZERO,
    tips_total: ZERO,
    approvals: 0,
  };
}

/** 1 when `approver` is someone other than the one who did it: a manager's override. */
export const overrideBy = (approver: Approver | null | undefined, doer: string | undefined): number =>
  approver && approver.staff_id !== doer ? 1 : 0;

/**
 * One row per cashier, by name. A person renamed during the shift keeps one row (by id),
 * under the name of their latest document.
 */
export function cashierRows(sales: readonly CashierSale[], refunds: readonly CashierRefund[], voids: readonly CashierVoid[] = []): CashierRow[] {
  const rows = new Map<string, CashierRow>();
  const rowOf = (doc: MadeBy): CashierRow => {
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
    row.tips_total = add(row.tips_total, sale.tip ?? ZERO);
    row.approvals += overrideBy(sale.approved_by, sale.cashier_id);
    for (const line of sale.lines ?? []) row.approvals += overrideBy(line.discount_approved_by, sale.cashier_id);
  }
  for (const refund of refunds) {
    const row = rowOf(refund);
    row.refunds_count += 1;
    row.refunds_total = add(row.refunds_total, refund.total);
    row.approvals += overrideBy(refund.approved_by, refund.cashier_id);
  }
  for (const voided of voids) {
    const row = rowOf(voided);
    row.voids_count += 1;
    row.voids_total = add(row.voids_total, voided.total);
    row.approvals += overrideBy(voided.approved_by, voided.cashier_id);
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name) || (a.staff_id ?? '').localeCompare(b.staff_id ?? ''));
}
