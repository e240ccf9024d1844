/**
 * What the picker hands to the cart: a `LineRequest` once every rule is met, else the unmet
 * rules with the message the picker shows. Also the partial request a live price preview uses.
 */
import type { ChosenOption, LineRequest } from '../core/line';
import type { Money } from '../core/money';
import type { ChildRef } from './events';
import { groupTotal } from './options';
import type { GroupState, PickerState, SlotState } from './state';
import { readPrice, readWeight, type PriceReading, type WeightReading } from './typedInput';

export type Unmet =
  | { rule: 'group-min'; group_id: number; min: number; child: ChildRef | null; message: string }
  | { rule: 'slot-empty'; slot: number; category_id: number; message: string }
  /** The slot offers nothing: the deal cannot be sold (never sold short of that part). */
  | { rule: 'slot-nothing-left'; slot: number; category_id: number; message: string }
  | { rule: 'price'; reason: Extract<PriceReading, { ok: false }>['reason']; message: string }
  | { rule: 'weight'; reason: Extract<WeightReading, { ok: false }>['reason']; message: string };

export type PickerResult = { ok: true; request: LineRequest } | { ok: false; unmet: Unmet[] };

/** A price function supplied by the caller (the cart's pricing); null when it cannot price. */
export type PriceLine = (request: LineRequest) => { unit: Money; total: Money } | null;

function chosenOptions(groups: readonly GroupState[]): ChosenOption[] {
  return groups.flatMap((group) =>
    group.picks.map((pick) => ({
      item_id: pick.item_id,
      modifier_id: group.id,
      quantity: pick.quantity,
      instructions: [...pick.instructions],
    })),
  );
}

function groupsUnmet(groups: readonly GroupState[], child: ChildRef | null, childName: string | null): Unmet[] {
  return groups
    .filter((group) => groupTotal(group) < group.min)
    .map((group) => ({
      rule: 'group-min' as const,
      group_id: group.id,
      min: group.min,
      child,
      message: `Choose ${group.min} in ${group.name}` + (childName === null ? '' : ` for ${childName}`),
    }));
}

/**
 * A combo slot holds at least one product: "pick up to" sets the most, and a deal sold with
 * an empty slot would leave the kitchen without its contents.
 */
function slotUnmet(slot: SlotState, at: number): Unmet[] {
  const own: Unmet[] = [];
  if (slot.picks.length === 0 && slot.candidates.length > 0) {
    own.push({ rule: 'slot-empty', slot: at, category_id: slot.category_id, message: `Choose 1 in ${slot.name ?? ''}` });
  }
  const children = slot.picks.flatMap((pick) => {
    const name = slot.candidates.find((c) => c.product_id === pick.product_id)?.name ?? '';
    return groupsUnmet(pick.groups, { slot: at, product_id: pick.product_id }, name);
  });
  return [...own, ...children];
}

/** A slot with nothing to offer, said the way the Deals list says it. */
function nothingLeft(slot: SlotState, at: number): Unmet[] {
  if (slot.unavailable === null) return [];
  return [{ rule: 'slot-nothing-left', slot: at, category_id: slot.category_id, message: slot.unavailable }];
}

/**
 * The unmet rules: first a slot with nothing left (no choice can fix that), then in the order
 * the picker shows its fields: price, weight, groups, slots.
 */
export function unmetRules(state: PickerState): Unmet[] {
  const unmet: Unmet[] = state.slots.flatMap(nothingLeft);
  if (state.priceText !== null) {
    const price = readPrice(state.priceText, state.digits);
    if (!price.ok) unmet.push({ rule: 'price', reason: price.reason, message: price.message });
  }
  if (state.weightText !== null) {
    const weight = readWeight(state.weightText);
    if (!weight.ok) unmet.push({ rule: 'weight', reason: weight.reason, message: weight.message });
  }
  unmet.push(...groupsUnmet(state.groups, null, null));
  state.slots.forEach((slot, at) => unmet.push(...slotUnmet(slot, at)));
  return unmet;
}

/** The request as chosen so far; a price or weight that does not read yet is left null. */
export function draftRequest(state: PickerState): LineRequest {
  const price = state.priceText === null ? null : readPrice(state.priceText, state.digits);
  const weight = state.weightText === null ? null : readWeight(state.weightText);
  const trimmed = state.note.trim();
  return {
    product_id: state.product.id,
    quantity: 1,
    weight_g: weight?.ok ? weight.grams : null,
    open_price: price?.ok ? price.value : null,
    options: chosenOptions(state.groups),
    addons: state.addons.filter((a) => a.quantity > 0).map((a) => ({ product_id: a.product_id, quantity: a.quantity })),
    children: state.slots.flatMap((slot) =>
      slot.picks.map((pick) => ({
        product_id: pick.product_id,
        slot_category_id: slot.category_id,
        quantity: pick.quantity,
        options: chosenOptions(pick.groups),
      })),
    ),
    note: trimmed,
  };
}

/**
 * Where an option group is shown: `group-20` at the top level, `slot-1-3-group-20` under the
 * product 3 picked in slot 1 (the same group id can be shown under each picked product).
 */
export function groupPlace(group_id: number, child: ChildRef | null): string {
  return child === null ? `group-${group_id}` : `slot-${child.slot}-${child.product_id}-group-${group_id}`;
}

/**
 * Where the picker shows an unmet rule, to lead the cashier there when the held "Add to order"
 * is tapped: the typed field, the option group itself (top-level or of a product picked in a
 * slot), or the combo slot.
 */
export function unmetPlace(unmet: Unmet): string {
  switch (unmet.rule) {
    case 'price':
    case 'weight':
      return unmet.rule;
    case 'group-min':
      return groupPlace(unmet.group_id, unmet.child);
    case 'slot-empty':
    case 'slot-nothing-left':
      return `slot-${unmet.slot}`;
  }
}

export function result(state: PickerState): PickerResult {
  const unmet = unmetRules(state);
  return unmet.length > 0 ? { ok: false, unmet } : { ok: true, request: draftRequest(state) };
}

/** The live price of the line as chosen so far, by the caller's pricing; null when it cannot. */
export function preview(state: PickerState, price: PriceLine): { unit: Money; total: Money } | null {
  return price(draftRequest(state));
}
