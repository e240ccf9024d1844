import { describe, expect, test } from 'vitest';
import type { Brand } from '../../src/core/catalog';
import { allowedCategoryIds, selectGroup, type CategoryScope } from '../../src/menu/scope';
import { visibleCategories } from '../kit/menuRules';
import { makeBrand, makeBrandGroup, makeCategory } from '../kit/factories';

const sorted = (scope: CategoryScope) => (scope === null ? null : [...scope].sort((x, y) => x - y));

const breakfast = makeBrandGroup({ group_id: 11, categories: [1, 2] });
const lunch = makeBrandGroup({ group_id: 12, categories: [3] });
const empty = makeBrandGroup({ group_id: 13, categories: [] });
const grouped = makeBrand({ groups: [breakfast, lunch, empty] });
const emptyFirst = makeBrand({ groups: [empty, lunch, breakfast] });
const ungrouped = makeBrand({ groups: [] });

describe('2.10.2 allowed category ids', () => {
  test.each<[string, Brand | null, number | null, number[] | null]>([
    ["the FIRST group's categories by default", grouped, null, [1, 2]],
    ["the selected group's categories", grouped, 12, [3]],
    ['the first group when the selected group is not the brand’s', grouped, 99, [1, 2]],
    ["the union of all the brand's groups when the group lists none", grouped, 13, [1, 2, 3]],
    ['the union also when the default first group is empty', emptyFirst, null, [1, 2, 3]],
    ['no scoping when the brand has no groups', ungrouped, null, null],
    ['no scoping when there is no brand', null, null, null],
  ])('2.10.2 %s', (_, brand, groupId, expected) => {
    expect(sorted(allowedCategoryIds(brand, groupId))).toEqual(expected);
  });

  test('2.10.2 the group defaults to the first and a foreign group id falls back to it', () => {
    expect(selectGroup(grouped, null)?.group_id).toBe(11);
    expect(selectGroup(grouped, 12)?.group_id).toBe(12);
    expect(selectGroup(grouped, 99)?.group_id).toBe(11);
    expect(selectGroup(ungrouped, 11)).toBeNull();
  });
});

describe('2.10.3 hiding categories', () => {
  const one = makeCategory({ id: 1 });
  const two = makeCategory({ id: 2 });
  const ungroupedCategory = makeCategory({ id: 9 });
  const all = [one, two, ungroupedCategory];

  test.each<[string, CategoryScope, number[]]>([
    ['categories outside the allowed ids are hidden', new Set([1]), [1]],
    ['a category in no group is hidden when the brand scopes', new Set([1, 2]), [1, 2]],
    ['all are shown when scoping would hide every category', new Set([40, 41]), [1, 2, 9]],
    ['all are shown when the allowed ids are empty', new Set<number>(), [1, 2, 9]],
    ['all are shown without scoping', null, [1, 2, 9]],
  ])('2.10.3 %s', (_, allowed, expected) => {
    expect(visibleCategories(all, allowed).map((c) => c.id)).toEqual(expected);
  });
});
