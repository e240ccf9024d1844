/**
 * Combo slots (2.2 `categories[]` on an `is_combo` 1 row): which products each slot offers
 * and how a slot's picks change.
 *
 * `categoryListing` is the 2.10.5 product listing of one category without the brand scoping
 * step (a deal's slots are not scoped by the menu's brand groups).
 */
import type { Category, Product } from '../core/catalog';
import { visibleGroups } from './groups';
import { isSoldOut } from '../core/availability';
import type { PickerIndex } from './pickerIndex';
import type { ChildPick, SlotCandidate, SlotState } from './state';

function bySortOrderThenId(a: Product, b: Product): number {
  return (a.category_sort_order ?? 0) - (b.category_sort_order ?? 0) || a.id - b.id;
}

/**
 * 2.10.5 for one category: rows whose `type` exactly equals the name; only when there are
 * none, rows with its `category_id` or a case-insensitive `type` match; combos and add-ons
 * never; by `category_sort_order` (null = 0), then id.
 */
export function categoryListing(category: Category, index: PickerIndex): Product[] {
  const exact = index.productsByType.get(category.name);
  if (exact && exact.length > 0) return [...exact].sort(bySortOrderThenId);
  const rows = new Map<number, Product>();
  for (const p of index.productsByCategoryId.get(category.id) ?? []) rows.set(p.id, p);
  for (const p of index.productsByLowerType.get(category.name.toLowerCase()) ?? []) rows.set(p.id, p);
  return [...rows.values()].sort(bySortOrderThenId);
}

/**
 * The combo's slots, one per `categories[]` entry: a slot whose category is unknown or that
 * offers no product that is not sold out is left out. A slot `max_allowed` of 0 or less reads
 * as 1: the spec gives it as "pick up to", and an unlimited pick of a deal's contents is not
 * a deal. Only `is_combo` 1 rows have slots; `is_combo` 2 sells as a plain line.
 */
export function comboSlots(product: Product, index: PickerIndex): SlotState[] {
  if (product.is_combo !== 1) return [];
  const slots: SlotState[] = [];
  for (const slot of product.categories) {
    const category = index.categories.get(slot.category_id);
    if (!category) continue;
    const candidates: SlotCandidate[] = [];
    const seen = new Set<number>();
    for (const p of categoryListing(category, index)) {
      if (seen.has(p.id) || isSoldOut(index.availability, p)) continue;
      seen.add(p.id);
      candidates.push({
        product_id: p.id,
        name: p.name,
        image: p.image,
        combo_price: p.combo_price,
        groups: visibleGroups(p, index),
      });
    }
    if (candidates.length === 0) continue;
    slots.push({ category_id: category.id, name: category.name, max: Math.max(1, slot.max_allowed), candidates, picks: [] });
  }
  return slots;
}

/** True when the combo has at least one usable slot, without building the candidates' groups. */
export function hasUsableSlot(product: Product, index: PickerIndex): boolean {
  if (product.is_combo !== 1) return false;
  return product.categories.some((slot) => {
    const category = index.categories.get(slot.category_id);
    return category !== undefined && categoryListing(category, index).some((p) => !isSoldOut(index.availability, p));
  });
}

export interface ChildControls {
  checked: boolean;
  /** Unticking always; ticking when the slot has room or holds 1 (a new tick replaces it). */
  canTick: boolean;
}

export function childControls(slot: SlotState, productId: number): ChildControls {
  const checked = slot.picks.some((p) => p.product_id === productId);
  return { checked, canTick: checked || slot.max === 1 || slot.picks.length < slot.max };
}

/** Picks or unpicks a candidate; the slot never holds more than `max` products. */
export function toggleChild(slot: SlotState, productId: number): SlotState {
  if (slot.picks.some((p) => p.product_id === productId)) {
    return { ...slot, picks: slot.picks.filter((p) => p.product_id !== productId) };
  }
  const candidate = slot.candidates.find((c) => c.product_id === productId);
  if (!candidate) return slot;
  const pick: ChildPick = { product_id: productId, groups: candidate.groups };
  if (slot.max === 1) return { ...slot, picks: [pick] };
  if (slot.picks.length >= slot.max) return slot;
  const byProduct = new Map(slot.picks.map((p) => [p.product_id, p]));
  byProduct.set(productId, pick);
  const picks = slot.candidates.flatMap((c) => byProduct.get(c.product_id) ?? []);
  return { ...slot, picks };
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
