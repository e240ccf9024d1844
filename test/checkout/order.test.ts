import { describe, expect, test } from 'vitest';
import { makeLineRequest, m } from '../kit/factories';
import { formatTicketNo, invoiceBody } from '../../src/checkout/order';
import { ids } from '../kit/catalogs';
import { run } from '../kit/cart';
import { card, cartOf, cash, saleContext, exampleBurger, exampleOrder, orderOf } from '../kit/orders';

/** The body of assumed-contracts 6, as written there. */
const EXAMPLE = `{ "client_order_id": "0b6c…", "ticket_no": "T3-000042", "created_at": "2026-11-21T09:15:02.120Z",
  "location_id": 3, "brand_id": 2, "channel_id": null,
  "lines": [ {
      "product_id": 41, "name": "Chicken burger", "brand_id": 2,
      "quantity": 2, "weight": null, "unit_price": 1.750, "open_price": null,
      "discount_pct": 0,
      "modifiers": [ { "id": 901, "modifier_id": 90, "quantity": 1, "unit_price": 0.250,
                       "instructions": [ 3 ] } ],
      "addons": [ { "product_id": 77, "quantity": 1, "unit_price": 0.300 } ],
      "combo_children": [],
      "note": "",
      "line_total": 4.600 } ],
  "total": 4.600, "discount_total": 0,
  "payments": [ { "method": "cash", "amount": 4.600, "tendered": 5.000, "change": 0.400 } ] }`;

describe('invoiceBody (assumed-contracts 6)', () => {
  test('the example sale gives the example body exactly, keys in the same order', () => {
    expect(JSON.stringify(invoiceBody(exampleOrder()))).toBe(JSON.stringify(JSON.parse(EXAMPLE)));
  });

  test('2.10.8 the Unify pseudo brand 0 is never sent, on the order or its lines', () => {
    const body = invoiceBody(orderOf(cartOf(0, exampleBurger), [cash('4.600', '4.600')]));
    expect(body.brand_id).toBe(1);
    expect(body.lines.map((l) => l.brand_id)).toEqual([1]);
  });

  test('discounts, weights, combo children, a channel and split payments in currency units', () => {
    const cart = run(
      cartOf(
        2,
        makeLineRequest({ product_id: ids.halloumi, weight_g: 333 }),
        makeLineRequest({ product_id: ids.deal, children: [{ product_id: ids.fries, slot_category_id: 5, quantity: 2, options: [] }] }),
      ),
      saleContext,
      { type: 'discountApplied', line_id: 'l1', percent: 15 },
    );
    const body = invoiceBody(orderOf(cart, [card('1.000'), cash('2.225', '3.000')], { channel_id: 4 }));
    expect(body).toMatchObject({
      channel_id: 4,
      total: 3.225,
      discount_total: 0.075,
      payments: [
        { method: 'card', amount: 1, tendered: 1, change: 0 },
        { method: 'cash', amount: 2.225, tendered: 3, change: 0.775 },
      ],
    });
    expect(body.lines[0]).toMatchObject({ weight: 0.333, quantity: 1, unit_price: 1.5, discount_pct: 15, line_total: 0.425 });
    expect(body.lines[1]?.combo_children).toEqual([{ product_id: ids.fries, quantity: 2, unit_price: 0.15, modifiers: [] }]);
  });

  test('the totals sent are the cart totals', () => {
    const order = exampleOrder();
    expect(order.totals).toEqual({ subtotal: m('4.600'), discount_total: m('0'), total: m('4.600') });
  });
});

describe('formatTicketNo', () => {
  test.each([
    ['T3', 42, 'T3-000042'],
    ['T3', 0, 'T3-000000'],
    ['K12', 999999, 'K12-999999'],
    ['T3', 1234567, 'T3-1234567'],
  ] as const)('%s and %i give %s', (prefix, n, expected) => {
    expect(formatTicketNo(prefix, n)).toBe(expected);
  });

  test.each([-1, 1.5, Number.NaN])('%s is not a ticket number', (n) => {
    expect(() => formatTicketNo('T3', n)).toThrow(RangeError);
  });
});
