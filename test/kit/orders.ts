/**
 * Completed sales, built through the real cart reducer from the KWD menu, so every snapshot
 * is what the till would hold. `exampleOrder` is the sale of the assumed-contracts 6 example
 * body; `orderRow` is that sale as the orders table holds it, waiting to upload.
 */
import { emptyCart, type CartState } from '../../src/cart/cart';
import { completeOrder, type BrandHeader, type CompletedOrder } from '../../src/checkout/order';
import { isPaymentRefusal, paymentReducer, startPayment, type PaymentEvent, type PaymentState, type SettledPayment } from '../../src/checkout/payment';
import type { SaleOutcome } from '../../src/checkout/saleNotSaved';
import type { LineRequest } from '../../src/core/line';
import { sub } from '../../src/core/money';
import type { OrderRow } from '../../src/db/schema';
import { contextFor, withLines } from './cart';
import { ids, kwdMenu } from './catalogs';
import { m, makeBrand, makeItem, makeLineRequest, makeModifierGroup } from './factories';
import { T0 } from './timers';

/** The KWD menu with named extras (Cheese, with an instruction, and Ketchup) the example sale is rung up on. */
export const saleMenu = kwdMenu({
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
export const saleContext = contextFor(saleMenu);

export const exampleBurger: LineRequest = makeLineRequest({
  product_id: ids.burger,
  quantity: 2,
  options: [{ item_id: ids.cheese, modifier_id: 90, quantity: 1, instructions: [3] }],
  addons: [{ product_id: ids.sauce, quantity: 1 }],
});

/** A cart of the requests, lines `l1`, `l2`, ... for brand `brandId`. */
export function cartOf(brandId: number, ...requests: LineRequest[]): CartState {
  return withLines(emptyCart(brandId, null), saleContext, requests, brandId);
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

/** The sale `completeSale` stored; the test fails with the refusal when it was refused. */
export async function sold(sale: Promise<SaleOutcome>): Promise<CompletedOrder> {
  const done = await sale;
  if (!done.ok) throw new Error(`the sale was refused: ${done.reason}`);
  return done.order;
}

export const exampleOrder = (): CompletedOrder => orderOf(cartOf(2, exampleBurger), [cash('4.600', '5.000')]);

let seq = 0;

/** A completed sale of the assumed-contracts 6 example (Chicken burger, cheese, sauce), waiting. */
export function orderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  seq += 1;
  return {
    ...exampleOrder(),
    client_order_id: `order-${seq}`,
    ticket_no: `T3-TEST-${String(seq).padStart(6, '0')}`,
    created_at: new Date(T0 + seq * 1000).toISOString(),
    ticket_seq: seq,
    upload: 'waiting',
    invoice_id: null,
    message: null,
    uploaded_at: null,
    ...overrides,
  };
}

/** A payment of `total` after `events`; a refused event throws, so a fixture never hides one. */
export function pay(total: string, ...events: PaymentEvent[]): PaymentState {
  return events.reduce((state, event) => {
    const next = paymentReducer(state, event);
    if (isPaymentRefusal(next)) throw new Error(`refused ${event.type}: ${next.reason}`);
    return next;
  }, startPayment(m(total)));
}
