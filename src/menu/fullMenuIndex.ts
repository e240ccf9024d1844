/**
 * The menu index of a whole catalog in memory (`buildMenuIndex`): the menu's (`MenuIndex`,
 * menuIndex.ts), with search and barcode lookups over every product. Built where the whole
 * catalog is (the catalog worker, a thread standing in for it, tests), apart from the index of
 * stored views the screen builds, so the first load does not carry it.
 */
import type { Catalog, Product } from '../core/catalog';
import { availabilityOf } from '../core/availability';
import type { BarcodeLookup } from './barcode';
import { barcodeLookup } from './scanBarcode';
import { brandTabs } from './brand';
import { categoryListings, liveCategories, productLookup } from './categoryProducts';
import { dealsList } from './dealsList';
import { idLookupOf, positionOf, type IdLookup } from './idLookup';
import type { MenuIndex } from './menuIndex';
import { railCandidates } from './railCandidates';
import { railPositions, searchKeys, type RailPositions, type SearchTable } from './search';

/** The index of a whole catalog in memory: the menu's, with search and barcode lookups over every product. */
export interface FullMenuIndex extends MenuIndex {
  /** The catalog's products, as given. */
  readonly products: readonly Product[];
  /** Their positions by id (`productById` reads it). */
  readonly productsById: IdLookup;
  /** Where each product reachable from the rail is listed (a scan's `listedIn`). */
  readonly rail: RailPositions;
  /**
   * Folded search key per product reachable from the rail: built on first read, since a
   * till searches the table the sync stored (`storedSearch.ts`) and builds this one only for
   * a generation stored without it.
   */
  readonly search: SearchTable;
  readonly barcodes: BarcodeLookup;
}

/** The product of `id` in `products` through their lookup by id, the first row of a repeated id; undefined when none has it. */
export function productById(
  { products, productsById }: { readonly products: readonly Product[]; readonly productsById: IdLookup },
  id: number,
): Product | undefined {
  const at = positionOf(productsById, id);
  return at < 0 ? undefined : products[at];
}

export function buildMenuIndex(catalog: Catalog): FullMenuIndex {
  const categories = liveCategories(catalog.categories);
  const productsById = idLookupOf(catalog.products);
  const lookup = productLookup(catalog.products);
  const listings = categoryListings(categories, lookup);
  const candidates = Object.freeze(railCandidates([...categories.values()], lookup));
  const rail = railPositions(candidates.map((c) => [c.id, listings.get(c.id) ?? []] as const));
  let search: SearchTable | null = null;

  return Object.freeze({
    session: catalog.session,
    brands: Object.freeze([...brandTabs(catalog.brands, catalog.session)]),
    realBrands: Object.freeze([...catalog.brands]),
    categories,
    products: catalog.products,
    productsById,
    listings,
    railCandidates: candidates,
    rail,
    get search() {
      return (search ??= Object.freeze(searchKeys(rail)));
    },
    barcodes: barcodeLookup(catalog.products),
    deals: Object.freeze(dealsList(catalog.products)),
    availability: availabilityOf(catalog),
  });
}
