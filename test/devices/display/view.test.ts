import { describe, expect, test } from 'vitest';
import { displayEventOf } from '../../../src/devices/display/decode';
import { displayReducer, IDLE, type DisplayOrder, type DisplayState } from '../../../src/devices/display/view';
import type { CurrencyDigits } from '../../../src/core/money';
import { m } from '../../kit/factories';

const digits: CurrencyDigits = 3;
const water = { line_id: 'l1', name: 'Water', localize_name: 'ماء', quantity: 2, weight_g: null, total: m('0.500') };
const order = (lines = [water]): DisplayOrder => ({ lines, total: m('0.500'), digits, currency: 'KWD' });
const thanks = { ticket_no: 'T-7', total: m('0.500'), tip: m('0'), change_due: m('0.500'), digits, currency: 'KWD' };
const showing = (screen: DisplayState['screen']): DisplayState => ({ brand: null, screen });

describe('the customer display follows the till', () => {
  test('in training the display says so, and a display opened then is told at once; out of training it does not', () => {
    const training = displayReducer(IDLE, { type: 'trainingChanged', training: true });
    expect(training.training).toBe(true);
    expect(displayReducer(training, { type: 'trainingChanged', training: true })).toBe(training);
    expect(displayReducer(IDLE, { type: 'stateShown', state: training }).training).toBe(true);
    expect(displayEventOf({ type: 'trainingChanged', training: true })).toEqual({ type: 'trainingChanged', training: true });
    expect(displayReducer(training, { type: 'trainingChanged', training: false }).training).toBe(false);
  });

  test('an order with lines is shown; the same order again changes nothing', () => {
    const shown = displayReducer(IDLE, { type: 'orderChanged', order: order() });
    expect(shown.screen).toEqual({ kind: 'order', order: order() });
    expect(displayReducer(shown, { type: 'orderChanged', order: order() })).toBe(shown);
  });

  test('an order emptied before it was paid brings back the idle screen', () => {
    const state = displayReducer(showing({ kind: 'order', order: order() }), { type: 'orderChanged', order: order([]) });
    expect(state.screen).toEqual({ kind: 'idle' });
  });

  test('a completed sale shows its thank-you, which the emptied order that follows does not take away', () => {
    const done = displayReducer(showing({ kind: 'order', order: order() }), { type: 'saleCompleted', thanks });
    expect(done.screen).toEqual({ kind: 'thanks', thanks });
    expect(displayReducer(done, { type: 'orderChanged', order: order([]) })).toBe(done);
    expect(displayReducer(done, { type: 'orderChanged', order: order() }).screen.kind).toBe('order');
    expect(displayReducer(done, { type: 'thanksEnded' }).screen).toEqual({ kind: 'idle' });
  });

  test('the thank-you ending while the next order is shown leaves that order', () => {
    const next = showing({ kind: 'order', order: order() });
    expect(displayReducer(next, { type: 'thanksEnded' })).toBe(next);
  });

  test('the brand is kept for the idle screen, and a display that opens takes the till\'s whole state', () => {
    const brand = { name: 'Burgers', localize_name: 'برغر', logo: null };
    const branded = displayReducer(IDLE, { type: 'brandShown', brand });
    expect(branded.brand).toEqual(brand);
    expect(displayReducer(branded, { type: 'brandShown', brand: { ...brand } })).toBe(branded);
    const till = showing({ kind: 'thanks', thanks });
    expect(displayReducer(IDLE, { type: 'stateShown', state: till })).toBe(till);
  });

  test('only the till\'s messages are read off the channel', () => {
    expect(displayEventOf({ type: 'thanksEnded' })).toEqual({ type: 'thanksEnded' });
    expect(displayEventOf({ type: 'displayOpened' })).toBeNull();
    expect(displayEventOf('hello')).toBeNull();
    expect(displayEventOf(null)).toBeNull();
  });
});
