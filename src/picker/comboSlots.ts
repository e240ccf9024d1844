/**
 * Combo slots (2.2 `categories[]` on an `is_combo` 1 row): which products each slot offers
 * and how a slot's picks change.
 *
 * A slot offers `comboSlotProducts` of the menu: the grid's own 2.10.5 listing of the slot's
 * category, scoped to the brand the deal is sold under, sold-out products left out. A slot
 * that offers nothing (all sold out, or a category the branch does not have) is kept, empty,
 * so the picker refuses the deal rather than sell it without that part.
 */
import type { Product } from '../core/catalog';
import { hasSlots } from '../menu/deals';
import { comboSlotProducts, dealUnavailableText, slotProblem } from '../menu/dealSlots';
import type { CategoryScope } from '../menu/scope';
import { visibleGroups } from './groups';
import type { PickerIndex } from './pickerIndex';
import type { ChildPick, SlotCandidate, SlotState } from './state';
import { pickControls, pickedTotal, type OptionControls } from './options';

/**
 * The combo's slots, one per `categories[]` entry, in that order. A slot `max_allowed` of 0
 * or less reads as 1: the spec gives it as "pick up to", and an unlimited pick of a deal's
 * contents is not a deal. Only `is_combo` 1 rows have slots; `is_combo` 2 sells as a plain line.
 */
export function comboSlots(product: Product, index: PickerIndex, scope: CategoryScope): SlotState[] {
  if (!hasSlots(product)) return [];
  return product.categories.map((slot) => {
    const seen = new Set<number>();
    const candidates: SlotCandidate[] = [];
    const offered = comboSlotProducts(index.slots, slot, scope);
    const problem = slotProblem(index.slots, slot, scope, offered);
    for (const p of offered) {
      if (seen.has(p.id)) continue;
      seen.add(p.id);
      candidates.push({
        product_id: p.id,
        name: p.name,
        localize_name: p.localize_name,
        image: p.image,
        combo_price: p.combo_price,
        groups: visibleGroups(p, index),
      });
    }
    const category = index.slots.categories.get(slot.category_id);
    const unavailable = problem === null ? null : dealUnavailableText(problem);
    return {
      category_id: slot.category_id,
      name: category?.name ?? null,
      localize_name: category?.localize_name ?? null,
      max: Math.max(1, slot.max_allowed),
      candidates,
      unavailable,
      problem,
      picks: [],
    };
  });
}

export function slotTotal(slot: SlotState): number {
  return pickedTotal(slot.picks);
}

/**
 * A slot's max is 1 or more (never unlimited), so the option rule reads: a stepper when the
 * slot holds 2 or more (a product may be taken again), ticking while there is room or the slot
 * holds 1 (a new tick replaces it).
 */
export type ChildControls = OptionControls;

export function childControls(slot: SlotState, productId: number): ChildControls {
  return pickControls(slot.max, slotTotal(slot), slot.picks.find((p) => p.product_id === productId));
}

/** Picks or unpicks a candidate; the slot's total quantity never passes `max`. */
export function toggleChild(slot: SlotState, productId: number): SlotState {
  if (slot.picks.some((p) => p.product_id === productId)) {
    return { ...slot, picks: slot.picks.filter((p) => p.product_id !== productId) };
  }
  const candidate = slot.candidates.find((c) => c.product_id === productId);
  if (!candidate) return slot;
  const pick: ChildPick = { product_id: productId, quantity: 1, groups: candidate.groups };
  if (slot.max === 1) return { ...slot, picks: [pick] };
  if (slotTotal(slot) >= slot.max) return slot;
  const byProduct = new Map(slot.picks.map((p) => [p.product_id, p]));
  byProduct.set(productId, pick);
  const picks = slot.candidates.flatMap((c) => byProduct.get(c.product_id) ?? []);
  return { ...slot, picks };
}

/** Takes a picked product once more, while the slot has room (2.2: up to `max_allowed`). */
export function increaseChild(slot: SlotState, productId: number): SlotState {
  if (!childControls(slot, productId).canIncrease) return slot;
  return { ...slot, picks: slot.picks.map((p) => (p.product_id === productId ? { ...p, quantity: p.quantity + 1 } : p)) };
}

/** Takes a picked product once less; from 1 it is unpicked. */
export function decreaseChild(slot: SlotState, productId: number): SlotState {
  const pick = slot.picks.find((p) => p.product_id === productId);
  if (!pick) return slot;
  if (pick.quantity <= 1) return toggleChild(slot, productId);
  return { ...slot, picks: slot.picks.map((p) => (p === pick ? { ...p, quantity: p.quantity - 1 } : p)) };
}

/** Applies `change` to the groups of the child `productId` picked in `slot`. */
export function updateChild(
  slot: SlotState,
  productId: number,
  change: (groups: ChildPick['groups']) => ChildPick['groups'],
): SlotState {
  const at = slot.picks.findIndex((p) => p.product_id === productId);
  if (at < 0) return slot;
  const pick = slot.picks[at]!;
  const groups = change(pick.groups);
  if (groups === pick.groups) return slot;
  return { ...slot, picks: slot.picks.map((p, i) => (i === at ? { ...p, groups } : p)) };
}
