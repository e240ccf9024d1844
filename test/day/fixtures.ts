/**
 * Sales for the day's rules, built through the real cart reducer from the checkout tests' KWD
 * menu, so every line is what the till would hold.
 */
import { m, makeLineRequest } from '../kit/factories';
import type { CompletedOrder } from '../../src/checkout/order';
import type { SettledPayment } from '../../src/checkout/payment';
import { run } from '../kit/cart';
import { ids } from '../kit/catalogs';
import { card, cartOf, cash, saleContext as ctx, orderOf } from '../kit/orders';

export { card, cash, m };

/**
 * Line 0: 3 chicken burgers at 1.750 less 7% (5.250 - 0.368 = 4.882, not a multiple of 3);
 * line 1: 2 fries (1.000); line 2: halloumi weighed at 333 g (0.500). Total 6.382.
 */
export function daySale(payments: SettledPayment[] = [card('2.000'), cash('4.382', '5.000')], overrides: Partial<CompletedOrder> = {}): CompletedOrder {
  const cart = run(
    cartOf(
      2,
      makeLineRequest({ product_id: ids.burger, quantity: 3 }),
      makeLineRequest({ product_id: ids.fries, quantity: 2 }),
      makeLineRequest({ product_id: ids.halloumi, weight_g: 333 }),
    ),
    ctx,
    { type: 'discountApplied', line_id: 'l1', percent: 7 },
  );
  return orderOf(cart, payments, { client_order_id: 'sale-1', ...overrides });
}

/** A sale of one line of `quantity` at `unit` each (an open-price cake), paid in cash, no change. */
export function cakeSale(unit: string, quantity: number, overrides: Partial<CompletedOrder> = {}): CompletedOrder {
  const cart = cartOf(2, makeLineRequest({ product_id: ids.cake, open_price: m(unit), quantity }));
  const total = cart.lines[0]?.total ?? m('0');
  return orderOf(cart, total > 0 ? [{ method: 'cash', amount: total, tendered: total, change: m('0') }] : [], overrides);
}
