import { describe, expect, test } from 'vitest';
import { idLookupOf, positionOf } from '../../src/menu/idLookup';

const rows = (...ids: number[]) => ids.map((id, row) => ({ id, row }));

describe('positionOf: the row of an id, by binary search over the sorted ids', () => {
  test.each<[string, number[], number, number]>([
    ['an id in rows already in order', [1, 2, 3], 2, 1],
    ['an id in rows out of order', [30, 10, 20], 10, 1],
    ['the first and the last id', [30, 10, 20], 30, 0],
    ['an id past 2^31', [5, 2 ** 31 + 7, 2 ** 40], 2 ** 31 + 7, 1],
    ['the largest safe integer', [Number.MAX_SAFE_INTEGER, 1], Number.MAX_SAFE_INTEGER, 0],
    ['a repeated id finds its first row', [7, 3, 7, 7], 7, 0],
    ['a repeated id finds its first row in rows already in order', [1, 4, 4, 9], 4, 1],
    ['a repeated id later in the rows', [9, 4, 2, 4], 4, 1],
    ['an id no row has, between two', [10, 30, 20], 15, -1],
    ['an id below every row', [10, 30, 20], 1, -1],
    ['an id above every row', [10, 30, 20], 31, -1],
    ['an id next to one past 2^31', [2 ** 31 + 7], 2 ** 31 + 6, -1],
    ['an empty catalog', [], 1, -1],
  ])('%s', (_, ids, id, row) => {
    expect(positionOf(idLookupOf(rows(...ids)), id)).toBe(row);
  });

  test('every id of a large catalog finds its row, repeated ids their first', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => ((i * 7919) % 4000) + 1);
    const first = new Map<number, number>();
    ids.forEach((id, row) => first.set(id, first.get(id) ?? row));
    const lookup = idLookupOf(rows(...ids));
    expect(lookup.ids).toHaveLength(4000);
    for (const id of ids) expect(positionOf(lookup, id)).toBe(first.get(id));
    expect(positionOf(lookup, 4001)).toBe(-1);
  });

  test('the lookup holds each id once, ascending, with its first row', () => {
    const lookup = idLookupOf(rows(7, 3, 7, 2 ** 33));
    expect([...lookup.ids]).toEqual([3, 7, 2 ** 33]);
    expect([...lookup.positions]).toEqual([1, 0, 3]);
  });
});
