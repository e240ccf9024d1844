import { describe, expect, test } from 'vitest';
import { makeLineRequest, m } from '../kit/factories';
import { findMergeTarget, lineKey } from '../../src/cart/merge';
import type { PricedLine } from '../../src/cart/pricing';
import type { ChosenOption, LineRequest } from '../../src/core/line';
import { contextFor, priced } from '../kit/cart';
import { ids, kwdMenu } from '../kit/catalogs';

/** Two requests become one line when their line keys are equal (an unkeyable line merges with nothing). */
function canMerge(a: LineRequest, b: LineRequest): boolean {
  const key = lineKey(a);
  return key !== null && key === lineKey(b);
}

const opt = (item_id: number, quantity = 1, instructions: number[] = [], modifier_id = 90): ChosenOption =>
  ({ item_id, modifier_id, quantity, instructions });
const child = (product_id: number, options: ChosenOption[] = [], quantity = 1) =>
  ({ product_id, slot_category_id: 5, quantity, options });
const burger = (overrides: Partial<LineRequest> = {}) => makeLineRequest({ product_id: 41, ...overrides });

describe('2.10.7 the same product with identical choices merges', () => {
  test.each([
    ['same product, no choices', burger(), burger(), true],
    ['different quantities still merge (quantity is what merging adds)', burger({ quantity: 1 }), burger({ quantity: 3 }), true],
    ['another product', burger(), makeLineRequest({ product_id: 42 }), false],
    ['same options in another order', burger({ options: [opt(1), opt(2)] }), burger({ options: [opt(2), opt(1)] }), true],
    ['an extra option', burger({ options: [opt(1)] }), burger({ options: [opt(1), opt(2)] }), false],
    ['same option, another quantity', burger({ options: [opt(1, 1)] }), burger({ options: [opt(1, 2)] }), false],
    ['same instructions in another order', burger({ options: [opt(1, 1, [3, 4])] }), burger({ options: [opt(1, 1, [4, 3])] }), true],
    ['different instructions', burger({ options: [opt(1, 1, [3])] }), burger({ options: [opt(1, 1, [])] }), false],
    ['another note', burger({ note: 'no salt' }), burger({ note: '' }), false],
    ['same add-ons in another order', burger({ addons: [{ product_id: 7, quantity: 1 }, { product_id: 8, quantity: 2 }] }),
      burger({ addons: [{ product_id: 8, quantity: 2 }, { product_id: 7, quantity: 1 }] }), true],
    ['another add-on quantity', burger({ addons: [{ product_id: 7, quantity: 1 }] }), burger({ addons: [{ product_id: 7, quantity: 2 }] }), false],
    ['an add-on against none', burger({ addons: [{ product_id: 7, quantity: 1 }] }), burger(), false],
    ['same combo children in another order', burger({ children: [child(42), child(43)] }), burger({ children: [child(43), child(42)] }), true],
    ['another combo child', burger({ children: [child(42)] }), burger({ children: [child(43)] }), false],
    ['a combo child with other options', burger({ children: [child(42, [opt(1)])] }), burger({ children: [child(42, [opt(2)])] }), false],
    ['a combo child with another quantity', burger({ children: [child(42, [], 1)] }), burger({ children: [child(42, [], 2)] }), false],
    ['open price, the same typed price', burger({ open_price: m('3.250') }), burger({ open_price: m('3.250') }), true],
    ['open price, another typed price', burger({ open_price: m('3.250') }), burger({ open_price: m('3.000') }), false],
    ['weighed lines never merge, even at the same weight', burger({ weight_g: 500 }), burger({ weight_g: 500 }), false],
  ] as const)('%s: %s', (_case, a, b, merges) => {
    expect(canMerge(a, b)).toBe(merges);
    expect(canMerge(b, a)).toBe(merges);
  });

  test('a weighed request has no key', () => {
    expect(lineKey(burger({ weight_g: 250 }))).toBeNull();
  });
});

describe('the line an added line merges into: the same choices at the same unit prices (2.10.7)', () => {
  const ctx = contextFor(kwdMenu());
  const line = (id: string, request: LineRequest, discount_pct = 0) => ({ ...priced(request, ctx, null), id, discount_pct });
  const withCheese = burger({ options: [opt(ids.cheese)] });

  test('the first undiscounted line with the same choices', () => {
    const lines = [line('a', withCheese), line('b', burger(), 10), line('c', burger())];
    expect(findMergeTarget(lines, priced(burger(), ctx, null))?.id).toBe('c');
  });

  test('a discounted line is never merged into', () => {
    expect(findMergeTarget([line('a', withCheese), line('b', burger(), 10)], priced(burger(), ctx, null))).toBeUndefined();
  });

  test.each<[string, Partial<PricedLine>]>([
    ['another price of the product', { unit_price: m('2.000') }],
    ['another price of an option', { options: [{ ...priced(withCheese, ctx, null).options[0]!, unit_price: m('0.300') }] }],
  ])('lines merge only at the same unit price: %s is a line of its own', (_case, change) => {
    const quoted = line('a', withCheese);
    expect(findMergeTarget([quoted], { ...priced(withCheese, ctx, null), ...change })).toBeUndefined();
    expect(findMergeTarget([quoted], priced(withCheese, ctx, null))?.id).toBe('a');
  });
});
