import { describe, expect, test } from 'vitest';
import { cartReducer, emptyCart, isCartRefusal, type CartEvent, type CartState } from '../../src/cart/cart';
import { undoOf } from '../../src/cart/undo';
import type { LineRequest } from '../../src/core/line';
import { makeLineRequest } from '../kit/factories';
import { contextFor, rules, run, withLines } from '../kit/cart';
import { DELIVERY, ids, kwdMenu } from '../kit/catalogs';

const menu = kwdMenu();
const ctx = contextFor(menu);
const burger = (overrides: Partial<LineRequest> = {}) => makeLineRequest({ product_id: ids.burger, ...overrides });
const fries = (quantity = 1) => makeLineRequest({ product_id: ids.fries, quantity });

/** Burger ×2 at 10% off, fries, a drink: on the delivery channel, with a note and a parked name. */
function fullOrder(): CartState {
  const lines = withLines(emptyCart(2, DELIVERY), ctx, [burger({ quantity: 2 }), fries(), fries(3)].map((r, i) => (i === 2 ? { ...r, note: 'No salt' } : r)));
  const discounted = run(lines, ctx, { type: 'discountApplied', line_id: 'l1', percent: 10 }, { type: 'noteChanged', note: 'Table by the window' });
  return { ...discounted, name: 'Table 4' };
}

/** Applies `event`, then what undoes it; returns the order after both. */
function slipAndUndo(before: CartState, event: CartEvent, between: CartEvent[] = []) {
  const restore = undoOf(before, event);
  if (!restore) throw new Error('no undo offered');
  const after = run(before, ctx, event, ...between);
  return { after, restore, undone: cartReducer(after, restore, ctx) };
}

const withoutRevision = ({ revision: _r, ...rest }: CartState) => rest;

describe('"Undo" puts back exactly what a free "Clear order" or "Remove line" took away', () => {
  test('the cleared order comes back with its lines, prices, discounts, channel, note and name, one revision on', () => {
    const before = fullOrder();
    const { after, undone } = slipAndUndo(before, { type: 'orderCleared' });
    expect(after.lines).toHaveLength(0);
    if (isCartRefusal(undone)) throw new Error(undone.reason);
    expect(withoutRevision(undone)).toEqual(withoutRevision(before));
    expect(undone.revision).toBe(after.revision + 1);
  });

  test.each([
    ['the first line', 'l1', 0],
    ['a middle line', 'l2', 1],
    ['the last line', 'l3', 2],
  ])('%s comes back in its place, as it was', (_what, lineId, position) => {
    const before = fullOrder();
    const { undone } = slipAndUndo(before, { type: 'lineRemoved', line_id: lineId });
    if (isCartRefusal(undone)) throw new Error(undone.reason);
    expect(undone.lines).toEqual(before.lines);
    expect(undone.lines[position]?.line_id).toBe(lineId);
    expect(undone.revision).toBe(before.revision + 2);
  });

  test.each<[string, (cleared: CartState) => CartEvent]>([
    ['a note written after the clear', () => ({ type: 'noteChanged', note: 'Next customer' })],
    ['a line added after the clear', (cleared) => ({ type: 'lineAdded', line_id: 'n1', brand_id: 2, request: fries(), priced: withLines(cleared, ctx, [fries()]).lines[0]! })],
    ['the channel changed after the clear', () => ({ type: 'channelChanged', channel_id: null })],
  ])('clearing is no longer undone after %s: the newer change is kept', (_what, later) => {
    const before = fullOrder();
    const restore = undoOf(before, { type: 'orderCleared' })!;
    const cleared = run(before, ctx, { type: 'orderCleared' });
    const changed = run(cleared, ctx, later(cleared));
    expect(cartReducer(changed, restore, ctx)).toEqual({ ok: false, reason: 'undo-expired' });
  });

  test.each<[string, CartEvent]>([
    ['another line raised', { type: 'quantityChanged', line_id: 'l2', quantity: 2 }],
    ['another line removed', { type: 'lineRemoved', line_id: 'l3' }],
    ['the order cleared', { type: 'orderCleared' }],
  ])('a removal is no longer undone after %s', (_what, later) => {
    const before = fullOrder();
    const { undone } = slipAndUndo(before, { type: 'lineRemoved', line_id: 'l1' }, [later]);
    expect(undone).toEqual({ ok: false, reason: 'undo-expired' });
  });

  test('a line sold out in between comes back all the same, to be settled rather than lost', () => {
    const before = fullOrder();
    const restore = undoOf(before, { type: 'orderCleared' })!;
    const cleared = run(before, ctx, { type: 'orderCleared' });
    const soldOut = { ...ctx, rules: rules({ isSoldOut: (id) => id === ids.fries }) };
    const undone = cartReducer(cleared, restore, soldOut);
    expect(isCartRefusal(undone) ? undone.reason : undone.lines.length).toBe(3);
  });
});

describe('what has no undo', () => {
  const sent = (state: CartState): CartState => ({ ...state, lines: state.lines.map((l, i) => (i === 0 ? { ...l, sent: l.quantity } : l)), kitchen_sends: 1 });

  test.each<[string, CartState, CartEvent]>([
    ['clearing an order the kitchen had (a void, asked with a reason)', sent(fullOrder()), { type: 'orderCleared' }],
    ['removing a line the kitchen had (a void)', sent(fullOrder()), { type: 'lineRemoved', line_id: 'l1' }],
    ['clearing an empty order', emptyCart(2, null), { type: 'orderCleared' }],
    ['removing a line that is not there', fullOrder(), { type: 'lineRemoved', line_id: 'gone' }],
    ['lowering a quantity', fullOrder(), { type: 'quantityChanged', line_id: 'l1', quantity: 1 }],
    ['a discount', fullOrder(), { type: 'discountApplied', line_id: 'l2', percent: 5 }],
  ])('%s', (_what, before, event) => {
    expect(undoOf(before, event)).toBeNull();
  });

  test('an order with only a name or a note left is cleared with an undo too', () => {
    const named = { ...emptyCart(2, null), name: 'Table 9' };
    expect(undoOf(named, { type: 'orderCleared' })).toMatchObject({ type: 'orderRestored', order: named, cleared_revision: 1 });
  });
});
