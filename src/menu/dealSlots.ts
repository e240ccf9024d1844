/**
 * What a deal's slots offer and why a slot offers nothing (deals.ts says which products are
 * deals and under which scope): the picker's and the Deals list's rules, loaded with them.
 *
 * A slot offers the full 2.10.5 listing of its category (through `listedProducts`, the very
 * listing the grid shows), scoped to the brand the deal is sold under, without the products
 * that are sold out. A deal whose slot has nothing left cannot be sold.
 */
import { msg } from '@lingui/core/macro';
import { english, type Named, type Translate } from '../core/names';
import { isSoldOut } from '../core/availability';
import type { ComboSlot, Product } from '../core/catalog';
import { listedProducts } from './categoryProducts';
import { hasSlots, type SlotSource } from './deals';
import type { CategoryScope } from './scope';

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
