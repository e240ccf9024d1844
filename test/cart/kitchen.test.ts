import { describe, expect, test } from 'vitest';
import { cartReducer, isCartRefusal, type CartEvent, type CartState } from '../../src/cart/cart';
import { voidedUnits } from '../../src/cart/kitchen';
import { m, makeLineRequest } from '../kit/factories';
import { ids } from '../kit/catalogs';
import { cartOf, saleContext } from '../kit/orders';

const AT = '2026-11-21T12:00:00.000Z';
const MANAGER = { staff_id: 'manager-pin', name: 'Manager' };
const apply = (state: CartState, event: CartEvent) => cartReducer(state, event, saleContext);
/** A cart of 3 burgers (1.750 each) with `sent` of them sent to the kitchen. */
const withSent = (sent: number): CartState => {
  const cart = cartOf(2, makeLineRequest({ product_id: ids.burger, quantity: 3 }));
  return { ...cart, lines: cart.lines.map((l) => ({ ...l, sent })), ...(sent > 0 ? { kitchen_sends: 1 } : {}) };
};
const voided = (quantity: number): CartEvent => ({ type: 'lineVoided', line_id: 'l1', quantity, reason: 'wrong-item', voided_at: AT, approved_by: MANAGER });

describe('taking back what the kitchen had is a void; before that, an edit is free', () => {
  test.each([
    // [line quantity, sent, new quantity, voided units]
    [3, 0, 1, 0],
    [3, 2, 2, 0],
    [3, 2, 1, 1],
    [3, 3, 0, 3],
    [3, 1, 0, 1],
  ])('a line of %i with %i sent lowered to %i voids %i', (quantity, sent, to, expected) => {
    expect(voidedUnits({ quantity, sent }, to)).toBe(expected);
  });

  test('lowering into the sent units, removing a sent line or clearing a sent order asks for a void', () => {
    const sent = withSent(2);
    expect(apply(sent, { type: 'quantityChanged', line_id: 'l1', quantity: 1 })).toEqual({ ok: false, reason: 'void-needed', line_id: 'l1', quantity: 1 });
    expect(apply(sent, { type: 'lineRemoved', line_id: 'l1' })).toEqual({ ok: false, reason: 'void-needed', line_id: 'l1', quantity: 0 });
    expect(apply(sent, { type: 'orderCleared' })).toEqual({ ok: false, reason: 'void-needed', line_id: null, quantity: 0 });
    expect(apply(sent, { type: 'brandSwitched', brand_id: 5 })).toMatchObject({ reason: 'void-needed', line_id: null });
  });

  test('units added after a send are free to take off, and an order never sent clears freely', () => {
    const lowered = apply(withSent(2), { type: 'quantityChanged', line_id: 'l1', quantity: 2 });
    expect(isCartRefusal(lowered) ? lowered : lowered.lines[0]?.quantity).toBe(2);
    const cleared = apply(withSent(0), { type: 'orderCleared' });
    expect(isCartRefusal(cleared) ? cleared : cleared.lines).toEqual([]);
  });

  test('a void lowers the line and keeps the units and their amount with its reason and approver, to print VOID', () => {
    const next = apply(withSent(3), voided(1));
    if (isCartRefusal(next)) throw new Error(next.reason);
    expect(next.lines[0]).toMatchObject({ quantity: 1, sent: 1, total: m('1.750') });
    expect(next.voids).toEqual([expect.objectContaining({ reason: 'wrong-item', voided_at: AT, approved_by: MANAGER, printed: false })]);
    expect(next.voids?.[0]?.line).toMatchObject({ quantity: 2, total: m('3.500') });
    expect(next.voids?.[0]?.line).not.toHaveProperty('sent');
  });

  test('a void names who took it back, the person signed in; with nobody signed in, no one', () => {
    const ali = { staff_id: 'c1', name: 'Ali' };
    const byAli = apply(withSent(3), { type: 'lineVoided', line_id: 'l1', quantity: 2, reason: 'other', voided_at: AT, approved_by: MANAGER, by: ali });
    const anon = apply(withSent(3), voided(2));
    if (isCartRefusal(byAli) || isCartRefusal(anon)) throw new Error('refused');
    expect(byAli.voids?.[0]).toMatchObject({ by: ali, approved_by: MANAGER });
    expect(anon.voids?.[0]).not.toHaveProperty('by');
  });

  test('a void of the whole line removes it; the line and its void add up to what it was', () => {
    const before = withSent(3);
    const next = apply(before, voided(0));
    if (isCartRefusal(next)) throw new Error(next.reason);
    expect(next.lines).toEqual([]);
    expect(next.voids?.[0]?.line.total).toBe(before.lines[0]?.total);
  });

  test('"Send to kitchen" marks every unit sent and the voids printed, one ticket more; with nothing to send it changes nothing', () => {
    const voidedCart = apply(withSent(3), voided(2));
    if (isCartRefusal(voidedCart)) throw new Error(voidedCart.reason);
    const onlyVoids = apply(voidedCart, { type: 'kitchenSent', voids_only: true });
    if (isCartRefusal(onlyVoids)) throw new Error(onlyVoids.reason);
    expect(onlyVoids.voids?.every((v) => v.printed)).toBe(true);
    expect(onlyVoids.kitchen_sends).toBe(1);
    expect(apply(onlyVoids, { type: 'kitchenSent', voids_only: false })).toBe(onlyVoids);

    const more = apply(onlyVoids, { type: 'quantityChanged', line_id: 'l1', quantity: 3 });
    if (isCartRefusal(more)) throw new Error(more.reason);
    const sent = apply(more, { type: 'kitchenSent', voids_only: false });
    if (isCartRefusal(sent)) throw new Error(sent.reason);
    expect(sent.lines[0]?.sent).toBe(3);
    expect(sent.kitchen_sends).toBe(2);
  });

  test('later sends keep the first send\u2019s order id: the kitchen and the sale\u2019s tickets name one order', () => {
    const first = apply(withSent(0), { type: 'kitchenSent', voids_only: false, order_id: 'first-id' });
    if (isCartRefusal(first)) throw new Error(first.reason);
    const more = apply(first, { type: 'quantityChanged', line_id: 'l1', quantity: 4 });
    if (isCartRefusal(more)) throw new Error(more.reason);
    const second = apply(more, { type: 'kitchenSent', voids_only: false, order_id: 'second-id' });
    if (isCartRefusal(second)) throw new Error(second.reason);
    expect(second.kitchen_sends).toBe(2);
    expect(second.kitchen_order_id).toBe('first-id');
  });

  test('a channel change keeps what the kitchen had', () => {
    const next = apply(withSent(2), { type: 'channelChanged', channel_id: 4 });
    if (isCartRefusal(next)) throw new Error(next.reason);
    expect(next.lines[0]?.sent).toBe(2);
  });
});
