/**
 * The invoice body of assumed-contracts 6, from a sale the till completed: lines, totals and
 * payments in currency units, brand 0 never sent.
 */
import { describe, expect, test } from 'vitest';
import { m, makeItem, makeLineRequest, makeModifierGroup } from '../../kit/factories';
import { withDiscount, type PricedLine } from '../../../src/cart/pricing';
import type { LineRequest } from '../../../src/core/line';
import { invoiceBody, invoiceLine } from '../../../src/sync/contracts/invoiceBody';
import { contextFor, priced, run } from '../../kit/cart';
import { ids, kwdMenu } from '../../kit/catalogs';
import { brandHeader, card, cartOf, cash, saleContext as ctx, exampleBurger, exampleOrder, orderOf } from '../../kit/orders';
import { completeOrder } from '../../../src/checkout/order';

// The cart tests' KWD menu, its options a melted cheese (0.250) and an onion (0.100).
const lineCtx = contextFor(kwdMenu({
  modifierGroups: [makeModifierGroup({ id: 90, items: [
    makeItem({ id: ids.cheese, modifier_id: 90, actual_price: m('0.250'), instructions: [{ id: 3, instruction: 'Melted', priority: 0 }] }),
    makeItem({ id: 902, modifier_id: 90, actual_price: m('0.100') }),
  ] })],
}));
const price = (request: LineRequest): PricedLine => priced(request, lineCtx, null);
const opt = (item_id: number, quantity = 1, instructions: number[] = []) => ({ item_id, modifier_id: 90, quantity, instructions });

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
  "total": 4.600, "discount_total": 0, "tip": 0,
  "payments": [ { "method": "cash", "amount": 4.600, "tendered": 5.000, "change": 0.400 } ] }`;

describe('invoiceBody (assumed-contracts 6)', () => {
  test('the example sale gives the example body exactly, keys in the same order', () => {
    expect(JSON.stringify(invoiceBody(exampleOrder()))).toBe(JSON.stringify(JSON.parse(EXAMPLE)));
  });

  test('2.10.8 the Unify pseudo brand 0 is never sent, on the order or its lines', () => {
    // Under Unify the order names the brand its receipt header prints (its first line's,
    // Burger Yard here), so the invoice, the receipt and every refund agree.
    const unify = cartOf(0, exampleBurger);
    const body = invoiceBody(orderOf(unify, [cash('4.600', '4.600')]));
    expect(body.brand_id).toBe(brandHeader.brand_id);
    expect(body.lines.map((l) => l.brand_id)).toEqual([1]);
    // A header with no brand of its own (no brand known to the catalog) still never sends 0.
    const unbranded = completeOrder({ cart: unify, client_order_id: 'u', ticket_no: 'T3-000043', created_at: '2026-11-21T09:15:02.120Z', location_id: 3, brand: { ...brandHeader, brand_id: 0 }, payments: [cash('4.600', '4.600')], digits: 3 });
    expect(invoiceBody(unbranded).brand_id).toBe(1);
  });

  test('discounts, weights, combo children, a channel and split payments in currency units', () => {
    const cart = run(
      cartOf(
        2,
        makeLineRequest({ product_id: ids.halloumi, weight_g: 333 }),
        makeLineRequest({ product_id: ids.deal, children: [{ product_id: ids.fries, slot_category_id: 5, quantity: 2, options: [] }] }),
      ),
      ctx,
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

describe('invoice line (assumed-contracts 6)', () => {
  test('the contract example, money as decimal numbers', () => {
    const line = price(makeLineRequest({ product_id: 41, quantity: 2, options: [opt(901, 1, [3])], addons: [{ product_id: 77, quantity: 1 }] }));
    expect(invoiceLine({ ...line, brand_id: 2 }, 3)).toEqual({
      product_id: 41, name: 'Chicken burger', brand_id: 2,
      quantity: 2, weight: null, unit_price: 1.75, open_price: null,
      discount_pct: 0,
      modifiers: [{ id: 901, modifier_id: 90, quantity: 1, unit_price: 0.25, instructions: [3] }],
      addons: [{ product_id: 77, quantity: 1, unit_price: 0.3 }],
      combo_children: [],
      note: '',
      line_total: 4.6,
    });
  });

  test('a weighed, discounted line sends kilograms and the discounted total', () => {
    const line = withDiscount(price(makeLineRequest({ product_id: 60, weight_g: 333 })), 15);
    const sent = JSON.stringify(invoiceLine({ ...line, brand_id: 1 }, 3));
    expect(sent).toContain('"weight":0.333');
    expect(sent).toContain('"unit_price":1.5');
    expect(sent).toContain('"discount_pct":15');
    expect(sent).toContain('"line_total":0.425');
  });

  test('combo children send their combo_price and options; open price is sent', () => {
    const combo = price(makeLineRequest({ product_id: 50, children: [{ product_id: 42, slot_category_id: 5, quantity: 2, options: [opt(902)] }] }));
    expect(invoiceLine({ ...combo, brand_id: 1 }, 3).combo_children).toEqual([
      { product_id: 42, quantity: 2, unit_price: 0.15, modifiers: [{ id: 902, modifier_id: 90, quantity: 1, unit_price: 0.1, instructions: [] }] },
    ]);
    const cake = price(makeLineRequest({ product_id: 70, open_price: m('3.250') }));
    expect(invoiceLine({ ...cake, brand_id: 1 }, 3)).toMatchObject({ unit_price: 3.25, open_price: 3.25, line_total: 3.25 });
  });

  test('2.10.8 brand 0 never reaches the invoice', () => {
    const line = price(makeLineRequest({ product_id: 41 }));
    expect(invoiceLine({ ...line, brand_id: 0 }, 3).brand_id).toBe(1);
  });
});

describe('assumed-contracts 10: voids and split bills on the sale', () => {
  test('10 a sale carries its voids (reason in words, the approver) and split_of; a bill\'s share of a line goes as its quantity, nothing more', () => {
    const sale = exampleOrder();
    const [line] = sale.lines;
    if (!line) throw new Error('no line');
    const voided = { line: { ...line, quantity: 1, total: m('2.300') }, reason: 'kitchen-error' as const, voided_at: '2026-11-21T09:10:00.000Z', approved_by: { staff_id: 'manager-pin', name: 'Manager' }, printed: true };
    const body = invoiceBody({ ...sale, voids: [voided], split_of: 'order-7', lines: [{ ...line, quantity: 0.5, subtotal: m('1.150'), total: m('1.150'), kitchen_units: 1 }] });
    expect(body.voids).toEqual([
      { product_id: line.product_id, brand_id: 2, quantity: 1, line_total: 2.3, reason: 'Kitchen error', voided_at: '2026-11-21T09:10:00.000Z', cashier_id: null, cashier_name: null, approved_by: { staff_id: 'manager-pin', name: 'Manager' } },
    ]);
    expect(body.split_of).toBe('order-7');
    expect(body.lines[0]).toMatchObject({ quantity: 0.5, line_total: 1.15 });
    expect(Object.keys(body.lines[0] ?? {})).not.toContain('kitchen_units');
  });

  test('10 a sale with no void and no split sends neither field', () => {
    const body = invoiceBody(exampleOrder());
    expect(body).not.toHaveProperty('voids');
    expect(body).not.toHaveProperty('split_of');
    expect(body.lines[0]).not.toHaveProperty('share');
  });
});
