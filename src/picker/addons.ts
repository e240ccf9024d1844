/**
 * Add-ons offered on a product (assumed-contracts 3): an add-on whose csv `type` names the
 * product's category, compared trimmed and case-insensitively; sold-out add-ons are left out
 * when the index is built. A product filed in several categories (its `type` a csv,
 * "Burgers,Meals") is offered the add-ons of each, read the same way, each add-on once.
 */
import { remainingStock } from '../core/availability';
import type { Product } from '../core/catalog';
import type { PickerIndex } from './pickerIndex';
import { offeredAddons } from './offered';
import type { AddonChoice } from './state';

/** Highest add-on quantity the picker accepts on one line. */
export const MAX_ADDON_QUANTITY = 99;

/** The add-ons as the picker starts them: none chosen, each capped by its quota. */
export function addonChoices(product: Product, index: PickerIndex): AddonChoice[] {
  return offeredAddons(product, index).map((addon) => ({
    product_id: addon.id,
    name: addon.name,
    localize_name: addon.localize_name,
    price: addon.actual_price,
    quantity: 0,
    max: Math.min(MAX_ADDON_QUANTITY, remainingStock(index.availability, addon.id) ?? MAX_ADDON_QUANTITY),
  }));
}

/** Sets an add-on's quantity, clamped to 0..max; the same list when nothing changed. */
export function setAddonQuantity(
  addons: readonly AddonChoice[],
  productId: number,
  quantity: number,
): readonly AddonChoice[] {
  const at = addons.findIndex((a) => a.product_id === productId);
  if (at < 0 || !Number.isSafeInteger(quantity)) return addons;
  const addon = addons[at]!;
  const next = Math.min(addon.max, Math.max(0, quantity));
  if (next === addon.quantity) return addons;
  return addons.map((a, i) => (i === at ? { ...a, quantity: next } : a));
}
