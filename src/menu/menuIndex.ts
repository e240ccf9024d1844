/**
 * The menu index: everything about a catalog generation that does not depend on the selected
 * brand, group or category, computed once when the generation is loaded. Selecting a brand,
 * group or category then reads maps and per-category lists; no selector scans all products.
 * The index is frozen and never changes: a new generation builds a new index.
 */
import type { Brand, Catalog, Category, Product, Session } from '../core/catalog';
import { availabilityOf, type Availability } from '../core/availability';
import { barcodeLookup, type BarcodeLookup } from './barcode';
import { brandTabs } from './brand';
import { categoryListings, liveCategories, productLookup, type ProductLookup } from './categoryProducts';
import { dealsList } from './deals';
import { railCandidates } from './rail';
import { searchTable, type SearchTable } from './search';

export interface MenuIndex {
  readonly session: Session;
  /** Brand tabs: the served brands, after the Unify pseudo brand when it is on (2.10.8). */
  readonly brands: readonly Brand[];
  /** The served brands only, for 2.10.8 line brands. */
  readonly realBrands: readonly Brand[];
  /** Categories not deleted, by id (first row wins on a repeated id). */
  readonly categories: ReadonlyMap<number, Category>;
  readonly productsById: ReadonlyMap<number, Product>;
  /** Products by exact type, lower-case type and category id. */
  readonly lookup: ProductLookup;
  /** Unscoped 2.10.5 listing of every category, pre-sorted, by category id. */
  readonly listings: ReadonlyMap<number, readonly Product[]>;
  /** 2.10.4 rail before scoping, in id order. */
  readonly railCandidates: readonly Category[];
  /** Folded search key per product reachable from the rail. */
  readonly search: SearchTable;
  readonly barcodes: BarcodeLookup;
  /** Combos by name then id. */
  readonly deals: readonly Product[];
  readonly availability: Availability;
}

export function buildMenuIndex(catalog: Catalog): MenuIndex {
  const categories = liveCategories(catalog.categories);
  const productsById = new Map<number, Product>();
  for (const p of catalog.products) {
    if (!productsById.has(p.id)) productsById.set(p.id, p);
  }
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
