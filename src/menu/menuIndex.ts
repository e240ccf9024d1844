/**
 * The menu index: everything about a catalog generation that does not depend on the selected
 * brand, group or category, computed once when the generation is loaded. Selecting a brand,
 * group or category then reads maps and per-category lists; no selector scans all products.
 * The index is frozen and never changes: a new generation builds a new index.
 */
import type { Brand, Catalog, Category, Product, Session } from '../core/catalog';
import { isKioskSellable } from '../checkout/kiosk';
import { availabilityOf, type Availability } from '../core/availability';
import { barcodeLookup, type BarcodeLookup } from './barcode';
import { brandTabs } from './brand';
import { categoryListings, liveCategories, productLookup, type ProductLookup } from './categoryProducts';
import { dealsList } from './deals';
import { railCandidates } from './rail';
import { searchTable, type SearchTable } from './search';
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

/** The index of a whole catalog in memory: the menu's, with search and barcode lookups over every product. */
export interface FullMenuIndex extends MenuIndex {
  readonly productsById: ReadonlyMap<number, Product>;
  /** Products by exact type, lower-case type and category id. */
  readonly lookup: ProductLookup;
  /** Folded search key per product reachable from the rail. */
  readonly search: SearchTable;
  readonly barcodes: BarcodeLookup;
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

/** Products by id, the first row of a repeated id. */
export function productsByIdOf(products: readonly Product[]): ReadonlyMap<number, Product> {
  const byId = new Map<number, Product>();
  for (const p of products) {
    if (!byId.has(p.id)) byId.set(p.id, p);
  }
  return byId;
}

export function buildMenuIndex(catalog: Catalog): FullMenuIndex {
  const categories = liveCategories(catalog.categories);
  const productsById = productsByIdOf(catalog.products);
  const lookup = productLookup(catalog.products);
  const listings = categoryListings(categories, lookup);
  const candidates = Object.freeze(railCandidates([...categories.values()], lookup));

  return Object.freeze({
    session: catalog.session,
    brands: Object.freeze([...brandTabs(catalog.brands, catalog.session)]),
    realBrands: Object.freeze([...catalog.brands]),
    categories,
    productsById,
    lookup,
    listings,
    railCandidates: candidates,
    search: Object.freeze(searchTable(candidates.map((c) => [c.id, listings.get(c.id) ?? []] as const))),
    barcodes: barcodeLookup(catalog.products),
    deals: Object.freeze(dealsList(catalog.products)),
    availability: availabilityOf(catalog),
  });
}
