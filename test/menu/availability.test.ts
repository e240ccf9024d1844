import { describe, expect, test } from 'vitest';
import type { Quota } from '../../src/core/catalog';
import { availabilityOf, isSoldOut, remainingStock, remainingStockLookup } from '../../src/menu/availability';
import { makeProduct } from '../factories';

const quota = (product_id: number, remaining_stock: number): Quota => ({ product_id, quota: 20, remaining_stock });

describe('sold out (2.2 is_sold_out, 2.10.11 quota)', () => {
  test.each<[string, 0 | 1, readonly number[] | null, Quota[], boolean]>([
    ['2.2 the snapshot flag 1 is sold out', 1, null, [], true],
    ['2.2 the snapshot flag 0 is for sale', 0, null, [], false],
    ['the sold-out poll listing the product makes it sold out over a 0 snapshot', 0, [41], [], true],
    ['the sold-out poll not listing the product makes it for sale over a 1 snapshot', 1, [99], [], false],
    ['an empty sold-out poll means nothing is sold out', 1, [], [], false],
    ['2.10.11 a quota with remaining_stock 0 is sold out', 0, null, [quota(41, 0)], true],
    ['2.10.11 a quota with stock left is for sale', 0, null, [quota(41, 3)], false],
    ['2.10.11 a quota of another product does not matter', 0, null, [quota(42, 0)], false],
    ['2.10.11 a quota at 0 is sold out even when the poll does not list it', 0, [], [quota(41, 0)], true],
  ])('%s', (_, flag, soldOut, quotas, expected) => {
    const product = makeProduct({ id: 41, is_sold_out: flag });
    expect(isSoldOut(availabilityOf({ soldOut, quotas }), product)).toBe(expected);
  });
});

describe('2.10.11 remaining stock', () => {
  test.each<[string, Quota[], number | null]>([
    ['a product with no quota row has no limit', [quota(9, 1)], null],
    ['a quota row gives its remaining_stock', [quota(41, 3)], 3],
    ['several rows for one product keep the smallest remainder', [quota(41, 5), quota(41, 2), quota(41, 4)], 2],
  ])('2.10.11 %s', (_, quotas, expected) => {
    expect(remainingStock(availabilityOf({ soldOut: null, quotas }), 41)).toBe(expected);
    expect(remainingStockLookup(quotas).get(41) ?? null).toBe(expected);
  });
});
