import { expect, test } from '@playwright/test';
import { figuresOfDocuments, type ShiftFigures } from '../shiftFigures';
import { planField } from './fieldPlan';
import { planClose, planSoak } from './plan';
import { readReceipt, readRefundReceipt } from './receiptText';
import { fieldLine, fieldPassed, isClean, overQuota, problemsOf, reconcile, reconcileField, type CompletedRefund, type CompletedSale, type DayDocuments, type FieldServer, type FieldTerminal, type ReceivedInvoice, type ReceivedRefund } from './reconcile';

const sale = (n: number, total: number): CompletedSale => ({ sale: n, tab: 0, ticket: `T3-AB12-${String(n).padStart(6, '0')}`, total });
const invoice = (s: CompletedSale, overrides: Partial<ReceivedInvoice> & { total?: number } = {}): ReceivedInvoice => {
  const id = overrides.client_order_id ?? `order-${s.sale}`;
  return {
    client_order_id: id,
    idempotency_key: overrides.idempotency_key ?? id,
    body: { client_order_id: id, ticket_no: s.ticket, total: overrides.total ?? s.total / 1000 },
  };
};

test('the receipt is read as its ticket and its Total row, not the Subtotal, in minor units', () => {
  const text = 'Burger Yard\nTicket\nT3-AB12-000007\n1 Pepsi\n0.350\nSubtotal\n1.400\nDiscount\n-0.100\nTotal\n1.300\nCash\n20.000\nChange\n18.700';
  expect(readReceipt(text)).toEqual({ ticket: 'T3-AB12-000007', total: 1300 });
  expect(readReceipt('Ticket\tT3-AB12-000001\nTotal\t0.200')).toEqual({ ticket: 'T3-AB12-000001', total: 200 });
  expect(readReceipt('Ticket T3-AB12-000001')).toBeNull();
});

test('one seed always gives the same plan, another seed a different one', () => {
  expect(planSoak(7, 50)).toEqual(planSoak(7, 50));
  expect(planSoak(8, 50)).not.toEqual(planSoak(7, 50));
  expect(planSoak(7, 300).filter((s) => s.before.some((d) => d.kind === 'invoiceFault')).length).toBeGreaterThan(30);
});

test('a network that is cut always comes back a few sales later', () => {
  const steps = planSoak(11, 300);
  let offlineSince: number | null = null;
  for (const step of steps) {
    for (const d of step.before) {
      if (d.kind === 'offline') {
        expect(offlineSince).toBeNull();
        offlineSince = step.sale;
      }
      if (d.kind === 'online') {
        expect(step.sale - (offlineSince ?? Number.NaN)).toBeLessThanOrEqual(4);
        offlineSince = null;
      }
    }
  }
});

test('every sale invoiced once with its receipt total is clean', () => {
  const sales = [sale(1, 350), sale(2, 1300)];
  const r = reconcile(sales, sales.map((s) => invoice(s)));
  expect(isClean(r)).toBe(true);
  expect(r.invoices).toBe(2);
});

test('each way of going wrong is counted under its own name', () => {
  const [a, b, c, d] = [sale(1, 350), sale(2, 1300), sale(3, 200), sale(4, 450)];
  const phantom = sale(9, 700);
  const r = reconcile(
    [a, b, c, d],
    [
      invoice(a),
      invoice(a, { client_order_id: 'order-1-again' }),
      invoice(b, { total: 1.35 }),
      invoice(d, { idempotency_key: 'something-else' }),
      invoice(phantom),
    ],
  );
  expect(r.duplicates).toHaveLength(1);
  expect(r.missing).toEqual(['T3-AB12-000003 (sale 3, 0.200)']);
  expect(r.mismatched).toEqual(['T3-AB12-000002: receipt 1.300, invoice 1.350']);
  expect(r.extra).toHaveLength(1);
  expect(r.keyMismatches).toHaveLength(1);
  expect(isClean(r)).toBe(false);
});

test('a ticket number skipped or printed twice on the receipts is a break in the sequence', () => {
  const sales = [sale(1, 100), sale(3, 100), sale(3, 100)];
  const r = reconcile(sales, []);
  expect(r.ticketBreaks).toHaveLength(3);
});

test('a refund receipt is read as its own ticket and "Total refunded"', () => {
  const text = 'Burger Yard\nRefund\nTicket\tR3-AB12-000002\nRefund of\tT3-AB12-000007\nReason: Soak\nPepsi\t0.350\nTotal refunded\t0.350\nCash given back\t0.350';
  expect(readRefundReceipt(text)).toEqual({ ticket: 'R3-AB12-000002', total: 350 });
  expect(readRefundReceipt('Ticket\tR3-AB12-000002')).toBeNull();
});

test('the plan parks orders and finishes each a few sales later, refunds no sale twice, and draws faults on the shifts route', () => {
  const steps = planSoak(11, 300);
  const parked = steps.filter((s) => s.park);
  expect(parked.length).toBeGreaterThan(5);
  for (const step of parked) {
    const finish = steps.find((s) => s.resume === step.park?.name);
    expect(finish?.sale).toBeGreaterThan(step.sale);
    expect((finish?.sale ?? Infinity) - step.sale).toBeLessThanOrEqual(3);
    expect(finish?.items).toEqual([]);
  }
  const refunded = steps.flatMap((s) => (s.refund ? [s.refund.of] : []));
  expect(refunded.length).toBeGreaterThan(10);
  expect(new Set(refunded).size).toBe(refunded.length);
  for (const step of steps) if (step.refund) expect(step.refund.of).toBeLessThanOrEqual(step.sale);
  expect(steps.some((s) => s.refund?.of === s.sale)).toBe(true);
  expect(steps.some((s) => s.before.some((d) => d.kind === 'shiftFault'))).toBe(true);
  expect(planClose(11)).toEqual(planClose(11));
});

// A day: a cash sale refunded in part, a card sale finished from "Parked orders", one shift.
const SHIFT_ID = 'shift-1';
const cashSale = { ...sale(1, 350) };
const cardSale: CompletedSale = { ...sale(2, 1300), orderName: 'Table 2' };
const refundOf = (n: number, of: CompletedSale, total: number): CompletedRefund => ({
  sale: of.sale,
  ticket: `R3-AB12-${String(n).padStart(6, '0')}`,
  total,
  saleTicket: of.ticket,
});
const cashRefund = refundOf(1, cashSale, 150);
const withShift = (inv: ReceivedInvoice, method: string, extra: Record<string, unknown> = {}): ReceivedInvoice => ({
  ...inv,
  body: { ...inv.body, shift_id: SHIFT_ID, payments: [{ method, amount: inv.body.total, tendered: inv.body.total, change: 0 }], ...extra },
});
const dayInvoices = [withShift(invoice(cashSale), 'cash'), withShift(invoice(cardSale), 'card', { order_name: 'Table 2' })];
const storedRefund = (r: CompletedRefund, overrides: Partial<ReceivedRefund> & { total?: number } = {}): ReceivedRefund => {
  const id = overrides.client_order_id ?? `refund-${r.ticket}`;
  return {
    client_order_id: id,
    idempotency_key: overrides.idempotency_key ?? id,
    refund_of: overrides.refund_of ?? `order-${r.sale}`,
    body: { client_order_id: id, ticket_no: r.ticket, total: overrides.total ?? r.total / 1000, shift_id: SHIFT_ID, payments: [{ method: 'cash', amount: r.total / 1000 }] },
  };
};
const shiftBody = {
  shift_id: SHIFT_ID,
  opening_float: 20,
  cash_movements: [{ kind: 'out', amount: 5, reason: 'Ice' }],
  sales_count: 2,
  sales_total: 1.65,
  refunds_count: 1,
  refunds_total: 0.15,
  totals_by_method: { cash: 0.35, card: 1.3 },
  expected_cash: 15.2,
  counted_cash: 15.1,
  over_short: -0.1,
};
const zReport: ShiftFigures = {
  sales_count: 2,
  sales_total: 1650,
  refunds_count: 1,
  refunds_total: 150,
  cash: 350,
  card: 1300,
  expected_cash: 15200,
  counted_cash: 15100,
  over_short: -100,
};
const day = (overrides: Partial<DayDocuments> = {}): DayDocuments => ({
  refunds: [cashRefund],
  storedRefunds: [storedRefund(cashRefund)],
  shifts: [{ shift_id: SHIFT_ID, idempotency_key: SHIFT_ID, body: shiftBody }],
  zReport,
  ...overrides,
});
const wrongKinds = (d: DayDocuments, invoices = dayInvoices) =>
  Object.fromEntries(Object.entries(problemsOf(reconcile([cashSale, cardSale], invoices, d))).filter(([, list]) => list.length > 0));

test('a day whose refunds, parked order and shift all reached the server once, as the receipts and the Z report say, is clean', () => {
  const r = reconcile([cashSale, cardSale], dayInvoices, day());
  expect(problemsOf(r)).toEqual(Object.fromEntries(Object.keys(problemsOf(r)).map((k) => [k, []])));
  expect(isClean(r)).toBe(true);
  expect([r.invoices, r.refunds, r.shifts]).toEqual([2, 1, 1]);
});

test('each way a refund goes wrong is counted under its own name', () => {
  const second = refundOf(2, cardSale, 400);
  const phantom = refundOf(9, cashSale, 100);
  const kinds = wrongKinds(
    day({
      refunds: [cashRefund, second, refundOf(3, cardSale, 100)],
      storedRefunds: [
        storedRefund(cashRefund, { total: 0.2 }),
        storedRefund(cashRefund, { client_order_id: 'refund-again' }),
        storedRefund(second, { refund_of: 'order-1' }),
        storedRefund(phantom),
      ],
      zReport: undefined,
    }),
  );
  expect(kinds).toEqual({
    'mismatched refund totals': ['R3-AB12-000001: receipt 0.150, refund 0.200'],
    'refund duplicates': ['R3-AB12-000001 (order refund-again)'],
    'refund of the wrong sale': ['R3-AB12-000002: refund of T3-AB12-000002 (order order-2), sent for order order-1'],
    'refunds missing': ['R3-AB12-000003 (sale 2, 0.100)'],
    'extra refunds': ['R3-AB12-000009 total 0.100 (order refund-R3-AB12-000009)'],
  });
});

test('a sale finished from "Parked orders" that reaches the server without its name is counted', () => {
  const unnamed = [dayInvoices[0] as ReceivedInvoice, withShift(invoice(cardSale), 'card')];
  expect(wrongKinds(day(), unnamed)).toEqual({ 'parked name not on the invoice': ['T3-AB12-000002: parked as Table 2, sent as no name'] });
});

test("a shift stored twice or never, or a Z report that differs from the stored shift or from the server's sales and refunds, is counted", () => {
  const stored = { shift_id: SHIFT_ID, idempotency_key: SHIFT_ID, body: shiftBody };
  expect(wrongKinds(day({ shifts: [stored, { ...stored, idempotency_key: 'other' }] }))).toEqual({
    'shift not stored once': ['the server stored 2 shifts', 'key other for shift shift-1'],
  });
  expect(wrongKinds(day({ shifts: [] }))).toEqual({ 'shift not stored once': ['the server stored 0 shifts'] });
  expect(wrongKinds(day({ zReport: null }))).toEqual({ 'Z report differs from the server': ['no Z report was read'] });

  // The shift says 1.700 of sales, the invoices add up to 1.650 as the Z report does.
  const claimed = { ...stored, body: { ...shiftBody, sales_total: 1.7 } };
  expect(wrongKinds(day({ shifts: [claimed] }))).toEqual({ 'Z report differs from the server': ['sales_total: Z report 1.650, shift stored 1.700'] });

  // A refund the server lost from the shift: the sums fall short of the Z report.
  const kinds = wrongKinds(day({ storedRefunds: [] }));
  expect(kinds['Z report differs from the server']).toEqual([
    "refunds_count: Z report 1, server's sales and refunds 0",
    "refunds_total: Z report 0.150, server's sales and refunds 0.000",
    "expected_cash: Z report 15.200, server's sales and refunds 15.350",
    "over_short: Z report -0.100, server's sales and refunds -0.250",
  ]);

  // A Z report that counts a sale no receipt showed.
  expect(wrongKinds(day({ zReport: { ...zReport, sales_count: 3 } }))['Z report differs from the server']).toContain(
    'the Z report counts 3 sales, receipts appeared for 2',
  );
});

// The field soak: two terminals, each its own day, the same quota products.
const TERMINAL = 'term-a';
const mark = (inv: ReceivedInvoice, terminal = TERMINAL): ReceivedInvoice => ({ ...inv, body: { ...inv.body, terminal_id: terminal } });
const fieldTerminal = (overrides: Partial<FieldTerminal> = {}): FieldTerminal => ({
  name: 'till 1',
  terminalId: TERMINAL,
  stored: { sales: [cashSale, cardSale], refunds: [cashRefund] },
  printed: { sales: [cashSale], refunds: [cashRefund] },
  shiftIds: [SHIFT_ID],
  zReport,
  ...overrides,
});
const fieldServer = (overrides: Partial<FieldServer> = {}): FieldServer => ({
  invoices: dayInvoices.map((i) => mark(i)),
  refunds: [storedRefund(cashRefund)].map((r) => mark(r) as ReceivedRefund),
  shifts: [{ shift_id: SHIFT_ID, idempotency_key: SHIFT_ID, body: shiftBody }],
  quotaSold: { 52: 3 },
  ...overrides,
});

test('the field verdict: a terminal whose stored sales, refunds and shift reached the server once, within the quota, passes in one line', () => {
  const v = reconcileField([fieldTerminal()], fieldServer(), { 52: 3 });
  expect(fieldPassed(v)).toBe(true);
  expect(fieldLine(v)).toBe("duplicated 0, missing 0, mismatched 0, sold over quota 0, shifts stored once, each Z report equal to the server's figures");
  expect(v.perTerminal).toEqual([{ name: 'till 1', sales: 2, refunds: 1, invoices: 2 }]);
});

test("units sold past a quota product's stock are sold over quota; exactly the stock is not", () => {
  expect(overQuota({ 52: 3, 50: 2 }, { 52: 3, 50: 3 })).toEqual(['product 50: 3 sold of 2']);
  expect(overQuota({ 49: 1 }, {})).toEqual([]);
  const v = reconcileField([fieldTerminal()], fieldServer({ quotaSold: { 52: 4 } }), { 52: 3 });
  expect(fieldLine(v)).toContain('sold over quota 1');
  expect(fieldPassed(v)).toBe(false);
});

test('a receipt shown that the terminal does not hold, or holds with another total, is missing or mismatched', () => {
  const ghost = sale(7, 500);
  const v = reconcileField([fieldTerminal({ printed: { sales: [{ ...cashSale, total: 400 }, ghost], refunds: [] } })], fieldServer(), { 52: 3 });
  expect(v.missing).toEqual(['till 1: T3-AB12-000007: sale receipt shown, not stored on the terminal']);
  expect(v.mismatched).toEqual(['till 1: T3-AB12-000001: sale receipt 0.400, stored 0.350']);
});

test("each terminal's shift is checked on its own, and what another terminal sent does not count as its own", () => {
  const other = fieldTerminal({ name: 'till 2', terminalId: 'term-b', stored: { sales: [], refunds: [] }, printed: { sales: [], refunds: [] }, shiftIds: ['shift-2'], zReport: null });
  const v = reconcileField([fieldTerminal(), other], fieldServer(), { 52: 3 });
  expect(v.shiftsNotOnce).toEqual(['till 2: the server stored 0 shifts']);
  expect(v.zReports).toEqual(['till 2: no Z report was read']);
  expect(v.duplicated).toEqual([]);

  // A sale stored twice under another key, and one from a terminal that is neither.
  const twice = reconcileField([fieldTerminal()], fieldServer({ invoices: [...fieldServer().invoices, mark(invoice(cashSale, { client_order_id: 'again' })), mark(invoice(sale(9, 100)), 'term-z')] }), {});
  expect(twice.duplicated).toEqual(['till 1: T3-AB12-000001 (order again)']);
  expect(twice.other).toContain('T3-AB12-000009 stored from terminal "term-z", which is neither');
});

test('the field plan: one seed one plan, both terminals sell, the power cuts land during "Complete sale", a sync and a shift close', () => {
  expect(planField(5, 200, 12)).toEqual(planField(5, 200, 12));
  const plan = planField(5, 200, 12);
  expect(plan.steps).toHaveLength(200);
  expect(new Set(plan.steps.map((s) => s.terminal))).toEqual(new Set([0, 1]));
  const cuts = [...plan.steps.flatMap((s) => (s.cut ? [s.cut.at] : [])), ...plan.closes.flatMap((c) => (c.cut ? [c.cut.at] : []))];
  expect(cuts).toHaveLength(12);
  expect(cuts).toEqual(expect.arrayContaining(['completeSale', 'syncSwitch', 'shiftClose']));
  expect(plan.steps.filter((s) => s.refund).length).toBeGreaterThan(5);
  expect(plan.steps.some((s) => s.network === 'cut')).toBe(true);
  expect(planField(5, 20, 1).steps.filter((s) => s.cut).map((s) => s.cut?.at)).toEqual(['completeSale']);
});

test("a tip is left out of what each method paid of the sales, as the Z report leaves it out, and stays in the expected cash", () => {
  const shift = { shift_id: 'shift-t', opening_float: 20, cash_movements: [], counted_cash: 24.25 };
  const sales = [
    // 3.510 and a 0.351 tip, paid with a 20 note: the tip rides on the cash.
    { client_order_id: 'a', shift_id: 'shift-t', total: 3.51, tip: 0.351, payments: [{ method: 'cash', amount: 3.861, tendered: 20, change: 16.139 }] },
    // 1.000 and a 0.100 tip: 0.600 by card first, then 0.500 in cash, which carries the tip.
    { client_order_id: 'b', shift_id: 'shift-t', total: 1, tip: 0.1, payments: [{ method: 'card', amount: 0.6, tendered: 0.6, change: 0 }, { method: 'cash', amount: 0.5, tendered: 0.5, change: 0 }] },
  ];
  const figures = figuresOfDocuments(shift, sales, []);
  expect([figures.cash, figures.card, figures.sales_total]).toEqual([3910, 600, 4510]);
  expect(figures.expected_cash).toBe(24361);
});
