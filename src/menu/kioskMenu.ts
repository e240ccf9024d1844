/**
 * The kiosk's menu: a customer chooses a brand, then a category of ONE rail, with no group
 * tabs to learn. The rail is the brand's as a whole: the categories of all its groups (the
 * scope a deal of the brand is sold under, `dealScope`, with 2.10.3's fallback when they would
 * hide every category), in rail order (2.10.4); the products of the chosen category are its
 * 2.10.5 listing under that scope. A brand without groups scopes nothing, as at the till.
 */
import type { Brand } from '../core/catalog';
import { UNIFY_BRAND_ID } from '../core/brandId';
import { listedProducts } from './categoryProducts';
import { dealScope } from './deals';
import type { MenuIndex } from './menuIndex';
import type { MenuView } from './menuView';
import { categoryRail, selectCategory } from './rail';
import { selectBrand } from './brand';

/** The brands a customer chooses from: the served ones (the Unify pseudo brand is a till's view of them all). */
export function kioskBrands(index: Pick<MenuIndex, 'realBrands'>): readonly Brand[] {
  return index.realBrands.filter((b) => b.brand_id !== UNIFY_BRAND_ID);
}

/** The kiosk's menu of `brandId` (the 2.10.9 default when null or gone) on `categoryId` (the rail's first by default). */
export function kioskMenuView(index: MenuIndex, brandId: number | null, categoryId: number | null): MenuView {
  const brands = kioskBrands(index);
  const brand = selectBrand(brands, index.session, brandId);
  const allowed = dealScope(brand, index.railCandidates);
  const rail = categoryRail(index.railCandidates, allowed);
  const category = selectCategory(rail, categoryId);
  return {
    brands,
    brand,
    groups: [],
    group: null,
    allowed,
    rail,
    category,
    products: category === null ? [] : listedProducts(index.listings, category.id, allowed),
  };
}
