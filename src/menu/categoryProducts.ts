/**
 * 2.10.5: the products shown in a category. Matching goes through a `ProductLookup` (products
 * by exact type, by lower-case type, by category id) so a listing costs the size of the
 * category, not of the catalog.
 */
import type { Category, Product } from '../core/catalog';
import { idsInScope, type CategoryScope } from './scope';

export interface ProductLookup {
  readonly byExactType: ReadonlyMap<string, readonly Product[]>;
  readonly byLowerType: ReadonlyMap<string, readonly Product[]>;
  readonly byCategoryId: ReadonlyMap<number, readonly Product[]>;
}

const NONE: readonly Product[] = Object.freeze([]);

function push<K>(map: Map<K, Product[]>, key: K, product: Product): void {
  const list = map.get(key);
  if (list) list.push(product);
  else map.set(key, [product]);
}

/** Groups the products once by the keys 2.10.4 and 2.10.5 match on; API order is kept inside each key. */
export function productLookup(products: readonly Product[]): ProductLookup {
  const byExactType = new Map<string, Product[]>();
  const byLowerType = new Map<string, Product[]>();
  const byCategoryId = new Map<number, Product[]>();
  // Few distinct types across many products: lower-case each once.
  const lowered = new Map<string, string>();
  for (const p of products) {
    if (p.type !== null) {
      push(byExactType, p.type, p);
      let lower = lowered.get(p.type);
      if (lower === undefined) lowered.set(p.type, (lower = p.type.toLowerCase()));
      push(byLowerType, lower, p);
    }
    for (const id of p.category_ids) push(byCategoryId, id, p);
  }
  return { byExactType, byLowerType, byCategoryId };
}

/** Sold in the category grid: not a combo (2.2 `is_combo` non-zero) and not an add-on. */
export function isGridProduct(product: Product): boolean {
  return product.is_combo === 0 && product.is_addon === 0;
}

/** 2.10.5 order: `category_sort_order` ascending (null = 0), ties by id. */
function compareInCategory(a: Product, b: Product): number {
  return (a.category_sort_order ?? 0) - (b.category_sort_order ?? 0) || a.id - b.id;
}

/**
 * 2.10.5 before scoping: rows whose `type` equals the category name exactly; only when there
 * are none, rows whose `category_id` holds the category's id or whose `type` matches the name
 * case-insensitively. Combos and add-ons are dropped after matching, then the rows are sorted.
 */
function categoryListing(category: Category, lookup: ProductLookup): readonly Product[] {
  const exact = lookup.byExactType.get(category.name);
  let matched: readonly Product[];
  if (exact !== undefined && exact.length > 0) {
    matched = exact;
  } else {
    const byId = lookup.byCategoryId.get(category.id) ?? NONE;
    const byName = lookup.byLowerType.get(category.name.toLowerCase()) ?? NONE;
    matched = byName.length === 0 ? byId : [...new Set([...byId, ...byName])];
  }
  return matched.filter(isGridProduct).sort(compareInCategory);
}

/** The branch's categories by id: deleted rows dropped (2.6), the first row kept on a repeated id. */
export function liveCategories(categories: readonly Category[]): ReadonlyMap<number, Category> {
  const byId = new Map<number, Category>();
  for (const c of categories) {
    if (c.is_deleted === 0 && !byId.has(c.id)) byId.set(c.id, c);
  }
  return byId;
}

/** The unscoped 2.10.5 listing of every category, pre-sorted and frozen, by category id. */
export function categoryListings(
  categories: ReadonlyMap<number, Category>,
  lookup: ProductLookup,
): ReadonlyMap<number, readonly Product[]> {
  const listings = new Map<number, readonly Product[]>();
  for (const c of categories.values()) listings.set(c.id, Object.freeze(categoryListing(c, lookup)));
  return listings;
}

/**
 * 2.10.5 scoping step: rows whose `category_id` is outside the allowed ids are dropped; rows
 * without one pass. A row filed under several ids stays when one of them is allowed.
 */
function inScopeProducts(listing: readonly Product[], scope: CategoryScope): readonly Product[] {
  if (scope === null) return listing;
  return listing.filter((p) => idsInScope(scope, p.category_ids));
}

/**
 * 2.10.5 in full for one category of a precomputed listing (see `MenuIndex.listings`): its
 * matched and sorted rows, then the allowed-ids step. The ONE listing of a category: the grid
 * and every combo slot read it through here. A category the index does not hold lists nothing.
 */
export function listedProducts(
  listings: ReadonlyMap<number, readonly Product[]>,
  categoryId: number,
  scope: CategoryScope,
): readonly Product[] {
  const listing = listings.get(categoryId);
  return listing === undefined ? NONE : inScopeProducts(listing, scope);
}
