/**
 * The Deals list (2.2 `is_combo` non-zero), made once per catalog with its views
 * (deriveViews.ts, fullMenuIndex.ts), never by the first load; what a deal offers is deals.ts's.
 */
import type { Product } from '../core/catalog';

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
