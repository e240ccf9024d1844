/**
 * The menu's rules of service-interface 2.10 composed in full over plain rows, as the tests
 * state them: the till applies the same steps through its precomputed index (src/menu).
 */
import type { Category, Product } from '../../src/core/catalog';
import { categoryListings, listedProducts, productLookup } from '../../src/menu/categoryProducts';
import { effectiveScope, type CategoryScope } from '../../src/menu/scope';

/** 2.10.5 in full, straight from the product rows (the menu index precomputes `categoryListing` instead). */
export function productsInCategory(category: Category, products: readonly Product[], scope: CategoryScope): readonly Product[] {
  return listedProducts(categoryListings(new Map([[category.id, category]]), productLookup(products)), category.id, scope);
}

/** 2.10.3: the categories left visible: those in the allowed ids (categories in no group are hidden), or all when that leaves none. */
export function visibleCategories(categories: readonly Category[], allowed: CategoryScope): readonly Category[] {
  const scope = effectiveScope(categories, allowed);
  return scope === null ? categories : categories.filter((c) => scope.has(c.id));
}
