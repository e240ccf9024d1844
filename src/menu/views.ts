/**
 * What the selling screen reads of a catalog generation, derived once per generation by the
 * sync (and stored with it, `db/catalogViews.ts`) so the screen never holds the whole
 * catalog: the head (brands, live categories, the 2.10.4 rail candidates, the Deals list) and
 * each category's unscoped 2.10.5 listing. Every part is the pure rule's own output
 * (`liveCategories`, `categoryListings`, `railCandidates`, `dealsList`), so a menu built from
 * the views is the menu built from the whole catalog.
 *
 * A kiosk sells no open-price or weighed items (`isKioskSellable`), and 2.10.4 and 2.10.5 are
 * applied to what it sells: its rail candidates are stored apart, and a category whose kiosk
 * listing is not simply its listing without those items (its exact-type matches are all
 * unsellable, so 2.10.5 falls back to id and type matches) stores that listing too.
 */
import type { Brand, Category, Product } from '../core/catalog';
import { isKioskSellable } from '../menu/kioskItems';

export interface CatalogHead {
  gen: number;
  /** One head per generation. */
  id: 0;
  /** The served brands (the Unify tab is added from the session, `brandTabs`). */
  brands: Brand[];
  /** Categories not deleted, first row of a repeated id (`liveCategories`), in that order. */
  categories: Category[];
  /** Ids of the 2.10.4 rail candidates, in rail order. */
  railCandidates: number[];
  /** The same for a kiosk's products. */
  kioskRailCandidates: number[];
  /** `dealsList`: combos by name, then id. */
  deals: Product[];
}

export interface CategoryListing {
  gen: number;
  /** The category id. */
  id: number;
  /** The unscoped 2.10.5 listing, sorted. */
  products: Product[];
  /** A kiosk's listing, only where it is not `products` without the unsellable items. */
  kiosk?: Product[];
}

export interface CatalogViews {
  head: CatalogHead;
  /** Non-empty listings only: a category without one lists nothing. */
  listings: CategoryListing[];
}

/** Every product row a stored listing holds: its listing, then a kiosk's own where it stores one. */
export function heldProducts(listing: CategoryListing): readonly Product[] {
  return listing.kiosk ? [...listing.products, ...listing.kiosk] : listing.products;
}

/** A stored listing as a screen sells it: a kiosk's own, or the listing. */
export function listingFor(listing: CategoryListing | undefined, kiosk: boolean): readonly Product[] {
  if (listing === undefined) return [];
  if (!kiosk) return listing.products;
  return listing.kiosk ?? listing.products.filter(isKioskSellable);
}

/**
 * The first record of a stored listing (`listings`): the listing's first products (and a
 * kiosk's own first ones, where it stores its own), and how many records follow it in
 * `listingParts`. Held by the screen as it reads the rest: `parts` then counts the records
 * not read yet.
 */
export interface ListingHead extends CategoryListing {
  /** Records after this one; absent reads as none. */
  parts?: number;
}

/** A record after the first (`listingParts`), numbered from 1: the next products of the listing, and of a kiosk's own where it has one. */
export interface ListingPart {
  gen: number;
  id: number;
  part: number;
  products: Product[];
  kiosk?: Product[];
}

/** `head` with the records of `parts` after it (in part order), and `parts` fewer records left to read. */
export function withParts(head: ListingHead, parts: readonly ListingPart[]): ListingHead {
  if (parts.length === 0) return head;
  const left = (head.parts ?? 0) - parts.length;
  const products = [...head.products, ...parts.flatMap((p) => p.products)];
  const kiosk = head.kiosk ? [...head.kiosk, ...parts.flatMap((p) => p.kiosk ?? [])] : undefined;
  return { gen: head.gen, id: head.id, products, ...(kiosk ? { kiosk } : {}), ...(left > 0 ? { parts: left } : {}) };
}
