import { expect, test } from 'vitest';
import { cashierRows } from '../../src/staff/byCashier';
import { m } from '../kit/factories';

const sale = (cashier_id: string | undefined, cashier_name: string | undefined, total: string, discount = '0') => ({
  ...(cashier_id ? { cashier_id } : {}),
  ...(cashier_name ? { cashier_name } : {}),
  totals: { total: m(total), discount_total: m(discount) },
});

test('one row per cashier, by name, adding up to the shift’s sales, discounts and refunds', () => {
  const sales = [sale('c1', 'Ali', '5.000', '0.500'), sale('m1', 'Mona', '2.250'), sale('c1', 'Ali', '1.000')];
  const refunds = [{ cashier_id: 'm1', cashier_name: 'Mona', total: m('1.000'), approved_by: { staff_id: 'm1' } }];
  const rows = cashierRows(sales, refunds);
  expect(rows.map((r) => [r.staff_id, r.name, r.sales_count, r.sales_total, r.discount_total, r.refunds_count, r.refunds_total])).toEqual([
    ['c1', 'Ali', 2, m('6.000'), m('0.500'), 0, m('0')],
    ['m1', 'Mona', 1, m('2.250'), m('0'), 1, m('1.000')],
  ]);
  const sum = (key: 'sales_total' | 'refunds_total' | 'discount_total') => rows.reduce((s, r) => s + r[key], 0);
  expect([sum('sales_total'), sum('refunds_total'), sum('discount_total')]).toEqual([m('8.250'), m('1.000'), m('0.500')]);
});

test('a refund a manager approved for a cashier counts as an override; a manager’s own does not', () => {
  const rows = cashierRows([], [
    { cashier_id: 'c1', cashier_name: 'Ali', total: m('1.000'), approved_by: { staff_id: 'm1' } },
    { cashier_id: 'm1', cashier_name: 'Mona', total: m('1.000'), approved_by: { staff_id: 'm1' } },
  ]);
  expect(rows.map((r) => [r.name, r.approvals])).toEqual([['Ali', 1], ['Mona', 0]]);
});

test('documents with nobody signed in share the row of staff_id null under their name; a renamed person keeps one row', () => {
  const rows = cashierRows([sale(undefined, 'Till 1', '1.000'), sale('c1', 'Ali', '1.000'), sale('c1', 'Ali B.', '2.000')], []);
  expect(rows.map((r) => [r.staff_id, r.name, r.sales_count])).toEqual([
    ['c1', 'Ali B.', 2],
    [null, 'Till 1', 1],
  ]);
});

test('voids and tips are columns from the start: 0 until the documents carry them', () => {
  const [row] = cashierRows([{ ...sale('c1', 'Ali', '3.000'), tip: m('0.300'), voids_total: m('1.000') }, sale('c1', 'Ali', '1.000')], []);
  expect([row?.tips_total, row?.voids_total]).toEqual([m('0.300'), m('1.000')]);
});
