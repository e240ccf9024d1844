import { describe, expect, test } from 'vitest';
import { cartReducer, emptyCart, isCartRefusal, type CartEvent, type CartState } from '../../src/cart/cart';
import type { LineRequest } from '../../src/core/line';
import { m, makeLineRequest } from '../kit/factories';
import { contextFor, priced, run, withLines } from '../kit/cart';
import { ids, kwdMenu } from '../kit/catalogs';

const ctx = contextFor(kwdMenu());
const burger = (overrides: Partial<LineRequest> = {}) => makeLineRequest({ product_id: ids.burger, ...overrides });
const withCheese = { options: [{ item_id: ids.cheese, modifier_id: 90, quantity: 1, instructions: [] }] };
const modified = (state: CartState, request: LineRequest, lineId = 'l1'): CartEvent => ({ type: 'lineModified', line_id: lineId, request, priced: priced(request, ctx, state.channel_id) });

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
