import { describe, expect, test } from 'vitest';
import { validateShift } from '../../emulator/shifts';
import type { CompletedOrder } from '../../src/checkout/order';
import { makeRefund, type Refund } from '../../src/day/refund';
import { isShiftRefusal, shiftReducer, type Shift, type ShiftEvent, type ShiftState } from '../../src/day/shift';
import { shiftBody } from '../../src/sync/contracts/shiftBody';
import { shiftReport, vatSummary, type ZReport } from '../../src/day/shiftReport';
import type { OrderVoid } from '../../src/day/orderVoid';
import { cakeSale, card, cash, daySale, m } from './fixtures';

function run(...events: ShiftEvent[]): Shift {
  const state = events.reduce<ShiftState>((s, event) => {
    const next = shiftReducer(s, event);
    if (isShiftRefusal(next)) throw new Error(`refused ${event.type}: ${next.reason}`);
    return next;
  }, null);
  if (state === null) throw new Error('no shift');
  return state;
}

const OPENED: ShiftEvent = { type: 'shiftOpened', shift_id: 'shift-1', cashier_name: 'Cashier 1', opening_float: m('20.000'), at: '2026-11-21T06:00:00.000Z' };
const sold = (id: string): ShiftEvent => ({ type: 'saleRecorded', client_order_id: id });
const refunded = (id: string): ShiftEvent => ({ type: 'refundRecorded', client_order_id: id });
const moved = (kind: 'in' | 'out', amount: string, reason: string): ShiftEvent => ({ type: 'cashMoved', kind, amount: m(amount), reason, at: '2026-11-21T10:00:00.000Z' });
const closed = (counted: string): ShiftEvent => ({ type: 'shiftClosed', counted_cash: m(counted), at: '2026-11-21T14:05:00.000Z' });

/** 6.382 on no channel, brand 2: card 2.000 and cash 4.382 from 5.000 (0.618 change); 0.368 discount. */
const s1 = daySale([card('2.000'), cash('4.382', '5.000')], { client_order_id: 's1' });
/** 2.000 in cash, no change, on channel 4, brand 3. */
const s2: CompletedOrder = (() => {
  const sale = cakeSale('1.000', 2, { client_order_id: 's2', channel_id: 4 });
  return { ...sale, brand_id: 3, lines: sale.lines.map((l) => ({ ...l, brand_id: 3 })) };
})();

function refundOf(sale: CompletedOrder, id: string, of_line: number): Refund {
  const made = makeRefund({ sale, refunds: [], request: [{ of_line, quantity: 1 }], client_order_id: id, ticket_no: `R-${id}`, created_at: '2026-11-21T12:00:00.000Z', reason: 'Wrong item' });
  if (!made.ok) throw new Error(made.reason);
  return made.refund;
}
/** 1.627 back to the card of s1. */
const r1 = refundOf(s1, 'r1', 0);
/** 1.000 back in cash from s2. */
const r2 = refundOf(s2, 'r2', 0);

const dayShift = (...more: ShiftEvent[]) =>
  run(OPENED, moved('in', '10.000', 'Change from the bank'), sold('s1'), moved('out', '5.000', 'Ice delivery'), sold('s2'), refunded('r1'), refunded('r2'), ...more);

describe('the X report, while the shift is open', () => {
  test('sales, refunds, discounts and the cash the drawer should hold; nothing counted yet', () => {
    expect(shiftReport(dayShift(), [s1, s2], [r1, r2], 3)).toMatchObject({
      kind: 'X',
      shift_id: 'shift-1',
      cashier_name: 'Cashier 1',
      sales_count: 2,
      sales_total: m('8.382'),
      discount_total: m('0.368'),
      refunds_count: 2,
      refunds_total: m('2.627'),
      totals_by_method: { cash: m('6.382'), card: m('2.000') },
      refunds_by_method: { cash: m('1.000'), card: m('1.627') },
      cash_taken: m('7.000'),
      change_given: m('0.618'),
      cash_refunds: m('1.000'),
      cash_in: m('10.000'),
      cash_out: m('5.000'),
      expected_cash: m('30.382'),
      closed_at: null,
      counted_cash: null,
      over_short: null,
    });
  });

  test('totals by brand (of each line) and by channel (of each sale), in order', () => {
    const report = shiftReport(dayShift(), [s1, s2], [r1, r2], 3);
    expect(report.by_brand).toEqual([
      { brand_id: 2, sales_count: 1, total: m('6.382') },
      { brand_id: 3, sales_count: 1, total: m('2.000') },
    ]);
    expect(report.by_channel).toEqual([
      { channel_id: null, sales_count: 1, total: m('6.382') },
      { channel_id: 4, sales_count: 1, total: m('2.000') },
    ]);
  });

  test('a Unify order with lines of two brands counts once under each, with each brand\'s lines', () => {
    const mixed = { ...s1, lines: s1.lines.map((l, i) => ({ ...l, brand_id: i === 0 ? 5 : 6 })) };
    expect(shiftReport(run(OPENED, sold('s1')), [mixed], [], 3).by_brand).toEqual([
      { brand_id: 5, sales_count: 1, total: m('4.882') },
      { brand_id: 6, sales_count: 1, total: m('1.500') },
    ]);
  });

  test('only what the shift recorded counts, each once: another shift\'s sale, a repeated document and an unpaid kiosk order are left out', () => {
    const other = { ...s2, client_order_id: 'elsewhere' };
    const unpaid = { ...cakeSale('3.000', 1), client_order_id: 'unpaid', payments: [], pay_at_counter: true };
    const report = shiftReport(run(OPENED, sold('s1'), sold('unpaid'), refunded('r1')), [s1, s1, other, unpaid], [r1, r1, r2], 3);
    expect(report).toMatchObject({ sales_count: 1, sales_total: m('6.382'), refunds_count: 1, refunds_total: m('1.627') });
  });

  test('a shift with nothing sold expects its opening float', () => {
    expect(shiftReport(run(OPENED), [], [], 3)).toMatchObject({ sales_count: 0, sales_total: m('0'), expected_cash: m('20.000'), by_brand: [], by_channel: [] });
  });
});

describe('9 expected cash = opening float + cash taken - change given - cash refunds + cash in - cash out', () => {
  test.each<[string, ShiftEvent[], CompletedOrder[], Refund[], string]>([
    ['the opening float alone', [], [], [], '20.000'],
    ['cash handed over, less the change given', [sold('s1')], [s1], [], '24.382'],
    ['a card payment puts no cash in the drawer', [sold('s1')], [{ ...s1, payments: [card('6.382')] }], [], '20.000'],
    ['a cash refund takes cash out', [sold('s2'), refunded('r2')], [s2], [r2], '21.000'],
    ['a card refund takes no cash', [sold('s1'), refunded('r1')], [s1], [r1], '24.382'],
    ['cash in adds, cash out takes', [moved('in', '10.000', 'Bank'), moved('out', '5.000', 'Ice')], [], [], '25.000'],
    ['more cash out than the drawer held is shown as it is, below zero', [moved('out', '25.000', 'Safe drop')], [], [], '-5.000'],
  ])('%s', (_label, events, sales, refunds, expected) => {
    expect(shiftReport(run(OPENED, ...events), sales, refunds, 3).expected_cash).toBe(m(expected));
  });
});

describe('the Z report, at the close', () => {
  test.each([
    ['short: the count is below what is expected', '30.000', '-0.382'],
    ['over: the count is above', '31.000', '0.618'],
    ['even', '30.382', '0'],
  ])('over/short = counted - expected, %s', (_label, counted, overShort) => {
    const report = shiftReport(dayShift(closed(counted)), [s1, s2], [r1, r2], 3);
    expect(report).toMatchObject({ kind: 'Z', closed_at: '2026-11-21T14:05:00.000Z', counted_cash: m(counted), over_short: m(overShort) });
  });
});

describe('currency digits are the shift\'s (fixed when it opened)', () => {
  test('a sale made with other digits is counted converted exactly: 2-digit 6.38 is 6.380 in a 3-digit shift', () => {
    const twoDigits: CompletedOrder = { ...s2, client_order_id: 's3', digits: 2, totals: { subtotal: m('0.200'), discount_total: m('0'), total: m('0.200') },
      lines: s2.lines.map((l) => ({ ...l, total: m('0.200') })), payments: [{ method: 'cash', amount: m('0.200'), tendered: m('0.500'), change: m('0.300') }] };
    // 0.200 in minor units of 2 digits is 2.00: counted as 2.000 here.
    const report = shiftReport(run(OPENED, sold('s3')), [twoDigits], [], 3);
    expect(report).toMatchObject({ sales_count: 1, sales_total: m('2.000'), cash_taken: m('5.000'), change_given: m('3.000'), expected_cash: m('22.000') });
    expect(report.not_counted ?? []).toEqual([]);
  });

  test('a sale that cannot be counted exactly in the shift\'s digits is left out and named, never added raw', () => {
    // 6.382 has a third decimal: a 2-digit shift cannot hold it.
    const report = shiftReport(run({ ...OPENED, opening_float: m('2.000') }, sold('s1'), sold('s2')), [s1, s2], [], 2);
    expect(report).toMatchObject({ sales_count: 1, not_counted: [s1.ticket_no] });
    // s2's 2.000 (three digits) is 0.200... in two digits: 2000 fils = 200 cents.
    expect(report.sales_total).toBe(200);
  });
});

describe('the shift upload body (assumed-contracts 9)', () => {
  const report = shiftReport(dayShift(closed('30.000')), [s1, s2], [r1, r2], 3) as ZReport;
  const body = shiftBody(report, { terminal_id: 'term-1', location_id: 3, digits: 3 });

  test('is the Z report in decimal currency units, exactly, with the terminal and branch', () => {
    expect(body).toEqual({
      shift_id: 'shift-1',
      terminal_id: 'term-1',
      location_id: 3,
      cashier_name: 'Cashier 1',
      opened_at: '2026-11-21T06:00:00.000Z',
      closed_at: '2026-11-21T14:05:00.000Z',
      opening_float: 20,
      cash_movements: [
        { at: '2026-11-21T10:00:00.000Z', kind: 'in', amount: 10, reason: 'Change from the bank' },
        { at: '2026-11-21T10:00:00.000Z', kind: 'out', amount: 5, reason: 'Ice delivery' },
      ],
      expected_cash: 30.382,
      counted_cash: 30,
      over_short: -0.382,
      sales_count: 2,
      sales_total: 8.382,
      refunds_count: 2,
      refunds_total: 2.627,
      discount_total: 0.368,
      totals_by_method: { cash: 6.382, card: 2 },
      tips_total: 0,
      voids_count: 0,
      voids_total: 0,
      // Made with nobody signed in: one row of staff_id null, adding up to the shift.
      by_cashier: [{ staff_id: null, name: '', sales_count: 2, sales_total: 8.382, discount_total: 0.368, refunds_total: 2.627, voids_count: 0, voids_total: 0, tips_total: 0 }],
    });
    expect(Object.keys(body)).toEqual(['shift_id', 'terminal_id', 'location_id', 'cashier_name', 'opened_at', 'closed_at', 'opening_float',
      'cash_movements', 'expected_cash', 'counted_cash', 'over_short', 'sales_count', 'sales_total', 'refunds_count', 'refunds_total',
      'discount_total', 'totals_by_method', 'tips_total', 'voids_count', 'voids_total', 'by_cashier']);
  });

  test('assumed-contracts 10: one row per cashier from the documents, who opened and closed, and who moved cash with whom approving', () => {
    const ali = { staff_id: 'c1', name: 'Ali' };
    const mona = { staff_id: 'm1', name: 'Mona' };
    const shift = run(
      { type: 'shiftOpened', shift_id: 'shift-1', cashier_name: 'Ali', opening_float: m('20.000'), at: '2026-11-21T06:00:00.000Z', by: ali },
      { type: 'cashMoved', kind: 'out', amount: m('5.000'), reason: 'Ice delivery', at: '2026-11-21T10:00:00.000Z', by: ali, approved_by: mona },
      sold('s1'),
      sold('s2'),
      refunded('r1'),
      { type: 'shiftClosed', counted_cash: m('30.000'), at: '2026-11-21T14:05:00.000Z', by: mona },
    );
    const z = shiftReport(shift, [{ ...s1, cashier_id: 'c1', cashier_name: 'Ali' }, { ...s2, cashier_id: 'm1', cashier_name: 'Mona' }], [{ ...r1, cashier_id: 'm1', cashier_name: 'Mona', approved_by: mona }], 3) as ZReport;
    const sent = shiftBody(z, { terminal_id: 'term-1', location_id: 3, digits: 3 });
    expect(sent).toMatchObject({ opened_by: ali, closed_by: mona });
    expect(sent.cash_movements[0]).toMatchObject({ cashier_id: 'c1', cashier_name: 'Ali', approved_by: mona });
    expect(sent.by_cashier?.map((r) => [r.name, r.sales_count, r.sales_total, r.refunds_total])).toEqual([
      ['Ali', 1, 6.382, 0],
      ['Mona', 1, 2, 1.627],
    ]);
    expect(validateShift(JSON.parse(JSON.stringify(sent)), 3)).toEqual([]);
  });

  test('assumed-contracts 10: voids on the sales and orders cleared in the shift, each by who took it back; the rows add up', () => {
    const ali = { staff_id: 'c1', name: 'Ali' };
    const sara = { staff_id: 'c2', name: 'Sara' };
    const mona = { staff_id: 'm1', name: 'Mona' };
    const line = s2.lines[0];
    if (!line) throw new Error('no line');
    // 2.000 taken back from Ali's sale by Sara (signed in then), approved by Mona.
    const sale = { ...s2, cashier_id: 'c1', cashier_name: 'Ali', voids: [{ line, reason: 'wrong-item' as const, voided_at: '2026-11-21T09:00:00.000Z', approved_by: mona, by: sara, printed: true }] };
    const clearedBy = (id: string, shift_id: string, by: typeof ali): OrderVoid => ({
      kind: 'void', client_order_id: id, created_at: '2026-11-21T11:00:00.000Z', location_id: 3, brand_id: 3, channel_id: null,
      lines: [line, line], voids: [], reason: 'changed-mind', approved_by: mona, by, void_total: m('4.000'), digits: 3, shift_id,
    });
    const shift = run(OPENED, sold('s2'), closed('22.000'));
    const z = shiftReport(shift, [sale], [], 3, [clearedBy('v1', 'shift-1', ali), clearedBy('v1', 'shift-1', ali), clearedBy('v2', 'other-shift', sara)]) as ZReport;
    expect([z.voids_count, z.voids_total]).toEqual([2, m('6.000')]);
    expect(z.by_cashier?.map((r) => [r.name, r.sales_count, r.voids_count, r.voids_total, r.approvals])).toEqual([
      ['Ali', 1, 1, m('4.000'), 1],
      ['Sara', 0, 1, m('2.000'), 1],
    ]);
    const sent = shiftBody(z, { terminal_id: 'term-1', location_id: 3, digits: 3 });
    expect(sent).toMatchObject({ voids_count: 2, voids_total: 6 });
    expect(validateShift(JSON.parse(JSON.stringify(sent)), 3)).toEqual([]);
  });

  test('is accepted by the emulator\'s checks of the contract (over_short and the method totals add up exactly)', () => {
    expect(validateShift(JSON.parse(JSON.stringify(body)), 3)).toEqual([]);
  });

  test('a Z report stored with its close before its opening (a clock set back) is sent dated at the opening, the device\'s clock beside it, and accepted', () => {
    // Closed before the close was clamped (and the device's clock kept): the server refused it for ever.
    const { device_closed_at: _kept, ...frozen } = report as ZReport;
    const stored: ZReport = { ...frozen, closed_at: '2026-11-21T05:12:00.000Z' };
    const sent = shiftBody(stored, { terminal_id: 'term-1', location_id: 3, digits: 3 });
    expect(sent).toMatchObject({ opened_at: '2026-11-21T06:00:00.000Z', closed_at: '2026-11-21T06:00:00.000Z', device_closed_at: '2026-11-21T05:12:00.000Z' });
    expect(validateShift(JSON.parse(JSON.stringify(sent)), 3)).toEqual([]);
  });
});

describe('"Open drawer" no-sales', () => {
  const opened = (at: string): ShiftEvent => ({ type: 'drawerOpened', at });

  test('each drawer opened with no sale is counted on the X and the Z report, and moves no cash', () => {
    const shift = run(OPENED, opened('2026-11-21T09:00:00.000Z'), opened('2026-11-21T11:00:00.000Z'));
    const x = shiftReport(shift, [], [], 3);
    expect(x.no_sales).toBe(2);
    expect(x.expected_cash).toBe(m('20.000'));
    const z = shiftReport(run(OPENED, opened('2026-11-21T09:00:00.000Z'), closed('20.000')), [], [], 3);
    expect(z.kind).toBe('Z');
    expect(z.no_sales).toBe(1);
  });

  test('a shift with none, or stored before they were counted, has no no-sale row', () => {
    expect(shiftReport(run(OPENED), [], [], 3).no_sales).toBeUndefined();
  });
});

describe('net sales and the VAT included, per rate the sales were made at', () => {
  // Three sales of 1.000 at 5 %, one of 2.000 at 15 %, one sold when the branch gave no VAT percent.
  const at5 = ['v1', 'v2', 'v3'].map((id) => cakeSale('1.000', 1, { client_order_id: id, vat_percent: 5 }));
  const at15 = cakeSale('1.000', 2, { client_order_id: 'v4', vat_percent: 15 });
  const none = cakeSale('0.500', 1, { client_order_id: 'v5' });
  const sales = [...at5, at15, none];
  const shift = run(OPENED, ...sales.map((s) => sold(s.client_order_id)));

  test('each rate its sales, their VAT rounded once for the rate (3 × 1.000 at 5 % is 0.143, not 3 × 0.048) and the net', () => {
    expect(shiftReport(shift, sales, [], 3).by_vat_rate).toEqual([
      { vat_percent: null, sales_count: 1, total: m('0.500'), vat: m('0.000'), net: m('0.500') },
      { vat_percent: 5, sales_count: 3, total: m('3.000'), vat: m('0.143'), net: m('2.857') },
      { vat_percent: 15, sales_count: 1, total: m('2.000'), vat: m('0.261'), net: m('1.739') },
    ]);
  });

  test('the net sales add up over the rates, and each rate with a percent shows its VAT', () => {
    expect(vatSummary(shiftReport(shift, sales, [], 3))).toEqual({
      net: m('5.096'),
      rates: [
        { vat_percent: 5, vat: m('0.143') },
        { vat_percent: 15, vat: m('0.261') },
      ],
    });
  });

  test('a Z report frozen before VAT was counted shows none', () => {
    const frozen = shiftReport(shift, sales, [], 3);
    delete frozen.by_vat_rate;
    expect(vatSummary(frozen)).toBeNull();
  });
});
