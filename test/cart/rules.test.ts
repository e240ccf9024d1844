import { expect, test } from 'vitest';
import { makeCatalog, makeProduct } from '../kit/factories';
import { cartRulesFrom } from '../../src/cart/rules';
import type { Catalog } from '../../src/core/catalog';

const snapshotSoldOut = makeProduct({ id: 1, is_sold_out: 1 });
const onSale = makeProduct({ id: 2, discount_pct: 15 });
const addon = makeProduct({ id: 3, is_addon: 1, is_sold_out: 1 });
const base = (overrides: Partial<Catalog> = {}) =>
  cartRulesFrom(makeCatalog({ products: [snapshotSoldOut, onSale], addons: [addon], ...overrides }));

test.each([
  ['2.2 the is_sold_out snapshot, when there is no poll', base(), 1, true],
  ['2.2 a product on sale in the snapshot', base(), 2, false],
  ['2.2 an add-on marked sold out', base(), 3, true],
  ['assumed-contracts 5 the poll replaces the snapshot: not listed means on sale', base({ soldOut: [] }), 1, false],
  ['assumed-contracts 5 listed by the poll', base({ soldOut: [2] }), 2, true],
  ['2.10.11 a quota with remaining_stock 0', base({ quotas: [{ product_id: 2, quota: 5, remaining_stock: 0 }] }), 2, true],
  ['2.10.11 a quota with stock left', base({ quotas: [{ product_id: 2, quota: 5, remaining_stock: 1 }] }), 2, false],
])('sold out: %s', (_rule, rules, productId, soldOut) => {
  expect(rules.isSoldOut(productId)).toBe(soldOut);
});

test('remaining stock comes from the quota list; a product with no row has no quota', () => {
  const rules = base({ quotas: [{ product_id: 2, quota: 5, remaining_stock: 3 }] });
  expect([rules.remainingStock(2), rules.remainingStock(1)]).toEqual([3, null]);
});

test('the discount cap is the product discount_pct; 0 and unknown products allow none', () => {
  const rules = base();
  expect([rules.discountCap(2), rules.discountCap(1), rules.discountCap(99)]).toEqual([15, 0, 0]);
});
