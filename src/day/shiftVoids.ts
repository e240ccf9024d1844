/**
 * The voids a shift counts (assumed-contracts 10), each once, by the person who took it back:
 * the units taken back from each of its sales (a sale's `voids`), and each order cleared after
 * the kitchen had it (`kind: "void"`, stamped with the shift's `shift_id`): the clearing itself
 * (the units the kitchen had then) and the voids recorded on that order before. A void names
 * its person (`by`); one recorded with nobody signed in is its document's. Amounts in the
 * shift's digits, converted exactly or not counted (the document goes to `left`). Pure.
 */
import type { CartLine } from '../cart/cart';
import type { ApprovedBy, LineVoid } from '../cart/kitchen';
import type { CompletedOrder } from '../checkout/order';
import { add, type CurrencyDigits, type Money } from '../core/money';
import { convertDigits } from '../core/moneyDigits';
import type { CashierVoid, MadeBy } from '../staff/byCashier';
import type { OrderVoid } from './orderVoid';

const madeBy = (by: ApprovedBy | null | undefined): MadeBy => (by ? { cashier_id: by.staff_id, cashier_name: by.name } : {});

/** The voids of one document, by person; null when an amount cannot be written in `digits`. */
function voidsOf(entries: readonly LineVoid<CartLine>[], doer: MadeBy, from: CurrencyDigits, digits: CurrencyDigits): CashierVoid[] | null {
  const out: CashierVoid[] = [];
  for (const v of entries) {
    const total = convertDigits(v.line.total, from, digits);
    if (total === null) return null;
    out.push({ ...(v.by ? madeBy(v.by) : doer), total, approved_by: v.approved_by });
  }
  return out;
}

export function shiftVoids(sold: readonly CompletedOrder[], cleared: readonly OrderVoid[], digits: CurrencyDigits, left: string[]): CashierVoid[] {
  const out: CashierVoid[] = [];
  for (const sale of sold) {
    const doer: MadeBy = { ...(sale.cashier_id ? { cashier_id: sale.cashier_id } : {}), ...(sale.cashier_name ? { cashier_name: sale.cashier_name } : {}) };
    const voids = voidsOf(sale.voids ?? [], doer, sale.digits, digits);
    if (voids === null) left.push(sale.ticket_no);
    else out.push(...voids);
  }
  for (const doc of cleared) {
    const doer = madeBy(doc.by);
    const earlier = voidsOf(doc.voids, doer, doc.digits, digits);
    const clearing: Money | null = doc.lines.length === 0 ? null : convertDigits(add(...doc.lines.map((l) => l.total)), doc.digits, digits);
    if (earlier === null || (doc.lines.length > 0 && clearing === null)) {
      left.push(doc.order_name ?? doc.client_order_id);
      continue;
    }
    out.push(...earlier);
    if (clearing !== null) out.push({ ...doer, total: clearing, approved_by: doc.approved_by });
  }
  return out;
}
