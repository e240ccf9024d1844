import { expect, test, vi } from 'vitest';
import { stampDiscount } from '../../src/staff/discountStamp';
import { cartReducer, emptyCart } from '../../src/cart/cart';
import { contextFor, run, withLines } from '../kit/cart';
import { ids, kwdMenu } from '../kit/catalogs';
import { m, makeLineRequest } from '../kit/factories';

const ctx = contextFor(kwdMenu());
const mona = { staff_id: 'm1', name: 'Mona', role: 'manager' as const };
const ali = { staff_id: 'c1', name: 'Ali', role: 'cashier' as const };

test('a manager giving a discount above the cashier\'s limit records it as approved by them, bound to its amount: a later raise asks again', async () => {
  const requestApproval = vi.fn(async () => null);
  const stamp = await stampDiscount(50, { person: mona, hasStaff: true, limit: 10 }, requestApproval);
  // Nobody else is asked: the manager's own discount is the approval.
  expect(requestApproval).not.toHaveBeenCalled();
  expect(stamp).toEqual({ by: { staff_id: 'm1', name: 'Mona' }, approved_by: { staff_id: 'm1', name: 'Mona' } });
  const one = run(withLines(emptyCart(2, null), ctx, [makeLineRequest({ product_id: ids.burger })]), ctx, { type: 'discountApplied', line_id: 'l1', percent: 50, ...stamp });
  expect(one.lines[0]).toMatchObject({ discount: m('0.875'), discount_approved_amount: m('0.875') });
  expect(cartReducer(one, { type: 'quantityChanged', line_id: 'l1', quantity: 10 }, ctx)).toMatchObject({ ok: false, reason: 'approval', amount: m('8.750'), approved: m('0.875') });
});

test('within the cashier\'s limit nobody approves, a manager or not; above it a cashier asks a manager', async () => {
  const requestApproval = vi.fn(async () => ({ staff_id: 'm1', name: 'Mona' }));
  expect(await stampDiscount(10, { person: mona, hasStaff: true, limit: 10 }, requestApproval)).toEqual({ by: { staff_id: 'm1', name: 'Mona' } });
  expect(await stampDiscount(50, { person: ali, hasStaff: true, limit: 10 }, requestApproval)).toEqual({ by: { staff_id: 'c1', name: 'Ali' }, approved_by: { staff_id: 'm1', name: 'Mona' } });
  expect(requestApproval).toHaveBeenCalledTimes(1);
});
