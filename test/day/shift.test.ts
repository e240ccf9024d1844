import { describe, expect, test } from 'vitest';
import { isShiftOpen, isShiftRefusal, shiftReducer, type Shift, type ShiftEvent, type ShiftState } from '../../src/day/shift';
import { money, type Money } from '../../src/core/money';
import { m } from './fixtures';

const T_OPEN = '2026-11-21T06:00:00.000Z';
const T_CLOSE = '2026-11-21T14:05:00.000Z';

const opened = (overrides: Partial<Extract<ShiftEvent, { type: 'shiftOpened' }>> = {}): ShiftEvent => ({
  type: 'shiftOpened', shift_id: 'shift-1', cashier_name: 'Cashier 1', opening_float: m('20.000'), at: T_OPEN, ...overrides,
});
const moved = (kind: 'in' | 'out', amount: string, reason = 'Ice delivery'): ShiftEvent => ({
  type: 'cashMoved', kind, amount: m(amount), reason, at: '2026-11-21T10:00:00.000Z',
});
const closed = (counted: string): ShiftEvent => ({ type: 'shiftClosed', counted_cash: m(counted), at: T_CLOSE });

/** Applies events that are expected to be accepted. */
function run(state: ShiftState, ...events: ShiftEvent[]): ShiftState {
  return events.reduce<ShiftState>((s, event) => {
    const next = shiftReducer(s, event);
    if (isShiftRefusal(next)) throw new Error(`refused ${event.type}: ${next.reason}`);
    return next;
  }, state);
}

const open = (): Shift => run(null, opened()) as Shift;

describe('opening a shift (assumed-contracts 9)', () => {
  test('opens with its id, the cashier, the opening float and the time, nothing recorded yet', () => {
    expect(open()).toEqual({
      shift_id: 'shift-1', cashier_name: 'Cashier 1', opening_float: m('20.000'), opened_at: T_OPEN,
      cash_movements: [], sale_ids: [], refund_ids: [], closing: null,
    });
    expect(isShiftOpen(open())).toBe(true);
  });

  test('a second shift is refused while one is open, naming the open one', () => {
    expect(shiftReducer(open(), opened({ shift_id: 'shift-2' }))).toEqual({ ok: false, reason: 'shift-open', shift_id: 'shift-1' });
  });

  test('after a close a new shift opens and replaces the closed one', () => {
    const next = run(run(open(), closed('20.000')), opened({ shift_id: 'shift-2', cashier_name: 'Cashier 2' }));
    expect(next).toMatchObject({ shift_id: 'shift-2', cashier_name: 'Cashier 2', closing: null, sale_ids: [] });
  });

  test.each([
    ['a blank cashier name', opened({ cashier_name: '  ' }), 'cashier-missing'],
    ['an opening float below zero', opened({ opening_float: m('-1.000') }), 'negative-amount'],
    ['an opening float beyond exact money', opened({ opening_float: (Number.MAX_SAFE_INTEGER + 2) as Money }), 'too-large'],
  ])('%s is refused', (_label, event, reason) => {
    expect(shiftReducer(null, event)).toEqual({ ok: false, reason });
  });

  test('an opening float of 0 is a shift like any other; the cashier name is kept trimmed', () => {
    expect(run(null, opened({ opening_float: money(0), cashier_name: ' Sara ' }))).toMatchObject({ opening_float: 0, cashier_name: 'Sara' });
  });
});

describe('cash in and out', () => {
  test('each movement is kept in order with its kind, amount, reason and time', () => {
    const shift = run(open(), moved('in', '10.000', 'Change from the bank'), moved('out', '5.000')) as Shift;
    expect(shift.cash_movements).toEqual([
      { kind: 'in', amount: m('10.000'), reason: 'Change from the bank', at: '2026-11-21T10:00:00.000Z' },
      { kind: 'out', amount: m('5.000'), reason: 'Ice delivery', at: '2026-11-21T10:00:00.000Z' },
    ]);
  });

  test.each([
    ['no shift yet', null],
    ['a closed shift', run(null, opened(), closed('20.000'))],
  ])('cash moved with %s is refused', (_label, state) => {
    expect(shiftReducer(state, moved('out', '5.000'))).toEqual({ ok: false, reason: 'no-open-shift' });
  });

  test.each([
    ['an amount of 0', moved('in', '0'), 'not-positive'],
    ['an amount below 0', moved('out', '-5.000'), 'not-positive'],
    ['no reason', moved('out', '5.000', ' '), 'reason-missing'],
  ])('%s is refused', (_label, event, reason) => {
    expect(shiftReducer(open(), event)).toEqual({ ok: false, reason });
  });
});

describe('sales and refunds of the shift', () => {
  test('each sale and refund is recorded once, in order; recording one again returns the same state', () => {
    const shift = run(open(), { type: 'saleRecorded', client_order_id: 's1' }, { type: 'refundRecorded', client_order_id: 'r1' },
      { type: 'saleRecorded', client_order_id: 's2' }) as Shift;
    expect(shift).toMatchObject({ sale_ids: ['s1', 's2'], refund_ids: ['r1'] });
    expect(shiftReducer(shift, { type: 'saleRecorded', client_order_id: 's1' })).toBe(shift);
    expect(shiftReducer(shift, { type: 'refundRecorded', client_order_id: 'r1' })).toBe(shift);
  });

  test('a sale cannot join a closed shift', () => {
    expect(shiftReducer(run(open(), closed('20.000')), { type: 'saleRecorded', client_order_id: 's1' })).toEqual({ ok: false, reason: 'no-open-shift' });
  });
});

describe('closing', () => {
  test('keeps the count and the time; the closed shift stays for its Z report', () => {
    const shift = run(open(), closed('143.000'));
    expect(shift).toMatchObject({ shift_id: 'shift-1', closing: { closed_at: T_CLOSE, counted_cash: m('143.000') } });
    expect(isShiftOpen(shift)).toBe(false);
  });

  test.each([
    ['no shift yet', null, closed('0')],
    ['a shift closed already', run(null, opened(), closed('20.000')), closed('21.000')],
  ])('closing with %s is refused', (_label, state, event) => {
    expect(shiftReducer(state, event)).toEqual({ ok: false, reason: 'no-open-shift' });
  });

  test('a close on a clock set back before the opening is dated at the opening, with the device\'s clock kept beside it', () => {
    const setBack = '2026-11-21T05:12:00.000Z';
    const shift = run(open(), { type: 'shiftClosed', counted_cash: m('20.000'), at: setBack });
    expect(shift).toMatchObject({ closing: { closed_at: T_OPEN, device_closed_at: setBack } });
  });

  test('a close on a right clock keeps the device\'s time as its own', () => {
    expect(run(open(), closed('20.000'))).toMatchObject({ closing: { closed_at: T_CLOSE, device_closed_at: T_CLOSE } });
  });

  test('a close or a cash movement naming another shift than the open one is refused with the open one named', () => {
    const shift = open();
    expect(shiftReducer(shift, { type: 'shiftClosed', counted_cash: m('1.000'), at: T_CLOSE, shift_id: 'closed-elsewhere' })).toEqual({ ok: false, reason: 'other-shift', shift_id: 'shift-1' });
    expect(shiftReducer(shift, { ...moved('in', '1.000'), shift_id: 'closed-elsewhere' } as ShiftEvent)).toEqual({ ok: false, reason: 'other-shift', shift_id: 'shift-1' });
    expect(shiftReducer(shift, { type: 'shiftClosed', counted_cash: m('1.000'), at: T_CLOSE, shift_id: 'shift-1' })).toMatchObject({ closing: { counted_cash: m('1.000') } });
  });

  test('a count below zero is refused and the shift stays open', () => {
    expect(shiftReducer(open(), closed('-0.001'))).toEqual({ ok: false, reason: 'negative-amount' });
  });
});
