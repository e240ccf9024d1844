import { describe, expect, test } from 'vitest';
import { m, makeLineRequest } from '../kit/factories';
import { cartReducer, emptyCart, isCartRefusal, type CartEvent, type CartState } from '../../src/cart/cart';
import { checkPreset, highestPercent, spreadOrderDiscount, type DiscountPreset, type DiscountSpread, type OrderDiscount } from '../../src/cart/orderDiscount';
import { orderTotals } from '../../src/cart/totals';
import { add } from '../../src/core/money';
import { contextFor, rules, run, withLines } from '../kit/cart';
import { ids, kwdMenu } from '../kit/catalogs';

const line = (line_id: string, product_id: number, subtotal: string, extra: { kitchen_units?: number } = {}) => ({ line_id, product_id, subtotal: m(subtotal), ...extra });
const caps: Record<number, number> = { 1: 100, 2: 10, 3: 0, 4: 20 };
const cap = (id: number) => caps[id] ?? 0;
const percent = (p: number): OrderDiscount => ({ kind: 'percent', percent: p });
const amount = (a: string): OrderDiscount => ({ kind: 'amount', amount: m(a) });

function spread(lines: ReturnType<typeof line>[], discount: OrderDiscount): DiscountSpread {
  const result = spreadOrderDiscount(lines, discount, cap);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}
const percents = (s: DiscountSpread) => s.shares.map((x) => [x.line_id, x.percent]);

describe('an order discount in percent', () => {
  test('every line takes it, or its cap when the cap is lower; the rest is refused with the cap', () => {
    const s = spread([line('a', 1, '2.000'), line('b', 2, '1.750'), line('c', 3, '0.500')], percent(50));
    expect(percents(s)).toEqual([['a', 50], ['b', 10]]);
    expect(s.given).toBe(m('1.175'));
    // 40 % more of 1.750 and 50 % of 0.500 were asked and not given.
    expect(s.refused).toBe(m('0.950'));
    expect(s.shortfalls.map((x) => [x.line_id, x.reason, x.cap])).toEqual([['b', 'cap', 10], ['c', 'none-allowed', 0]]);
  });

  test('within every cap nothing is refused', () => {
    const s = spread([line('a', 1, '2.000'), line('b', 4, '1.000')], percent(20));
    expect(s.given).toBe(m('0.600'));
    expect(s.refused).toBe(m('0'));
    expect(s.shortfalls).toEqual([]);
  });

  test('a share of a split bill keeps its own discount and says so', () => {
    const s = spread([line('a', 1, '2.000'), line('b', 1, '1.000', { kitchen_units: 1 })], percent(10));
    expect(percents(s)).toEqual([['a', 10]]);
    expect(s.shortfalls.map((x) => x.reason)).toEqual(['split-share']);
  });
});

describe('an order discount as an amount', () => {
  test('spread evenly and exactly: the shares add up to the amount', () => {
    const s = spread([line('a', 1, '3.000'), line('b', 1, '1.000')], amount('0.400'));
    expect(percents(s)).toEqual([['a', 10], ['b', 10]]);
    expect(s.given).toBe(m('0.400'));
    expect(s.refused).toBe(m('0'));
  });

  test('a capped line takes its cap and the others take more', () => {
    const s = spread([line('a', 1, '1.000'), line('b', 2, '1.000')], amount('0.500'));
    expect(percents(s)).toEqual([['a', 40], ['b', 10]]);
    expect(s.given).toBe(m('0.500'));
  });

  test('never more than asked: what whole percents cannot reach is refused as such', () => {
    const s = spread([line('a', 1, '3.000'), line('b', 1, '1.000')], amount('0.055'));
    // 1 % on both (0.040), then one more on the line it still fits on.
    expect(percents(s)).toEqual([['a', 1], ['b', 2]]);
    expect(s.given).toBe(m('0.050'));
    expect(add(s.given, s.refused)).toBe(m('0.055'));
    expect(s.shortfalls.map((x) => x.reason)).toEqual(['whole-percent']);
  });

  test('more than the caps allow: every line at its cap, the rest refused with each cap', () => {
    const s = spread([line('a', 2, '2.000'), line('b', 4, '1.000'), line('c', 3, '1.000')], amount('1.000'));
    expect(percents(s)).toEqual([['a', 10], ['b', 20]]);
    expect(s.given).toBe(m('0.400'));
    expect(s.refused).toBe(m('0.600'));
    expect(s.shortfalls.map((x) => [x.line_id, x.reason])).toEqual([['a', 'cap'], ['b', 'cap'], ['c', 'none-allowed']]);
  });

  test('an amount above the order is at most the whole order', () => {
    const s = spread([line('a', 1, '1.000')], amount('5.000'));
    expect(percents(s)).toEqual([['a', 100]]);
    expect(s.given).toBe(m('1.000'));
    expect(s.refused).toBe(m('4.000'));
    // The reason is said: every line allows 100 %, the order itself is less than the amount.
    expect(s.shortfalls).toEqual([{ line_id: null, product_id: null, reason: 'order-total', cap: 0 }]);
  });

  test('above the order with a capped line: the cap and the order are both said', () => {
    const s = spread([line('a', 1, '1.000'), line('b', 2, '1.000')], amount('5.000'));
    expect(s.shortfalls.map((x) => [x.line_id, x.reason])).toEqual([['b', 'cap'], [null, 'order-total']]);
  });
});

describe('refusals are values', () => {
  test.each([
    ['a percent of 0', percent(0)],
    ['a percent above 100', percent(101)],
    ['a part of a percent', percent(12.5)],
    ['an amount of 0', amount('0')],
  ])('%s is not a discount', (_case, discount) => {
    expect(spreadOrderDiscount([line('a', 1, '1.000')], discount, cap)).toEqual({ ok: false, reason: 'invalid-discount' });
  });

  test('an order where nothing may be discounted says which lines and why', () => {
    const result = spreadOrderDiscount([line('a', 3, '1.000')], percent(10), cap);
    expect(result).toEqual({ ok: false, reason: 'nothing-to-discount', shortfalls: [{ line_id: 'a', product_id: 3, reason: 'none-allowed', cap: 0 }] });
  });

  test('the highest percent of a spread is what the cashier limit is checked against', () => {
    expect(highestPercent(spread([line('a', 1, '1.000'), line('b', 2, '1.000')], percent(30)))).toBe(30);
  });
});

describe('presets', () => {
  const staffMeal: DiscountPreset = { id: 'p1', name: 'Staff meal', discount: percent(50), approval: 'limit' };
  test.each([
    ['a blank name', { name: '  ', discount: percent(10) }, 'name-missing'],
    ['a name already kept, in other case', { name: 'staff MEAL', discount: percent(10) }, 'name-taken'],
    ['no discount', { name: 'Friends', discount: amount('0') }, 'invalid-discount'],
  ])('%s is refused', (_case, preset, reason) => {
    expect(checkPreset(preset, [staffMeal])).toEqual({ ok: false, reason });
  });
  test('a new name with a discount is kept', () => {
    expect(checkPreset({ name: 'Friends', discount: amount('1.000') }, [staffMeal])).toBeNull();
  });
});

/** The event "Order discount" sends: the spread's share of each line. */
function applied(cart: CartState, discount: OrderDiscount, cap: (id: number) => number, stamp = {}): CartEvent {
  const result = spreadOrderDiscount(cart.lines, discount, cap);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return { type: 'orderDiscountApplied', shares: result.shares, ...stamp };
}

describe('orderDiscountApplied', () => {
  const menu = kwdMenu();
  // The burger is capped at 10 %, fries at 100 %.
  const caps = (id: number) => (id === ids.burger ? 10 : 100);
  const ctx = contextFor(menu, rules({ discountCap: caps }));
  const cart = withLines(emptyCart(1, null), ctx, [makeLineRequest({ product_id: ids.burger }), makeLineRequest({ product_id: ids.fries, quantity: 2 })]);
  const mona = { staff_id: 's1', name: 'Mona' };
  const sara = { staff_id: 's2', name: 'Sara' };

  test('each line takes its share; the order total falls by what was given', () => {
    const next = run(cart, ctx, applied(cart, percent(50), caps, { by: mona, approved_by: sara }));
    expect(next.lines.map((l) => [l.discount_pct, l.discount])).toEqual([[10, m('0.175')], [50, m('0.500')]]);
    expect(orderTotals(next).total).toBe(m('2.075'));
    // The approval is bound to each line's amount, as a line's own discount is.
    expect(next.lines.map((l) => [l.discount_by, l.discount_approved_by, l.discount_approved_amount])).toEqual([
      [mona, sara, m('0.175')],
      [mona, sara, m('0.500')],
    ]);
  });

  test('an approved order discount asks again when a line grows past what was approved', () => {
    const next = run(cart, ctx, applied(cart, percent(50), caps, { by: mona, approved_by: sara }));
    const more = cartReducer(next, { type: 'quantityChanged', line_id: 'l2', quantity: 3 }, ctx);
    expect(isCartRefusal(more) && more.reason).toBe('approval');
  });

  test('a line changed between the spread and the event (another tab) refuses the approval: nothing is given', () => {
    const event = applied(cart, percent(50), caps, { by: mona, approved_by: sara });
    // Sara approved 0.500 on the two fries; meanwhile they became three.
    const changed = run(cart, ctx, { type: 'quantityChanged', line_id: 'l2', quantity: 3 });
    const result = cartReducer(changed, event, ctx);
    expect(result).toEqual({ ok: false, reason: 'approval', line_id: 'l2', product_id: ids.fries, percent: 50, amount: m('0.750'), approved: m('0.500') });
  });

  test('it replaces the lines\u2019 own discounts', () => {
    const own = run(cart, ctx, { type: 'discountApplied', line_id: 'l2', percent: 80 });
    const next = run(own, ctx, applied(own, amount('0.100'), caps));
    expect(orderTotals(next).discount_total).toBe(m('0.100'));
  });

  test('a share past its line\u2019s cap is refused as a value, and nothing is given', () => {
    const result = cartReducer(cart, { type: 'orderDiscountApplied', shares: [{ line_id: 'l2', percent: 50, amount: m('0.500') }, { line_id: 'l1', percent: 50, amount: m('0.875') }] }, ctx);
    expect(result).toEqual({ ok: false, reason: 'discount-cap', cap: 10 });
  });

  test('a share of a line no longer in the order is refused', () => {
    const result = cartReducer(cart, { type: 'orderDiscountApplied', shares: [{ line_id: 'gone', percent: 5, amount: m('0.050') }] }, ctx);
    expect(isCartRefusal(result) && result.reason).toBe('unknown-line');
  });
});
