/**
 * "Discount presets" as read by "Order discount" and Settings, loaded with them, not with the
 * first screen (src/cart/orderDiscount.ts).
 */
import type { DiscountPreset } from '../../cart/orderDiscount';
import { useSettings } from './settings';

const NO_PRESETS: readonly DiscountPreset[] = [];

/** "Discount presets" as a manager keeps them; none until one is added. */
export function useDiscountPresets(): readonly DiscountPreset[] {
  return useSettings()?.discountPresets ?? NO_PRESETS;
}
