/**
 * The X and Z reports with tenders a manager added and tips (assumed-contracts 10): a row per
 * tender keyed by its code, tips counted apart, and the drawer's expected cash counting every
 * tender of kind cash.
 */
import { describe, expect, test } from 'vitest';
import { validateShift } from '../../emulator/shifts';
import type { CompletedOrder } from '../../src/checkout/order';
import type { SettledPayment } from '../../src/checkout/payment';
import { makeRefund, type Refund } from '../../src/day/refund';
import type { ShiftEvent } from '../../src/day/shift';
import { shiftOf } from '../kit/day';
import { shiftReport, type ZReport } from '../../src/day/shiftReport';
import { shiftBody } from '../../src/sync/contracts/shiftBody';
import { card, cash, daySale, m } from './fixtures';

const knet = (amount: string, tip?: string): SettledPayment => ({ method: 'knet', method_name: 'KNET', kind: 'card', amount: m(amount), tendered: m(amount), change: m('0'), ...(tip ? { tip: m(tip) } : {}) });
const voucher = (amount: string, tendered: string): SettledPayment => ({ method: 'voucher', method_name: 'Voucher', kind: 'cash', amount: m(amount), tendered: m(tendered), change: m(tendered) - m(amount) as SettledPayment['change'] });
const tipped = (p: SettledPayment, tip: string): SettledPayment => ({ ...p, tip: m(tip) });

const run = shiftOf;
const OPENED: ShiftEvent = { type: 'shiftOpened', shift_id: 'shift-t', cashier_name: 'Mona', opening_float: m('20.000'), at: '2026-11-21T06:00:00.000Z' };
const sold = (id: string): ShiftEvent => ({ type: 'saleRecorded', client_order_id: id });
const refunded = (id: string): ShiftEvent => ({ type: 'refundRecorded', client_order_id: id });

/** 6.382 each (daySale): paid as given, `tip` on top. */
const sale = (id: string, payments: SettledPayment[], tip?: string): CompletedOrder => daySale(payments, { client_order_id: id, ...(tip ? { tip: m(tip) } : {}) });

function refundOf(of: CompletedOrder, id: string): Refund {
  const made = makeRefund({ sale: of, refunds: [], request: [{ of_line: 0, quantity: 1 }], client_order_id: id, ticket_no: `R-${id}`, created_at: '2026-11-21T12:00:00.000Z', reason: 'Wrong item' });
  if (!made.ok) throw new Error(made.reason);
  return made.refund;
}

describe('a row per tender, keyed by its code; tips apart', () => {
  const byCard = sale('a', [tipped(card('7.339'), '0.957')], '0.957');
  const byKnet = sale('b', [knet('6.382')]);
  const split = sale('c', [cash('3.000', '3.000'), tipped(knet('4.020'), '0.638')], '0.638');
  const r = refundOf(byKnet, 'r');
  const report = shiftReport(run(OPENED, sold('a'), sold('b'), sold('c'), refunded('r')), [byCard, byKnet, split], [r], 3);

  test('each method pays its part of the sales, tips left out; they add up to the sales total', () => {
    expect(report.totals_by_method).toEqual({ cash: m('3.000'), card: m('6.382'), knet: m('9.764') });
    expect(report.sales_total).toBe(m('19.146'));
    expect(report.tips_total).toBe(m('1.595'));
    expect(report.method_names).toEqual({ knet: 'KNET' });
  });

  test('a refund goes back to the tender that paid, under its code and name', () => {
    expect(r.payments).toEqual([{ method: 'knet', method_name: 'KNET', kind: 'card', amount: m('1.627') }]);
    expect(report.refunds_by_method).toEqual({ cash: m('0'), card: m('0'), knet: m('1.627') });
  });

  test('the shift body keys totals_by_method by code, carries tips_total, and the emulator accepts it', () => {
    const z: ZReport = { ...report, kind: 'Z', closed_at: '2026-11-21T14:00:00.000Z', counted_cash: m('23.000'), over_short: m('0') };
    const body = shiftBody(z, { terminal_id: 't', location_id: 3, digits: 3 });
    expect(body.totals_by_method).toEqual({ cash: 3, card: 6.382, knet: 9.764 });
    expect(body.tips_total).toBe(1.595);
    expect(validateShift(body, 3)).toEqual([]);
  });
});

describe('expected cash counts every tender of kind cash, and the cash tips in the drawer', () => {
  test.each<[string, CompletedOrder[], Refund[], string]>([
    ['a card-kind tender puts nothing in the drawer', [sale('s', [knet('6.382')])], [], '20.000'],
    ['a cash-kind tender counts like cash, less its change', [sale('s', [voucher('6.382', '10.000')])], [], '26.382'],
    ['a cash tip stays in the drawer', [sale('s', [tipped(cash('7.000', '10.000'), '0.618')], '0.618')], [], '27.000'],
    ['a card tip does not', [sale('s', [tipped(card('7.000'), '0.618')], '0.618')], [], '20.000'],
    ['a refund to a cash-kind tender takes it out', [sale('s', [voucher('6.382', '6.382')])], [refundOf(sale('s', [voucher('6.382', '6.382')]), 'r')], '24.755'],
  ])('%s', (_label, sales, refunds, expected) => {
    const events = [...sales.map((s) => sold(s.client_order_id)), ...refunds.map((r) => refunded(r.client_order_id))];
    expect(shiftReport(run(OPENED, ...events), sales, refunds, 3).expected_cash).toBe(m(expected));
  });

  test('a tender removed from Settings later still counts by the kind its payments kept', () => {
    const stored = sale('s', [voucher('6.382', '6.382')]);
    expect(shiftReport(run(OPENED, sold('s')), [stored], [], 3)).toMatchObject({ totals_by_method: { voucher: m('6.382') }, method_names: { voucher: 'Voucher' }, expected_cash: m('26.382') });
  });
});
