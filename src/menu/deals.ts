/**
 * Deals: the combos of the branch (2.2 `is_combo` non-zero), which the category grid hides,
 * the products a combo slot offers, and whether a deal can be sold at all.
 *
 * A slot offers the full 2.10.5 listing of its category (through `listedProducts`, the very
 * listing the grid shows), scoped to the brand the deal is sold under, without the products
 * that are sold out. A deal whose slot has nothing left cannot be sold: it is never sold short
 * as a plain line without that part.
 */
import { msg } from '@lingui/core/macro';
import { english, type Named, type Translate } from '../core/names';
import { availabilityOf, isSoldOut, type Availability } from '../core/availability';
import type { Brand, Catalog, Category, ComboSlot, Product } from '../core/catalog';
import { categoryListings, listedProducts, liveCategories, productLookup } from './categoryProducts';
import { effectiveScope, idsInScope, type CategoryScope } from './scope';
import { UNIFY_BRAND_ID } from '../core/brandId';

/** Fixed locale so every till orders the list the same way; numeric so "Meal 2" precedes "Meal 10". */
const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function isCombo(product: Product): boolean {
  return product.is_combo !== 0;
}

/** 2.2: only `is_combo` 1 rows carry slots to fill; `is_combo` 2 and a combo without slots sell as one line. */
export function hasSlots(product: Product): boolean {
  return product.is_combo === 1 && product.categories.length > 0;
}

/** The Deals list: combos that are not add-ons, by name (case-insensitive), then id. */
export function dealsList(products: readonly Product[]): readonly Product[] {
  return products
    .filter((p) => isCombo(p) && p.is_addon === 0)
    .sort((a, b) => NAME_ORDER.compare(a.name, b.name) || a.id - b.id);
}

/**
 * The deals the shown brand sells (its Deals list): those its menu lists, a deal's
 * `category_id` inside the brand's scope as a whole (`dealScope`; the 2.10.5 allowed-ids
 * step, so a deal filed under no category passes). Every deal under Unify (2.10.8) or a brand
 * without groups.
 */
export function brandDeals(brand: Brand | null, deals: readonly Product[], railCandidates: readonly Category[]): readonly Product[] {
  if (brand === null || brand.brand_id === UNIFY_BRAND_ID) return deals;
  const scope = dealScope(brand, railCandidates);
  return scope === null ? deals : deals.filter((deal) => idsInScope(scope, deal.category_ids));
}

/** What a slot listing reads from the menu index. */
export interface SlotSource {
  /** Unscoped 2.10.5 listing by category id. */
  readonly listings: ReadonlyMap<number, readonly Product[]>;
  /** The branch's categories (not deleted) by id. */
  readonly categories: ReadonlyMap<number, Category>;
  readonly availability: Availability;
}

/** The slot source of a catalog, for a picker opened without the menu index (which is one already). */
export function slotSourceOf(catalog: Pick<Catalog, 'categories' | 'products' | 'soldOut' | 'quotas'>): SlotSource {
  const categories = liveCategories(catalog.categories);
  return {
    listings: categoryListings(categories, productLookup(catalog.products)),
    categories,
    availability: availabilityOf(catalog),
  };
}

/**
 * The allowed category ids of a deal sold under `brand`. A deal belongs to the brand, not to
 * one of its groups, so 2.10.2 is applied to the brand as a whole: the union of all its
 * groups' categories (a burger meal offers the brand's drinks even while the "Mains" group is
 * selected); no scoping when the brand has no groups (or for the Unify pseudo brand); and, as
 * 2.10.3, no scoping when those ids would hide every category the rail could show.
 */
export function dealScope(brand: Brand | null, railCandidates: readonly Category[]): CategoryScope {
  if (brand === null || brand.groups.length === 0) return null;
  return effectiveScope(railCandidates, new Set(brand.groups.flatMap((g) => g.categories)));
}

/**
 * The products a combo slot offers: the 2.10.5 listing of the slot's category under `scope`
 * (see `dealScope`) without the sold-out ones (2.2, 2.10.11). A slot naming a category the
 * branch does not have offers nothing.
 */
export function comboSlotProducts(source: SlotSource, slot: ComboSlot, scope: CategoryScope): readonly Product[] {
  return listedProducts(source.listings, slot.category_id, scope).filter((p) => !isSoldOut(source.availability, p));
}

/**
 * Why a slot offers nothing. `nothing-left`: its products for the brand are all sold out.
 * `not-on-menu`: the brand's menu lists nothing in the category (its products are filed under
 * another brand's categories, or the category is empty), or the branch does not have the
 * category at all (`category_name` null).
 */
export interface SlotProblem {
  reason: 'nothing-left' | 'not-on-menu';
  category_id: number;
  category_name: string | null;
  /** The category's second-language name, when it has one. */
  category_localize_name?: string | null;
}

/** Why the slot offers nothing; null when it offers `offered` (its `comboSlotProducts`). */
export function slotProblem(
  source: SlotSource,
  slot: ComboSlot,
  scope: CategoryScope,
  offered: readonly Product[] = comboSlotProducts(source, slot, scope),
): SlotProblem | null {
  if (offered.length > 0) return null;
  const listed = listedProducts(source.listings, slot.category_id, scope).length > 0;
  return {
    reason: listed ? 'nothing-left' : 'not-on-menu',
    category_id: slot.category_id,
    category_name: source.categories.get(slot.category_id)?.name ?? null,
    ...withLocalName(source.categories.get(slot.category_id)?.localize_name),
  };
}

/** The second-language name, only where there is one. */
function withLocalName(local: string | null | undefined): { category_localize_name?: string } {
  return local ? { category_localize_name: local } : {};
}

export type DealCheck = { ok: true } | ({ ok: false } & SlotProblem);

/** Whether the deal can be sold now: every slot offers at least one product (the first slot that does not, otherwise). */
export function dealAvailability(deal: Product, source: SlotSource, scope: CategoryScope): DealCheck {
  if (!hasSlots(deal)) return { ok: true };
  for (const slot of deal.categories) {
    const problem = slotProblem(source, slot, scope);
    if (problem) return { ok: false, ...problem };
  }
  return { ok: true };
}

/** What the Deals list and the picker say of a slot that offers nothing, so of a deal that cannot be sold. */
export function dealUnavailableText(problem: SlotProblem, t: Translate = english, name: (row: Named) => string = (row) => row.name): string {
  if (problem.category_name === null) return t(msg`Unavailable: one of its parts is not on the menu`);
  const category = name({ name: problem.category_name, localize_name: problem.category_localize_name });
  return problem.reason === 'nothing-left'
    ? t(msg`Unavailable: nothing left in ${category}`)
    : t(msg`Unavailable: no ${category} on this brand's menu`);
}
