import { describe, expect, test } from 'vitest';
import { approvedEvent, cartReducer, emptyCart, type CartEvent, type CartState } from '../../src/cart/cart';
import type { LineRequest } from '../../src/core/line';
import { m, makeLineRequest } from '../kit/factories';
import { contextFor, priced, run, withLines } from '../kit/cart';
import { DELIVERY, ids, kwdMenu } from '../kit/catalogs';

const ctx = contextFor(kwdMenu());
const ali = { staff_id: 'c1', name: 'Ali' };
const mona = { staff_id: 'm1', name: 'Mona' };
const sara = { staff_id: 'm2', name: 'Sara' };
const burger = (overrides: Partial<LineRequest> = {}) => makeLineRequest({ product_id: ids.burger, ...overrides });
const withCheese = { options: [{ item_id: ids.cheese, modifier_id: 90, quantity: 1, instructions: [] }] };

/** `quantity` chicken burgers at `percent` off, given by Ali; approved by Mona unless `approved` is false. */
function discounted(quantity: number, percent: number, approved = true): CartState {
  const lines = withLines(emptyCart(2, null), ctx, [burger({ quantity })]);
  return run(lines, ctx, { type: 'discountApplied', line_id: 'l1', percent, by: ali, ...(approved ? { approved_by: mona } : {}) });
}
const more = (quantity: number): CartEvent => ({ type: 'quantityChanged', line_id: 'l1', quantity });
const who = (state: CartState) => state.lines.map((l) => [l.line_id, l.discount_by?.name, l.discount_approved_by?.name, l.discount_approved_amount]);

describe('an approved discount is bound to the amount it approved', () => {
  test('1 burger at 50 % approved, then 10: refused, asking a manager to approve 8.750 off', () => {
    const one = discounted(1, 50);
    expect(one.lines[0]).toMatchObject({ discount: m('0.875'), discount_approved_amount: m('0.875') });
    expect(cartReducer(one, more(10), ctx)).toEqual({ ok: false, reason: 'approval', line_id: 'l1', product_id: ids.burger, percent: 50, amount: m('8.750'), approved: m('0.875') });
  });

  test('approved again, the change goes through: approved by the new manager for the new amount, still given by the cashier', () => {
    const one = discounted(1, 50);
    const ten = run(one, ctx, approvedEvent(more(10), sara)!);
    expect(ten.lines[0]).toMatchObject({ quantity: 10, discount: m('8.750') });
    expect(who(ten)).toEqual([['l1', 'Ali', 'Sara', m('8.750')]]);
  });

  test('fewer units keep the approval, and going back up to what was approved asks nothing', () => {
    const two = discounted(2, 50);
    const back = run(two, ctx, more(1), more(2));
    expect(who(back)).toEqual([['l1', 'Ali', 'Mona', m('1.750')]]);
    expect(cartReducer(back, more(3), ctx)).toMatchObject({ ok: false, reason: 'approval', amount: m('2.625'), approved: m('1.750') });
  });

  test('a discount nobody had to approve (within the cashier\'s limit) follows the line', () => {
    const ten = run(discounted(1, 50, false), ctx, more(10));
    expect(who(ten)).toEqual([['l1', 'Ali', undefined, undefined]]);
  });

  test('"Modify" to a pricier choice asks again; approved, it goes through', () => {
    const two = discounted(2, 50);
    const cheese = burger({ quantity: 2, ...withCheese });
    const event: CartEvent = { type: 'lineModified', line_id: 'l1', request: cheese, priced: priced(cheese, ctx, null) };
    expect(cartReducer(two, event, ctx)).toMatchObject({ ok: false, reason: 'approval', amount: m('2.000'), approved: m('1.750') });
    expect(who(run(two, ctx, approvedEvent(event, sara)!))).toEqual([['l1', 'Ali', 'Sara', m('2.000')]]);
  });

  test('another channel\'s higher price asks again', () => {
    const one = discounted(1, 50);
    const event: CartEvent = { type: 'channelChanged', channel_id: DELIVERY };
    expect(cartReducer(one, event, ctx)).toMatchObject({ ok: false, reason: 'approval', amount: m('1.050'), approved: m('0.875') });
    expect(who(run(one, ctx, approvedEvent(event, sara)!))).toEqual([['l1', 'Ali', 'Sara', m('1.050')]]);
  });

  test('one unit modified shares the approval: a pricier unit asks again for itself alone', () => {
    const two = discounted(2, 50);
    const event: CartEvent = { type: 'unitModified', line_id: 'l1', new_line_id: 'u1', request: burger(withCheese), priced: priced(burger(withCheese), ctx, null) };
    expect(cartReducer(two, event, ctx)).toMatchObject({ ok: false, reason: 'approval', line_id: 'u1', amount: m('1.000'), approved: m('0.875') });
    const split = run(two, ctx, approvedEvent(event, sara)!);
    expect(who(split)).toEqual([['l1', 'Ali', 'Mona', m('0.875')], ['u1', 'Ali', 'Sara', m('1.000')]]);
  });

  test('a line approved before the amount was kept is bound to the discount it holds', () => {
    const one = discounted(1, 50);
    const { discount_approved_amount: _amount, ...older } = one.lines[0]!;
    const stored = { ...one, lines: [older] };
    expect(cartReducer(stored, more(2), ctx)).toMatchObject({ ok: false, reason: 'approval', approved: m('0.875') });
  });

  test('only the changes that can raise a discount carry an approval', () => {
    expect(approvedEvent({ type: 'lineRemoved', line_id: 'l1' }, mona)).toBeNull();
  });
});
