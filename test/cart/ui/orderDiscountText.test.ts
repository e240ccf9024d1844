import { expect, test } from 'vitest';
import { spreadOrderDiscount } from '../../../src/cart/orderDiscount';
import { orderDiscountOutcome } from '../../../src/cart/ui/orderDiscountText';
import { m } from '../../kit/factories';

const lines = [{ line_id: 'a', product_id: 1, subtotal: m('1.000'), name: 'Fries', localize_name: null }];

test('an amount above an order whose every line allows 100 % says the order is less than the amount', () => {
  const spread = spreadOrderDiscount(lines, { kind: 'amount', amount: m('5.000') }, () => 100);
  if (!spread.ok) throw new Error(spread.reason);
  expect(orderDiscountOutcome(spread, lines, 3)).toBe('Discount 1.000 on the order; 4.000 not given: the amount is more than the order.');
});
