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

test('tips are the seller’s; a void is the row of who took it back, counted and summed, even with no sale of theirs', () => {
  const rows = cashierRows(
    [{ ...sale('c1', 'Ali', '3.000'), tip: m('0.300') }, sale('c1', 'Ali', '1.000')],
    [],
    [
      { cashier_id: 'c1', cashier_name: 'Ali', total: m('1.000'), approved_by: { staff_id: 'm1' } },
      { cashier_id: 'c2', cashier_name: 'Sara', total: m('0.750'), approved_by: { staff_id: 'm1' } },
      { cashier_id: 'c2', cashier_name: 'Sara', total: m('2.000'), approved_by: { staff_id: 'm1' } },
    ],
  );
  expect(rows.map((r) => [r.name, r.sales_count, r.tips_total, r.voids_count, r.voids_total])).toEqual([
    ['Ali', 2, m('0.300'), 1, m('1.000')],
    ['Sara', 0, m('0'), 2, m('2.750')],
  ]);
});

test('manager overrides: a discount above the limit, a payment and a void another person approved; a manager’s own are none', () => {
  const mona = { staff_id: 'm1' };
  const rows = cashierRows(
    [
      { ...sale('c1', 'Ali', '3.000'), lines: [{ discount_approved_by: mona }, {}], approved_by: mona },
      { ...sale('m1', 'Mona', '3.000'), lines: [{ discount_approved_by: mona }] },
    ],
    [],
    [{ cashier_id: 'c1', cashier_name: 'Ali', total: m('1.000'), approved_by: mona }, { cashier_id: 'm1', cashier_name: 'Mona', total: m('1.000'), approved_by: mona }],
  );
  expect(rows.map((r) => [r.name, r.approvals])).toEqual([['Ali', 3], ['Mona', 0]]);
});
