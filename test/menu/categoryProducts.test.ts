import { describe, expect, test } from 'vitest';
import type { Product } from '../../src/core/catalog';
import { productsInCategory } from '../kit/menuRules';
import type { CategoryScope } from '../../src/menu/scope';
import { makeCategory, makeProduct } from '../kit/factories';

const drinks = makeCategory({ id: 1, name: 'Drinks' });
const p = (id: number, overrides: Partial<Product> = {}) => makeProduct({ id, ...overrides });

describe('2.10.5 products in a category', () => {
  test.each<[string, Product[], CategoryScope, number[]]>([
    ['an exact type match wins over category_id and case-insensitive matches',
      [p(1, { type: 'Drinks' }), p(2, { type: 'drinks' }), p(3, { type: 'Food', category_ids: [1] })], null, [1]],
    ['the type match is case-sensitive: a different case is not exact',
      [p(1, { type: 'DRINKS' }), p(2, { type: 'Food' })], null, [1]],
    ['with no exact match, rows by category_id and by case-insensitive type are both listed',
      [p(1, { type: 'drinks' }), p(2, { type: 'Food', category_ids: [1] }), p(3, { type: 'Food', category_ids: [2] })], null, [1, 2]],
    ['a row matching both ways is listed once',
      [p(1, { type: 'DRINKS', category_ids: [1] })], null, [1]],
    ['combos are dropped (is_combo 1 and 2)',
      [p(1, { type: 'Drinks' }), p(2, { type: 'Drinks', is_combo: 1 }), p(3, { type: 'Drinks', is_combo: 2 })], null, [1]],
    ['add-ons are dropped',
      [p(1, { type: 'Drinks' }), p(2, { type: 'Drinks', is_addon: 1 })], null, [1]],
    ['the fallback applies only when no row matches exactly, even if the exact rows are all combos',
      [p(1, { type: 'Drinks', is_combo: 1 }), p(2, { category_ids: [1] })], null, []],
    ['rows whose category_id is outside the allowed ids are dropped; rows without one pass',
      [p(1, { type: 'Drinks', category_ids: [1] }), p(2, { type: 'Drinks', category_ids: [5] }), p(3, { type: 'Drinks' })],
      new Set([1]), [1, 3]],
    ['2.6 a row whose category_id is a csv holding the category id is listed',
      [p(1, { type: 'Food', category_ids: [5, 1] }), p(2, { type: 'Food', category_ids: [5] })], null, [1]],
    ['2.6 a row filed under several ids stays when one of them is allowed',
      [p(1, { type: 'Drinks', category_ids: [5, 1] }), p(2, { type: 'Drinks', category_ids: [5, 6] })], new Set([1]), [1]],
    ['sorted by category_sort_order ascending, null as 0, ties by id',
      [p(9, { type: 'Drinks', category_sort_order: 2 }), p(8, { type: 'Drinks', category_sort_order: null }),
        p(7, { type: 'Drinks', category_sort_order: 0 }), p(6, { type: 'Drinks', category_sort_order: -1 })], null, [6, 7, 8, 9]],
  ])('2.10.5 %s', (_, products, allowed, expected) => {
    expect(productsInCategory(drinks, products, allowed).map((x) => x.id)).toEqual(expected);
  });
});

test('2.6 and 2.10.5 a product filed under two categories (category_id "1,2") is listed under each', () => {
  const sides = makeCategory({ id: 2, name: 'Sides' });
  const both = p(1, { type: null, category_ids: [1, 2] });
  const products = [both, p(2, { type: null, category_ids: [2] })];
  expect(productsInCategory(drinks, products, null).map((x) => x.id)).toEqual([1]);
  expect(productsInCategory(sides, products, null).map((x) => x.id)).toEqual([1, 2]);
  // Where the brand group allows Sides only, it is still listed under Sides.
  expect(productsInCategory(sides, products, new Set([2])).map((x) => x.id)).toEqual([1, 2]);
});
