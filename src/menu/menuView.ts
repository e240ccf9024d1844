/**
 * The menu as the selling screen shows it for a selection of brand, group and category
 * (2.10.1: brand, then groups, then category ids, then categories, then products). Ids that
 * are null or no longer exist fall back to the defaults of 2.10.2, 2.10.4 and 2.10.9, so a
 * stale selection after a catalog sync still yields a valid menu.
 */
import type { Brand, BrandGroup, Category, Product } from '../core/catalog';
import { selectBrand } from './brand';
import { listedProducts } from './categoryProducts';
import type { MenuIndex } from './menuIndex';
import { categoryRail, selectCategory } from './rail';
import { allowedCategoryIds, effectiveScope, selectGroup, type CategoryScope } from './scope';

export interface MenuSelection {
  readonly brandId: number | null;
  readonly groupId: number | null;
  readonly categoryId: number | null;
}

export const DEFAULT_SELECTION: MenuSelection = Object.freeze({ brandId: null, groupId: null, categoryId: null });

/**
 * 2.10.9: the selection as the menu shows it while the open order pins a brand (see
 * `pinnedBrandId`): that brand, with the group and category chosen when they are its own
 * (`menuView` falls back to its defaults otherwise). Null pins nothing.
 */
export function withOrderBrand<S extends MenuSelection>(selection: S, pinned: number | null): S {
  return pinned === null || selection.brandId === pinned ? selection : { ...selection, brandId: pinned };
}

export interface MenuView {
  /** Brand tabs, the Unify pseudo brand first when it is on. */
  readonly brands: readonly Brand[];
  readonly brand: Brand | null;
  /** Group tabs of the selected brand; empty = no group tabs. */
  readonly groups: readonly BrandGroup[];
  readonly group: BrandGroup | null;
  /** The scope in force after 2.10.3; pass it to `searchProducts`. */
  readonly allowed: CategoryScope;
  readonly rail: readonly Category[];
  readonly category: Category | null;
  /** 2.10.5 products of the selected category, sold-out ones included (shown disabled). */
  readonly products: readonly Product[];
}

const NO_PRODUCTS: readonly Product[] = Object.freeze([]);

export function menuView(index: MenuIndex, selection: MenuSelection = DEFAULT_SELECTION): MenuView {
  const brand = selectBrand(index.brands, index.session, selection.brandId);
  const group = selectGroup(brand, selection.groupId);
  const allowed = effectiveScope(index.railCandidates, allowedCategoryIds(brand, group?.group_id ?? null));
  const rail = categoryRail(index.railCandidates, allowed);
  const category = selectCategory(rail, selection.categoryId);
  return {
    brands: index.brands,
    brand,
    groups: brand?.groups ?? [],
    group,
    allowed,
    rail,
    category,
    products: category === null ? NO_PRODUCTS : listedProducts(index.listings, category.id, allowed),
  };
}
