import { expect, test } from 'vitest';
import type { CartRefusal } from '../../../src/cart/cart';
import type { PricingRefusal } from '../../../src/cart/pricing';
import { orderRefusalMessage, refusalMessage } from '../../../src/cart/ui/refusalMessage';
import { emptyCart } from '../../../src/cart/cart';
import { makeLineRequest } from '../../kit/factories';
import { added, contextFor, run } from '../../kit/cart';
import { ids } from '../../kit/catalogs';
import { saleMenu } from '../../kit/orders';

const ctx = contextFor(saleMenu);
const start = emptyCart(1, null);
const withBurger = run(start, ctx, added(start, ctx, makeLineRequest({ product_id: ids.burger }), 'l1'));
const cart = run(withBurger, ctx, added(withBurger, ctx, makeLineRequest({
  product_id: ids.deal,
  children: [{ product_id: ids.fries, slot_category_id: 5, quantity: 1, options: [] }],
  addons: [{ product_id: ids.sauce, quantity: 1 }],
}), 'l2'));

test.each<[string, CartRefusal, string]>([
  ['quota, named by the line', { ok: false, reason: 'quota', product_id: ids.burger, remaining: 2 }, 'Only 2 left of Chicken burger'],
  ['quota of a combo child names the child', { ok: false, reason: 'quota', product_id: ids.fries, remaining: 1 }, 'Only 1 left of Fries'],
  ['quota with none left', { ok: false, reason: 'quota', product_id: ids.sauce, remaining: 0 }, 'No more Garlic sauce left'],
  ['quota of a product not in the order', { ok: false, reason: 'quota', product_id: 9999, remaining: 2 }, 'Only 2 left'],
  ['sold out', { ok: false, reason: 'sold-out', product_id: ids.burger }, 'Sold out: Chicken burger'],
  ['sold out, not in the order', { ok: false, reason: 'sold-out', product_id: 9999 }, 'Sold out'],
  ['discount above the cap', { ok: false, reason: 'discount-cap', cap: 10 }, 'Up to 10% on this item'],
  ['no discount allowed', { ok: false, reason: 'discount-cap', cap: 0 }, 'No discount allowed on this item'],
  ['invalid discount', { ok: false, reason: 'invalid-discount' }, 'Enter a whole percent from 0 to 100'],
  ['invalid quantity', { ok: false, reason: 'invalid-quantity' }, 'That quantity cannot be sold'],
  ['weighed line', { ok: false, reason: 'weighed-line' }, 'A weighed item is sold by its weight: remove it and weigh again'],
  ['unknown line', { ok: false, reason: 'unknown-line', line_id: 'zz' }, 'That item is no longer in the order'],
  ['duplicate line id', { ok: false, reason: 'duplicate-line-id', line_id: 'l1' }, 'That item is already in the order'],
  ['stale price', { ok: false, reason: 'stale-price' }, 'The sales channel changed while adding: add the item again'],
  ['price mismatch', { ok: false, reason: 'price-mismatch' }, 'The item changed while adding: add it again'],
  ['reprice failed names the line', { ok: false, reason: 'reprice-failed', line_id: 'l2', cause: { ok: false, reason: 'unknown-product', product_id: ids.deal } },
    'Burger deal can no longer be priced from the menu: remove it first'],
  ['a raised line whose price changed since it was added says where to add more', { ok: false, reason: 'price-changed', line_id: 'l2', gone: false },
    'The price of Burger deal changed since it was added: add more from the menu, as a new line at the new price'],
  ['a raised line whose product left the menu', { ok: false, reason: 'price-changed', line_id: 'l2', gone: true },
    'Burger deal is no longer on the menu: no more can be added'],
  ['too large', { ok: false, reason: 'too-large' }, 'The order total would be too large'],
])('%s', (_case, refusal, message) => {
  expect(refusalMessage(refusal, cart.lines)).toBe(message);
});

test.each<[string, CartRefusal | PricingRefusal, string]>([
  ['a line whose product left the catalog under the picker', { ok: false, reason: 'unknown-product', product_id: ids.burger },
    'This item changed in the catalog; open it again.'],
  ['an option that left the catalog', { ok: false, reason: 'unknown-option', modifier_id: 90, item_id: ids.cheese },
    'This item changed in the catalog; open it again.'],
  ['no weight', { ok: false, reason: 'invalid-weight' }, 'Type a weight above 0.'],
  ['no typed price', { ok: false, reason: 'open-price-missing' }, 'Type a price.'],
  ['a typed price on a fixed price', { ok: false, reason: 'open-price-not-allowed' }, 'This item has a fixed price.'],
  ['a deal short of a part', { ok: false, reason: 'combo-incomplete', category_id: 5 }, 'Choose something in every part of the deal.'],
  ['a cart rule says its own sentence', { ok: false, reason: 'quota', product_id: ids.burger, remaining: 2 }, 'Only 2 left of Chicken burger'],
])('an order change refused by pricing or the cart: %s', (_case, refusal, message) => {
  expect(orderRefusalMessage(refusal, cart.lines)).toBe(message);
});
