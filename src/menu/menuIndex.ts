/**
 * The menu index: everything about a catalog generation that does not depend on the selected
 * brand, group or category, computed once when the generation is loaded. Selecting a brand,
 * group or category then reads maps and per-category lists; no selector scans all products.
 * The index is frozen and never changes: a new generation builds a new index.
 */
import type { Brand, Category, Product, Session } from '../core/catalog';
import { isKioskSellable } from '../menu/kioskItems';
import type { Availability } from '../core/availability';
import { brandTabs } from './brand';
import type { CatalogHead } from './views';

/** What the menu, its selection and the Deals list read: no selector scans all products. */
export interface MenuIndex {
  readonly session: Session;
  /** Brand tabs: the served brands, after the Unify pseudo brand when it is on (2.10.8). */
  readonly brands: readonly Brand[];
  /** The served brands only, for 2.10.8 line brands. */
  readonly realBrands: readonly Brand[];
  /** Categories not deleted, by id (first row wins on a repeated id). */
  readonly categories: ReadonlyMap<number, Category>;
  /**
   * Unscoped 2.10.5 listing of every category, pre-sorted, by category id; built from stored
   * views (`viewMenuIndex`), the listings read so far.
   */
  readonly listings: ReadonlyMap<number, readonly Product[]>;
  /** 2.10.4 rail before scoping, in id order. */
  readonly railCandidates: readonly Category[];
  /** Combos by name then id. */
  readonly deals: readonly Product[];
  readonly availability: Availability;
}

/**
 * The menu index of a generation's stored views (`menu/views.ts`): what `buildMenuIndex`
 * gives for the same catalog (for a kiosk, for its sellable products), with the listings
 * given (`listingFor` of each stored listing read so far).
 */
export function viewMenuIndex(
  head: CatalogHead,
  session: Session,
  listings: ReadonlyMap<number, readonly Product[]>,
  availability: Availability,
  kiosk = false,
): MenuIndex {
  const categories = new Map(head.categories.map((c) => [c.id, c]));
  const candidates = (kiosk ? head.kioskRailCandidates : head.railCandidates).flatMap((id) => categories.get(id) ?? []);
  return Object.freeze({
    session,
    brands: Object.freeze([...brandTabs(head.brands, session)]),
    realBrands: Object.freeze([...head.brands]),
    categories,
    listings,
    railCandidates: Object.freeze(candidates),
    deals: Object.freeze(kiosk ? head.deals.filter(isKioskSellable) : head.deals),
    availability,
  });
}
