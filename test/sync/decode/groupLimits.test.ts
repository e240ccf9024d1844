import { describe, expect, test } from 'vitest';
import { withGroupLimits } from '../../../src/sync/decode/groupLimits';
import { decodeProducts } from '../../../src/sync/decode/product';
import { rawProduct } from '../../kit/rows';

const decoded = (modifiers: unknown[]) => decodeProducts([rawProduct({ id: 7, modifiers })], 3).rows[0]!;
const limits = new Map([[90, 2], [91, 0]]);

describe('2.3 and 2.7: the limit of an option link', () => {
  test.each([
    ['the link\'s own max_allowed wins over the group\'s selection_allowed', { modifier_id: 90, max_allowed: 1 }, 1],
    ['the link\'s own max_allowed 0 (unlimited) wins too', { modifier_id: 90, max_allowed: 0 }, 0],
    ['a link without max_allowed takes its group\'s selection_allowed', { modifier_id: 90 }, 2],
    ['a link with max_allowed null takes its group\'s selection_allowed', { modifier_id: 90, max_allowed: null }, 2],
    ['a group whose selection_allowed is 0 leaves the link unlimited', { modifier_id: 91 }, 0],
    ['a link to a group the branch does not list (skipped by the picker) gets 0', { modifier_id: 999 }, 0],
  ])('%s', (_rule, link, max) => {
    expect(withGroupLimits(decoded([link]), limits).modifiers[0]!.max_allowed).toBe(max);
  });

  test('a product whose links all give their limit is kept as it is', () => {
    const product = decoded([{ modifier_id: 90, max_allowed: 1 }]);
    expect(withGroupLimits(product, limits)).toBe(product);
  });
});
