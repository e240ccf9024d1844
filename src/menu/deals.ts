/**
 * Deals: the combos of the branch (2.2 `is_combo` non-zero), which the category grid hides,
 * and the products a combo slot offers.
 */
import type { ComboSlot, Product } from '../core/catalog';
import { isSoldOut, type Availability } from '../core/availability';
import { inScopeProducts } from './categoryProducts';
import type { CategoryScope } from './scope';

/** Fixed locale so every till orders the list the same way; numeric so "Meal 2" precedes "Meal 10". */
const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function isCombo(product: Product): boolean {
  return product.is_combo !== 0;
}

/** The Deals list: combos that are not add-ons, by name (case-insensitive), then id. */
export function dealsList(products: readonly Product[]): readonly Product[] {
  return products
    .filter((p) => isCombo(p) && p.is_addon === 0)
    .sort((a, b) => NAME_ORDER.compare(a.name, b.name) || a.id - b.id);
}

/** What `comboSlotProducts` reads from the menu index. */
export interface SlotSource {
  /** Unscoped 2.10.5 listing by category id. */
  readonly listings: ReadonlyMap<number, readonly Product[]>;
  readonly availability: Availability;
}

/**
 * The products a combo slot offers: the 2.10.5 listing of the slot's category without the
 * sold-out ones (2.2, 2.10.11). Brand scoping does not apply unless a scope is passed: the
 * combo itself decides which categories its slots draw from. A slot naming a category the
 * branch does not have offers nothing.
 */
export function comboSlotProducts(
  source: SlotSource,
  slot: ComboSlot,
  scope: CategoryScope = null,
): readonly Product[] {
  const listing = source.listings.get(slot.category_id);
  if (listing === undefined) return [];
  return inScopeProducts(listing, scope).filter((p) => !isSoldOut(source.availability, p));
}
