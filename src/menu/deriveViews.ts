/**
 * The views of a catalog generation (views.ts), derived from the whole catalog as the sync
 * stores it: apart from the shapes the selling screen reads, since only a sync derives them.
 */
import type { Catalog, Category, Product } from '../core/catalog';
import { isKioskSellable } from '../menu/kioskItems';
import { categoryListings, liveCategories, productLookup, type ProductLookup } from './categoryProducts';
import { dealsList } from './dealsList';
import { railCandidates } from './railCandidates';
import type { CatalogViews, CategoryListing } from './views';

/**
 * Whether a kiosk's 2.10.5 listing of `category` can differ from its listing without the
 * unsellable items: only when the category has exact-type rows and none of them is sellable,
 * so that the kiosk falls back to id and type matches. Otherwise both match the same rows
 * (the kiosk's being the sellable ones) and sort them alike.
 */
function kioskListsOtherRows(category: Category, lookup: ProductLookup): boolean {
  const exact = lookup.byExactType.get(category.name);
  return exact !== undefined && exact.length > 0 && !exact.some(isKioskSellable);
}

export function catalogViews(catalog: Pick<Catalog, 'brands' | 'categories' | 'products'>, gen: number): CatalogViews {
  const categories = liveCategories(catalog.categories);
  const lookup = productLookup(catalog.products);
  const kioskLookup = productLookup(catalog.products.filter(isKioskSellable));
  const listings: CategoryListing[] = [];
  for (const [id, products] of categoryListings(categories, lookup)) {
    const category = categories.get(id)!;
    const kiosk = kioskListsOtherRows(category, lookup) ? categoryListings(new Map([[id, category]]), kioskLookup).get(id)! : null;
    if (products.length === 0 && (kiosk === null || kiosk.length === 0)) continue;
    listings.push(kiosk === null ? { gen, id, products: products as Product[] } : { gen, id, products: products as Product[], kiosk: [...kiosk] });
  }
  const live = [...categories.values()];
  return {
    head: {
      gen,
      id: 0,
      brands: [...catalog.brands],
      categories: live,
      railCandidates: railCandidates(live, lookup).map((c) => c.id),
      kioskRailCandidates: railCandidates(live, kioskLookup).map((c) => c.id),
      deals: [...dealsList(catalog.products)],
    },
    listings,
  };
}
