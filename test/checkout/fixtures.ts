/**
 * Orders for the checkout tests, built through the real cart reducer from the cart tests'
 * KWD menu, so every snapshot is what the till would hold. `exampleOrder` is the sale of the
 * assumed-contracts 6 example body.
 */
import { makeBrand, makeItem, makeLineRequest, makeModifierGroup, m } from '../kit/factories';
import { emptyCart, type CartState } from '../../src/cart/cart';
import { completeOrder, type BrandHeader, type CompletedOrder } from '../../src/checkout/order';
import type { SettledPayment } from '../../src/checkout/payment';
import type { LineRequest } from '../../src/core/line';
import { sub } from '../../src/core/money';
import { added, contextFor, run } from '../cart/fixtures';
import { ids, kwdMenu } from '../cart/menu';

export const menu = kwdMenu({
  modifierGroups: [
    makeModifierGroup({
      id: 90,
      name: 'Extras',
      items: [
        makeItem({ id: ids.cheese, modifier_id: 90, name: 'Cheese', actual_price: m('0.250'),
          instructions: [{ id: 3, instruction: 'Extra melted', priority: 1 }] }),
        makeItem({ id: 902, modifier_id: 90, name: 'Ketchup', actual_price: m('0') }),
      ],
    }),
  ],
});
export const ctx = contextFor(menu);

export const exampleBurger: LineRequest = makeLineRequest({
  product_id: ids.burger,
  quantity: 2,
  options: [{ item_id: ids.cheese, modifier_id: 90, quantity: 1, instructions: [3] }],
  addons: [{ product_id: ids.sauce, quantity: 1 }],
});

/** A cart of the requests, lines `l1`, `l2`, ... for brand `brandId`. */
export function cartOf(brandId: number, ...requests: LineRequest[]): CartState {
  const start = emptyCart(brandId, null);
  return requests.reduce((s, r, i) => run(s, ctx, added(s, ctx, r, `l${i + 1}`, brandId)), start);
}

export const brandHeader: BrandHeader = {
  ...makeBrand({
    brand_id: 2,
    brand_name: 'Burger Yard',
    brand_address: 'Block 3, Salmiya',
    brand_phone: '+965 2222 3333',
    brand_email: null,
    brand_thumbnail: '',
  }),
};

export const cash = (amount: string, tendered: string): SettledPayment => ({
  method: 'cash', amount: m(amount), tendered: m(tendered), change: sub(m(tendered), m(amount)),
});
export const card = (amount: string): SettledPayment => ({ method: 'card', amount: m(amount), tendered: m(amount), change: m('0') });

export function orderOf(cart: CartState, payments: SettledPayment[], overrides: Partial<CompletedOrder> = {}): CompletedOrder {
  return {
    ...completeOrder({
      cart,
      client_order_id: '0b6c…',
      ticket_no: 'T3-000042',
      created_at: '2026-11-21T09:15:02.120Z',
      location_id: 3,
      brand: brandHeader,
      payments,
      digits: 3,
    }),
    ...overrides,
  };
}

export const exampleOrder = (): CompletedOrder => orderOf(cartOf(2, exampleBurger), [cash('4.600', '5.000')]);
