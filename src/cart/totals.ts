/**
 * Order totals from the cart's line snapshots: exact sums of `Money`, no rounding here (each
 * line rounded its own weight and discount once when it was priced).
 */
import { add, type Money } from '../core/money';

export interface LineTotals {
  line_id: string;
  subtotal: Money;
  discount: Money;
  total: Money;
}

export interface OrderTotals {
  lines: LineTotals[];
  /** Before discounts. */
  subtotal: Money;
  discount_total: Money;
  /** The amount to pay: `subtotal - discount_total`. */
  total: Money;
}

/** Any lines that carry their amounts: the cart's, a completed order's. */
export function orderTotals(state: { readonly lines: readonly LineTotals[] }): OrderTotals {
  const lines = state.lines.map((l) => ({ line_id: l.line_id, subtotal: l.subtotal, discount: l.discount, total: l.total }));
  return {
    lines,
    subtotal: add(...lines.map((l) => l.subtotal)),
    discount_total: add(...lines.map((l) => l.discount)),
    total: add(...lines.map((l) => l.total)),
  };
}
