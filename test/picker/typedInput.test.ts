import { describe, expect, test } from 'vitest';
import { pickerReducer } from '../../src/picker/reducer';
import { result } from '../../src/picker/result';
import { makeProduct, makeSession } from '../kit/factories';
import { openPicker } from './pickerTestKit';

const openPrice = makeProduct({ is_open_price: 1 });
const weighed = makeProduct({ is_weightage_item: 1 });
const kwd = { session: makeSession({ config: { currency_decimals: 3 } }) };
const usd = { session: makeSession({ config: { currency_decimals: 2 } }) };

describe('2.2 is_open_price: a typed price replaces actual_price', () => {
  test.each([
    ['a price in the currency digits', kwd, '2.750', 2750],
    ['a comma reads as the decimal point', kwd, '2,5', 2500],
    ['zero is a price', kwd, '0', 0],
    ['spaces around it are ignored', usd, ' 3.10 ', 310],
  ])('%s', (_rule, catalog, text, minor) => {
    const state = pickerReducer(openPicker(openPrice, catalog), { type: 'priceTyped', text });
    expect(result(state)).toMatchObject({ ok: true, request: { open_price: minor } });
  });

  test.each([
    ['no price yet', kwd, '', 'Type a price'],
    ['not a number', kwd, 'abc', 'Type the price as a number'],
    ['negative', kwd, '-1', 'Type a price of 0 or more'],
    ['more digits than the currency has', usd, '1.005', 'Type a price with at most 2 decimals'],
  ])('is required and readable: %s', (_rule, catalog, text, message) => {
    const state = pickerReducer(openPicker(openPrice, catalog), { type: 'priceTyped', text });
    expect(result(state)).toEqual({ ok: false, unmet: [expect.objectContaining({ rule: 'price', message })] });
  });

  test('a product without an open price ignores typed prices', () => {
    const state = openPicker(makeProduct(), kwd);
    expect(pickerReducer(state, { type: 'priceTyped', text: '5' })).toBe(state);
    expect(result(state)).toMatchObject({ ok: true, request: { open_price: null } });
  });
});

describe('2.2 is_weightage_item: a typed weight in kg', () => {
  test.each([
    ['kg with 3 decimals is grams', '1.250', 1250],
    ['whole kg', '2', 2000],
    ['a comma reads as the decimal point', '0,5', 500],
    ['one gram', '0.001', 1],
    ['the heaviest accepted', '1000', 1_000_000],
  ])('%s', (_rule, text, grams) => {
    const state = pickerReducer(openPicker(weighed), { type: 'weightTyped', text });
    expect(result(state)).toMatchObject({ ok: true, request: { weight_g: grams, quantity: 1 } });
  });

  test.each([
    ['no weight yet', '', 'Type a weight'],
    ['zero', '0', 'Type a weight above 0'],
    ['negative', '-1', 'Type a weight above 0'],
    ['more than 3 decimals', '1.2345', 'Type a weight in kg with at most 3 decimals'],
    ['above 1000 kg', '1000.001', 'Type a weight of at most 1000 kg'],
    ['not a number', '1kg', 'Type the weight as a number'],
  ])('is required and sensible: %s', (_rule, text, message) => {
    const state = pickerReducer(openPicker(weighed), { type: 'weightTyped', text });
    expect(result(state)).toEqual({ ok: false, unmet: [expect.objectContaining({ rule: 'weight', message })] });
  });

  test('a weight from a scale barcode fills the field', () => {
    const state = openPicker(weighed, {}, { weight_g: 1234 });
    expect(state.weightText).toBe('1.234');
    expect(result(state)).toMatchObject({ ok: true, request: { weight_g: 1234 } });
  });

  test('a weight given for a product not sold by weight is ignored', () => {
    const state = openPicker(makeProduct(), {}, { weight_g: 500 });
    expect(result(state)).toMatchObject({ ok: true, request: { weight_g: null } });
  });
});
