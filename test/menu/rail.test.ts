import { describe, expect, test } from 'vitest';
import type { Category, Product } from '../../src/core/catalog';
import { productLookup } from '../../src/menu/categoryProducts';
import { categoryRail, selectCategory } from '../../src/menu/rail';
import { railCandidates } from '../../src/menu/railCandidates';
import { effectiveScope, type CategoryScope } from '../../src/menu/scope';
import { makeCategory, makeProduct, makeProductIn } from '../kit/factories';

function rail(categories: Category[], products: Product[], allowed: CategoryScope = null): number[] {
  const candidates = railCandidates(categories, productLookup(products));
  return categoryRail(candidates, effectiveScope(candidates, allowed)).map((c) => c.id);
}

const burgers = makeCategory({ id: 3, name: 'Burgers' });
const drinks = makeCategory({ id: 1, name: 'Drinks' });
const sides = makeCategory({ id: 2, name: 'Sides' });

describe('2.10.4 category rail', () => {
  test.each<[string, Category[], Product[], CategoryScope, number[]]>([
    ['categories are shown in id order', [burgers, drinks, sides],
      [makeProductIn(burgers), makeProductIn(drinks), makeProductIn(sides)], null, [1, 2, 3]],
    ['the category named combo is dropped, in any case', [drinks, makeCategory({ id: 7, name: 'COMBO' })],
      [makeProductIn(drinks), makeProduct({ category_ids: [7] })], null, [1]],
    ['a deleted category is dropped', [drinks, makeCategory({ id: 8, name: 'Old', is_deleted: 1 })],
      [makeProductIn(drinks), makeProduct({ category_ids: [8] })], null, [1]],
    ['a category outside the allowed ids is dropped', [drinks, sides],
      [makeProductIn(drinks), makeProductIn(sides)], new Set([2]), [2]],
    ['a category with no product is dropped', [drinks, sides], [makeProductIn(drinks)], null, [1]],
    ['a category holding only combos is dropped', [drinks, sides],
      [makeProductIn(drinks), makeProductIn(sides, { is_combo: 1 }), makeProductIn(sides, { is_combo: 2 })], null, [1]],
    ['a category holding only add-ons is dropped', [drinks, sides],
      [makeProductIn(drinks), makeProductIn(sides, { is_addon: 1 })], null, [1]],
    ['a product is counted by category_id', [drinks], [makeProduct({ category_ids: [1], type: null })], null, [1]],
    ['2.6 a product filed under several categories counts for each of them', [drinks, sides],
      [makeProduct({ category_ids: [2, 1], type: null })], null, [1, 2]],
    ['a product is counted by lower-case type equal to the name', [drinks],
      [makeProduct({ category_ids: [], type: 'dRINKS' })], null, [1]],
    ['a product with a type naming the category counts even when its category_id points elsewhere', [drinks],
      [makeProduct({ category_ids: [99], type: 'Drinks' })], null, [1]],
    ['scoping that would hide every category shows them all (2.10.3)', [drinks, sides],
      [makeProductIn(drinks), makeProductIn(sides)], new Set([40]), [1, 2]],
    ['scoping to an empty category alone falls back to all (2.10.3)', [drinks, sides, burgers],
      [makeProductIn(drinks), makeProductIn(sides)], new Set([3]), [1, 2]],
  ])('2.10.4 %s', (_, categories, products, allowed, expected) => {
    expect(rail(categories, products, allowed)).toEqual(expected);
  });

  test.each<[string, number | null, number | null]>([
    ['the first category is selected by default', null, 1],
    ['a selected category on the rail stays selected', 2, 2],
    ['a selected category no longer on the rail falls back to the first', 9, 1],
  ])('2.10.4 %s', (_, selected, expected) => {
    expect(selectCategory([drinks, sides], selected)?.id ?? null).toBe(expected);
  });

  test('2.10.4 an empty rail selects no category', () => {
    expect(selectCategory([], null)).toBeNull();
  });
});
