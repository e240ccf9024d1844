/**
 * Menu scoping by brand group: which category ids a brand and group allow (2.10.2) and which
 * categories that hides (2.10.3). "No scoping" is `null`, never an empty set: an empty set
 * means "nothing allowed", which 2.10.3 then turns back into no scoping.
 */
import type { Brand, BrandGroup, Category } from '../core/catalog';

/** Allowed category ids; `null` = no scoping (every category allowed). */
export type CategoryScope = ReadonlySet<number> | null;

/** The brand's group with `groupId`, else its FIRST group (2.10.2); null when the brand has no groups. */
export function selectGroup(brand: Brand | null, groupId: number | null): BrandGroup | null {
  if (brand === null) return null;
  if (groupId !== null) {
    const listed = brand.groups.find((g) => g.group_id === groupId);
    if (listed) return listed;
  }
  return brand.groups[0] ?? null;
}

/**
 * 2.10.2: the selected group's category ids (the first group by default); when that group
 * lists none, the union of all the brand's groups; when the brand has no groups (or there is
 * no brand), no scoping.
 */
export function allowedCategoryIds(brand: Brand | null, groupId: number | null): CategoryScope {
  const group = selectGroup(brand, groupId);
  if (brand === null || group === null) return null;
  if (group.categories.length > 0) return new Set(group.categories);
  return new Set(brand.groups.flatMap((g) => g.categories));
}

export function inScope(scope: CategoryScope, categoryId: number): boolean {
  return scope === null || scope.has(categoryId);
}

/**
 * 2.10.5 allowed-ids step for a product's `category_id`, a list when the product is filed
 * under several categories (2.6): a product with no id passes; one with ids passes when ANY
 * of them is allowed. A product filed under Drinks and Bowls is still a drink where the
 * brand group allows Drinks only.
 */
export function idsInScope(scope: CategoryScope, categoryIds: readonly number[]): boolean {
  return scope === null || categoryIds.length === 0 || categoryIds.some((id) => scope.has(id));
}

/**
 * 2.10.3: the scope actually applied to `categories`. When the allowed ids would hide every
 * one of them, scoping is dropped and all are shown. Pass the categories the rail could show
 * (see `railCandidates`): a group naming only deleted or empty categories must not leave the
 * till with an empty menu.
 */
export function effectiveScope(categories: readonly Category[], allowed: CategoryScope): CategoryScope {
  if (allowed === null) return null;
  return categories.some((c) => allowed.has(c.id)) ? allowed : null;
}
