/**
 * The body of `POST /api/v2/shifts` (assumed-contracts 9), built from a Z report: uploaded
 * once when the shift closes, keyed by its `shift_id`. Money leaves as decimal numbers of
 * currency units by `toDecimal`, exactly; keys in the contract's order.
 */
import type { PaymentMethod } from '../../checkout/payment';
import { ZERO, type CurrencyDigits, type Money } from '../../core/money';
import { toDecimal } from '../../core/moneyDecimal';
import type { StaffRef } from '../../staff/staff';
import { closingTime, type CashMovementKind } from '../../day/shift';
import type { ZReport } from '../../day/shiftReport';

interface ShiftBody {
  shift_id: string;
  terminal_id: string;
  location_id: number;
  cashier_name: string;
  opened_at: string;
  /** Never before `opened_at`. */
  closed_at: string;
  /** The device's clock at the close, sent only when it read before the opening (set back). */
  device_closed_at?: string;
  opening_float: number;
  /** assumed-contracts 10: who moved it and who approved a cash out, when known. */
  cash_movements: { at: string; kind: CashMovementKind; amount: number; reason: string; cashier_id?: string; cashier_name?: string; approved_by?: StaffRef }[];
  expected_cash: number;
  counted_cash: number;
  over_short: number;
  sales_count: number;
  sales_total: number;
  refunds_count: number;
  refunds_total: number;
  discount_total: number;
  /** Keyed by method code: "cash", "card" and each added tender used (assumed-contracts 10). */
  totals_by_method: Record<PaymentMethod, number>;
  /** assumed-contracts 10, each only when the report has it (nobody signed in: no `opened_by`). */
  opened_by?: StaffRef;
  closed_by?: StaffRef;
  voids_count?: number;
  voids_total?: number;
  /** Adds up to `sales_count`, `sales_total`, `discount_total`, `refunds_total`, `tips_total`, `voids_total`. */
  by_cashier?: CashierBodyRow[];
  /** assumed-contracts 10: the sales' tips, not in `sales_total` nor `totals_by_method`. */
  tips_total: number;
}

interface CashierBodyRow {
  /** Null: documents made with nobody signed in. */
  staff_id: string | null;
  name: string;
  sales_count: number;
  sales_total: number;
  discount_total: number;
  refunds_total: number;
  /** Beside the contract's fields: the row's voids, adding up to `voids_count`. */
  voids_count: number;
  voids_total: number;
  tips_total: number;
}

export interface ShiftTerminal {
  terminal_id: string;
  location_id: number;
  digits: CurrencyDigits;
}

/**
 * Only a closed shift is uploaded: the type asks for its Z report. Its close is dated by
 * `closingTime` here too, so a report frozen with a close before its opening (a clock set back,
 * before the close was clamped) is accepted once sent again.
 */
export function shiftBody(report: ZReport, terminal: ShiftTerminal): ShiftBody {
  const dec = (amount: Money) => toDecimal(amount, terminal.digits);
  const closed_at = closingTime(report.opened_at, report.closed_at);
  const device = report.device_closed_at ?? report.closed_at;
  return {
    shift_id: report.shift_id,
    terminal_id: terminal.terminal_id,
    location_id: terminal.location_id,
    cashier_name: report.cashier_name,
    opened_at: report.opened_at,
    closed_at,
    ...(device !== closed_at ? { device_closed_at: device } : {}),
    opening_float: dec(report.opening_float),
    cash_movements: report.cash_movements.map((m) => ({
      at: m.at,
      kind: m.kind,
      amount: dec(m.amount),
      reason: m.reason,
      ...(m.by ? { cashier_id: m.by.staff_id, cashier_name: m.by.name } : {}),
      ...(m.approved_by ? { approved_by: m.approved_by } : {}),
    })),
    expected_cash: dec(report.expected_cash),
    counted_cash: dec(report.counted_cash),
    over_short: dec(report.over_short),
    sales_count: report.sales_count,
    sales_total: dec(report.sales_total),
    refunds_count: report.refunds_count,
    refunds_total: dec(report.refunds_total),
    discount_total: dec(report.discount_total),
    totals_by_method: Object.fromEntries(Object.entries(report.totals_by_method).map(([method, amount]) => [method, dec(amount)])),
    // Reports frozen before tips were kept have none.
    tips_total: dec(report.tips_total ?? ZERO),
    ...(report.opened_by ? { opened_by: report.opened_by } : {}),
    ...(report.closed_by ? { closed_by: report.closed_by } : {}),
    ...(report.by_cashier
      ? {
          voids_count: report.voids_count ?? 0,
          voids_total: dec(report.voids_total ?? ZERO),
          by_cashier: report.by_cashier.map((r) => ({
            staff_id: r.staff_id,
            name: r.name,
            sales_count: r.sales_count,
            sales_total: dec(r.sales_total),
            discount_total: dec(r.discount_total),
            refunds_total: dec(r.refunds_total),
            voids_count: r.voids_count,
            voids_total: dec(r.voids_total),
            tips_total: dec(r.tips_total),
          })),
        }
      : {}),
  };
}
