import { expect, test } from 'vitest';
import { makeCatalog, makeItem, makeLineRequest, makeModifierGroup, makeProduct, m } from '../kit/factories';
import { emptyCart } from '../../src/cart/cart';
import { orderTotals } from '../../src/cart/totals';
import { added, contextFor, run } from '../kit/cart';
import { ids, kwdMenu } from '../kit/catalogs';

test('a mixed KWD order: totals are exact sums of the rounded lines', () => {
  const ctx = contextFor(kwdMenu());
  let cart = emptyCart(1, null);
  const requests = [
    makeLineRequest({ product_id: ids.burger, quantity: 2, options: [{ item_id: ids.cheese, modifier_id: 90, quantity: 1, instructions: [] }],
      addons: [{ product_id: ids.sauce, quantity: 1 }] }),
    makeLineRequest({ product_id: ids.halloumi, weight_g: 333 }),
    makeLineRequest({ product_id: ids.deal, children: [{ product_id: ids.fries, slot_category_id: 5, quantity: 2, options: [] }] }),
    makeLineRequest({ product_id: ids.cake, open_price: m('3.250') }),
  ];
  requests.forEach((r, i) => (cart = run(cart, ctx, added(cart, ctx, r, `l${i + 1}`))));
  cart = run(cart, ctx, { type: 'discountApplied', line_id: 'l1', percent: 10 }, { type: 'discountApplied', line_id: 'l2', percent: 15 });

  expect(orderTotals(cart)).toEqual({
    lines: [
      { line_id: 'l1', subtotal: m('4.600'), discount: m('0.460'), total: m('4.140') },
      { line_id: 'l2', subtotal: m('0.500'), discount: m('0.075'), total: m('0.425') },
      { line_id: 'l3', subtotal: m('2.800'), discount: m('0'), total: m('2.800') },
      { line_id: 'l4', subtotal: m('3.250'), discount: m('0'), total: m('3.250') },
    ],
    subtotal: m('11.150'),
    discount_total: m('0.535'),
    total: m('10.615'),
  });
});

test('a 2-digit currency: 0.10 + 0.20 three times is 0.90, and a 3% discount of 0.70 rounds to 0.02', () => {
  const catalog = makeCatalog({
    products: [makeProduct({ id: 1, actual_price: m('0.1', 2) }), makeProduct({ id: 2, actual_price: m('0.7', 2), discount_pct: 5 })],
    modifierGroups: [makeModifierGroup({ id: 3, items: [makeItem({ id: 4, modifier_id: 3, actual_price: m('0.2', 2) })] })],
  });
  const ctx = contextFor(catalog);
  let cart = emptyCart(1, null);
  cart = run(cart, ctx, added(cart, ctx, makeLineRequest({ product_id: 1, quantity: 3,
    options: [{ item_id: 4, modifier_id: 3, quantity: 1, instructions: [] }] }), 'a'));
  cart = run(cart, ctx, added(cart, ctx, makeLineRequest({ product_id: 2 }), 'b'), { type: 'discountApplied', line_id: 'b', percent: 3 });
  const totals = orderTotals(cart);
  expect([totals.subtotal, totals.discount_total, totals.total]).toEqual([160, 2, 158]);
});

test('an empty order totals zero', () => {
  expect(orderTotals(emptyCart(1, null))).toEqual({ lines: [], subtotal: 0, discount_total: 0, total: 0 });
});
