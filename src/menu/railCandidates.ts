/**
 * 2.10.4: the rail's candidates, the categories that could ever be on the category rail
 * (rail.ts), computed once per catalog where its views are made (deriveViews.ts,
 * fullMenuIndex.ts), never by the first load.
 */
import type { Category } from '../core/catalog';
import { isGridProduct, type ProductLookup } from './categoryProducts';

/** 2.10.4: the category named `combo` (any case) holds deals, which are sold through the Deals list. */
export function isComboCategory(category: Category): boolean {
  return category.name.trim().toLowerCase() === 'combo';
}

/**
 * 2.10.4 without scoping: categories not deleted (2.6), not named `combo`, and holding at
 * least one product that is neither a combo nor an add-on, counted by `category_id`, else by
 * lower-case `type` equal to the lower-case name. In id order; a repeated id is kept once.
 */
export function railCandidates(categories: readonly Category[], lookup: ProductLookup): readonly Category[] {
  const byId = new Map<number, Category>();
  for (const c of categories) {
    if (byId.has(c.id) || c.is_deleted === 1 || isComboCategory(c)) continue;
    const holdsProducts =
      (lookup.byCategoryId.get(c.id)?.some(isGridProduct) ?? false) ||
      (lookup.byLowerType.get(c.name.toLowerCase())?.some(isGridProduct) ?? false);
    if (holdsProducts) byId.set(c.id, c);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
