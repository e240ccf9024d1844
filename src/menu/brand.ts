/**
 * Brand rules of the selling view: which brand tabs exist (2.10.8 Unify mode), which brand is
 * selected first (2.10.9), and which brand id a cart line carries (never 0, 2.9 and 2.10.8).
 */
import { msg } from '@lingui/core/macro';
import { UNIFY_BRAND_ID, wireBrandId } from '../core/brandId';
import type { Brand, Category, Product, Session } from '../core/catalog';
import { dealScope } from './deals';
import { idsInScope, inScope } from './scope';

export { UNIFY_BRAND_ID } from '../core/brandId';

/** 2.10.8: the pseudo brand shown as the first tab in Unify mode; it has no groups, so no scoping. */
export const UNIFY_BRAND: Brand = Object.freeze({
  brand_id: UNIFY_BRAND_ID,
  brand_name: msg`Unify Brand`.id,
  localize_name: null,
  brand_address: null,
  brand_email: null,
  brand_phone: null,
  brand_thumbnail: '',
  brand_color: null,
  groups: [],
});

/** 2.10.8: the brand tabs: the served brands, preceded by the Unify pseudo brand when the session turns it on. */
export function brandTabs(brands: readonly Brand[], session: Session): readonly Brand[] {
  return session.config.unify_mode === 1 ? [UNIFY_BRAND, ...brands] : brands;
}

/** 2.10.9: the session user's own brand when it is listed, else the first brand; null when there is none. */
export function chooseBrand(brands: readonly Brand[], session: Session): Brand | null {
  const own = session.user.brand_id;
  if (own !== null) {
    const listed = brands.find((b) => b.brand_id === own);
    if (listed) return listed;
  }
  return brands[0] ?? null;
}

/** The brand of `brandId` among the tabs, or the 2.10.9 choice when it is null or no longer listed. */
export function selectBrand(tabs: readonly Brand[], session: Session, brandId: number | null): Brand | null {
  if (brandId !== null) {
    const listed = tabs.find((b) => b.brand_id === brandId);
    if (listed) return listed;
  }
  return chooseBrand(tabs, session);
}

/**
 * The brand id a cart line carries; never 0. Under Unify the line takes the first brand (in
 * brand order) whose groups hold the product's category, else 1. With no brand selected, 1.
 * A product filed only by `type` is resolved to a category id through `categories` by name,
 * case-insensitively, when they are given.
 */
export function lineBrandId(
  selectedBrandId: number | null,
  product: Product,
  brands: readonly Brand[],
  categories: readonly Category[] = [],
): number {
  if (selectedBrandId !== UNIFY_BRAND_ID) return wireBrandId(selectedBrandId);
  const categoryIds = productCategoryIds(product, categories);
  if (categoryIds.length === 0) return wireBrandId(null);
  const owner = brands.find(
    (b) =>
      b.brand_id !== UNIFY_BRAND_ID &&
      b.groups.some((g) => g.categories.some((id) => categoryIds.includes(id))),
  );
  return wireBrandId(owner?.brand_id ?? null);
}

function productCategoryIds(product: Product, categories: readonly Category[]): number[] {
  if (product.category_ids.length > 0) return product.category_ids;
  if (product.type === null) return [];
  const type = product.type.toLowerCase();
  return categories.filter((c) => c.is_deleted === 0 && c.name.toLowerCase() === type).map((c) => c.id);
}

/**
 * 2.10.1 and 2.10.9: the brand a scanned product is sold under. A scanner reaches every
 * product of the catalog, not only the menu on screen, and a scan never crosses brands
 * silently: a product the shown brand lists is sold under it; one listed only under another
 * brand is sold under that brand (the first that lists it, in brand order), as a tap on its
 * menu would be; one no brand lists stays with the shown brand. A brand lists a product when a
 * category of its scope as a whole (`dealScope`) lists it (`listedIn`, the 2.10.5 listings
 * holding it) and its `category_id` passes the allowed-ids step. Under Unify every brand is
 * shown, and each line takes its own brand (2.10.8).
 */
export function scannedBrandId(
  shownBrandId: number,
  product: Pick<Product, 'category_ids'>,
  listedIn: readonly number[],
  brands: readonly Brand[],
  railCandidates: readonly Category[],
): number {
  if (shownBrandId === UNIFY_BRAND_ID) return shownBrandId;
  const lists = (brand: Brand) => {
    const scope = dealScope(brand, railCandidates);
    return listedIn.some((id) => inScope(scope, id)) && idsInScope(scope, product.category_ids);
  };
  const shown = brands.find((b) => b.brand_id === shownBrandId);
  if (shown === undefined || lists(shown)) return shownBrandId;
  return brands.find((b) => b.brand_id !== UNIFY_BRAND_ID && lists(b))?.brand_id ?? shownBrandId;
}

/**
 * 2.9, 2.10.8: the brand an order is sold under, on its receipt header, its invoice and its
 * refunds alike: the order's brand, or under Unify (brand 0, never sent) its first line's.
 * Null for an empty Unify order.
 */
export function orderBrandId(order: { readonly brand_id: number; readonly lines: readonly { brand_id: number }[] }): number | null {
  return order.brand_id !== UNIFY_BRAND_ID ? order.brand_id : (order.lines[0]?.brand_id ?? null);
}

/** What the brand rules read of the open order. */
export interface OrderBrand {
  readonly brand_id: number;
  readonly lines: readonly unknown[];
}

/**
 * 2.10.9 one order, one brand: the brand the open order pins the menu to. While the order
 * holds lines it is the brand stored with it, whatever a screen chose before a reload, a
 * crash or in another tab; an empty (or not yet read) order pins nothing, and the cashier's
 * choice (else the default of 2.10.9) applies.
 */
export function pinnedBrandId(order: OrderBrand | null | undefined): number | null {
  return order && order.lines.length > 0 ? order.brand_id : null;
}

export type BrandJoin =
  | { ok: true; brandFirst: boolean }
  | { ok: false; reason: 'other-brand'; orderBrandId: number; menuBrandId: number };

/**
 * 2.10.9: may a line chosen from the menu of `menuBrandId` join `order`? An order of that
 * brand takes it; an empty order takes the menu's brand first (`brandFirst`: nothing is lost);
 * an order holding lines of another brand refuses it, since only "Switch brand?" may empty
 * the order (ui-contract, Menu). Unify (brand 0) is a brand here like any other: its lines
 * carry their own brands (2.10.8).
 */
export function joinOrderBrand(order: OrderBrand, menuBrandId: number): BrandJoin {
  if (order.brand_id === menuBrandId) return { ok: true, brandFirst: false };
  if (order.lines.length === 0) return { ok: true, brandFirst: true };
  return { ok: false, reason: 'other-brand', orderBrandId: order.brand_id, menuBrandId };
}
