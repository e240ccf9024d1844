import { describe, expect, test } from 'vitest';
import { wireBrandId } from '../../src/core/brandId';

describe('2.9 and 2.10.8: the brand id sent on a line and an invoice', () => {
  test.each([
    ['no brand chosen is sent as 1', null, 1],
    ['the Unify pseudo brand (0) is never sent: it goes as 1', 0, 1],
    ['brand 1 is sent as 1', 1, 1],
    ['a real brand is sent as it is', 2, 2],
    ['a large brand id is sent as it is', 90_000, 90_000],
  ] as const)('%s', (_rule, chosen, sent) => {
    expect(wireBrandId(chosen)).toBe(sent);
  });
});
