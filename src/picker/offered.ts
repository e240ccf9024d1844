/**
 * Whether a product offers anything to choose: a visible option group (2.3) or an add-on
 * (assumed-contracts 3). The tap asks it of every product (tap.ts), so it is apart from the
 * picker's own rules (groups.ts, addons.ts), which load with the picker; the two must agree
 * with `visibleGroups` and `addonChoices`, which start from the same reads.
 */
import type { Product } from '../core/catalog';
import { categoryNames, type PickerIndex } from './pickerIndex';

/** The add-ons offered on the product: by the csv `type` of each of its categories, each add-on once. */
export function offeredAddons(product: Product, index: PickerIndex): readonly Product[] {
  const names = categoryNames(product);
  if (names.length === 1) return index.addonsByCategoryName.get(names[0]!) ?? [];
  const offered = new Map<number, Product>();
  for (const name of names) for (const addon of index.addonsByCategoryName.get(name) ?? []) if (!offered.has(addon.id)) offered.set(addon.id, addon);
  return [...offered.values()];
}

/** True when at least one of the product's links shows a group. */
export function hasVisibleGroup(product: Product, index: PickerIndex): boolean {
  return product.modifiers.some((link) => (index.groups.get(link.modifier_id)?.items.length ?? 0) > 0);
}
