/**
 * Small builders for picker tests: a group with named items, a catalog around a product,
 * and a way to replay events.
 */
import type { Catalog, ModifierGroup, ModifierItem, Product } from '../../src/core/catalog';
import { money } from '../../src/core/money';
import type { PickerEvent } from '../../src/picker/events';
import { pickerReducer } from '../../src/picker/reducer';
import { start, type StartOptions } from '../../src/picker/start';
import type { GroupState, PickerState } from '../../src/picker/state';
import { makeCatalog, makeItem, makeModifierGroup, makeProduct } from '../kit/factories';

/** A group whose items are named in order and numbered `groupId * 100 + position`. */
export function groupOf(
  groupId: number,
  name: string,
  itemNames: readonly string[],
  item: (i: number) => Partial<ModifierItem> = () => ({}),
): ModifierGroup {
  return makeModifierGroup({
    id: groupId,
    name,
    items: itemNames.map((itemName, i) =>
      makeItem({ id: groupId * 100 + i + 1, name: itemName, modifier_id: groupId, actual_price: money(100), priority: i, ...item(i) }),
    ),
  });
}

export function openPicker(product: Product, catalog: Partial<Catalog> = {}, options?: StartOptions): PickerState {
  return start(product, makeCatalog(catalog), options);
}

export function replay(state: PickerState, events: readonly PickerEvent[]): PickerState {
  return events.reduce(pickerReducer, state);
}

export function groupIn(state: PickerState, groupId: number): GroupState {
  const group = state.groups.find((g) => g.id === groupId);
  if (!group) throw new Error(`group ${groupId} is not shown`);
  return group;
}

/** Picks of a group as `[item name, quantity]`. */
export function ticked(group: GroupState): Array<[string, number]> {
  return group.picks.map((p) => [group.items.find((i) => i.id === p.item_id)?.name ?? '?', p.quantity]);
}

export const toggled = (group_id: number, item_id: number): PickerEvent => ({ type: 'optionToggled', group_id, item_id });
export const increased = (group_id: number, item_id: number): PickerEvent => ({ type: 'optionIncreased', group_id, item_id });
export const decreased = (group_id: number, item_id: number): PickerEvent => ({ type: 'optionDecreased', group_id, item_id });

/** A deal whose slots are `[category_id, max_allowed]` pairs, in the deal's order. */
export const dealOf = (slots: ReadonlyArray<readonly [number, number]>, overrides: Partial<Product> = {}): Product =>
  makeProduct({ id: 900, name: 'Meal deal', is_combo: 1, categories: slots.map(([category_id, max_allowed]) => ({ category_id, max_allowed })), ...overrides });
