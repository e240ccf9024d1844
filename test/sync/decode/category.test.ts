import { expect, test } from 'vitest';
import { decodeCategories } from '../../../src/sync/decode/category';
import { rawCategory } from '../../kit/rows';

test('2.6 categories with is_deleted 1 are dropped and counted as deleted, not as malformed', () => {
  const result = decodeCategories([rawCategory({ id: 1 }), rawCategory({ id: 2, is_deleted: 1 }), rawCategory({ id: 3, is_deleted: '1' })]);
  expect(result.rows.map((c) => c.id)).toEqual([1]);
  expect(result.deleted).toBe(2);
  expect(result.dropped).toEqual([]);
});

test('2.6 a category decodes to id, name, its second-language name, image, sort order and the deleted flag only', () => {
  const { rows } = decodeCategories([rawCategory({ id: '4', name: 'Burgers', image: null, menu_sort_order: null })]);
  expect(rows).toEqual([{ id: 4, name: 'Burgers', localize_name: null, image: '', menu_sort_order: 0, is_deleted: 0 }]);
});

test('a category without a name is dropped with its id and reason; the others stay', () => {
  const bad = rawCategory({ id: 5 });
  delete bad.name;
  const result = decodeCategories([bad, rawCategory({ id: 6 })]);
  expect(result.rows.map((c) => c.id)).toEqual([6]);
  expect(result.dropped).toEqual([{ route: 'categories', id: 5, reason: 'name: missing' }]);
  expect(result.deleted).toBe(0);
});

test('a category keeps its second-language name, shown in that language', () => {
  const { rows } = decodeCategories([rawCategory({ id: 4, name: 'Desserts', localize_name: 'حلويات' })]);
  expect(rows[0]!.localize_name).toBe('حلويات');
});
