import { describe, expect, test } from 'vitest';
import { cartReducer, emptyCart, isCartRefusal, type CartEvent, type CartState } from '../../src/cart/cart';
import type { LineRequest } from '../../src/core/line';
import { m, makeLineRequest } from '../kit/factories';
import { added, contextFor, priced, rules, run, withLines } from '../kit/cart';
import { ids, kwdMenu } from '../kit/catalogs';

const ctx = contextFor(kwdMenu());
const burger = (overrides: Partial<LineRequest> = {}) => makeLineRequest({ product_id: ids.burger, ...overrides });
const withCheese = { options: [{ item_id: ids.cheese, modifier_id: 90, quantity: 1, instructions: [] }] };
const modified = (state: CartState, request: LineRequest, lineId = 'l1'): CartEvent => ({ type: 'lineModified', line_id: lineId, request, priced: priced(request, ctx, state.channel_id) });
/** "Modify", "Just this one" on line `lineId`: the unit becomes line `newLineId`. */
const unitModified = (state: CartState, request: LineRequest, lineId = 'l1', newLineId = 'u1'): CartEvent => ({ type: 'unitModified', line_id: lineId, new_line_id: newLineId, request, priced: priced(request, ctx, state.channel_id) });
const ali = { staff_id: 'c1', name: 'Ali' };
const mona = { staff_id: 'm1', name: 'Mona' };
const reasonOf = (next: CartState | { reason: string }) => ('reason' in next ? next.reason : 'taken');

/** Two burgers at 10% off, then fries. */
function order(): CartState {
  const lines = withLines(emptyCart(2, null), ctx, [burger({ quantity: 2 }), makeLineRequest({ product_id: ids.fries })]);
  return run(lines, ctx, { type: 'discountApplied', line_id: 'l1', percent: 10 });
}

describe('"Modify": a line takes other choices in its place', () => {
  test('its id, place, quantity, brand and discount stay; its price follows the new choices', () => {
    const before = order();
    const after = run(before, ctx, modified(before, burger({ quantity: 2, ...withCheese, note: 'No onion' })));
    const [line, fries] = after.lines;
    expect(line).toMatchObject({ line_id: 'l1', quantity: 2, discount_pct: 10, brand_id: before.lines[0]!.brand_id, note: 'No onion' });
    expect(line!.options.map((o) => o.item_id)).toEqual([ids.cheese]);
    expect(line!.subtotal).toBe(m('4.000'));
    expect(line!.total).toBe(m('3.600'));
    expect(fries).toEqual(before.lines[1]);
    expect(after.revision).toBe(before.revision + 1);
  });

  test.each<[string, (s: CartState) => CartState, (s: CartState) => CartEvent, string]>([
    ['a line the kitchen had (a void)', (s) => ({ ...s, lines: s.lines.map((l) => ({ ...l, sent: l.quantity })), kitchen_sends: 1 }), (s) => modified(s, burger({ quantity: 2, ...withCheese })), 'void-needed'],
    ['another quantity than the line\'s', (s) => s, (s) => modified(s, burger({ quantity: 1, ...withCheese })), 'price-mismatch'],
    ['another product', (s) => s, (s) => modified(s, makeLineRequest({ product_id: ids.fries, quantity: 2 })), 'price-mismatch'],
    ['a line that is gone', (s) => s, (s) => modified(s, burger({ quantity: 2 }), 'gone'), 'unknown-line'],
    ['a price made for another channel', (s) => ({ ...s, channel_id: 4 }), (s) => ({ ...modified(s, burger({ quantity: 2 })), priced: priced(burger({ quantity: 2 }), ctx, null) }), 'stale-price'],
  ])('refused for %s', (_case, setUp, event, reason) => {
    const state = setUp(order());
    const next = cartReducer(state, event(state), ctx);
    expect(isCartRefusal(next) ? next.reason : 'taken').toBe(reason);
  });
});

describe('"Modify", "Just this one": one unit of a line takes other choices as a line of its own', () => {
  test('the unit leaves the line, which goes down by one, and is a new line right after it, with the discount', () => {
    const before = order();
    const after = run(before, ctx, unitModified(before, burger({ ...withCheese })));
    expect(after.lines.map((l) => [l.line_id, l.quantity, l.options.map((o) => o.item_id), l.discount_pct, l.total])).toEqual([
      ['l1', 1, [], 10, m('1.575')],
      ['u1', 1, [ids.cheese], 10, m('1.800')],
      ['l2', 1, [], 0, m('0.500')],
    ]);
    expect(after.lines[1]!.brand_id).toBe(before.lines[0]!.brand_id);
    expect(after.revision).toBe(before.revision + 1);
  });

  test('the next plain tap merges with the line of the default choices, and the modified unit stays apart', () => {
    const two = withLines(emptyCart(2, null), ctx, [burger({ quantity: 2 })]);
    const split = run(two, ctx, unitModified(two, burger(withCheese)));
    const tapped = run(split, ctx, added(split, ctx, burger(), 'l9'));
    expect(tapped.lines.map((l) => [l.line_id, l.quantity])).toEqual([['l1', 2], ['u1', 1]]);
    const cheese = run(tapped, ctx, added(tapped, ctx, burger(withCheese), 'l10'));
    expect(cheese.lines.map((l) => [l.line_id, l.quantity])).toEqual([['l1', 2], ['u1', 2]]);
  });

  test('the unit comes from what the kitchen has not had: the line keeps its sent units', () => {
    const two = withLines(emptyCart(2, null), ctx, [burger({ quantity: 2 })]);
    const halfSent = { ...two, lines: [{ ...two.lines[0]!, sent: 1 }], kitchen_sends: 1 };
    const after = run(halfSent, ctx, unitModified(halfSent, burger(withCheese)));
    expect(after.lines.map((l) => [l.line_id, l.quantity, l.sent ?? 0])).toEqual([['l1', 1, 1], ['u1', 1, 0]]);
    const allSent = { ...two, lines: [{ ...two.lines[0]!, sent: 2 }], kitchen_sends: 1 };
    expect(reasonOf(cartReducer(allSent, unitModified(allSent, burger(withCheese)), ctx))).toBe('void-needed');
  });

  test('the same choices saved again change nothing', () => {
    const before = order();
    expect(cartReducer(before, unitModified(before, burger()), ctx)).toBe(before);
  });

  test('on a line of one unit it is the line modified whole', () => {
    const one = withLines(emptyCart(2, null), ctx, [burger()]);
    const after = run(one, ctx, unitModified(one, burger(withCheese)));
    expect(after.lines.map((l) => [l.line_id, l.quantity, l.options.length])).toEqual([['l1', 1, 1]]);
  });

  test('a weighed line is not split into units', () => {
    const weighed = withLines(emptyCart(2, null), ctx, [makeLineRequest({ product_id: ids.halloumi, weight_g: 400 })]);
    const event = unitModified(weighed, makeLineRequest({ product_id: ids.halloumi, weight_g: 400, note: 'Sliced' }));
    expect(reasonOf(cartReducer(weighed, event, ctx))).toBe('weighed-line');
  });

  test('the unit is checked against what is left of what it now takes', () => {
    const limited = contextFor(kwdMenu(), rules({ remainingStock: (id) => (id === ids.sauce ? 0 : null) }));
    const two = withLines(emptyCart(2, null), limited, [burger({ quantity: 2 })]);
    const withSauce = burger({ addons: [{ product_id: ids.sauce, quantity: 1 }] });
    const event: CartEvent = { type: 'unitModified', line_id: 'l1', new_line_id: 'u1', request: withSauce, priced: priced(withSauce, limited, null) };
    expect(reasonOf(cartReducer(two, event, limited))).toBe('quota');
  });
});

describe('"Modify" keeps who gave the discount and who approved it', () => {
  const approved = () => {
    const lines = withLines(emptyCart(2, null), ctx, [burger({ quantity: 2 })]);
    return run(lines, ctx, { type: 'discountApplied', line_id: 'l1', percent: 10, by: ali, approved_by: mona });
  };

  test('the whole line modified at no higher discount keeps both', () => {
    const before = approved();
    const after = run(before, ctx, modified(before, burger({ quantity: 2, note: 'No onion' })));
    expect(after.lines[0]).toMatchObject({ discount_pct: 10, discount_by: ali, discount_approved_by: mona });
  });

  test('one unit modified: both lines keep both', () => {
    const before = approved();
    const after = run(before, ctx, unitModified(before, burger({ note: 'No onion' })));
    expect(after.lines.map((l) => [l.line_id, l.discount_by, l.discount_approved_by])).toEqual([['l1', ali, mona], ['u1', ali, mona]]);
  });
});
