/**
 * Deals: the combos of the branch (2.2 `is_combo` non-zero), which the category grid hides,
 * the products a combo slot offers, and whether a deal can be sold at all.
 *
 * A slot offers the full 2.10.5 listing of its category (through `listedProducts`, the very
 * listing the grid shows), scoped to the brand the deal is sold under, without the products
 * that are sold out. A deal whose slot has nothing left cannot be sold: it is never sold short
 * as a plain line without that part. What a slot offers and why it offers nothing are
 * dealSlots.ts's, which only a picker or the Deals list loads; the Deals list itself is made
 * with the catalog's views (dealsList.ts).
 */
import { availabilityOf, type Availability } from '../core/availability';
import type { Brand, Catalog, Category, Product } from '../core/catalog';
import { categoryListings, liveCategories, productLookup } from './categoryProducts';
import { effectiveScope, idsInScope, type CategoryScope } from './scope';
import { UNIFY_BRAND_ID } from '../core/brandId';

/** 2.2: only `is_combo` 1 rows carry slots to fill; `is_combo` 2 and a combo without slots sell as one line. */
export function hasSlots(product: Product): boolean {
  return product.is_combo === 1 && product.categories.length > 0;
}

/**
 * The deals the shown brand sells (its Deals list): those its menu lists, a deal's
 * `category_id` inside the brand's scope as a whole (`dealScope`; the 2.10.5 allowed-ids
 * step, so a deal filed under no category passes). Every deal under Unify (2.10.8) or a brand
 * without groups.
 */
export function brandDeals(brand: Brand | null, deals: readonly Product[], railCandidates: readonly Category[]): readonly Product[] {
  if (brand === null || brand.brand_id === UNIFY_BRAND_ID) return deals;
  const scope = dealScope(brand, railCandidates);
  return scope === null ? deals : deals.filter((deal) => idsInScope(scope, deal.category_ids));
}

/** What a slot listing reads from the menu index. */
export interface SlotSource {
  /** Unscoped 2.10.5 listing by category id. */
  readonly listings: ReadonlyMap<number, readonly Product[]>;
  /** The branch's categories (not deleted) by id. */
  readonly categories: ReadonlyMap<number, Category>;
  readonly availability: Availability;
}

/** The slot source of a catalog, for a picker opened without the menu index (which is one already). */
export function slotSourceOf(catalog: Pick<Catalog, 'categories' | 'products' | 'soldOut' | 'quotas'>): SlotSource {
  const categories = liveCategories(catalog.categories);
  return {
    listings: categoryListings(categories, productLookup(catalog.products)),
    categories,
    availability: availabilityOf(catalog),
  };
}

/**
 * The allowed category ids of a deal sold under `brand`. A deal belongs to the brand, not to
 * one of its groups, so 2.10.2 is applied to the brand as a whole: the union of all its
 * groups' categories (a burger meal offers the brand's drinks even while the "Mains" group is
 * selected); no scoping when the brand has no groups (or for the Unify pseudo brand); and, as
 * 2.10.3, no scoping when those ids would hide every category the rail could show.
 */
export function dealScope(brand: Brand | null, railCandidates: readonly Category[]): CategoryScope {
  if (brand === null || brand.groups.length === 0) return null;
  return effectiveScope(railCandidates, new Set(brand.groups.flatMap((g) => g.categories)));
}
