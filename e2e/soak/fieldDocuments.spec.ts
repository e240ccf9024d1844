import { expect, test } from '@playwright/test';
import { documentsLine, reconcileDocuments, type FlowsDone, type ServerRecords, type TillRecords } from './fieldDocuments';
import { CARD_TRIES, planField } from './fieldPlan';
import type { StoredSale } from './terminal';

// Mineral water 50 (0.200), Pepsi 44 (0.350), a burger 41 (1.850 with a 0.100 option).
const TERMINAL = 'term-a';
const MONA = { staff_id: 's-1', name: 'Mona' };
const stored = (ticket: string, overrides: Partial<StoredSale> = {}): StoredSale => ({
  client_order_id: `order-${ticket}`,
  ticket_no: ticket,
  total: 0,
  upload: 'uploaded',
  shift_id: 'shift-1',
  units: {},
  state: 'uploaded',
  call_no: null,
  tip: 0,
  split_of: null,
  voids: [],
  approvals: [],
  approved_by: null,
  ...overrides,
});
const line = (product_id: number, quantity: number, unit_price: number, line_total: number, extra: Record<string, unknown> = {}) => ({
  product_id,
  quantity,
  unit_price,
  modifiers: [],
  addons: [],
  combo_children: [],
  discount_pct: 0,
  line_total,
  ...extra,
});
const invoice = (ticket: string, lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  body: { ticket_no: ticket, terminal_id: TERMINAL, lines, total: 0, tip: 0, ...extra },
});

// An order of 1 water and 2 Pepsi split in two equal bills; a burger line discounted 10 % with
// Mona's approval and a 0.190 tip; a counter order marked paid (Mona confirmed) and one cancelled.
const tillSales: StoredSale[] = [
  stored('T1-A-000001', { units: { 50: 0.5, 44: 1 }, split_of: 'split-1', total: 450 }),
  stored('T1-A-000002', { units: { 50: 0.5, 44: 1 }, split_of: 'split-1', total: 450 }),
  stored('T1-A-000003', {
    units: { 41: 2 },
    total: 3510,
    tip: 190,
    approvals: [{ product_id: 41, pct: 10, line_total: 3510, off: 390, approved_by: 'Mona' }],
    voids: [{ product_id: 48, quantity: 1, approved_by: 'Mona' }],
  }),
  stored('T1-A-000004', { units: { 50: 1 }, total: 200, call_no: 1, approved_by: 'Mona' }),
  stored('T1-A-000005', { units: { 48: 1 }, total: 450, call_no: 2, state: 'cancelled', upload: 'cancelled' }),
];
const till = (sales = tillSales): TillRecords => ({ name: 'till 1', terminalId: TERMINAL, sales, voidDocuments: 0 });
const split = (ticket: string, water: number) =>
  invoice(ticket, [line(50, water, 0.2, 0.1), line(44, 1, 0.35, 0.35)], { split_of: 'split-1' });
const serverInvoices = [
  split('T1-A-000001', 0.5),
  split('T1-A-000002', 0.5),
  invoice(
    'T1-A-000003',
    [line(41, 2, 1.85, 3.51, { modifiers: [{ unit_price: 0.1, quantity: 1 }], discount_pct: 10, approved_by: MONA })],
    { tip: 0.19, voids: [{ product_id: 48, quantity: 1, approved_by: MONA }] },
  ),
  invoice('T1-A-000004', [line(50, 1, 0.2, 0.2)], { total: 0.2, approved_by: MONA, cashier_name: 'Kiosk' }),
];
const server = (invoices = serverInvoices): ServerRecords => ({ invoices, voids: [] });
const done: FlowsDone = {
  splits: [{ till: 'till 1', tickets: ['T1-A-000001', 'T1-A-000002'], units: { 50: 1, 44: 2 } }],
  counters: [{ till: 'till 1', paid: ['T1-A-000004'], cancelled: ['T1-A-000005'] }],
};

test('the tills and the server agree on units, split shares, tips, voids, approvals and counter orders: one line, mismatches 0', () => {
  const v = reconcileDocuments([till()], server(), done);
  expect(v.mismatches).toEqual([]);
  expect(documentsLine(v)).toBe(
    'units sold of 3 products 6 (2 split bills of 1 orders), tips 0.190 on 1 sales, voids 1, approvals 2 (by Mona), counter orders 1 paid, 1 cancelled, mismatches 0',
  );
});

test('bills that each carry the whole quantity of a split order sell its units twice: a mismatch per product and for the order', () => {
  const whole = [split('T1-A-000001', 1), split('T1-A-000002', 1), ...serverInvoices.slice(2)];
  const v = reconcileDocuments([till()], server(whole), done);
  expect(v.mismatches).toContain('product 50: the tills sold 2 units, the server counts 3');
  expect(v.mismatches).toContain('till 1: product 50 rung up 1, its bills T1-A-000001, T1-A-000002 sell 2');
});

test('a tip, an approver, an approved amount or a void the server holds otherwise is named', () => {
  const [a, b, burger, counter] = serverInvoices as [ReturnType<typeof invoice>, ReturnType<typeof invoice>, ReturnType<typeof invoice>, ReturnType<typeof invoice>];
  const lines = burger.body.lines as Record<string, unknown>[];
  const changed = invoice('T1-A-000003', [{ ...lines[0], line_total: 3.33, approved_by: { staff_id: 's-2', name: 'Ali' } }], { tip: 0.2 });
  const v = reconcileDocuments([till()], server([a, b, changed, counter]), done);
  expect(v.mismatches).toEqual([
    'tips: the tills 0.190, the server 0.200',
    'T1-A-000003: void of 1 x product 48 approved by Mona: tills 1, server 0',
    'T1-A-000003: 10% off product 41, 0.390 off to 3.510, approved by Mona: tills 1, server 0',
    'T1-A-000003: 10% off product 41, 0.570 off to 3.330, approved by Ali: tills 0, server 1',
  ]);
});

test('a cancelled counter order that reaches the server, or a paid one that does not, is a mismatch', () => {
  const cancelledSold = invoice('T1-A-000005', [line(48, 1, 0.45, 0.45)], { total: 0.45 });
  const v = reconcileDocuments([till()], server([...serverInvoices.slice(0, 3), cancelledSold]), done);
  expect(v.mismatches).toContain('till 1: counter order T1-A-000004 marked paid is not at the server');
  expect(v.mismatches).toContain('till 1: cancelled counter order T1-A-000005 reached the server as a sale');
});

test('the field plan puts each multi-part flow on a step without a power cut, at least one of each even in a short run', () => {
  for (const [sales, cuts] of [[20, 1], [200, 12]] as const) {
    const steps = planField(7, sales, cuts).steps;
    const kinds = steps.flatMap((s) => (s.extra ? [s.extra.kind] : []));
    expect(new Set(kinds)).toEqual(new Set(['splitEqual', 'splitItems', 'discount', 'counter']));
    expect(steps.filter((s) => s.extra && s.cut)).toEqual([]);
  }
  expect(planField(7, 200, 12).steps.filter((s) => s.extra?.kind === 'counter')).toHaveLength(2);
});

test('the field plan pays some sales by card, each card case at least once even in the short run, never on a step with a power cut, a flow or a refund', () => {
  for (const [sales, cuts] of [[16, 1], [200, 12]] as const) {
    const steps = planField(7, sales, cuts).steps;
    expect(new Set(steps.flatMap((s) => (s.card ? [s.card] : [])))).toEqual(new Set(CARD_TRIES));
    expect(steps.filter((s) => s.card && (s.cut || s.extra || s.refund))).toEqual([]);
  }
  expect(planField(7, 200, 12).steps.filter((s) => s.card === 'cut-after-approval')).toHaveLength(4);
});
