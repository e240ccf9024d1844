import { expect, test } from 'vitest';
import { parsePercent } from '../../../src/cart/ui/DiscountForm';

test('a discount percent in Arabic digits, with or without the Arabic percent sign', () => {
  expect(parsePercent('١٥')).toBe(15);
  expect(parsePercent('١٥٪')).toBe(15);
  expect(parsePercent('10%')).toBe(10);
  expect(parsePercent('١٠١')).toBeNull();
});
